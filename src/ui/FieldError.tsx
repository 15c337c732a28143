/** A form field's error, right under it; the input points here with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <small id={id} className="p-error field-error">
      {message}
    </small>
  );
}

/** The aria props an input needs for its error. */
export function fieldAria(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
}
