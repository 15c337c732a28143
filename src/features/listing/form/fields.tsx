import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../../ui/Field';
import { fieldAria } from '../../../ui/FieldError';
import { FormRadioGroup } from '../../../ui/RadioGroupField';
import { TextField } from '../../../ui/TextField';
import type { ListingFormApi } from './listing-form';

/** Empty inputs and selects send null for the fields that may be left empty. */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** A number input's text as a number: empty is null, so "required" and "format" messages stay distinct. */
export const toNumberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** A required number: empty is "not given" (the schema says "is required"). */
export const toNumberOrUndefined = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

export interface Choice {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'value'> {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  choices: readonly Choice[];
  /** The first, empty option ('' stands for "none"). */
  placeholder?: string;
}

/** A labelled native select with its error right under it. */
export function SelectField({ id, label, error, registration, choices, placeholder = 'Select…', className, ...rest }: SelectFieldProps) {
  return (
    <Field htmlFor={id} label={label} error={error}>
      <select
        id={id}
        {...rest}
        {...registration}
        className={['p-inputtext p-component w-full', error ? 'p-invalid' : '', className].filter(Boolean).join(' ')}
        {...fieldAria(id, error)}
      >
        <option value="">{placeholder}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  step?: string;
}

export function NumberField({ id, label, error, registration, step = '1' }: NumberFieldProps) {
  return <TextField id={id} label={label} type="number" inputMode="decimal" min={0} step={step} error={error} registration={registration} />;
}

type RadioName = 'sellOrRent' | 'listingType' | 'pdfOrientation';

interface RadioFieldProps {
  form: ListingFormApi;
  /** The form field, and the first radio's id (for labels and focus). */
  name: RadioName;
  legend: string;
  choices: readonly Choice[];
  /** Told after the form took the choice. */
  onChange?: (value: string) => void;
}

/** A radio group of the listing form, in the forms' one style (FormRadioGroup). */
export function RadioField({ form, name, legend, choices, onChange }: RadioFieldProps) {
  return <FormRadioGroup control={form.control} name={name} legend={legend} choices={choices} onChange={onChange} />;
}

/** Options of a Record of labels, in its key order. */
export const choicesOf = <K extends string>(labels: Record<K, string>, keys: readonly K[]): Choice[] =>
  keys.map((k) => ({ value: k, label: labels[k] }));
