import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { formatDate } from '../../../domain/format';
import { listingPrice, listingStatusTag } from '../../../domain/listing';
import { sharedListingPath, SHARED_LINK_REFUSAL_MESSAGES } from '../../../domain/masking';
import { LISTING_SHARE_REFUSAL_MESSAGES, MY_LIST_MESSAGES, mayShareLists, myListShareRefusals, sharedListPath, type MyList, type MyListItem } from '../../../domain/my-list';
import { useDeleteMyList, useMyList, useShareMyList } from '../../api/my-lists/my-lists';
import { FactGrid } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors, messagesByPath } from '../../ui/server-errors';
import { StatusTag } from '../../ui/StatusTag';
import { absoluteUrl, copyToClipboard } from '../../ui/copy-link';
import { showToast } from '../../ui/toast';
import { useMyListCaller } from './use-my-list-caller';

const copy = (url: string) => copyToClipboard(url, MY_LIST_MESSAGES.linkCopied);

/** A link to copy: the address in a read-only box and a Copy button naming what it copies. */
function CopyLink({ id, label, path }: { id: string; label: string; path: string }) {
  const url = absoluteUrl(path);
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <input id={id} className="p-inputtext" readOnly value={url} aria-label={label} style={{ flex: '1 1 20rem', minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
      <Button type="button" icon="pi pi-copy" label="Copy" outlined aria-label={`Copy ${label}`} onClick={() => copy(url)} />
    </div>
  );
}

function MaskedLinkCell({ item }: { item: MyListItem }) {
  const name = item.listing?.title ?? 'listing';
  if (!item.sharedLink) return <span className="text-muted">Not shared yet</span>;
  if (item.sharedLink.refusal) return <span>{SHARED_LINK_REFUSAL_MESSAGES[item.sharedLink.refusal]}</span>;
  return <CopyLink id={`masked-link-${item.position}`} label={`masked link of ${name}`} path={sharedListingPath(item.sharedLink.listingSharedCode)} />;
}

function ItemsTable({ list, refusals }: { list: MyList; refusals: Readonly<Record<string, string | undefined>> }) {
  return (
    <section className="card" aria-labelledby="my-list-items-title" style={{ marginTop: '1rem' }}>
      <h2 id="my-list-items-title" className="card-title">
        Listings
      </h2>
      <div style={{ overflowX: 'auto' }}>
        <table aria-label="Listings on the list" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>#</th>
              <th scope="col" style={{ textAlign: 'left' }}>Listing</th>
              <th scope="col" style={{ textAlign: 'left' }}>Price</th>
              <th scope="col" style={{ textAlign: 'left' }}>City</th>
              <th scope="col" style={{ textAlign: 'left' }}>Status</th>
              <th scope="col" style={{ textAlign: 'left' }}>Masked Link</th>
            </tr>
          </thead>
          <tbody>
            {(list.items ?? []).map((item, index) => {
              const l = item.listing;
              const refusal = refusals[`listingIds.${index}`];
              return (
                <tr key={item.listingId}>
                  <td>{index + 1}</td>
                  <td>
                    {l ? (
                      <>
                        <Link href={`/listing/${item.listingId}/information`}>{l.title}</Link> <span className="text-muted" style={{ whiteSpace: 'nowrap' }}>({l.listingCode})</span>
                      </>
                    ) : (
                      'Listing no longer available'
                    )}
                    {refusal && (
                      <div role="note" style={{ color: '#B91C1C' }}>
                        {refusal}
                      </div>
                    )}
                  </td>
                  <td>{l ? listingPrice(l) : '-'}</td>
                  <td>{l?.city ?? '-'}</td>
                  <td>{l ? <StatusTag {...listingStatusTag(l.status)} /> : '-'}</td>
                  <td style={{ minWidth: '18rem' }}>
                    <MaskedLinkCell item={item} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DeleteDialog({ list, onHide }: { list: MyList; onHide: () => void }) {
  const [, navigate] = useLocation();
  const remove = useDeleteMyList(list.myListId);
  return (
    <Dialog header="Delete List" visible onHide={onHide} modal style={{ width: 'min(460px, 95vw)' }}>
      <p style={{ marginTop: 0 }}>
        Delete “{list.name}”? {list.sharedCode ? 'Its public page stops answering; the masked links already sent keep working until they expire.' : ''}
      </p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label="Keep List" outlined onClick={onHide} />
        <Button
          type="button"
          label="Delete List"
          severity="danger"
          loading={remove.isPending}
          onClick={() =>
            void remove.mutateAsync().then(
              () => {
                showToast({ severity: 'success', summary: MY_LIST_MESSAGES.deleted });
                navigate('/my-list');
              },
              (error: unknown) => showToast({ severity: 'error', summary: error instanceof Error ? error.message : String(error) }),
            )
          }
        />
      </div>
    </Dialog>
  );
}

/**
 * /my-list/{myListId}: the list's facts and listings in order; Edit, Delete;
 * Share for an agent exactly when every listing can be shared (the server's
 * rule, domain/my-list.ts), then the public link and each masked link to copy.
 */
export default function MyListDetailPage() {
  const { myListId = '' } = useParams<{ myListId: string }>();
  const caller = useMyListCaller();
  const query = useMyList(myListId);
  const share = useShareMyList(myListId);
  const [isDeleting, setIsDeleting] = useState(false);
  const [serverRefusals, setServerRefusals] = useState<Record<string, string | undefined>>({});
  if (query.isPending) return <QueryPending label="Loading list" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={MY_LIST_MESSAGES.notFound} backHref="/my-list" backLabel="Back to My List" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data;
  const items = list.items ?? [];
  const isAgent = mayShareLists(caller.subject);
  const refusals = isAgent ? myListShareRefusals(caller.subject, items.map((i) => i.listing)) : [];
  const refusalsByField = { ...Object.fromEntries(refusals.map((r) => [`listingIds.${r.index}`, LISTING_SHARE_REFUSAL_MESSAGES[r.reason]])), ...serverRefusals };
  const mayShare = isAgent && refusals.length === 0;
  const onShare = () =>
    void share.mutateAsync().then(
      () => {
        setServerRefusals({});
        showToast({ severity: 'success', summary: MY_LIST_MESSAGES.shared });
      },
      (error: unknown) => applyServerErrors(error, messagesByPath(setServerRefusals), { fields: ['listingIds'] }),
    );
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{list.name}</h1>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Link href={`/my-list/${list.myListId}/edit`} className="p-button p-button-outlined">
            Edit
          </Link>
          <Button type="button" label="Delete" severity="danger" outlined onClick={() => setIsDeleting(true)} />
          {mayShare && <Button type="button" icon="pi pi-share-alt" label={list.sharedCode ? 'Share Again' : 'Share'} loading={share.isPending} onClick={onShare} />}
        </div>
      </div>
      <FactGrid
        label="List information"
        facts={[
          ['Client', list.clientName ?? '-'],
          ['Listings', String(list.listingCount)],
          ['Shared', list.sharedAt ? formatDate(list.sharedAt) : 'Not shared yet'],
          ['Updated', formatDate(list.updatedAt)],
          ['Note', list.note ?? '-'],
        ]}
      />
      {isAgent && refusals.length > 0 && (
        <p role="note" className="card" style={{ marginTop: '1rem' }}>
          Share is available once every listing can be shared: see the listings marked below.
        </p>
      )}
      {!isAgent && (
        <p className="card" style={{ marginTop: '1rem' }}>
          {MY_LIST_MESSAGES.onlyAgentsShare}
        </p>
      )}
      {list.sharedCode && (
        <section className="card" aria-labelledby="my-list-public-title" style={{ marginTop: '1rem' }}>
          <h2 id="my-list-public-title" className="card-title">
            Public Link
          </h2>
          <p style={{ marginTop: 0 }}>Send this link to your client: it shows each listing with its masked link, and no contact but yours on each listing's page.</p>
          <CopyLink id="my-list-public-link" label="public link of the list" path={sharedListPath(list.sharedCode)} />
        </section>
      )}
      <ItemsTable list={list} refusals={refusalsByField} />
      {isDeleting && <DeleteDialog list={list} onHide={() => setIsDeleting(false)} />}
    </div>
  );
}
