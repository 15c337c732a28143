import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useForm } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import { setUserPasswordBody, USER_ADMIN_MESSAGES, type SetUserPasswordBody } from '../../../domain/entities/user-admin';
import { useUser } from '../../api/users/get-user';
import { useSetUserPassword } from '../../api/users/set-user-password';
import { scrollToField } from '../../ui/focus-first-invalid';
import { PasswordField } from '../../ui/PasswordField';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { userDetailPath } from './user-display';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/** /users/{userId}/change-password (§2): the Super Admin sets a user's password; that user's sessions end. */
export default function UserPasswordPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const [, navigate] = useLocation();
  const user = useUser(userId);
  const save = useSetUserPassword();
  const form = useForm<SetUserPasswordBody>({ resolver: zodResolver(setUserPasswordBody), defaultValues: { newPassword: '', confirmPassword: '' } });
  const onValid = (body: SetUserPasswordBody) =>
    save.mutate(
      { userId, body },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: USER_ADMIN_MESSAGES.passwordChanged });
          navigate(userDetailPath(userId));
        },
        onError: (error) => applyServerErrors(error, form, { fields: FIELDS }),
      },
    );
  const onInvalid = (errors: Partial<Record<(typeof FIELDS)[number], unknown>>) => {
    const first = FIELDS.find((f) => errors[f]);
    if (first) scrollToField(first);
  };
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Change Password{user.data ? ` of ${user.data.name}` : ''}</h1>
      </div>
      <form noValidate className="form card form--narrow" aria-label="Change password" onSubmit={form.handleSubmit(onValid, onInvalid)}>
        <PasswordField control={form.control} name="newPassword" label="New Password" autoComplete="new-password" />
        <PasswordField control={form.control} name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
        <div className="form-actions" style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
          <Button type="button" label="Cancel" outlined onClick={() => navigate(userDetailPath(userId))} />
          <Button type="submit" label="Change Password" loading={save.isPending} />
        </div>
      </form>
    </div>
  );
}
