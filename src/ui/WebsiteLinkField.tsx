import { InputText } from 'primereact/inputtext';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MESSAGES } from '../../domain/messages';
import { FieldError } from './FieldError';
import type { WebsiteLinkStatus } from './use-website-link-availability';

interface Props {
  /** The input's id, equal to the form field's name (focus-first-invalid and server errors rely on it). */
  id: string;
  label: string;
  /** What the link is for, with an example. */
  help: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  status: WebsiteLinkStatus;
  /** What the uniqueness check says (§5); a website link's words unless told (a subdomain has its own). */
  messages?: { available: string; used: string };
}

const WEBSITE_LINK_MESSAGES = { available: MESSAGES.websiteLinkAvailable, used: MESSAGES.websiteLinkUsed };

/** A website address with its format error, or what the uniqueness check says (§5): the author's and the employee's pages, an office's subdomain. */
export function WebsiteLinkField({ id, label, help, registration, error, status, messages = WEBSITE_LINK_MESSAGES }: Props) {
  const message = error ?? (status === 'used' ? messages.used : undefined);
  const describedBy = [`${id}-help`, message ? `${id}-error` : status === 'available' ? `${id}-status` : null].filter(Boolean).join(' ');
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
        {help}
      </small>
      <FieldError id={`${id}-error`} message={message} />
      <small id={`${id}-status`} role="status" style={{ display: 'block', color: '#166534' }}>
        {!message && status === 'checking' ? 'Checking…' : !message && status === 'available' ? messages.available : ''}
      </small>
    </div>
  );
}
