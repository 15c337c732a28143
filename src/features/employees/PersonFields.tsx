import { Controller, useWatch } from 'react-hook-form';
import { EMPLOYEE_FORM_LABELS } from '../../../domain/employee-admin';
import { GENDERS } from '../../../domain/entities/user';
import { USER_FORM_LABELS } from '../../../domain/entities/user-admin';
import { EmailInput } from '../../ui/EmailInput';
import { EmployeePicker } from '../../ui/EmployeePicker';
import { FormRadioGroup } from '../../ui/RadioGroupField';
import { TextField } from '../../ui/TextField';
import type { EmailStatus } from '../../ui/use-email-availability';
import type { EmployeeFormApi, PersonChoice } from './employee-form';

const PERSON_CHOICES: { value: PersonChoice; label: string }[] = [
  { value: 'existing', label: 'Existing User' },
  { value: 'new', label: 'New Person' },
];
const GENDER_CHOICES = GENDERS.map((g) => ({ value: g, label: g === 'male' ? 'Male' : 'Female' }));
const U = USER_FORM_LABELS;

/**
 * Whose record it is (create only): a user who works here already, found
 * through one of their records, or a new person with the add-user fields but
 * no password (they get a set-password link by mail) and no status.
 */
export function PersonFields({ form, emailStatus }: { form: EmployeeFormApi; emailStatus: EmailStatus }) {
  const { control, register, setValue, clearErrors, formState } = form;
  const errors = formState.errors;
  const person = useWatch({ control, name: 'person' });
  return (
    <section className="card form-section" aria-labelledby="person-title">
      <h2 id="person-title" className="card-title">
        {EMPLOYEE_FORM_LABELS.user}
      </h2>
      <FormRadioGroup control={control} name="person" legend="Who" choices={PERSON_CHOICES} onChange={() => clearErrors(['userId', 'newUser'])} />
      {person === 'existing' ? (
        <EmployeePicker
          id="userId"
          label={EMPLOYEE_FORM_LABELS.user}
          error={errors.userId?.message}
          onChange={(picked) => setValue('userId', picked?.userId ?? '', { shouldValidate: formState.isSubmitted })}
        />
      ) : (
        <div className="form-grid">
          <TextField id="newUser.firstName" label={U.firstName} aria-required="true" error={errors.newUser?.firstName?.message} registration={register('newUser.firstName')} />
          <TextField id="newUser.middleName" label={U.middleName} error={errors.newUser?.middleName?.message} registration={register('newUser.middleName')} />
          <TextField id="newUser.lastName" label={U.lastName} error={errors.newUser?.lastName?.message} registration={register('newUser.lastName')} />
          <TextField id="newUser.nickName" label={U.nickName} error={errors.newUser?.nickName?.message} registration={register('newUser.nickName')} />
          <Controller
            control={control}
            name="newUser.email"
            render={({ field }) => (
              <EmailInput
                id="newUser.email"
                label={U.email}
                isRequired
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={errors.newUser?.email?.message}
                status={emailStatus}
              />
            )}
          />
          <TextField id="newUser.phone" label={U.phone} type="tel" aria-required="true" error={errors.newUser?.phone?.message} registration={register('newUser.phone')} />
          <FormRadioGroup control={control} name="newUser.gender" legend={U.gender} choices={GENDER_CHOICES} />
        </div>
      )}
    </section>
  );
}
