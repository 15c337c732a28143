import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { can } from '../../../domain/access';
import { AGENT_BILLING_MESSAGES, agentBillingPrefix, mayRecordPayouts } from '../../../domain/agent-billing';
import { formatDate, formatPrice } from '../../../domain/format';
import { INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS } from '../../../domain/invoice';
import { useAgentBilling, useRecordPayout } from '../../api/agent-billings/agent-billings';
import { FactGrid, PaymentsTable } from '../../ui/Payments';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { RecordPaymentDialog } from '../../ui/RecordPaymentDialog';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useAgentBillingCaller } from './use-agent-billing-caller';

const num: React.CSSProperties = { textAlign: 'right' };

/**
 * /agent-receivable/{agentBillingId}: what the office owes one agent of a
 * closing — gross share, less team-member fee and development fee — and the
 * payouts with the balance left after each; Record Payout for the office's
 * finance (or HQ finance) while a balance is left.
 */
export default function AgentReceivableDetailPage() {
  const { agentBillingId = '' } = useParams<{ agentBillingId: string }>();
  const caller = useAgentBillingCaller();
  const prefix = agentBillingPrefix(caller);
  const query = useAgentBilling(prefix, agentBillingId);
  const record = useRecordPayout(prefix, agentBillingId);
  const [isRecording, setIsRecording] = useState(false);
  if (query.isPending) return <QueryPending label="Loading agent receivable" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={AGENT_BILLING_MESSAGES.notFound} backHref="/agent-receivable" backLabel="Back to Agent Receivable" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const b = query.data;
  const mayPay = mayRecordPayouts(caller, b) && b.status !== 'cancelled' && b.balance > 0;
  const closing = `${b.closingCode} · ${b.listing.title}`;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          Receivable of {b.agentName} <StatusTag label={INVOICE_STATUS_LABELS[b.status]} hex={INVOICE_STATUS_COLORS[b.status]} />
        </h1>
        {mayPay && <Button type="button" label="Record Payout" icon="pi pi-wallet" onClick={() => setIsRecording(true)} />}
      </div>
      <FactGrid
        label="Agent receivable information"
        facts={[
          ['Agent', b.agentName],
          ['Office', b.officeName],
          ['Closing', can(caller.subject, 'closing') ? <Link href={`/closing/${b.closingId}`}>{closing}</Link> : closing],
          ['Closing Date', formatDate(b.closingDate)],
          ['Amount', formatPrice(b.amount)],
          ['Paid', formatPrice(b.paid)],
          ['Balance', formatPrice(b.balance)],
        ]}
      />
      <section className="card" aria-labelledby="agent-billing-figures-title" style={{ marginTop: '1rem' }}>
        <h2 id="agent-billing-figures-title" className="card-title">
          How it is made
        </h2>
        <table aria-label="Receivable figures" style={{ width: '100%' }}>
          <tbody>
            {[
              ['Gross share', formatPrice(b.gross)],
              // Deductions: a minus before the amount, never 'Rp -…'.
              ['Team member fee', `− ${formatPrice(b.memberFee)}`],
              ['Agent development fee', `− ${formatPrice(b.agentDevelopmentFee)}`],
            ].map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                  {label}
                </th>
                <td style={num}>{value}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" style={{ textAlign: 'left' }}>
                Owed to the agent
              </th>
              <td style={{ ...num, fontWeight: 700 }}>{formatPrice(b.amount)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <section className="card" aria-labelledby="agent-billing-payments-title" style={{ marginTop: '1rem' }}>
        <h2 id="agent-billing-payments-title" className="card-title">
          Payouts
        </h2>
        <PaymentsTable payments={b.payments ?? []} emptyText="No payout recorded yet." />
      </section>
      {isRecording && (
        <RecordPaymentDialog
          header={`Record Payout: ${b.agentName}`}
          submitLabel="Record Payout"
          balance={b.balance}
          isSaving={record.isPending}
          onHide={() => setIsRecording(false)}
          onRecord={(body) =>
            record.mutateAsync(body).then(() => {
              setIsRecording(false);
              showToast({ severity: 'success', summary: AGENT_BILLING_MESSAGES.recorded(b.agentName) });
            })
          }
        />
      )}
    </div>
  );
}
