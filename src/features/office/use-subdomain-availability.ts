import { FORMAT_PATTERNS } from '../../../domain/validation';
import { useSubdomainUsed } from '../../api/offices/check-subdomain';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export type SubdomainStatus = 'idle' | 'checking' | 'available' | 'used';

/**
 * §5's subdomain check, 500 ms after the last keystroke: 'Subdomain available!'
 * or 'Subdomain is alredy used'. The office's own subdomain needs no check; a
 * failed lookup counts as available (the server still refuses a used one).
 */
export function useSubdomainAvailability(value: string, officeId: string | null, own: string | null): SubdomainStatus {
  const typed = value.trim().toLowerCase();
  const debounced = useDebouncedValue(typed);
  const isWellFormed = (s: string) => s !== '' && FORMAT_PATTERNS.subdomain.test(s);
  const shouldCheck = debounced !== own && isWellFormed(debounced);
  const check = useSubdomainUsed(shouldCheck ? debounced : null, officeId);
  if (typed === '' || typed === own || !isWellFormed(typed)) return 'idle';
  if (!shouldCheck || debounced !== typed || check.isPending) return 'checking';
  if (check.isError) return 'available';
  return check.data ? 'used' : 'available';
}
