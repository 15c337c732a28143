import { authorSlug } from '../../../domain/entities/author';
import { useWebsiteLinkHolders } from '../../api/authors/check-website-link';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export type WebsiteLinkStatus = 'idle' | 'checking' | 'available' | 'used';

const isWellFormed = (slug: string) => authorSlug.safeParse(slug).success;

/**
 * §5's uniqueness check of an author website link, 500 ms after the last
 * keystroke, with GET employees?filterSlugAuthor. The employee's own link
 * needs no check; a malformed one is the field's own error; a failed lookup
 * counts as available (the server still refuses a used link on save).
 */
export function useWebsiteLinkAvailability(slug: string, employeeId: string | null, ownSlug: string | null): WebsiteLinkStatus {
  const typed = slug.trim();
  const debounced = useDebouncedValue(typed);
  const shouldCheck = debounced !== ownSlug && isWellFormed(debounced);
  const check = useWebsiteLinkHolders(shouldCheck ? debounced : null);
  if (typed === '' || typed === ownSlug || !isWellFormed(typed)) return 'idle';
  if (!shouldCheck || debounced !== typed || check.isPending) return 'checking';
  if (check.isError) return 'available';
  return check.data.some((holder) => holder !== employeeId) ? 'used' : 'available';
}
