import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useFieldArray, useWatch } from 'react-hook-form';
import { MAX_LISTING_FACILITIES } from '../../../../domain/entities/listing';
import { facilitiesTotal } from '../../../../domain/listing';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import { toNumberOrNull } from './fields';
import type { ListingFormApi } from './listing-form';

/** A row whose total is still empty or mistyped counts 0 in the sum shown. */
const countable = (total: unknown) => ({ total: typeof total === 'number' && Number.isFinite(total) ? total : 0 });

/** Facilities as rows of name and total, with the sum of the totals. */
export function FacilitiesSection({ form }: { form: ListingFormApi }) {
  const { control, register, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'facilities' });
  const rows = useWatch({ control, name: 'facilities' }) ?? [];
  const errors = formState.errors.facilities;
  const total = facilitiesTotal(rows.map((r) => countable(r?.total)));
  return (
    <section className="card form-section">
      <h2 className="card-title">Facilities</h2>
      {fields.map((row, index) => {
        const nameId = `facilities.${index}.facilityName`;
        const totalId = `facilities.${index}.total`;
        const nameError = errors?.[index]?.facilityName?.message;
        const totalError = errors?.[index]?.total?.message;
        return (
          <div key={row.id} className="form-grid facility-row">
            <div className="field">
              <label htmlFor={nameId}>
                Facility name<span className="sr-only"> {index + 1}</span>
              </label>
              <InputText id={nameId} {...register(`facilities.${index}.facilityName`)} className={nameError ? 'w-full p-invalid' : 'w-full'} {...fieldAria(nameId, nameError)} />
              <FieldError id={`${nameId}-error`} message={nameError} />
            </div>
            <div className="field">
              <label htmlFor={totalId}>
                Total<span className="sr-only"> {index + 1}</span>
              </label>
              <InputText
                id={totalId}
                type="number"
                min={0}
                step={1}
                {...register(`facilities.${index}.total`, { setValueAs: toNumberOrNull })}
                className={totalError ? 'w-full p-invalid' : 'w-full'}
                {...fieldAria(totalId, totalError)}
              />
              <FieldError id={`${totalId}-error`} message={totalError} />
            </div>
            <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={`Remove facility ${index + 1}`} onClick={() => remove(index)} />
          </div>
        );
      })}
      <FieldError id="facilities-error" message={errors?.message ?? errors?.root?.message} />
      <div className="form-actions">
        <Button
          type="button"
          label="Add facility"
          icon="pi pi-plus"
          outlined
          disabled={fields.length >= MAX_LISTING_FACILITIES}
          onClick={() => append({ facilityName: '', total: 1 })}
        />
        <output aria-live="polite" htmlFor={fields.map((_, i) => `facilities.${i}.total`).join(' ')}>
          Total facilities: {total}
        </output>
      </div>
    </section>
  );
}
