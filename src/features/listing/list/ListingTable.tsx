import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { ListPayload } from '../../../../domain/entities/common';
import { LISTING_SORT_FIELDS } from '../../../../domain/entities/listing';
import { listingStatusTag } from '../../../../domain/listing';
import { LISTING_COLUMNS, type ListingListItem } from '../../../../domain/lists/listings';
import type { ListRequest } from '../../../api/lists/export-list-csv';
import type { ListSort } from '../../../ui/list-sort';
import { screenColumn, sharedColumns, type ListTableColumn } from '../../../ui/list-table-columns';
import { ListTable } from '../../../ui/ListTable';
import { Price } from '../../../ui/Price';
import { StatusTag } from '../../../ui/StatusTag';
import { formatSort, parseSort } from './listing-list-query';

interface Props {
  query: UseQueryResult<ListPayload<ListingListItem>>;
  exportRequest: ListRequest;
  page: number;
  limit: number;
  sort: string;
  /** Whether the caller may edit this row's listing (domain/listing-policy.ts canEditListing). */
  canEdit: (row: ListingListItem) => boolean;
  onPage: (page: number, limit: number) => void;
  onSort: (sort: string) => void;
}

function Actions({ row, canEdit }: { row: ListingListItem; canEdit: boolean }) {
  return (
    <span className="row-actions">
      <Link href={`/listing/${row.listingId}/information`} aria-label={`View ${row.listingCode}`}>
        View
      </Link>
      {canEdit && (
        <Link href={`/listing/${row.listingId}/edit`} aria-label={`Edit ${row.listingCode}`}>
          Edit
        </Link>
      )}
    </span>
  );
}

const isSortable = (key: string) => (LISTING_SORT_FIELDS as readonly string[]).includes(key);

function listingColumns(canEdit: (row: ListingListItem) => boolean): ListTableColumn<ListingListItem>[] {
  const columns = sharedColumns<ListingListItem>(LISTING_COLUMNS, {
    listingCode: { kind: 'code' },
    title: {},
    office: {},
    agent: {},
    price: { kind: 'price', body: (r) => <Price listing={r} /> },
    sellOrRent: {},
    status: { kind: 'status', body: (r) => <StatusTag {...listingStatusTag(r.status)} /> },
    createdAt: { kind: 'date' },
    updatedAt: { kind: 'date' },
  }).map((c) => ({ ...c, isSortable: isSortable(c.key) }));
  return [...columns, screenColumn<ListingListItem>('actions', 'Actions', (r) => <Actions row={r} canEdit={canEdit(r)} />, 'actions')];
}

/** The server pages and sorts: the table shows one page and reports the user's moves. */
export function ListingTable({ query, exportRequest, page, limit, sort, canEdit, onPage, onSort }: Props) {
  return (
    <ListTable
      label="Listings"
      query={query}
      dataKey="listingId"
      columns={listingColumns(canEdit)}
      page={page}
      limit={limit}
      onPage={onPage}
      sort={parseSort(sort)}
      onSort={(next: ListSort) => onSort(formatSort(next.field, next.order))}
      exportRequest={exportRequest}
      pendingLabel="Loading listings"
    />
  );
}
