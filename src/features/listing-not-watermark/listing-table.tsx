/**
 * What the two admin listing tables (/listing-not-watermark, /listing-has-portal)
 * share: page, page size and search kept in the URL, the debounced search box,
 * and the listing cells both show.
 */
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import type { DataTablePageEvent } from 'primereact/datatable';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../domain/entities/common';
import type { Listing } from '../../../domain/entities/listing';
import { listingStatusTag } from '../../../domain/listing';
import { StatusTag } from '../../ui/StatusTag';
import { SEARCH_DEBOUNCE_MS } from '../../ui/use-debounced-value';
import { useUrlQuery } from '../../ui/use-url-query';

const PAGING = { page: '1', limit: String(DEFAULT_PAGE_SIZE), search: '' };
type PagingKey = keyof typeof PAGING;

export const ROWS_PER_PAGE_OPTIONS = [...PAGE_SIZES];

/** A hand-edited URL may say anything: fall back to the §9 defaults. */
function pageSizeOf(value: string): number {
  const n = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : DEFAULT_PAGE_SIZE;
}

function pageOf(value: string): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** Paging, search and the page's own filters, all in the URL; any filter change goes back to page 1. */
export function useListUrlState<K extends string>(filters: Record<K, string>) {
  const [values, setValues] = useUrlQuery<K | PagingKey>({ ...PAGING, ...filters } as Record<K | PagingKey, string>);
  // TypeScript cannot see that a patch of known keys fits a record keyed by a generic K.
  const set = setValues as (patch: Partial<Record<string, string>>, options?: { push?: boolean }) => void;
  const limit = pageSizeOf(values.limit);
  const offset = (pageOf(values.page) - 1) * limit;
  return {
    values,
    limit,
    offset,
    search: values.search.trim() || undefined,
    onPage: (event: DataTablePageEvent) => set({ page: String(Math.floor(event.first / event.rows) + 1), limit: String(event.rows) }, { push: true }),
    setFilters: (patch: Partial<Record<K | 'search', string>>) => set({ ...patch, page: '1' }),
  };
}

/** A search box that reports 500 ms after the last keystroke (§9). */
export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (search: string) => void; label: string }) {
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <IconField iconPosition="left">
      <InputIcon className="pi pi-search" aria-hidden="true" />
      <InputText
        type="search"
        aria-label={label}
        placeholder="Search"
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
        }}
      />
    </IconField>
  );
}

export const listingDetailPath = (listingId: string) => `/listing/${encodeURIComponent(listingId)}/information`;

export function ListingCodeCell({ listing }: { listing: Pick<Listing, 'listingId' | 'listingCode'> }) {
  return <Link href={listingDetailPath(listing.listingId)}>{listing.listingCode}</Link>;
}

export function ListingStatusCell({ listing }: { listing: Pick<Listing, 'status'> }) {
  const { label, color } = listingStatusTag(listing.status);
  return <StatusTag label={label} color={color} />;
}

export const officeNameOf = (listing: Pick<Listing, 'office'>) => listing.office?.officeName ?? '-';
export const agentNickNameOf = (listing: Pick<Listing, 'user'>) => listing.user?.nickName ?? '-';
