import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { UPLOAD_MAX_MB } from '../../../domain/entities/file';
import { createOfficeBody, OFFICE_FIELD_LABELS as L, type CreateOfficeInput, type OfficeDetail } from '../../../domain/entities/office';
import { uploadFile } from '../../api/files/upload-file';
import { CitySearch, type PickedCity } from '../../ui/CitySearch';
import { FieldError } from '../../ui/FieldError';
import { firstInvalid, scrollToField } from '../../ui/focus-first-invalid';
import { RadioGroupField } from '../../ui/RadioGroupField';
import { applyServerErrors } from '../../ui/server-errors';
import { TextField } from '../../ui/TextField';
import { UploadBox, type UploadImage } from '../../ui/UploadBox';
import { SubdomainField } from './SubdomainField';
import { useSubdomainAvailability } from './use-subdomain-availability';

/** The fields in screen order: the first refused one gets the focus. Their input ids are their names. */
export const OFFICE_FIELDS = [
  'officeName',
  'officeCode',
  'logoUrl',
  'firstPhoneNumber',
  'secondPhoneNumber',
  'email',
  'city',
  'province',
  'postalCode',
  'address',
  'isOfficePkp',
  'denyDuplicateListing',
  'subdomain',
] as const;
type OfficeField = (typeof OFFICE_FIELDS)[number];

export type OfficeFormApi = { setError: (path: string, error: { type: string; message: string }) => void };

export interface OfficeFormProps {
  office?: OfficeDetail;
  /** Admin-HQ-plus only: the 'Allow Similar Listing' choice. */
  canSetSimilarListing: boolean;
  submitLabel: string;
  isSaving: boolean;
  onSubmit: (values: CreateOfficeInput, form: OfficeFormApi) => void;
  onCancel: () => void;
}

/** The logo goes up when picked (compressed to §5's 2 MB) and the form keeps the URL POST /files answers. */
const uploadLogo: UploadImage = async ({ blob, fileName, contentType }, options) => {
  const file = await uploadFile({ file: blob, fileName, contentType, purpose: 'general' }, options);
  return { key: file.fileKey, url: file.url };
};

const SIMILAR_OPTIONS = [
  { value: 'allow', label: 'Allow' },
  { value: 'deny', label: 'Deny' },
] as const;

const defaultsOf = (office: OfficeDetail | undefined): CreateOfficeInput => ({
  officeName: office?.officeName ?? '',
  officeCode: office?.officeCode ?? '',
  logoUrl: office?.logo?.fileUrl ?? '',
  firstPhoneNumber: office?.firstPhoneNumber ?? '',
  secondPhoneNumber: office?.secondPhoneNumber ?? '',
  email: office?.email ?? '',
  province: office?.province ?? '',
  city: office?.city ?? '',
  postalCode: office?.postalCode ?? '',
  address: office?.address ?? '',
  isOfficePkp: office?.isOfficePkp ?? false,
  denyDuplicateListing: office?.denyDuplicateListing ?? false,
  subdomain: office?.subdomain ?? '',
});

