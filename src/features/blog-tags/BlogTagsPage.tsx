import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { GUARDS } from '../../../domain/access';
import { createArticleTagBody, TAXONOMY_MESSAGES, type ArticleTag } from '../../../domain/entities/article';
import { TAG_COLUMNS } from '../../../domain/lists/blog';
import { MESSAGES } from '../../../domain/messages';
import { accessSubject } from '../../../domain/session';
import type { Move } from '../../../machines/confirmed-move.machine';
import { useCreateArticleTag } from '../../api/article-taxonomy/create-tag';
import { articleTagsQueryOptions } from '../../api/article-taxonomy/get-tags';
import { useUpdateArticleTag } from '../../api/article-taxonomy/update-tag';
import { useConfirmedMove } from '../../app/flows/use-confirmed-move';
import { useCurrentSession } from '../../app/session-context';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { RecordHistoryButton } from '../../ui/RecordHistory';
import { SearchBox } from '../../ui/SearchBox';
import { useListUrlState } from '../../ui/use-list-url-state';
import { NameDialog, otherStatus, StatusConfirm, statusMoveLabel, TaxonomyStatusTag } from '../../ui/taxonomy-ui';

const NO_FILTERS = {};
const tagName = createArticleTagBody.shape.tagName;

type DialogState = { kind: 'create' } | { kind: 'rename'; tag: ArticleTag } | null;

function TagDialogs({ dialog, onHide }: { dialog: DialogState; onHide: () => void }) {
  const create = useCreateArticleTag();
  const update = useUpdateArticleTag();
  if (dialog?.kind === 'create') {
    return (
      <NameDialog
        id="new-tag-name"
        header="Add New Tag"
        label="Tag Name"
        schema={tagName}
        serverField="tagName"
        confirmQuestion={(name) => `Add the new tag “${name}”?`}
        successMessage={MESSAGES.tagCreated}
        save={(name) => create.mutateAsync({ tagName: name })}
        onHide={onHide}
      />
    );
  }
  if (dialog?.kind === 'rename') {
    return (
      <NameDialog
        id="rename-tag-name"
        header={`Rename ${dialog.tag.tagName}`}
        label="Tag Name"
        initialName={dialog.tag.tagName}
        schema={tagName}
        serverField="tagName"
        successMessage={TAXONOMY_MESSAGES.tagUpdated}
        save={(name) => update.mutateAsync({ tagId: dialog.tag.tagId, body: { tagName: name } })}
        onHide={onHide}
      />
    );
  }
  return null;
}

function TagActions({ tag, onRename, onMoveStatus, readsAudit }: { tag: ArticleTag; onRename: () => void; onMoveStatus: () => void; readsAudit: boolean }) {
  const move = statusMoveLabel(tag.status);
  return (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
      <Button type="button" size="small" text icon="pi pi-pencil" label="Rename" aria-label={`Rename ${tag.tagName}`} onClick={onRename} />
      <Button type="button" size="small" text severity={tag.status === 'PUBLISH' ? 'danger' : 'success'} label={move} aria-label={`${move} ${tag.tagName}`} onClick={onMoveStatus} />
      {readsAudit && <RecordHistoryButton entityType="article_tag" entityId={tag.tagId} name={tag.tagName} />}
    </span>
  );
}

interface TagMove extends Move {
  tag: ArticleTag;
}

/** Publish or unpublish a tag after the confirmation (a confirmed-move flow). */
function useStatusMove() {
  const { mutateAsync } = useUpdateArticleTag();
  const move = useConfirmedMove<TagMove>('tagStatusMove', ({ tag }) => mutateAsync({ tagId: tag.tagId, body: { status: otherStatus(tag.status) } }));
  const moving = move.asked?.tag ?? null;
  const subject = moving ? { noun: 'Tag' as const, name: moving.tagName, to: otherStatus(moving.status) } : null;
  const choose = (tag: ArticleTag) => move.choose({ tag, success: TAXONOMY_MESSAGES.tagUpdated });
  return { subject, choose, accept: move.confirm, cancel: move.cancel, isSaving: move.isMoving };
}

/** /blog-tags (§2): the tags, searched and paged; add one (name, confirm), rename, publish/unpublish. */
export default function BlogTagsPage() {
  const list = useListUrlState(NO_FILTERS);
  const params = { limit: list.limit, offset: list.offset, search: list.search };
  const query = useQuery({ ...articleTagsQueryOptions(params), placeholderData: keepPreviousData });
  const [dialog, setDialog] = useState<DialogState>(null);
  const status = useStatusMove();
  const readsAudit = GUARDS.auditReader(accessSubject(useCurrentSession()));
  const columns = [
    ...sharedColumns<ArticleTag>(TAG_COLUMNS, { tagName: {}, status: { kind: 'status', body: (t) => <TaxonomyStatusTag status={t.status} /> } }),
    screenColumn<ArticleTag>('actions', 'Actions', (t) => (
      <TagActions tag={t} onRename={() => setDialog({ kind: 'rename', tag: t })} onMoveStatus={() => status.choose(t)} readsAudit={readsAudit} />
    )),
  ];

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Tags</h1>
        <Button type="button" icon="pi pi-plus" label="Add New Tag" onClick={() => setDialog({ kind: 'create' })} />
      </div>
      <section className="card" aria-label="Tag list">
        <div className="page-header">
          <SearchBox label="Search tags" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label="Tags"
          query={query}
          dataKey="tagId"
          columns={columns}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'master-article-tags', query: params }}
          pendingLabel="Loading tags"
        />
      </section>
      <TagDialogs dialog={dialog} onHide={() => setDialog(null)} />
      <StatusConfirm subject={status.subject} isSaving={status.isSaving} onAccept={status.accept} onReject={status.cancel} />
    </div>
  );
}
