import { useLocation, useParams } from 'wouter';
import { USER_ADMIN_MESSAGES, type CreateUserInput } from '../../../domain/entities/user-admin';
import { useCreateUser } from '../../api/users/create-user';
import { useUser } from '../../api/users/get-user';
import { useUpdateUser } from '../../api/users/update-user';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { USERS_PATH, userDetailPath } from './user-display';
import { editUserForm, EMPTY_USER, patchOf, USER_FORM_FIELDS, valuesOf, type UserFormValues } from './user-form';
import { UserForm } from './UserForm';

type SetError = Parameters<Parameters<typeof UserForm>[0]['onSubmit']>[1];

function AddUser() {
  const [, navigate] = useLocation();
  const create = useCreateUser();
  const submit = (values: UserFormValues, form: SetError) =>
    create.mutate(values as CreateUserInput, {
      onSuccess: (user) => {
        showToast({ severity: 'success', summary: USER_ADMIN_MESSAGES.created });
        navigate(userDetailPath(user.userId));
      },
      onError: (error) => applyServerErrors(error, form, { fields: USER_FORM_FIELDS }),
    });
  return <UserForm initial={EMPTY_USER} isNew isSaving={create.isPending} submitLabel="Save" onSubmit={submit} onCancel={() => navigate(USERS_PATH)} />;
}

function EditUser({ userId }: { userId: string }) {
  const [, navigate] = useLocation();
  const query = useUser(userId);
  const update = useUpdateUser();
  if (query.isPending) return <QueryPending label="Loading user" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const submit = (values: UserFormValues, form: SetError) =>
    update.mutate(
      { userId, body: patchOf(editUserForm.parse(values)) },
      {
        onSuccess: () => {
          showToast({ severity: 'success', summary: USER_ADMIN_MESSAGES.updated });
          navigate(userDetailPath(userId));
        },
        onError: (error) => applyServerErrors(error, form, { fields: USER_FORM_FIELDS }),
      },
    );
  return (
    <UserForm
      initial={valuesOf(query.data)}
      currentEmail={query.data.email}
      isNew={false}
      isSaving={update.isPending}
      submitLabel="Update"
      onSubmit={submit}
      onCancel={() => navigate(userDetailPath(userId))}
    />
  );
}

/** /users/add and /users/{userId}/edit (§2). */
export default function UserFormPage() {
  const { userId } = useParams<{ userId?: string }>();
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{userId ? 'Edit User' : 'Add User'}</h1>
      </div>
      {userId ? <EditUser userId={userId} /> : <AddUser />}
    </div>
  );
}
