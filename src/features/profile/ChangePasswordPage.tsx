import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordBody } from '../../../domain/entities/auth';
import { MESSAGES } from '../../../domain/messages';
import { useChangePassword } from '../../api/auth/change-password';
import { useAppSession } from '../../app/session-context';
import { PasswordField } from '../../ui/PasswordField';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

type ChangePasswordValues = z.infer<typeof changePasswordBody>;
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * /change-password (§5 password rule). The server ends every session of the
 * user on success, this one too, so the app signs out right after.
 */
export default function ChangePasswordPage() {
  const { signOut } = useAppSession();
  const change = useChangePassword({
    onSuccess: async () => {
      showToast({ severity: 'success', summary: MESSAGES.passwordChanged });
      await signOut();
    },
  });
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { control, handleSubmit } = form;
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onError: (error) => applyServerErrors(error, form, { fields: FIELDS }),
    }),
  );

  return (
    <div className="page">
      <h1 className="page-title">Change Password</h1>
      <form onSubmit={onSubmit} noValidate className="form card form--narrow">
        <PasswordField control={control} name="currentPassword" label="Current password" autoComplete="current-password" />
        <PasswordField control={control} name="newPassword" label="New password" autoComplete="new-password" />
        <PasswordField control={control} name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
        <div className="form-actions">
          <Button type="submit" label="Change Password" loading={change.isPending} />
        </div>
      </form>
    </div>
  );
}
