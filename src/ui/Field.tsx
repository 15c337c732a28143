import type { ReactNode } from 'react';
import { FieldError } from './FieldError';

interface FieldProps {
  /** The control's id: the label points at it, the error is `${htmlFor}-error`. */
  htmlFor: string;
  label: ReactNode;
  /** A button on the label's line ('New Tag'). */
  action?: ReactNode;
  /** A line under the control (a counter, what the field expects). */
  hint?: ReactNode;
  error?: string;
  /** Spans every column of a .form-grid (a long text such as a title). */
  isFullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The one way a form shows a field (every form, every dialog): its label in
 * semibold above the control, an optional action on the label's line, a hint
 * and the error under it (app.css, 'forms').
 */
export function Field({ htmlFor, label, action, hint, error, isFullWidth = false, className, children }: FieldProps) {
  const labelElement = (
    <label htmlFor={htmlFor} className="field-label">
      {label}
    </label>
  );
  return (
    <div className={['field', isFullWidth ? 'field--full' : '', className].filter(Boolean).join(' ')}>
      {action ? (
        <div className="field-head">
          {labelElement}
          {action}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint && <small className="field-hint">{hint}</small>}
      <FieldError id={`${htmlFor}-error`} message={error} />
    </div>
  );
}
