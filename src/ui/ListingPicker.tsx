import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import { useState } from 'react';
import { DEFAULT_LISTING_SORT } from '../../domain/entities/listing';
import { listingPrice } from '../../domain/listing';
import type { ListingListItem } from '../../domain/lists/listings';
import { listingsQueryOptions } from '../api/listings/get-listings';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';

/** What a list's row shows of a listing chosen in the picker. */
export interface PickedListing {
  listingId: string;
  title: string;
  listingCode: string;
}

const labelOf = (l: ListingListItem) => `${l.title} (${l.listingCode})`;

/**
 * Type to search the listings the caller may see (the /listing list's own
 * request and scope: title, code or city, 500 ms after the last key, 20 at a
 * time); picking one adds it to the list. Listings already on it, and those
 * `accept` turns down (a project takes only primary listings), are not offered.
 */
export function ListingPicker({
  id,
  isHQ,
  chosen,
  onPick,
  accept,
  error,
}: {
  id: string;
  isHQ: boolean;
  chosen: readonly string[];
  onPick: (listing: PickedListing) => void;
  accept?: (listing: ListingListItem) => boolean;
  error?: string;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<ListingListItem[]>([]);

  const complete = async (event: AutoCompleteCompleteEvent) => {
    const search = event.query.trim();
    const page = await queryClient.fetchQuery(listingsQueryOptions(isHQ, { limit: 20, offset: 0, sort: DEFAULT_LISTING_SORT, ...(search ? { search } : {}) })).catch(() => null);
    setSuggestions((page?.results ?? []).filter((l) => !chosen.includes(l.listingId) && (accept?.(l) ?? true)));
  };

  return (
    <AutoComplete
      inputId={id}
      value={text}
      suggestions={suggestions}
      field="title"
      itemTemplate={(l: ListingListItem) => (
        <span>
          {labelOf(l)} · {listingPrice(l)}
        </span>
      )}
      completeMethod={(e) => void complete(e)}
      delay={SEARCH_DEBOUNCE_MS}
      placeholder="Search a listing by title, code or city"
      invalid={Boolean(error)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      dropdown
      dropdownAriaLabel="Show listings"
      onChange={(e) => setText(typeof e.value === 'string' ? e.value : '')}
      onSelect={(e) => {
        const l = e.value as ListingListItem;
        setText('');
        onPick({ listingId: l.listingId, title: l.title, listingCode: l.listingCode });
      }}
    />
  );
}
