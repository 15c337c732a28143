import { InputText } from 'primereact/inputtext';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { AUTHOR_MESSAGES } from '../../../domain/entities/author';
import { FieldError } from '../../ui/FieldError';
import type { WebsiteLinkStatus } from './use-website-link-availability';

export const WEBSITE_LINK_ID = 'slugAuthor';

interface Props {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  status: WebsiteLinkStatus;
}

/** The author website link with its format error, or what the uniqueness check says (§5). */
export function WebsiteLinkField({ registration, error, status }: Props) {
  const message = error ?? (status === 'used' ? AUTHOR_MESSAGES.websiteLinkUsed : undefined);
  const describedBy = [`${WEBSITE_LINK_ID}-help`, message ? `${WEBSITE_LINK_ID}-error` : status === 'available' ? `${WEBSITE_LINK_ID}-status` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={WEBSITE_LINK_ID}>Website Link</label>
      <InputText
        id={WEBSITE_LINK_ID}
        {...registration}
        className={`w-full${message ? ' p-invalid' : ''}`}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
      />
      <small id={`${WEBSITE_LINK_ID}-help`} style={{ display: 'block', color: '#4b5563' }}>
        The author page's address: lowercase letters, digits and dashes, e.g. budi-santoso.
      </small>
      <FieldError id={`${WEBSITE_LINK_ID}-error`} message={message} />
      <small id={`${WEBSITE_LINK_ID}-status`} role="status" style={{ display: 'block', color: '#166534' }}>
        {!message && status === 'checking' ? 'Checking…' : !message && status === 'available' ? AUTHOR_MESSAGES.websiteLinkAvailable : ''}
      </small>
    </div>
  );
}
