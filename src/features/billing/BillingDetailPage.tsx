import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useParams } from 'wouter';
import { formatDate, formatPrice } from '../../../domain/format';
import { BILLING_FREQUENCY_LABELS, mayBillOffices, OFFICE_BILLING_MESSAGES, OFFICE_BILLING_STATUS_COLORS, OFFICE_BILLING_STATUS_LABELS } from '../../../domain/office-billing';
import { useOfficeBilling, useStopOfficeBilling } from '../../api/office-billings/office-billings';
import { FactGrid } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useBillingCaller } from './use-billing-caller';

const num: React.CSSProperties = { textAlign: 'right' };

/** /billing/{officeBillingId}: a billing's terms, status and next date, its charges newest first; Stop Billing for HQ finance while it runs. */
export default function BillingDetailPage() {
  const { officeBillingId = '' } = useParams<{ officeBillingId: string }>();
  const caller = useBillingCaller();
  const query = useOfficeBilling(officeBillingId);
  const stop = useStopOfficeBilling(officeBillingId);
  const [isStopping, setIsStopping] = useState(false);
  if (query.isPending) return <QueryPending label="Loading billing" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={OFFICE_BILLING_MESSAGES.notFound} backHref="/billing" backLabel="Back to Billing" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const b = query.data;
  const mayStop = mayBillOffices(caller) && b.status === 'ACTIVE';
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          {b.description} <StatusTag label={OFFICE_BILLING_STATUS_LABELS[b.status]} hex={OFFICE_BILLING_STATUS_COLORS[b.status]} />
        </h1>
        {mayStop && <Button type="button" label="Stop Billing" severity="danger" outlined onClick={() => setIsStopping(true)} />}
      </div>
      <FactGrid
        label="Billing information"
        facts={[
          ['Office', b.officeName],
          ['Amount', formatPrice(b.amount)],
          ['Frequency', BILLING_FREQUENCY_LABELS[b.frequency]],
          ['Start', formatDate(b.startOn)],
          ['End', b.endOn ? formatDate(b.endOn) : 'Open'],
          ['Next Charge', b.nextChargeOn ? formatDate(b.nextChargeOn) : '-'],
          ['Charged So Far', formatPrice(b.charged)],
        ]}
      />
      <section className="card" aria-labelledby="billing-charges-title" style={{ marginTop: '1rem' }}>
        <h2 id="billing-charges-title" className="card-title">
          Charges
        </h2>
        {(b.charges ?? []).length === 0 ? (
          <p>No charge yet: the first is made on {formatDate(b.startOn)}.</p>
        ) : (
          <table aria-label="Charges" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>
                  Charge Date
                </th>
                <th scope="col" style={num}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {(b.charges ?? []).map((c) => (
                <tr key={c.officeBillingChargeId}>
                  <td>{formatDate(c.chargeOn)}</td>
                  <td style={num}>{formatPrice(c.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {isStopping && (
        <Dialog header="Stop Billing" visible onHide={() => setIsStopping(false)} modal style={{ width: 'min(460px, 95vw)' }}>
          <p style={{ marginTop: 0 }}>
            Stop billing {b.officeName} for “{b.description}”? The charges made stay; no further charge is made.
          </p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Keep Billing" outlined onClick={() => setIsStopping(false)} />
            <Button
              type="button"
              label="Stop Billing"
              severity="danger"
              loading={stop.isPending}
              onClick={() =>
                void stop.mutateAsync().then(
                  () => {
                    setIsStopping(false);
                    showToast({ severity: 'success', summary: OFFICE_BILLING_MESSAGES.stopped });
                  },
                  (error: unknown) => showToast({ severity: 'error', summary: error instanceof Error ? error.message : String(error) }),
                )
              }
            />
          </div>
        </Dialog>
      )}
    </div>
  );
}
