import { Column } from 'primereact/column';
import { DataTable, type DataTablePageEvent } from 'primereact/datatable';
import type { PaginatorTemplateOptions } from 'primereact/paginator';
import { Link, useLocation } from 'wouter';
import type { ArticleRow } from '../../../../domain/entities/article';
import { PAGE_SIZES } from '../../../../domain/entities/common';
import { formatDate } from '../../../../domain/format';
import { MESSAGES } from '../../../../domain/messages';
import { columnKind } from '../../../ui/list-columns';
import { StatusTag } from '../../../ui/StatusTag';
import { categoryNames, contentStatusTag, formatDateTime, postDetailPath } from '../post-display';

const PAGINATOR_LAYOUT = 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport';

/** PrimeReact names its page-size dropdown 'Jump to Page Dropdown': a labelled native select says what it is. */
function paginatorTemplate(limit: number, onLimit: (limit: number) => void): PaginatorTemplateOptions {
  return {
    layout: PAGINATOR_LAYOUT,
    RowsPerPageDropdown: () => (
      <span className="field">
        <label htmlFor="blog-rows-per-page" className="sr-only">
          Rows per page
        </label>
        <select id="blog-rows-per-page" className="p-inputtext p-component" value={String(limit)} onChange={(e) => onLimit(Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
    ),
  };
}

interface Props {
  rows: ArticleRow[];
  totalRecords: number;
  isLoading: boolean;
  page: number;
  limit: number;
  onPage: (page: number, limit: number) => void;
}

const titleCell = (row: ArticleRow) => <Link href={postDetailPath(row.articleId)}>{row.title}</Link>;
const categoriesCell = (row: ArticleRow) => categoryNames(row.categories).join(', ') || '-';
const statusCell = (row: ArticleRow) => <StatusTag {...contentStatusTag(row.status)} />;

/** One page of posts; the server pages. A row opens the post, and its title is the same link for keyboards. */
export function PostsTable({ rows, totalRecords, isLoading, page, limit, onPage }: Props) {
  const [, navigate] = useLocation();
  const handlePage = (e: DataTablePageEvent) => onPage(e.rows === limit ? (e.page ?? 0) + 1 : 1, e.rows);
  return (
    <DataTable
      value={rows}
      dataKey="articleId"
      lazy
      paginator
      paginatorTemplate={paginatorTemplate(limit, (next) => onPage(1, next))}
      currentPageReportTemplate="{first}–{last} of {totalRecords}"
      first={(page - 1) * limit}
      rows={limit}
      totalRecords={totalRecords}
      onPage={handlePage}
      loading={isLoading}
      emptyMessage={MESSAGES.noRecords}
      onRowClick={(e) => navigate(postDetailPath((e.data as ArticleRow).articleId))}
      pt={{ table: { 'aria-label': 'Posts' }, bodyRow: { style: { cursor: 'pointer' } } }}
      size="small"
      stripedRows
    >
      <Column header="Title" body={titleCell} />
      <Column header="Categories" body={categoriesCell} />
      <Column header="Author" body={(r: ArticleRow) => r.authorName ?? '-'} />
      <Column header="Status" body={statusCell} {...columnKind('status')} />
      <Column header="Publish At" body={(r: ArticleRow) => formatDateTime(r.publicationAt)} {...columnKind('date')} />
      <Column header="Created" body={(r: ArticleRow) => formatDate(r.createdAt)} {...columnKind('date')} />
    </DataTable>
  );
}
