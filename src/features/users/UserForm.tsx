import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { GENDERS, USER_STATUSES } from '../../../domain/entities/user';
import { USER_FORM_LABELS as L } from '../../../domain/entities/user-admin';
import { MESSAGES } from '../../../domain/messages';
import { USER_STATUS_LABELS } from '../../../domain/people-formats';
import { EmailInput } from '../../ui/EmailInput';
import { firstInvalid, scrollToField } from '../../ui/focus-first-invalid';
import { PasswordField } from '../../ui/PasswordField';
import { FormRadioGroup } from '../../ui/RadioGroupField';
import { TextField } from '../../ui/TextField';
import { useEmailAvailability } from '../../ui/use-email-availability';
import { addUserForm, editUserForm, USER_FORM_FIELDS, type UserFormField, type UserFormValues } from './user-form';

const GENDER_CHOICES = GENDERS.map((g) => ({ value: g, label: g === 'male' ? 'Male' : 'Female' }));
const STATUS_CHOICES = USER_STATUSES.map((s) => ({ value: s, label: USER_STATUS_LABELS[s] }));

interface Props {
  initial: UserFormValues;
  /** The address the user has now (edit): it needs no availability check. */
  currentEmail?: string;
  isNew: boolean;
  isSaving: boolean;
  submitLabel: string;
  onSubmit: (values: UserFormValues, form: { setError: (field: UserFormField, error: { type: string; message: string }) => void }) => void;
  onCancel: () => void;
}

/** The add and edit form of /users (issue 16): every §5 format with its message at its field, the email checked while typing. */
export function UserForm({ initial, currentEmail = '', isNew, isSaving, submitLabel, onSubmit, onCancel }: Props) {
  const form = useForm<UserFormValues>({
    resolver: zodResolver(isNew ? addUserForm : editUserForm) as unknown as Resolver<UserFormValues>,
    defaultValues: initial,
  });
  const { control, register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const email = useWatch({ control, name: 'email' }) ?? '';
  const emailStatus = useEmailAvailability(email, currentEmail);

  const onValid = (values: UserFormValues) => {
    if (emailStatus === 'used') {
      setError('email', { type: 'server', message: MESSAGES.emailUsed });
      scrollToField('email');
      return;
    }
    onSubmit(values, form);
  };
  const onInvalid = (invalid: Partial<Record<UserFormField, unknown>>) => {
    const first = firstInvalid(USER_FORM_FIELDS, invalid);
    if (first) scrollToField(first);
  };

  return (
    <form noValidate className="form card" aria-label={isNew ? 'Add user' : 'Edit user'} onSubmit={handleSubmit(onValid, onInvalid)}>
      <div className="form-grid">
        <TextField id="firstName" label={L.firstName} aria-required="true" error={errors.firstName?.message} registration={register('firstName')} />
        <TextField id="middleName" label={L.middleName} error={errors.middleName?.message} registration={register('middleName')} />
        <TextField id="lastName" label={L.lastName} error={errors.lastName?.message} registration={register('lastName')} />
        <TextField id="nickName" label={L.nickName} error={errors.nickName?.message} registration={register('nickName')} />
        <Controller
          control={control}
          name="email"
          render={({ field }) => (
            <EmailInput
              id="email"
              label={L.email}
              isRequired
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={errors.email?.message}
              status={emailStatus}
            />
          )}
        />
        <TextField id="phone" label={L.phone} type="tel" aria-required="true" error={errors.phone?.message} registration={register('phone')} />
        <FormRadioGroup control={control} name="gender" legend={L.gender} choices={GENDER_CHOICES} />
        <FormRadioGroup control={control} name="status" legend={L.status} choices={STATUS_CHOICES} />
        {isNew && (
          <>
            <PasswordField control={control} name="password" label={L.password} autoComplete="new-password" />
            <PasswordField control={control} name="confirmPassword" label={L.confirmPassword} autoComplete="new-password" />
          </>
        )}
      </div>
      <div className="form-actions" style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <Button type="button" label="Cancel" outlined onClick={onCancel} />
        <Button type="submit" label={submitLabel} loading={isSaving} disabled={emailStatus === 'checking'} />
      </div>
    </form>
  );
}
