import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useParams } from 'wouter';
import { formatDate, formatPrice } from '../../../domain/format';
import { INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS } from '../../../domain/invoice';
import { BILLING_FREQUENCY_LABELS, mayBillOffices, OFFICE_BILLING_MESSAGES, OFFICE_BILLING_STATUS_COLORS, OFFICE_BILLING_STATUS_LABELS, type OfficeBillingCharge } from '../../../domain/office-billing';
import { useOfficeBilling, useRecordChargePayment, useStopOfficeBilling } from '../../api/office-billings/office-billings';
import { FactGrid, PaymentsTable } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { RecordPaymentDialog } from '../../ui/RecordPaymentDialog';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useBillingCaller } from './use-billing-caller';

const num: React.CSSProperties = { textAlign: 'right' };
const statusCell: React.CSSProperties = { textAlign: 'left', paddingLeft: '1.5rem' };

/** /billing/{officeBillingId}: a billing's terms, status and next date, its charges newest first; Stop Billing for HQ finance while it runs. */
export default function BillingDetailPage() {
  const { officeBillingId = '' } = useParams<{ officeBillingId: string }>();
  const caller = useBillingCaller();
  const query = useOfficeBilling(officeBillingId);
  const stop = useStopOfficeBilling(officeBillingId);
  const record = useRecordChargePayment(officeBillingId);
  const [isStopping, setIsStopping] = useState(false);
  const [paying, setPaying] = useState<OfficeBillingCharge | null>(null);
  if (query.isPending) return <QueryPending label="Loading billing" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={OFFICE_BILLING_MESSAGES.notFound} backHref="/billing" backLabel="Back to Billing" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const b = query.data;
  const mayStop = mayBillOffices(caller) && b.status === 'ACTIVE';
  const mayRecord = mayBillOffices(caller);
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
          ['Paid So Far', formatPrice(b.paid)],
          ['Outstanding', formatPrice(b.charged - b.paid)],
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
                <th scope="col" style={num}>
                  Paid
                </th>
                <th scope="col" style={num}>
                  Balance
                </th>
                <th scope="col" style={statusCell}>
                  Status
                </th>
                {mayRecord && (
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {(b.charges ?? []).map((c) => (
                <tr key={c.officeBillingChargeId}>
                  <td>{formatDate(c.chargeOn)}</td>
                  <td style={num}>{formatPrice(c.amount)}</td>
                  <td style={num}>{formatPrice(c.paid)}</td>
                  <td style={num}>{formatPrice(c.balance)}</td>
                  <td style={statusCell}>
                    <StatusTag label={INVOICE_STATUS_LABELS[c.status]} hex={INVOICE_STATUS_COLORS[c.status]} />
                  </td>
                  {mayRecord && (
                    <td>
                      {c.balance > 0 && <Button type="button" label="Record Payment" size="small" outlined aria-label={`Record payment of the ${formatDate(c.chargeOn)} charge`} onClick={() => setPaying(c)} />}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className="card" aria-labelledby="billing-payments-title" style={{ marginTop: '1rem' }}>
        <h2 id="billing-payments-title" className="card-title">
          Payments
        </h2>
        <PaymentsTable payments={(b.payments ?? []).map((p) => ({ ...p, reference: [`Charge ${formatDate(p.chargeOn)}`, p.reference].filter(Boolean).join(' · ') }))} />
      </section>
      {paying && (
        <RecordPaymentDialog
          header={`Record Payment: ${b.officeName}, ${formatDate(paying.chargeOn)}`}
          balance={paying.balance}
          isSaving={record.isPending}
          onHide={() => setPaying(null)}
          onRecord={(body) =>
            record.mutateAsync({ officeBillingChargeId: paying.officeBillingChargeId, body }).then(() => {
              showToast({ severity: 'success', summary: OFFICE_BILLING_MESSAGES.paymentRecorded(formatDate(paying.chargeOn)) });
              setPaying(null);
            })
          }
        />
      )}
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
