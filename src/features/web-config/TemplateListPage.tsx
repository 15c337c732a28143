import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { TEMPLATE_MESSAGE_COLUMNS } from '../../../domain/lists/web-config';
import { TEMPLATE_CHANNEL_LABELS, TEMPLATE_CHANNELS, type TemplateChannel, type TemplateMessage } from '../../../domain/template-messages';
import { useDeleteTemplateMessage, useTemplateMessages } from '../../api/web-config/web-config';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { SelectFilter } from '../../ui/SelectFilter';
import { useListUrlState } from '../../ui/use-list-url-state';
import { ConfirmDelete } from './ConfirmDelete';

const CHANNEL_OPTIONS = TEMPLATE_CHANNELS.map((c) => ({ value: c, label: TEMPLATE_CHANNEL_LABELS[c] }));
const isChannel = (v: string): v is TemplateChannel => (TEMPLATE_CHANNELS as readonly string[]).includes(v);

/** /template-messages (admin-HQ-plus, issue 19): WhatsApp and e-mail templates, searched and filtered by channel in the URL, CSV; edit opens the editor with its preview. */
export default function TemplateListPage() {
  const list = useListUrlState({ channel: '' });
  const params = { limit: list.limit, offset: list.offset, search: list.search, ...(isChannel(list.values.channel) ? { filterChannel: list.values.channel } : {}) };
  const query = useTemplateMessages(params);
  const remove = useDeleteTemplateMessage();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState<TemplateMessage | null>(null);
  const columns = [
    ...sharedColumns<TemplateMessage>(TEMPLATE_MESSAGE_COLUMNS, {
      name: { body: (t) => <Link href={`/template-messages/edit/${t.templateId}`}>{t.name}</Link> },
      channel: {},
      subject: {},
      updatedAt: {},
    }),
    screenColumn<TemplateMessage>(
      'actions',
      'Actions',
      (t) => (
        <div style={{ display: 'flex', gap: '0.25rem' }}>
          <Button type="button" size="small" label="Edit" outlined aria-label={`Edit ${t.name}`} onClick={() => navigate(`/template-messages/edit/${t.templateId}`)} />
          <Button type="button" size="small" label="Delete" severity="danger" outlined aria-label={`Delete ${t.name}`} onClick={() => setDeleting(t)} />
        </div>
      ),
      'actions',
    ),
  ];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Template Messages</h1>
        <Link href="/template-messages/edit" className="p-button">
          Create Template
        </Link>
      </div>
      <section className="card" aria-label="Template message list">
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end' }}>
          <SearchBox label="Search by name" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <SelectFilter id="template-channel" label="Channel" value={list.values.channel} allLabel="All Channels" options={CHANNEL_OPTIONS} onChange={(channel) => list.setFilters({ channel })} />
        </div>
        <ListTable
          label="Template messages"
          query={query}
          dataKey="templateId"
          columns={columns}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'template-messages', query: params }}
          pendingLabel="Loading templates"
        />
      </section>
      {deleting && <ConfirmDelete noun="Template" name={deleting.name} isDeleting={remove.isPending} onDelete={() => remove.mutateAsync(deleting.templateId)} onHide={() => setDeleting(null)} />}
    </div>
  );
}
