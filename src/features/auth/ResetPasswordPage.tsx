import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import type { z } from 'zod';
import { resetPasswordBody } from '../../../domain/entities/auth';
import { MESSAGES } from '../../../domain/messages';
import { useResetPasswordLink } from '../../api/auth/reset-password-link';
import { useResetPassword } from '../../api/auth/reset-password';
import { PasswordField } from '../../ui/PasswordField';
import { QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

type ResetValues = z.infer<typeof resetPasswordBody>;
const RESET_FIELDS = ['password', 'confirmPassword'] as const;

function ResetForm({ sessionId, email }: { sessionId: string; email: string }) {
  const [, navigate] = useLocation();
  const reset = useResetPassword({
    onSuccess: () => {
      showToast({ severity: 'success', summary: MESSAGES.passwordResetDone });
      navigate('/login', { replace: true });
    },
  });
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { control, handleSubmit } = form;
  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { sessionId, ...values },
      {
        onError: (error) => applyServerErrors(error, form, { fields: RESET_FIELDS }),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      <PasswordField control={control} name="password" label="New password" autoComplete="new-password" />
      <PasswordField control={control} name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
      <Button type="submit" label="Reset password" loading={reset.isPending} className="w-full" />
    </form>
  );
}

/** /reset-password/{sessionId}: checks the mailed link, then sets a new password (§5 rule). */
export default function ResetPasswordPage() {
  const { sessionId = '' } = useParams<{ sessionId: string }>();
  const link = useResetPasswordLink(sessionId);
  return (
    <>
      <h1 className="public-title">Reset password</h1>
      {link.isPending ? (
        <QueryPending label="Checking the link" />
      ) : link.isError ? (
        <>
          <p className="form-alert" role="alert">
            {MESSAGES.resetLinkInvalid}
          </p>
          <p className="public-links">
            <Link href="/forgot-password">Send a new link</Link>
          </p>
        </>
      ) : (
        <ResetForm sessionId={sessionId} email={link.data.email} />
      )}
    </>
  );
}
