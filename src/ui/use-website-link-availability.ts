import { useWebsiteLinkHolders, type WebsiteLinkKind } from '../api/employees/check-website-link';
import { useDebouncedValue } from './use-debounced-value';

export type WebsiteLinkStatus = 'idle' | 'checking' | 'available' | 'used';

interface WebsiteLinkCheck {
  /** Which link: the employee's page (slug) or their author page (slugAuthor). */
  kind: WebsiteLinkKind;
  /** What the field holds now. */
  slug: string;
  /** Whose record the form edits (null: a new record), so their own link is not 'used'. */
  employeeId: string | null;
  /** The link the record holds: it needs no check. */
  ownSlug: string | null;
  /** The link's format (§5): a malformed one is the field's own error, never asked about. */
  isWellFormed: (slug: string) => boolean;
}

/**
 * §5's uniqueness check of a website link, 500 ms after the last keystroke,
 * with GET employees?filterSlug or filterSlugAuthor. The employee's own link
 * needs no check; a failed lookup counts as available (the server still
 * refuses a used link on save).
 */
export function useWebsiteLinkAvailability({ kind, slug, employeeId, ownSlug, isWellFormed }: WebsiteLinkCheck): WebsiteLinkStatus {
  const typed = slug.trim();
  const debounced = useDebouncedValue(typed);
  const shouldCheck = debounced !== ownSlug && isWellFormed(debounced);
  const check = useWebsiteLinkHolders(kind, shouldCheck ? debounced : null);
  if (typed === '' || typed === ownSlug || !isWellFormed(typed)) return 'idle';
  if (!shouldCheck || debounced !== typed || check.isPending) return 'checking';
  if (check.isError) return 'available';
  return check.data.some((holder) => holder !== employeeId) ? 'used' : 'available';
}