/** /office/create and /office/{officeId}/edit: every Office field of §3 with §5's formats and the subdomain check. */
export function OfficeForm({ office, canSetSimilarListing, submitLabel, isSaving, onSubmit, onCancel }: OfficeFormProps) {
  const form = useForm<CreateOfficeInput>({ resolver: zodResolver(createOfficeBody), defaultValues: defaultsOf(office) });
  const { control, register, handleSubmit, setValue, formState } = form;
  const errors = formState.errors;
  const [logoUrl, province, subdomain] = useWatch({ control, name: ['logoUrl', 'province', 'subdomain'] });
  const subdomainStatus = useSubdomainAvailability(typeof subdomain === 'string' ? subdomain : '', office?.officeId ?? null, office?.subdomain ?? null);
  const cityError = errors.city?.message ?? errors.province?.message;
  const revalidate = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const onInvalid = () => {
    const first = firstInvalid<OfficeField>(OFFICE_FIELDS, errors as Partial<Record<OfficeField, unknown>>);
    if (first) scrollToField(first === 'province' ? 'city' : first);
  };
  const pickCity = (picked: PickedCity | null) => {
    setValue('city', picked?.city ?? '', revalidate);
    setValue('province', picked?.province ?? '', revalidate);
  };
  const submit = (values: CreateOfficeInput) => {
    const body = canSetSimilarListing ? values : { ...values, denyDuplicateListing: undefined };
    onSubmit(body, form as unknown as OfficeFormApi);
  };
  return (
    <form noValidate className="form card" aria-label={office ? 'Edit office' : 'Create office'} onSubmit={handleSubmit(submit, onInvalid)}>
      <div className="form-grid">
        <TextField id="officeName" label={L.officeName} error={errors.officeName?.message} registration={register('officeName')} maxLength={100} />
        <TextField id="officeCode" label={L.officeCode} error={errors.officeCode?.message} registration={register('officeCode')} maxLength={20} />
      </div>
      <UploadBox
        id="logoUrl"
        label={L.logoUrl}
        maxMb={UPLOAD_MAX_MB.general}
        images={logoUrl ? [{ key: 'office-logo', url: logoUrl }] : []}
        upload={uploadLogo}
        onUploaded={(image) => setValue('logoUrl', image.url, { shouldDirty: true })}
        onRemove={() => setValue('logoUrl', '', { shouldDirty: true })}
        error={errors.logoUrl?.message}
      />
      <div className="form-grid">
        <TextField id="firstPhoneNumber" label={L.firstPhoneNumber} error={errors.firstPhoneNumber?.message} registration={register('firstPhoneNumber')} inputMode="tel" />
        <TextField id="secondPhoneNumber" label={L.secondPhoneNumber} error={errors.secondPhoneNumber?.message} registration={register('secondPhoneNumber')} inputMode="tel" />
        <TextField id="email" label={L.email} error={errors.email?.message} registration={register('email')} type="email" />
      </div>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="city">{L.city}</label>
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CitySearch id="city" city={field.value} province={province} onPick={pickCity} onBlur={field.onBlur} invalid={Boolean(cityError)} describedBy={cityError ? 'city-error' : undefined} />
            )}
          />
          <FieldError id="city-error" message={cityError} />
        </div>
        <TextField id="province" label={L.province} error={undefined} registration={register('province')} readOnly tabIndex={-1} />
        <TextField id="postalCode" label={L.postalCode} error={errors.postalCode?.message} registration={register('postalCode')} inputMode="numeric" maxLength={5} />
      </div>
      <TextField id="address" label={L.address} error={errors.address?.message} registration={register('address')} isFullWidth maxLength={500} />
      <Controller
        control={control}
        name="isOfficePkp"
        render={({ field }) => (
          <div className="field">
            <span className="radio-option">
              <Checkbox inputId="isOfficePkp" inputRef={field.ref} checked={field.value} onChange={(e) => field.onChange(e.checked === true)} />
              <label htmlFor="isOfficePkp">{L.isOfficePkp} (taxable entrepreneur: invoices use the PKP fee codes)</label>
            </span>
          </div>
        )}
      />
      {canSetSimilarListing && (
        <Controller
          control={control}
          name="denyDuplicateListing"
          render={({ field }) => (
            <RadioGroupField
              id="denyDuplicateListing"
              legend={L.denyDuplicateListing}
              name="denyDuplicateListing"
              choices={SIMILAR_OPTIONS}
              value={field.value ? 'deny' : 'allow'}
              onChange={(next) => field.onChange(next === 'deny')}
              inputRef={field.ref}
              error={errors.denyDuplicateListing?.message}
            />
          )}
        />
      )}
      <SubdomainField id="subdomain" label={L.subdomain} registration={register('subdomain')} error={errors.subdomain?.message} status={subdomainStatus} />
      <div className="form-actions" style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <Button type="button" label="Cancel" outlined onClick={onCancel} />
        <Button type="submit" label={submitLabel} loading={isSaving} />
      </div>
    </form>
  );
}

/** §8: the server's refusals at their fields, the rest as a toast. */
export const showOfficeServerErrors = (error: unknown, form: OfficeFormApi) => applyServerErrors<OfficeField>(error, form, { fields: OFFICE_FIELDS });
