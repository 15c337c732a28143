import { InputText } from 'primereact/inputtext';
import { Controller, useWatch } from 'react-hook-form';
import { CitySearch, type PickedCity } from '../../../ui/CitySearch';
import { FieldError } from '../../../ui/FieldError';
import type { ListingFormApi } from './listing-form';

/** City from the geodata search; province and country follow the picked city. */
export function LocationSection({ form }: { form: ListingFormApi }) {
  const { control, setValue, formState } = form;
  const [province, country] = useWatch({ control, name: ['province', 'country'] });
  const { errors } = formState;
  const cityError = errors.city?.message;
  const provinceError = errors.province?.message;
  const pick = (picked: PickedCity | null) => {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    setValue('city', picked?.city ?? '', options);
    setValue('province', picked?.province ?? '', options);
    if (picked) setValue('country', picked.country, options);
  };
  return (
    <section className="card form-section">
      <h2 className="card-title">Location</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="city">City</label>
          <Controller
            control={control}
            name="city"
            render={({ field }) => (
              <CitySearch
                id="city"
                city={field.value}
                province={province}
                onPick={pick}
                onBlur={field.onBlur}
                invalid={Boolean(cityError)}
                describedBy={cityError ? 'city-error' : undefined}
              />
            )}
          />
          <FieldError id="city-error" message={cityError} />
        </div>
        <div className="field">
          <label htmlFor="province">Province</label>
          <InputText id="province" value={province ?? ''} readOnly aria-invalid={provinceError ? true : undefined} aria-describedby={provinceError ? 'province-error' : undefined} className="w-full" />
          <FieldError id="province-error" message={provinceError} />
        </div>
        <div className="field">
          <label htmlFor="country">Country</label>
          <InputText id="country" value={country ?? ''} readOnly className="w-full" />
        </div>
      </div>
    </section>
  );
}
