import { InputText } from 'primereact/inputtext';
import { useState, type Ref } from 'react';
import { DEFAULT_EMAIL_DOMAINS, emailDomain, isDefaultEmailDomain, joinEmail, splitEmail } from '../../domain/people-formats';
import { MESSAGES } from '../../domain/messages';
import { Field } from './Field';
import { fieldAria } from './FieldError';
import type { EmailStatus } from './use-email-availability';

/** The dropdown's choice that opens the custom domain input. */
const CUSTOM = 'custom';

interface Parts {
  localPart: string;
  /** A default domain, or CUSTOM. */
  choice: string;
  customDomain: string;
}

function partsOf(email: string): Parts {
  const { localPart, domain } = splitEmail(email);
  if (!domain) return { localPart, choice: DEFAULT_EMAIL_DOMAINS[0], customDomain: '' };
  if (isDefaultEmailDomain(domain)) return { localPart, choice: domain.toLowerCase(), customDomain: '' };
  return { localPart, choice: CUSTOM, customDomain: domain };
}

const domainOf = (p: Parts) => (p.choice === CUSTOM ? p.customDomain : p.choice);
/** The address the parts make: nothing until the name before the '@' is typed (so "required" reads right). */
const emailOf = (p: Parts) => (p.localPart.trim() ? joinEmail(p.localPart, domainOf(p)) : '');

interface EmailInputProps {
  /** The name input's id, equal to the form field's name (focus-first-invalid relies on it). */
  id: string;
  label?: string;
  value: string;
  onChange: (email: string) => void;
  onBlur?: () => void;
  error?: string;
  /** §5's availability check, where the form runs one. */
  status?: EmailStatus;
  inputRef?: Ref<HTMLInputElement>;
  isRequired?: boolean;
}

function StatusText({ status }: { status: EmailStatus | undefined }) {
  if (status === 'available') return <small className="field-ok">{MESSAGES.emailAvailable}</small>;
  if (status === 'used') return <small className="p-error field-error">{MESSAGES.emailUsed}</small>;
  if (status === 'checking') return <small className="field-hint">Checking email…</small>;
  return null;
}

/**
 * The email input with a domain dropdown (§2 shared pieces, §9): the name
 * before the '@', one of five default domains or a custom one, which must
 * start with '@' ('Invalid email domain!', §5). The form holds the whole
 * address; the parts are this input's own.
 */
export function EmailInput({ id, label = 'Email', value, onChange, onBlur, error, status, inputRef, isRequired = false }: EmailInputProps) {
  const [parts, setParts] = useState(() => partsOf(value));
  const [seen, setSeen] = useState(value);
  // The form set another address (a reset, a record loaded): start again from it.
  if (value !== seen) {
    setSeen(value);
    if (value !== emailOf(parts)) setParts(partsOf(value));
  }
  const update = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch };
    setParts(next);
    const email = emailOf(next);
    setSeen(email);
    onChange(email);
  };
  const isCustom = parts.choice === CUSTOM;
  const domainError = isCustom && parts.customDomain !== '' && !emailDomain.safeParse(parts.customDomain).success ? MESSAGES.invalidEmailDomain : undefined;
  const customId = `${id}-custom-domain`;
  return (
    <Field htmlFor={id} label={label} error={error}>
      <div className="email-input" style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <InputText
          id={id}
          ref={inputRef}
          value={parts.localPart}
          autoComplete="off"
          aria-required={isRequired || undefined}
          className={['w-full', error ? 'p-invalid' : ''].join(' ')}
          style={{ flex: '2 1 10rem' }}
          onChange={(e) => update({ localPart: e.target.value })}
          onBlur={onBlur}
          {...fieldAria(id, error)}
        />
        <select
          aria-label="Email domain"
          className="p-inputtext p-component"
          style={{ flex: '1 1 9rem' }}
          value={parts.choice}
          onChange={(e) => update({ choice: e.target.value })}
        >
          {DEFAULT_EMAIL_DOMAINS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
          <option value={CUSTOM}>Other domain…</option>
        </select>
      </div>
      {isCustom && (
        <div style={{ marginTop: '0.5rem' }}>
          <InputText
            id={customId}
            aria-label="Custom email domain"
            placeholder="@example.com"
            value={parts.customDomain}
            className={['w-full', domainError ? 'p-invalid' : ''].join(' ')}
            onChange={(e) => update({ customDomain: e.target.value.trim() })}
            onBlur={onBlur}
            {...fieldAria(customId, domainError)}
          />
          {domainError && (
            <small id={`${customId}-error`} className="p-error field-error" role="alert">
              {domainError}
            </small>
          )}
        </div>
      )}
      <div aria-live="polite">{!error && <StatusText status={status} />}</div>
    </Field>
  );
}
