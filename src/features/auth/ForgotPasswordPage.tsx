import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { errorMessage } from '../../../domain/errors';
import { MESSAGES } from '../../../domain/messages';
import { useSendResetLink } from '../../api/auth/forgot-password';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import { forgotPasswordForm, type ForgotPasswordValues } from './auth-forms';

/** 'Forgot password' (§5/§8): a reset link goes to the address, if it has an account. */
export default function ForgotPasswordPage() {
  const sendLink = useSendResetLink();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) =>
    sendLink.mutate(email, {
      onSuccess: () => showToast({ severity: 'success', summary: MESSAGES.resetLinkSent }),
      onError: (error) => showToast({ severity: 'error', summary: MESSAGES.resetLinkFailed(errorMessage(error)) }),
    }),
  );

  return (
    <>
      <h1 className="public-title">Forgot password</h1>
      <p>Enter your email and we will send you a link to reset your password.</p>
      <form onSubmit={onSubmit} noValidate className="form">
        <TextField
          id="email"
          label="Email"
          type="email"
          autoComplete="username"
          error={formState.errors.email?.message}
          registration={register('email')}
        />
        {sendLink.isSuccess && (
          <p className="form-success" role="status">
            {MESSAGES.resetLinkSent}
          </p>
        )}
        <Button type="submit" label="Send reset link" loading={sendLink.isPending} className="w-full" />
      </form>
      <p className="public-links">
        <Link href="/login">Back to login</Link>
      </p>
    </>
  );
}
