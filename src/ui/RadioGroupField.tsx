import { RadioButton } from 'primereact/radiobutton';
import type { Ref } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldError } from './FieldError';

export interface RadioChoice<V extends string = string> {
  value: V;
  label: string;
}

interface RadioGroupFieldProps<V extends string> {
  /** The first radio's id: the field's id for focus on an error, and `${id}-error` for the message. */
  id: string;
  legend: string;
  /** The radios' shared name. */
  name: string;
  value: V | null | undefined;
  choices: readonly RadioChoice<V>[];
  onChange: (value: V) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  /** The first radio's element (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
}

/** One choice among a few as PrimeReact radios, each with its label beside it, under the field's legend (the forms' one style). */
export function RadioGroupField<V extends string>({ id, legend, name, value, choices, onChange, onBlur, error, disabled, inputRef }: RadioGroupFieldProps<V>) {
  return (
    <fieldset className="field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="radio-options">
        {choices.map((choice, i) => {
          const radioId = i === 0 ? id : `${id}-${choice.value}`;
          return (
            <div key={choice.value} className="radio-option">
              <RadioButton
                inputId={radioId}
                inputRef={i === 0 ? inputRef : undefined}
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={disabled}
                invalid={Boolean(error)}
                onChange={() => onChange(choice.value)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              <label htmlFor={radioId}>{choice.label}</label>
            </div>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

interface FormRadioGroupProps<T extends FieldValues, V extends string, O> {
  /** The form's control; O is what its resolver answers (a zod schema's output). */
  control: Control<T, unknown, O>;
  /** The form field, and the first radio's id (for the label and focus on an error). */
  name: Path<T>;
  legend: string;
  choices: readonly RadioChoice<V>[];
  /** Told after the form took the choice. */
  onChange?: (value: V) => void;
  disabled?: boolean;
}

/** A react-hook-form field as a RadioGroupField: the form's value, its error under the group, focus on the first radio. */
export function FormRadioGroup<T extends FieldValues, V extends string = string, O = T>({ control, name, legend, choices, onChange, disabled }: FormRadioGroupProps<T, V, O>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <RadioGroupField
      id={name}
      legend={legend}
      name={field.name}
      value={field.value as V | null | undefined}
      choices={choices}
      onChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      disabled={disabled}
    />
  );
}
