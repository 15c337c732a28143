import { Password } from 'primereact/password';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field } from './Field';
import { fieldAria } from './FieldError';

interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
}

/** A labelled PrimeReact Password (show/hide toggle, no strength meter) with its error under it. */
export function PasswordField<T extends FieldValues>({ control, name, label, autoComplete }: PasswordFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field htmlFor={name} label={label} error={fieldState.error?.message}>
          <Password
            inputId={name}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            feedback={false}
            toggleMask
            autoComplete={autoComplete}
            invalid={fieldState.error !== undefined}
            className="w-full"
            inputClassName="w-full"
            {...fieldAria(name, fieldState.error?.message)}
          />
        </Field>
      )}
    />
  );
}
