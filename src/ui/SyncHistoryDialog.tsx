import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { ListPayload } from '../../domain/entities/common';
import { portalTagColor, type Listing } from '../../domain/entities/listing';
import { errorMessage } from '../../domain/errors';
import { formatDateTime } from '../../domain/format';
import { PORTAL_SYNC_PAGE_SIZE, PORTAL_SYNC_STATUS_COLORS, type PortalListingSync, type PortalSyncStatus } from '../../domain/portal-sync';
import { useCurrentPortalResult } from '../api/portal-sync/get-current-result';
import { usePortalListingSyncs } from '../api/portal-sync/get-portal-listing-syncs';
import { JsonViewerDialog } from './JsonViewerDialog';
import { screenColumn } from './list-table-columns';
import { ListTable } from './ListTable';
import { StatusTag } from './StatusTag';

/** A row of the history: a sync, or a current-result check that failed (§8: its error data joins the list). */
type HistoryRow = Omit<PortalListingSync, 'action' | 'status'> & { action: string; status: PortalSyncStatus | 'error' };

const ERROR_COLOR = '#7F1D1D';

type Viewing = { title: string; value: unknown } | null;

function CurrentResults({ listing, onFailure }: { listing: Pick<Listing, 'portalListing'>; onFailure: (row: HistoryRow) => void }) {
  const check = useCurrentPortalResult();
  const [answer, setAnswer] = useState<{ portalName: string; message: string | null; link: string | null } | null>(null);
  const placed = (listing.portalListing ?? []).flatMap((p) => (p.portalAgent ? [{ portalListingId: p.portalListingId, ...p.portalAgent.portal }] : []));
  if (!placed.length) return null;
  const ask = (p: (typeof placed)[number]) => {
    setAnswer(null);
    const failed = (message: string, data: unknown, at: string) =>
      onFailure({
        portalListingSyncId: `check-${p.portalListingId}-${at}`,
        listingId: '',
        portalId: p.portalId,
        portalListingId: p.portalListingId,
        action: 'current result',
        status: 'error',
        result: message,
        requestData: null,
        resultData: data,
        metadata: null,
        attempts: 0,
        portal: { portalName: p.portalName, position: p.position },
        createdAt: at,
        updatedAt: at,
      });
    check.mutate(p.portalListingId, {
      onSuccess: (result) => {
        if (result.error) failed(result.error.message, result.error.data, result.error.at);
        else setAnswer({ portalName: p.portalName, message: result.message, link: result.link });
      },
      onError: (error) => failed(errorMessage(error), { error: errorMessage(error) }, new Date().toISOString()),
    });
  };
  return (
    <div style={{ display: 'grid', gap: '0.5rem', marginBottom: '0.75rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        <span>Current result:</span>
        {placed.map((p) => (
          <Button key={p.portalListingId} type="button" size="small" outlined label={`Check ${p.portalName}`} loading={check.isPending && check.variables === p.portalListingId} onClick={() => ask(p)} />
        ))}
      </div>
      {answer && (
        <p role="status" aria-label="Current result" style={{ margin: 0 }}>
          <strong>{answer.portalName}:</strong> {answer.message ?? ''}{' '}
          {answer.link && (
            <a href={answer.link} target="_blank" rel="noreferrer noopener">
              Open on {answer.portalName}
            </a>
          )}
        </p>
      )}
    </div>
  );
}

/**
 * The sync-history modal (§2): a listing's pushes to the portals, 10 a page
 * (§9), newest first, each with its request and result in JSON viewer modals;
 * the portal's current result on demand, a failed check joining the list with
 * its error data (§8).
 */
export function SyncHistoryDialog({ listing, onClose }: { listing: Pick<Listing, 'listingId' | 'listingCode' | 'title' | 'portalListing'>; onClose: () => void }) {
  const [page, setPage] = useState({ page: 1, limit: PORTAL_SYNC_PAGE_SIZE });
  const params = { filterListingId: listing.listingId, limit: page.limit, offset: (page.page - 1) * page.limit };
  const query = usePortalListingSyncs(params);
  const [checks, setChecks] = useState<HistoryRow[]>([]);
  const [viewing, setViewing] = useState<Viewing>(null);
  const rows = query as unknown as UseQueryResult<ListPayload<HistoryRow>>;
  const merged = {
    ...rows,
    data: rows.data && { ...rows.data, results: [...checks, ...rows.data.results] },
  } as UseQueryResult<ListPayload<HistoryRow>>;
  const columns = [
    screenColumn<HistoryRow>('createdAt', 'Requested', (s) => formatDateTime(s.createdAt)),
    screenColumn<HistoryRow>('portal', 'Portal', (s) => <StatusTag label={s.portal.portalName} hex={portalTagColor(s.portal.position)} />),
    screenColumn<HistoryRow>('action', 'Action', (s) => s.action),
    screenColumn<HistoryRow>('status', 'Status', (s) => <StatusTag label={s.status} hex={s.status === 'error' ? ERROR_COLOR : PORTAL_SYNC_STATUS_COLORS[s.status]} />),
    screenColumn<HistoryRow>('result', 'Result', (s) => (
      <>
        {s.result ?? '-'}
        {s.attempts > 1 && <div style={{ color: '#4b5563', fontSize: '0.8125rem' }}>{s.attempts} attempts</div>}
      </>
    )),
    screenColumn<HistoryRow>('json', 'Data', (s) => (
      <span style={{ display: 'inline-flex', gap: '0.25rem', flexWrap: 'wrap' }}>
        {s.status !== 'error' && (
          <Button type="button" size="small" text label="Request" aria-label={`Request data of the ${s.action} on ${s.portal.portalName}, ${formatDateTime(s.createdAt)}`} onClick={() => setViewing({ title: 'Request data', value: s.requestData })} />
        )}
        <Button
          type="button"
          size="small"
          text
          label={s.status === 'error' ? 'Error' : 'Result'}
          aria-label={`${s.status === 'error' ? 'Error' : 'Result'} data of the ${s.action} on ${s.portal.portalName}, ${formatDateTime(s.createdAt)}`}
          onClick={() => setViewing({ title: s.status === 'error' ? 'Error data' : 'Result data', value: s.status === 'error' ? s.resultData : { resultData: s.resultData, metadata: s.metadata } })}
        />
      </span>
    )),
  ];
  return (
    <Dialog header={`Sync History: ${listing.listingCode}`} visible onHide={onClose} modal style={{ width: 'min(1100px, 96vw)' }}>
      <p style={{ marginTop: 0, color: '#4b5563' }}>
        {listing.title}
      </p>
      <CurrentResults listing={listing} onFailure={(row) => setChecks((rows) => [row, ...rows])} />
      <ListTable
        label="Sync history"
        query={merged}
        dataKey="portalListingSyncId"
        columns={columns}
        page={page.page}
        limit={page.limit}
        pageSizes={null}
        onPage={(p, limit) => setPage({ page: p, limit })}
        exportRequest={{ path: 'portal-listing-syncs', query: params }}
        pendingLabel="Loading sync history"
        emptyMessage="This listing has not been pushed to a portal yet."
      />
      {viewing && <JsonViewerDialog title={viewing.title} value={viewing.value} onClose={() => setViewing(null)} />}
    </Dialog>
  );
}
