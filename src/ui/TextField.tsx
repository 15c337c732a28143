import { InputText } from 'primereact/inputtext';
import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldAria, FieldError } from './FieldError';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'value' | 'size'> {
  /** The input's id, equal to the form field's name (the focus-first-invalid rule relies on it). */
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** A labelled text input with its error right under it. */
export function TextField({ id, label, error, registration, className, ...inputProps }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <InputText
        id={id}
        {...inputProps}
        {...registration}
        className={[className, 'w-full', error ? 'p-invalid' : ''].filter(Boolean).join(' ')}
        {...fieldAria(id, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
