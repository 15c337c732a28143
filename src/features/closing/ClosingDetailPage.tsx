import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { CLOSING_MESSAGES, CLOSING_STATUS_COLORS, CLOSING_STATUS_LABELS, closingCancelRefusal, closingEditRefusal, closingPrefix, type Closing } from '../../../domain/closing';
import { CLOSING_SIDE_LABELS } from '../../../domain/closing-fees';
import { formatDate, formatDateTime, formatPrice } from '../../../domain/format';
import { useCancelClosing, useClosing, useUpdateClosing } from '../../api/closings/closings';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { CancelClosingDialog } from './CancelClosingDialog';
import { EditClosingDialog } from './EditClosingDialog';
import { useClosingCaller } from './use-closing-caller';

type Party = NonNullable<Closing['parties']>[number];

function Figures({ party }: { party: Party }) {
  const rows: [string, number][] = [
    ['Commission', party.commission],
    ['Royalty (to HQ)', party.royalty],
    ['SSDF (to HQ)', party.ssdf],
    ['Net', party.net],
    [`Office's share (${party.officeSharePercent}%)`, party.officeKeep],
    ['Office income', party.officeIncome],
    ['Owed to HQ', party.owedToHq],
  ];
  return (
    <section className="card" aria-labelledby={`side-${party.closingPartyId}`}>
      <h2 id={`side-${party.closingPartyId}`} className="card-title">
        {CLOSING_SIDE_LABELS[party.side]}: {party.officeName} ({party.sharePercent}%){party.isOfficePkp ? ' · PKP' : ''}
      </h2>
      <table className="figures" aria-label={`${CLOSING_SIDE_LABELS[party.side]} figures`}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 500, paddingRight: '2rem' }}>
                {label}
              </th>
              <td style={{ textAlign: 'right' }}>{formatPrice(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table aria-label={`${CLOSING_SIDE_LABELS[party.side]} agents`} style={{ marginTop: '1rem', width: '100%' }}>
        <thead>
          <tr>
            {['Agent', 'Share', 'Gross', 'Member fee', 'Development fee', 'Take'].map((h) => (
              <th key={h} scope="col" style={{ textAlign: h === 'Agent' ? 'left' : 'right' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {party.agents.map((a) => (
            <tr key={a.closingAgentId}>
              <td>{a.name}</td>
              <td style={{ textAlign: 'right' }}>{a.sharePercent}%</td>
              <td style={{ textAlign: 'right' }}>{formatPrice(a.gross)}</td>
              <td style={{ textAlign: 'right' }}>
                {formatPrice(a.memberFee)} ({a.memberFeePercent}%)
              </td>
              <td style={{ textAlign: 'right' }}>{formatPrice(a.agentDevelopmentFee)}</td>
              <td style={{ textAlign: 'right' }}>{formatPrice(a.take)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /closing/{closingId}: one closing, its sides' figures and agents, and Cancel for HQ or the listing office's finance. */
export default function ClosingDetailPage() {
  const { closingId = '' } = useParams<{ closingId: string }>();
  const caller = useClosingCaller();
  const prefix = closingPrefix(caller);
  const query = useClosing(prefix, closingId);
  const cancel = useCancelClosing(prefix, closingId);
  const update = useUpdateClosing(prefix, closingId);
  const [isCancelling, setIsCancelling] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  if (query.isPending) return <QueryPending label="Loading closing" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={CLOSING_MESSAGES.notFound} backHref="/closing" backLabel="Back to Data Closing" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const c = query.data;
  const mayCancel = closingCancelRefusal(caller, c) === null;
  const mayEdit = closingEditRefusal(caller, c) === null;
  const facts: [string, string][] = [
    ['Listing', `${c.listing.listingCode} · ${c.listing.title}`],
    ['Closing date', formatDate(c.closingDate)],
    ['Sell or rent', c.sellOrRent === 'rent' ? 'Rent' : 'Sell'],
    ['Final price', formatPrice(c.finalPrice)],
    ['Commission', `${formatPrice(c.commission)} (${c.commissionPercent}%)`],
    ['Owed to HQ', formatPrice(c.owedToHq)],
    ['Buyer / tenant', [c.buyerName, c.buyerPhone, c.buyerEmail].filter(Boolean).join(' · ')],
    ...(c.note ? ([['Note', c.note]] as [string, string][]) : []),
    ['Recorded', formatDateTime(c.createdAt)],
  ];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          Closing {c.closingCode} <StatusTag label={CLOSING_STATUS_LABELS[c.status]} hex={CLOSING_STATUS_COLORS[c.status]} />
        </h1>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Link href={`/closing/history?closingId=${encodeURIComponent(c.closingId)}`} className="p-button p-button-text">
            History
          </Link>
          {mayEdit && <Button type="button" label="Edit Closing" icon="pi pi-pencil" outlined onClick={() => setIsEditing(true)} />}
          {mayCancel && <Button type="button" label="Cancel Closing" severity="danger" outlined onClick={() => setIsCancelling(true)} />}
        </div>
      </div>
      {c.status === 'CANCELLED' && (
        <p role="status" className="card">
          Cancelled {c.cancelledAt ? formatDateTime(c.cancelledAt) : ''}: {c.cancelReason}
        </p>
      )}
      <section className="card" aria-label="Closing information">
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '0.75rem', margin: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt style={{ color: '#4b5563', fontSize: '0.875rem' }}>{label}</dt>
              <dd style={{ margin: 0, fontWeight: 600 }}>{label === 'Listing' ? <Link href={`/listing/${c.listingId}/information`}>{value}</Link> : value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div style={{ display: 'grid', gap: '1rem', marginTop: '1rem' }}>
        {(c.parties ?? []).map((p) => (
          <Figures key={p.closingPartyId} party={p} />
        ))}
      </div>
      {isEditing && (
        <EditClosingDialog
          closing={c}
          isSaving={update.isPending}
          onHide={() => setIsEditing(false)}
          onSave={(body) =>
            update.mutateAsync(body).then(() => {
              setIsEditing(false);
              showToast({ severity: 'success', summary: CLOSING_MESSAGES.updated(c.closingCode) });
            })
          }
        />
      )}
      {isCancelling && (
        <CancelClosingDialog
          code={c.closingCode}
          isSaving={cancel.isPending}
          onHide={() => setIsCancelling(false)}
          onCancel={(body) =>
            cancel.mutateAsync(body).then(() => {
              setIsCancelling(false);
              showToast({ severity: 'success', summary: CLOSING_MESSAGES.cancelled(c.closingCode) });
            })
          }
        />
      )}
    </div>
  );
}
