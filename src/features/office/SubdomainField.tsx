import { InputText } from 'primereact/inputtext';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import { FieldError } from '../../ui/FieldError';
import type { SubdomainStatus } from './use-subdomain-availability';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  status: SubdomainStatus;
}

/** The office's website subdomain with its format error or what the uniqueness check says (§5). */
export function SubdomainField({ id, label, registration, error, status }: Props) {
  const message = error ?? (status === 'used' ? MESSAGES.subdomainUsed : undefined);
  const describedBy = [`${id}-help`, message ? `${id}-error` : `${id}-status`].join(' ');
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <InputText
        id={id}
        {...registration}
        className={`w-full${message ? ' p-invalid' : ''}`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
      />
      <small id={`${id}-help`} style={{ display: 'block', color: '#4b5563' }}>
        Letters, digits, dots and dashes; the office's site is {'{subdomain}'}.genius.co.id
      </small>
      <FieldError id={`${id}-error`} message={message} />
      <small id={`${id}-status`} role="status" style={{ display: 'block', color: '#166534' }}>
        {!message && status === 'checking' ? 'Checking…' : !message && status === 'available' ? MESSAGES.subdomainAvailable : ''}
      </small>
    </div>
  );
}
