import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { GENDERS } from '../../../domain/entities/user';
import { FormRadioGroup } from '../../ui/RadioGroupField';
import { TextField } from '../../ui/TextField';
import { emptyToNull, type ProfileFormInput } from './profile-form';

interface StepProps {
  register: UseFormRegister<ProfileFormInput>;
  control: Control<ProfileFormInput>;
  errors: FieldErrors<ProfileFormInput>;
}

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = { male: 'Male', female: 'Female' };
const GENDER_CHOICES = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }));

/** Step 0 of the profile edit: names, gender, birth date. */
export function PersonalDataStep({ register, control, errors }: StepProps) {
  return (
    <div className="form-grid">
      <TextField id="firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} registration={register('firstName')} />
      <TextField id="middleName" label="Middle name" autoComplete="additional-name" error={errors.middleName?.message} registration={register('middleName')} />
      <TextField id="lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} registration={register('lastName')} />
      <TextField id="name" label="Full name" autoComplete="name" aria-required="true" error={errors.name?.message} registration={register('name')} />
      <TextField
        id="nickName"
        label="Nickname"
        autoComplete="nickname"
        error={errors.nickName?.message}
        registration={register('nickName', { setValueAs: emptyToNull })}
      />
      <FormRadioGroup control={control} name="gender" legend="Gender" choices={GENDER_CHOICES} />
      <TextField
        id="birthDate"
        label="Birth date"
        type="date"
        autoComplete="bday"
        error={errors.birthDate?.message}
        registration={register('birthDate', { setValueAs: emptyToNull })}
      />
    </div>
  );
}
