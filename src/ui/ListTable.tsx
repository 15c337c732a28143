import { countWords, formatCount } from '../../domain/format';
import type { UseQueryResult } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTablePageEvent, type DataTableSortEvent } from 'primereact/datatable';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { useId, useState, type ReactNode } from 'react';
import { PAGE_SIZES, type ListPayload } from '../../domain/entities/common';
import { MESSAGES } from '../../domain/messages';
import type { ListRequest } from '../api/lists/export-list-csv';
import { ExportCsvButton } from './ExportCsvButton';
import { columnKind } from './list-columns';
import type { ListTableColumn } from './list-table-columns';
import type { ListSort } from './list-sort';
import { QueryError, QueryPending } from './QueryState';
import './list-table.css';

export interface ListTableProps<Row> {
  /** The table's accessible name: 'Listings'. */
  label: string;
  /** The list's query: pending, error, then the page (results, count, countIsEstimate). */
  query: UseQueryResult<ListPayload<Row>>;
  dataKey: string;
  columns: readonly ListTableColumn<Row>[];
  /** The page shown (from 1) and its size. */
  page: number;
  limit: number;
  /** A move to another page or page size; a new size starts from the first page. */
  onPage: (page: number, limit: number) => void;
  /** The page sizes offered (§9); null for a list of one fixed size. */
  pageSizes?: readonly number[] | null;
  /** The sort in force (the server's default when the URL has none) and the user's new choice. */
  sort?: ListSort;
  onSort?: (sort: ListSort) => void;
  /** The very request behind `query`: 'Export CSV' asks it for text/csv. None: no export. */
  exportRequest?: ListRequest;
  pendingLabel?: string;
  emptyMessage?: string;
  /** The row's name for its expander ('Expand Rumah'): a field of the row. */
  rowLabelField?: string;
  /** A row that expands into more (a category's sub-categories). */
  rowExpansion?: (row: Row) => ReactNode;
  /** A row that opens something; a link in one of its cells must do the same for keyboards. */
  onRowClick?: (row: Row) => void;
}

const PAGE_LINKS = 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink';

/** '1–25 of 160', or 'of about 16,500' when the server marks its count as an estimate. */
export function pageReport(first: number, last: number, total: number, isEstimate: boolean): string {
  return `${formatCount(first)}–${formatCount(last)} of ${countWords(total, isEstimate)}`;
}

interface PaginatorSettings {
  selectId: string;
  limit: number;
  pageSizes: readonly number[] | null;
  isEstimate: boolean;
  onLimit: (limit: number) => void;
}

/** PrimeReact names its page-size dropdown 'Jump to Page Dropdown': a labelled native select says what it is. */
function paginatorTemplate({ selectId, limit, pageSizes, isEstimate, onLimit }: PaginatorSettings): PaginatorTemplateOptions {
  return {
    layout: `${PAGE_LINKS}${pageSizes ? ' RowsPerPageDropdown' : ''} CurrentPageReport`,
    RowsPerPageDropdown: () =>
      pageSizes && (
        <span className="list-table__page-size">
          <label htmlFor={selectId} className="sr-only">
            Rows per page
          </label>
          <select id={selectId} className="p-inputtext p-component" value={String(limit)} onChange={(e) => onLimit(Number(e.target.value))}>
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </span>
      ),
    CurrentPageReport: (o) => <span className={o.className}>{pageReport(o.first, o.last, o.totalRecords, isEstimate)}</span>,
  };
}

/**
 * The list widget every list screen shares: one server page in a DataTable
 * with its paginator (page sizes of §9), sortable headers, the loading,
 * empty ('No Records Found') and error states, and 'Export CSV' of the same
 * request. The screen keeps the state (in its URL) and gives the columns,
 * their headers from domain/lists/ so the screen and its CSV agree.
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { label, query, exportRequest, pendingLabel = 'Loading' } = props;
  return (
    <div className="list-table">
      {exportRequest && (
        <div className="list-table__toolbar">
          <ExportCsvButton request={exportRequest} />
        </div>
      )}
      {query.isPending ? (
        <QueryPending label={pendingLabel} />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <PagedTable {...props} label={label} payload={query.data} isLoading={query.isPlaceholderData} />
      )}
    </div>
  );
}

function PagedTable<Row>({
  label,
  payload,
  isLoading,
  dataKey,
  columns,
  page,
  limit,
  onPage,
  pageSizes = PAGE_SIZES,
  sort,
  onSort,
  emptyMessage = MESSAGES.noRecords,
  rowLabelField,
  rowExpansion,
  onRowClick,
}: ListTableProps<Row> & { payload: ListPayload<Row>; isLoading: boolean }) {
  const selectId = useId();
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  const handlePage = (e: DataTablePageEvent) => onPage(e.rows === limit ? (e.page ?? 0) + 1 : 1, e.rows);
  const handleSort = (e: DataTableSortEvent) => onSort?.({ field: String(e.sortField), order: e.sortOrder === 1 ? 'ASC' : 'DESC' });
  return (
    <DataTable
      value={payload.results as object[]}
      dataKey={dataKey}
      lazy
      paginator
      paginatorTemplate={paginatorTemplate({ selectId, limit, pageSizes, isEstimate: payload.countIsEstimate === true, onLimit: (next) => onPage(1, next) })}
      first={(page - 1) * limit}
      rows={limit}
      totalRecords={payload.count}
      onPage={handlePage}
      sortField={sort?.field}
      sortOrder={sort ? (sort.order === 'ASC' ? 1 : -1) : undefined}
      onSort={handleSort}
      loading={isLoading}
      emptyMessage={emptyMessage}
      selectionAriaLabel={rowLabelField}
      expandedRows={rowExpansion ? expanded : undefined}
      onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
      rowExpansionTemplate={rowExpansion ? (row) => rowExpansion(row as Row) : undefined}
      onRowClick={onRowClick ? (e) => onRowClick(e.data as Row) : undefined}
      pt={{ table: { 'aria-label': label }, bodyRow: onRowClick ? { style: { cursor: 'pointer' } } : undefined }}
      size="small"
      stripedRows
    >
      {rowExpansion && <Column expander style={{ width: '3rem' }} header={<span className="sr-only">Expand</span>} />}
      {columns.map((c) => (
        <Column
          key={c.key}
          field={c.key}
          header={c.header}
          body={(row: Row) => c.body(row)}
          sortable={!!(sort && c.isSortable)}
          {...(c.kind && columnKind(c.kind))}
        />
      ))}
    </DataTable>
  );
}
