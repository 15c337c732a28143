import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import { TextField } from '../../ui/TextField';
import { emptyToNull, type ProfileFormInput } from './profile-form';
import type { EmailStatus } from '../../ui/use-email-availability';

interface StepProps {
  register: UseFormRegister<ProfileFormInput>;
  errors: FieldErrors<ProfileFormInput>;
  emailStatus: EmailStatus;
}

function EmailStatusText({ status }: { status: EmailStatus }) {
  if (status === 'available') return <small className="field-ok">{MESSAGES.emailAvailable}</small>;
  if (status === 'used') return <small className="p-error field-error">{MESSAGES.emailUsed}</small>;
  if (status === 'checking') return <small className="field-hint">Checking email…</small>;
  return null;
}

/** Step 1 of the profile edit: email (checked for uniqueness), phone and address. */
export function ContactStep({ register, errors, emailStatus }: StepProps) {
  return (
    <div className="form-grid">
      <div>
        <TextField id="email" label="Email" type="email" autoComplete="email" aria-required="true" error={errors.email?.message} registration={register('email')} />
        <div aria-live="polite">{!errors.email && <EmailStatusText status={emailStatus} />}</div>
      </div>
      <TextField id="phone" label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} registration={register('phone', { setValueAs: emptyToNull })} />
      <TextField
        id="province"
        label="Province"
        autoComplete="address-level1"
        error={errors.province?.message}
        registration={register('province', { setValueAs: emptyToNull })}
      />
      <TextField id="city" label="City" autoComplete="address-level2" error={errors.city?.message} registration={register('city', { setValueAs: emptyToNull })} />
      <TextField
        id="postalCode"
        label="Postal code"
        autoComplete="postal-code"
        inputMode="numeric"
        error={errors.postalCode?.message}
        registration={register('postalCode', { setValueAs: emptyToNull })}
      />
    </div>
  );
}
