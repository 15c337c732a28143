import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import { TextField } from '../../../ui/TextField';

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
    <div className="field">
      <label htmlFor={id}>{label}</label>
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
      <FieldError id={`${id}-error`} message={error} />
    </div>
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

interface RadioFieldProps {
  /** The first radio's id: the field's id for labels and focus. */
  id: string;
  legend: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  choices: readonly Choice[];
}

/** A radio group; the first radio carries the field's id. */
export function RadioField({ id, legend, error, registration, choices }: RadioFieldProps) {
  return (
    <fieldset className="field radio-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {choices.map((c, i) => {
        const radioId = i === 0 ? id : `${id}-${c.value}`;
        return (
          <span key={c.value} className="radio-option">
            <input type="radio" id={radioId} value={c.value} {...registration} aria-invalid={error ? true : undefined} />
            <label htmlFor={radioId}>{c.label}</label>
          </span>
        );
      })}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

/** Options of a Record of labels, in its key order. */
export const choicesOf = <K extends string>(labels: Record<K, string>, keys: readonly K[]): Choice[] =>
  keys.map((k) => ({ value: k, label: labels[k] }));
