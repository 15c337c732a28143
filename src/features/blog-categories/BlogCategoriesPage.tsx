import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { createArticleCategoryBody, TAXONOMY_MESSAGES, type ArticleCategory } from '../../../domain/entities/article';
import { errorMessage } from '../../../domain/errors';
import { MESSAGES } from '../../../domain/messages';
import { useCreateArticleCategory } from '../../api/article-taxonomy/create-category';
import { articleCategoriesQueryOptions } from '../../api/article-taxonomy/get-categories';
import { useUpdateArticleCategory } from '../../api/article-taxonomy/update-category';
import { SearchBox } from '../../ui/SearchBox';
import { useListUrlState } from '../../ui/use-list-url-state';
import { showToast } from '../../ui/toast';
import { CategoryTable, type CategoryActionHandlers, type CategoryRow } from './CategoryTable';
import { CreateCategoryDialog } from './CreateCategoryDialog';
import { NameDialog, otherStatus, StatusConfirm } from '../../ui/taxonomy-ui';

const NO_FILTERS = {};
const categoryName = createArticleCategoryBody.shape.categoryName;

type DialogState = { kind: 'create' } | { kind: 'rename'; category: CategoryRow } | { kind: 'addSub'; parent: ArticleCategory } | null;

/** Publish or unpublish after the confirmation; unpublishing a parent takes its sub-categories along (the server does it). */
function useStatusMove() {
  const [moving, setMoving] = useState<CategoryRow | null>(null);
  const mutation = useUpdateArticleCategory();
  const accept = () => {
    if (!moving) return;
    mutation.mutate(
      { categoryId: moving.categoryId, body: { status: otherStatus(moving.status) } },
      {
        onSuccess: () => showToast({ severity: 'success', summary: TAXONOMY_MESSAGES.categoryUpdated }),
        onError: (error) => showToast({ severity: 'error', summary: errorMessage(error) }),
        onSettled: () => setMoving(null),
      },
    );
  };
  const to = moving ? otherStatus(moving.status) : null;
  const note = moving && to === 'UNPUBLISH' && moving.parentCategoryId === null ? 'Its sub-categories will be unpublished too.' : undefined;
  const subject = moving && to ? { noun: 'Category' as const, name: moving.categoryName, to, note } : null;
  return { subject, choose: setMoving, accept, cancel: () => setMoving(null), isSaving: mutation.isPending };
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
