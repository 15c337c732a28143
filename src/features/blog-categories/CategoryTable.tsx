import { Button } from 'primereact/button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import type { ArticleCategory } from '../../../domain/entities/article';
import type { ListPayload } from '../../../domain/entities/common';
import { CATEGORY_COLUMNS } from '../../../domain/lists/blog';
import type { ListRequest } from '../../api/lists/export-list-csv';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { RecordHistoryButton } from '../../ui/RecordHistory';
import { statusMoveLabel, TaxonomyStatusTag } from '../../ui/taxonomy-ui';

/** A category or a sub-category, as its row shows it. */
export type CategoryRow = Pick<ArticleCategory, 'categoryId' | 'parentCategoryId' | 'categoryName' | 'status'>;

export interface CategoryActionHandlers {
  onRename: (category: CategoryRow) => void;
  onMoveStatus: (category: CategoryRow) => void;
  onAddSubCategory: (parent: ArticleCategory) => void;
  /** The reader may read the audit trail: each row offers its History. */
  readsAudit: boolean;
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
      {handlers.readsAudit && <RecordHistoryButton entityType="article_category" entityId={category.categoryId} name={category.categoryName} />}
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
  query: UseQueryResult<ListPayload<ArticleCategory>>;
  exportRequest: ListRequest;
  page: number;
  limit: number;
  onPage: (page: number, limit: number) => void;
  handlers: CategoryActionHandlers;
}

function categoryColumns(handlers: CategoryActionHandlers) {
  return [
    ...sharedColumns<ArticleCategory>(CATEGORY_COLUMNS, {
      categoryName: {},
      subCategories: {},
      status: { kind: 'status', body: (c) => <TaxonomyStatusTag status={c.status} /> },
    }),
    screenColumn<ArticleCategory>('actions', 'Actions', (c) => <RowActions category={c} parent={c} handlers={handlers} />),
  ];
}

/** The parents, a page at a time; a row expands into its sub-categories (§2: parent and child). */
export function CategoryTable({ query, exportRequest, page, limit, onPage, handlers }: Props) {
  return (
    <ListTable
      label="Categories"
      query={query}
      dataKey="categoryId"
      columns={categoryColumns(handlers)}
      page={page}
      limit={limit}
      onPage={onPage}
      exportRequest={exportRequest}
      pendingLabel="Loading categories"
      rowLabelField="categoryName"
      rowExpansion={(parent) => <SubCategories parent={parent} handlers={handlers} />}
    />
  );
}
