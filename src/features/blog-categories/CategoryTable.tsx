import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableExpandedRows, type DataTablePageEvent } from 'primereact/datatable';
import { useState, type CSSProperties } from 'react';
import type { ArticleCategory } from '../../../domain/entities/article';
import { MESSAGES } from '../../../domain/messages';
import { ROWS_PER_PAGE_OPTIONS } from '../listing-not-watermark/listing-table';
import { statusMoveLabel, TaxonomyStatusTag } from './taxonomy-ui';

/** A category or a sub-category, as its row shows it. */
export type CategoryRow = Pick<ArticleCategory, 'categoryId' | 'parentCategoryId' | 'categoryName' | 'status'>;

export interface CategoryActionHandlers {
  onRename: (category: CategoryRow) => void;
  onMoveStatus: (category: CategoryRow) => void;
  onAddSubCategory: (parent: ArticleCategory) => void;
}

const ACTIONS_STYLE: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.25rem' };

function RowActions({ category, handlers, parent }: { category: CategoryRow; handlers: CategoryActionHandlers; parent?: ArticleCategory }) {
  const move = statusMoveLabel(category.status);
  return (
    <span style={ACTIONS_STYLE}>
      {parent && (
        <Button type="button" size="small" text icon="pi pi-plus" label="Add Sub-category" aria-label={`Add sub-category to ${category.categoryName}`} onClick={() => handlers.onAddSubCategory(parent)} />
      )}
      <Button type="button" size="small" text icon="pi pi-pencil" label="Rename" aria-label={`Rename ${category.categoryName}`} onClick={() => handlers.onRename(category)} />
      <Button
        type="button"
        size="small"
        text
        severity={category.status === 'PUBLISH' ? 'danger' : 'success'}
        label={move}
        aria-label={`${move} ${category.categoryName}`}
        onClick={() => handlers.onMoveStatus(category)}
      />
    </span>
  );
}

/** The expanded row: the parent's sub-categories, each with its status and moves. */
function SubCategories({ parent, handlers }: { parent: ArticleCategory; handlers: CategoryActionHandlers }) {
  if (parent.subCategories.length === 0) return <p style={{ margin: 0 }}>No sub-categories yet.</p>;
  return (
    <table className="simple-table" style={{ width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>Sub-categories of {parent.categoryName}</caption>
      <thead>
        <tr>
          <th scope="col">Sub-category</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {parent.subCategories.map((sub) => (
          <tr key={sub.categoryId}>
            <th scope="row" style={{ fontWeight: 400 }}>
              {sub.categoryName}
            </th>
            <td>
              <TaxonomyStatusTag status={sub.status} />
            </td>
            <td>
              <RowActions category={sub} handlers={handlers} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Props {
  rows: ArticleCategory[];
  totalRecords: number;
  first: number;
  limit: number;
  isLoading: boolean;
  onPage: (event: DataTablePageEvent) => void;
  handlers: CategoryActionHandlers;
}

/** The parents, a page at a time; a row expands into its sub-categories (§2: parent and child). */
export function CategoryTable({ rows, totalRecords, first, limit, isLoading, onPage, handlers }: Props) {
  const [expanded, setExpanded] = useState<DataTableExpandedRows>({});
  return (
    <DataTable
      value={rows}
      dataKey="categoryId"
      selectionAriaLabel="categoryName"
      expandedRows={expanded}
      onRowToggle={(e) => setExpanded(e.data as DataTableExpandedRows)}
      rowExpansionTemplate={(parent: ArticleCategory) => <SubCategories parent={parent} handlers={handlers} />}
      lazy
      paginator
      first={first}
      rows={limit}
      totalRecords={totalRecords}
      rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
      onPage={onPage}
      loading={isLoading}
      emptyMessage={MESSAGES.noRecords}
      pt={{ table: { 'aria-label': 'Categories' } }}
      size="small"
    >
      <Column expander style={{ width: '3rem' }} header={<span className="sr-only">Expand</span>} />
      <Column header="Category" field="categoryName" />
      <Column header="Sub-categories" body={(c: ArticleCategory) => c.subCategories.length} />
      <Column header="Status" body={(c: ArticleCategory) => <TaxonomyStatusTag status={c.status} />} />
      <Column header="Actions" body={(c: ArticleCategory) => <RowActions category={c} parent={c} handlers={handlers} />} />
    </DataTable>
  );
}
