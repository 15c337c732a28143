import { InputText } from 'primereact/inputtext';
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './Field';
import { fieldAria } from './FieldError';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'value' | 'size'> {
  /** The input's id, equal to the form field's name (the focus-first-invalid rule relies on it). */
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  /** Spans every column of a .form-grid: a long text (a title) must not be cut to a column's width. */
  isFullWidth?: boolean;
}

/** A labelled text input with its error right under it. */
export function TextField({ id, label, error, registration, isFullWidth, className, ...inputProps }: TextFieldProps) {
  return (
    <Field htmlFor={id} label={label} error={error} isFullWidth={isFullWidth}>
      <InputText
        id={id}
        {...inputProps}
        {...registration}
        className={[className, 'w-full', error ? 'p-invalid' : ''].filter(Boolean).join(' ')}
        {...fieldAria(id, error)}
      />
    </Field>
  );
}
