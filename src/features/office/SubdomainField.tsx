import type { UseFormRegisterReturn } from 'react-hook-form';
import { MESSAGES } from '../../../domain/messages';
import { WebsiteLinkField } from '../../ui/WebsiteLinkField';
import type { SubdomainStatus } from './use-subdomain-availability';

const SUBDOMAIN_MESSAGES = { available: MESSAGES.subdomainAvailable, used: MESSAGES.subdomainUsed };

/** The office's website subdomain with its format error or what the uniqueness check says (§5: 'Subdomain available!' / 'Subdomain is alredy used'). */
export function SubdomainField(props: { id: string; label: string; registration: UseFormRegisterReturn; error: string | undefined; status: SubdomainStatus }) {
  return <WebsiteLinkField {...props} help="Letters, digits, dots and dashes; the office's site is {subdomain}.genius.co.id" messages={SUBDOMAIN_MESSAGES} />;
}
