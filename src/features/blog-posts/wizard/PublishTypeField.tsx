import { Calendar } from 'primereact/calendar';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import { fromPickerDate, toPickerDate, type DetailFormOutput, type DetailFormValues } from './detail-form';

type Form = UseFormReturn<DetailFormValues, unknown, DetailFormOutput>;

const CHOICES = [
  { value: 'PUBLISH_NOW', label: 'Publish Now' },
  { value: 'SCHEDULED', label: 'Schedule' },
] as const;

/** The first minute a schedule may take: days before today are disabled in the picker (§5). */
function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

/** Publish now or at a scheduled 'YYYY-MM-DD HH:mm' (§4, §5); the date is asked only for a schedule. */
export function PublishTypeField({ form }: { form: Form }) {
  const { errors } = form.formState;
  const publishType = useWatch({ control: form.control, name: 'publishType' });
  const typeError = errors.publishType?.message;
  const dateError = errors.publicationAt?.message;
  return (
    <>
      <fieldset className="field radio-group" aria-describedby={typeError ? 'publishType-error' : undefined}>
        <legend>Publish Type</legend>
        {CHOICES.map((c, i) => {
          const radioId = i === 0 ? 'publishType' : `publishType-${c.value}`;
          return (
            <span key={c.value} className="radio-option">
              <input type="radio" id={radioId} value={c.value} {...form.register('publishType')} />
              <label htmlFor={radioId}>{c.label}</label>
            </span>
          );
        })}
        <FieldError id="publishType-error" message={typeError} />
      </fieldset>
      {publishType === 'SCHEDULED' && (
        <div className="field">
          <label htmlFor="publicationAt">Schedule Date (YYYY-MM-DD HH:mm, WIB)</label>
          <Controller
            control={form.control}
            name="publicationAt"
            render={({ field }) => (
              <Calendar
                inputId="publicationAt"
                value={toPickerDate(field.value)}
                onChange={(e) => field.onChange(fromPickerDate(e.value as Date | null | undefined))}
                onBlur={field.onBlur}
                dateFormat="yy-mm-dd"
                showTime
                hourFormat="24"
                minDate={startOfToday()}
                showIcon
                placeholder="YYYY-MM-DD HH:mm"
                invalid={Boolean(dateError)}
                pt={{ input: { root: fieldAria('publicationAt', dateError) } }}
              />
            )}
          />
          <FieldError id="publicationAt-error" message={dateError} />
        </div>
      )}
    </>
  );
}
