import { Calendar } from 'primereact/calendar';
import { Controller, useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../ui/Field';
import { fieldAria } from '../../../ui/FieldError';
import { FormRadioGroup } from '../../../ui/RadioGroupField';
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
  const dateError = errors.publicationAt?.message;
  return (
    <>
      <FormRadioGroup control={form.control} name="publishType" legend="Publish Type" choices={CHOICES} />
      {publishType === 'SCHEDULED' && (
        <Field htmlFor="publicationAt" label="Schedule Date (YYYY-MM-DD HH:mm, WIB)" error={dateError}>
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
        </Field>
      )}
    </>
  );
}
