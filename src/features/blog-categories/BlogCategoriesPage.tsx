import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { GUARDS } from '../../../domain/access';
import { createArticleCategoryBody, TAXONOMY_MESSAGES, type ArticleCategory } from '../../../domain/entities/article';
import { MESSAGES } from '../../../domain/messages';
import { accessSubject } from '../../../domain/session';
import type { Move } from '../../../machines/confirmed-move.machine';
import { useCreateArticleCategory } from '../../api/article-taxonomy/create-category';
import { articleCategoriesQueryOptions } from '../../api/article-taxonomy/get-categories';
import { useUpdateArticleCategory } from '../../api/article-taxonomy/update-category';
import { useConfirmedMove } from '../../app/flows/use-confirmed-move';
import { useCurrentSession } from '../../app/session-context';
import { SearchBox } from '../../ui/SearchBox';
import { useListUrlState } from '../../ui/use-list-url-state';
import { CategoryTable, type CategoryActionHandlers, type CategoryRow } from './CategoryTable';
import { CreateCategoryDialog } from './CreateCategoryDialog';
import { NameDialog, otherStatus, StatusConfirm } from '../../ui/taxonomy-ui';

const NO_FILTERS = {};
const categoryName = createArticleCategoryBody.shape.categoryName;

type DialogState = { kind: 'create' } | { kind: 'rename'; category: CategoryRow } | { kind: 'addSub'; parent: ArticleCategory } | null;

interface CategoryMove extends Move {
  category: CategoryRow;
}

/** Publish or unpublish after the confirmation (a confirmed-move flow); unpublishing a parent takes its sub-categories along (the server does it). */
function useStatusMove() {
  const { mutateAsync } = useUpdateArticleCategory();
  const move = useConfirmedMove<CategoryMove>('categoryStatusMove', ({ category }) =>
    mutateAsync({ categoryId: category.categoryId, body: { status: otherStatus(category.status) } }),
  );
  const moving = move.asked?.category ?? null;
  const to = moving ? otherStatus(moving.status) : null;
  const note = moving && to === 'UNPUBLISH' && moving.parentCategoryId === null ? 'Its sub-categories will be unpublished too.' : undefined;
  const subject = moving && to ? { noun: 'Category' as const, name: moving.categoryName, to, note } : null;
  const choose = (category: CategoryRow) => move.choose({ category, success: TAXONOMY_MESSAGES.categoryUpdated });
  return { subject, choose, accept: move.confirm, cancel: move.cancel, isSaving: move.isMoving };
}

function CategoryDialogs({ dialog, onHide }: { dialog: DialogState; onHide: () => void }) {
  const create = useCreateArticleCategory();
  const update = useUpdateArticleCategory();
  if (dialog?.kind === 'create') return <CreateCategoryDialog onHide={onHide} />;
  if (dialog?.kind === 'addSub') {
    return (
      <NameDialog
        id="sub-category-name"
        header={`Add Sub-category to ${dialog.parent.categoryName}`}
        label="Sub-category Name"
        schema={categoryName}
        serverField="categoryName"
        successMessage={MESSAGES.categoryCreated}
        save={(name) => create.mutateAsync({ parentCategoryId: dialog.parent.categoryId, categoryName: name, status: 'PUBLISH' })}
        onHide={onHide}
      />
    );
  }
  if (dialog?.kind === 'rename') {
    return (
      <NameDialog
        id="rename-category-name"
        header={`Rename ${dialog.category.categoryName}`}
        label="Category Name"
        initialName={dialog.category.categoryName}
        schema={categoryName}
        serverField="categoryName"
        successMessage={TAXONOMY_MESSAGES.categoryUpdated}
        save={(name) => update.mutateAsync({ categoryId: dialog.category.categoryId, body: { categoryName: name } })}
        onHide={onHide}
      />
    );
  }
  return null;
}

/** /blog-categories (§2): the categories with their sub-categories, searched and paged; create, add a sub-category, rename, publish/unpublish. */
export default function BlogCategoriesPage() {
  const list = useListUrlState(NO_FILTERS);
  const params = { limit: list.limit, offset: list.offset, search: list.search };
  const query = useQuery({ ...articleCategoriesQueryOptions(params), placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<DialogState>(null);
  const status = useStatusMove();
  const handlers: CategoryActionHandlers = {
    onRename: (category) => setDialog({ kind: 'rename', category }),
    onAddSubCategory: (parent) => setDialog({ kind: 'addSub', parent }),
    onMoveStatus: status.choose,
    readsAudit: GUARDS.auditReader(accessSubject(useCurrentSession())),
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Categories</h1>
        <Button type="button" icon="pi pi-plus" label="Create Category" onClick={() => setDialog({ kind: 'create' })} />
      </div>
      <section className="card" aria-label="Category list">
        <div className="page-header">
          <SearchBox label="Search categories" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <CategoryTable
          query={query}
          exportRequest={{ path: 'master-article-categories', query: params }}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          handlers={handlers}
        />
      </section>
      <CategoryDialogs dialog={dialog} onHide={() => setDialog(null)} />
      <StatusConfirm subject={status.subject} isSaving={status.isSaving} onAccept={status.accept} onReject={status.cancel} />
    </div>
  );
}
