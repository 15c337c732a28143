import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { budgetText, CLIENT_LIMITS, CLIENT_MESSAGES, CLIENT_NEED_LABELS, CLIENT_STATUS_COLORS, CLIENT_STATUS_LABELS, clientShareRefusal, CLIENT_SHARE_REFUSAL_MESSAGES, mayManageClients, type Client } from '../../../domain/client';
import { formatDate, formatDateTime, formatPrice } from '../../../domain/format';
import { useAddClientNote, useClient, useDeleteClient } from '../../api/clients/clients';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { FactGrid } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors, oneMessage } from '../../ui/server-errors';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { ClientFormDialog } from './ClientFormDialog';
import { SharesTable, ShareListingDialog } from './ClientShares';
import { useClientCaller } from './use-client-caller';

function DeleteDialog({ client, onHide }: { client: Client; onHide: () => void }) {
  const [, navigate] = useLocation();
  const remove = useDeleteClient(client.clientId);
  const onDelete = () =>
    void remove.mutateAsync().then(
      () => {
        showToast({ severity: 'success', summary: CLIENT_MESSAGES.deleted });
        navigate('/clients');
      },
      (error: unknown) => showToast({ severity: 'error', summary: error instanceof Error ? error.message : String(error) }),
    );
  return (
    <Dialog header="Delete Client" visible onHide={onHide} modal style={{ width: 'min(460px, 95vw)' }}>
      <p style={{ marginTop: 0 }}>Delete “{client.name}” with their notes? The masked links already sent keep working until they expire.</p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label="Keep Client" outlined onClick={onHide} />
        <Button type="button" label="Delete Client" severity="danger" loading={remove.isPending} onClick={onDelete} />
      </div>
    </Dialog>
  );
}

function Notes({ client, mayWrite }: { client: Client; mayWrite: boolean }) {
  const add = useAddClientNote(client.clientId);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () =>
    void add.mutateAsync({ note }).then(
      () => {
        setNote('');
        setError(undefined);
        showToast({ severity: 'success', summary: CLIENT_MESSAGES.noteAdded });
      },
      (failure: unknown) => applyServerErrors(failure, oneMessage(setError), { fields: ['note'], idOf: () => 'client-note' }),
    );
  const notes = client.notes ?? [];
  return (
    <section className="card" aria-labelledby="client-notes-title" style={{ marginTop: '1rem' }}>
      <h2 id="client-notes-title" className="card-title">
        Notes
      </h2>
      {mayWrite && (
        <form
          aria-label="Add note"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          style={{ display: 'grid', gap: '0.5rem', marginBottom: '1rem' }}
        >
          <Field htmlFor="client-note" label="New Note" error={error}>
            <textarea id="client-note" className="p-inputtext" rows={3} maxLength={CLIENT_LIMITS.note} value={note} onChange={(e) => setNote(e.target.value)} {...fieldAria('client-note', error)} />
          </Field>
          <div>
            <Button type="submit" label="Add Note" icon="pi pi-plus" loading={add.isPending} />
          </div>
        </form>
      )}
      {notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol aria-label="Notes on the client" style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.75rem' }}>
          {notes.map((n) => (
            <li key={n.clientNoteId} style={{ borderLeft: '3px solid #CBD5E1', paddingLeft: '0.75rem' }}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{n.body}</div>
              <small className="text-muted">
                {n.authorName ?? '-'} · {formatDateTime(n.createdAt)}
              </small>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * /clients/{clientId}: the client's facts, notes and the listings shared with
 * them (masked link and PDF); Edit, Delete and 'Share a Listing' for their
 * agent. Another agent's client answers as not found.
 */
export default function ClientDetailPage() {
  const { clientId = '' } = useParams<{ clientId: string }>();
  const caller = useClientCaller();
  const query = useClient(clientId);
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'share' | null>(null);
  if (query.isPending) return <QueryPending label="Loading client" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={CLIENT_MESSAGES.notFound} backHref="/clients" backLabel="Back to Client" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const client = query.data;
  const mayWrite = mayManageClients(caller.subject) && client.ownerUserId === caller.userId;
  // The listing is chosen in the dialog: here only what holds for any listing (an agent, an Active client).
  const refusal = clientShareRefusal(caller.subject, client, { status: 'PUBLISH' }, false);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{client.name}</h1>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Link href="/clients">Back to Client</Link>
          {mayWrite && <Button type="button" label="Edit" outlined onClick={() => setDialog('edit')} />}
          {mayWrite && <Button type="button" label="Delete" severity="danger" outlined onClick={() => setDialog('delete')} />}
          {mayWrite && !refusal && <Button type="button" icon="pi pi-share-alt" label="Share a Listing" onClick={() => setDialog('share')} />}
        </div>
      </div>
      <FactGrid
        label="Client information"
        facts={[
          ['Status', <StatusTag key="status" label={CLIENT_STATUS_LABELS[client.status]} hex={CLIENT_STATUS_COLORS[client.status]} />],
          ['Phones', client.phones.join(', ')],
          ['Email', client.email ?? '-'],
          ['Needs', CLIENT_NEED_LABELS[client.needs]],
          ['Budget', budgetText(client.budgetMin, client.budgetMax, (n) => formatPrice(n))],
          ['Preferred Areas', client.preferredAreas.join(', ') || '-'],
          ['Agent', client.ownerName ?? '-'],
          ['Added', formatDate(client.createdAt)],
        ]}
      />
      {mayWrite && refusal === 'notActive' && (
        <p role="note" className="card" style={{ marginTop: '1rem' }}>
          {CLIENT_SHARE_REFUSAL_MESSAGES.notActive}
        </p>
      )}
      {!mayWrite && (
        <p role="note" className="card" style={{ marginTop: '1rem' }}>
          {CLIENT_MESSAGES.readOnly}
        </p>
      )}
      <SharesTable client={client} />
      <Notes client={client} mayWrite={mayWrite} />
      {dialog === 'edit' && <ClientFormDialog client={client} onHide={() => setDialog(null)} />}
      {dialog === 'delete' && <DeleteDialog client={client} onHide={() => setDialog(null)} />}
      {dialog === 'share' && <ShareListingDialog client={client} isHQ={caller.isHQ} onHide={() => setDialog(null)} />}
    </div>
  );
}
