import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { Link } from 'wouter';
import { PAGE_SIZES } from '../../../../domain/entities/common';
import { formatDate } from '../../../../domain/format';
import { listingStatusTag, SELL_OR_RENT_LABELS } from '../../../../domain/listing';
import type { ListingRow } from '../../../api/listings/get-listings';
import { columnKind } from '../../../ui/list-columns';
import { Price } from '../../../ui/Price';
import { StatusTag } from '../../../ui/StatusTag';
import { SelectField } from './SelectField';
import { formatSort, parseSort, type SortOrder } from './listing-list-query';

export const NO_LISTINGS = 'No listings found';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((n) => ({ label: String(n), value: String(n) }));

const PAGINATOR_LAYOUT = 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport';

/** PrimeReact names its page-size dropdown 'Jump to Page Dropdown': ours says what it is. */
function paginatorTemplate(limit: number, onLimit: (limit: number) => void): PaginatorTemplateOptions {
  return {
    layout: PAGINATOR_LAYOUT,
    RowsPerPageDropdown: () => (
      <SelectField
        id="listing-rows-per-page"
        label="Rows per page"
        isLabelHidden
        value={String(limit)}
        options={PAGE_SIZE_OPTIONS}
        onChange={(v) => onLimit(Number(v))}
      />
    ),
  };
}

interface Props {
  rows: ListingRow[];
  totalRecords: number;
  isLoading: boolean;
  page: number;
  limit: number;
  sort: string;
  canEdit: boolean;
  onPage: (page: number, limit: number) => void;
  onSort: (sort: string) => void;
}

function Actions({ row, canEdit }: { row: ListingRow; canEdit: boolean }) {
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

/** The server pages and sorts: the table shows one page and reports the user's moves. */
export function ListingTable({ rows, totalRecords, isLoading, page, limit, sort, canEdit, onPage, onSort }: Props) {
  const { field, order } = parseSort(sort);
  const handlePage = (e: DataTablePageEvent) => onPage(e.rows === limit ? (e.page ?? 0) + 1 : 1, e.rows);
  const handleSort = (e: DataTableSortEvent) => {
    const next: SortOrder = e.sortOrder === 1 ? 'ASC' : 'DESC';
    onSort(formatSort(String(e.sortField), next));
  };
  return (
    <DataTable
      value={rows}
      dataKey="listingId"
      lazy
      paginator
      paginatorTemplate={paginatorTemplate(limit, (next) => onPage(1, next))}
      currentPageReportTemplate="{first}–{last} of {totalRecords}"
      first={(page - 1) * limit}
      rows={limit}
      totalRecords={totalRecords}
      onPage={handlePage}
      sortField={field}
      sortOrder={order === 'ASC' ? 1 : -1}
      onSort={handleSort}
      loading={isLoading}
      emptyMessage={NO_LISTINGS}
      pt={{ table: { 'aria-label': 'Listings' } }}
      size="small"
      stripedRows
    >
      <Column field="listingCode" header="Code" sortable {...columnKind('code')} />
      <Column field="title" header="Title" sortable />
      <Column header="Office" body={(r: ListingRow) => r.office?.officeName ?? '-'} />
      <Column header="Agent" body={(r: ListingRow) => r.user?.nickName ?? '-'} />
      <Column field="price" header="Price" sortable body={(r: ListingRow) => <Price listing={r} />} {...columnKind('price')} />
      <Column header="Sell/Rent" body={(r: ListingRow) => SELL_OR_RENT_LABELS[r.sellOrRent]} />
      <Column header="Status" body={(r: ListingRow) => <StatusTag {...listingStatusTag(r.status)} />} {...columnKind('status')} />
      <Column field="createdAt" header="Posted" sortable body={(r: ListingRow) => formatDate(r.createdAt)} {...columnKind('date')} />
      <Column field="updatedAt" header="Updated" sortable body={(r: ListingRow) => formatDate(r.updatedAt)} {...columnKind('date')} />
      <Column header="Actions" body={(r: ListingRow) => <Actions row={r} canEdit={canEdit} />} {...columnKind('actions')} />
    </DataTable>
  );
}
