import type { ReactNode } from 'react';
import { formatDate, formatPrice } from '../../domain/format';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../domain/invoice';

const num: React.CSSProperties = { textAlign: 'right' };

/** A record's facts as label and value in a grid (an invoice's, an agent receivable's). */
export function FactGrid({ label, facts }: { label: string; facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <section className="card" aria-label={label}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '0.75rem', margin: 0 }}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt style={{ color: '#4b5563', fontSize: '0.875rem' }}>{term}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export interface PaymentRow {
  invoicePaymentId: string;
  amount: number;
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  recordedByName: string | null;
  /** The balance left after this payment: shown as a running balance when given. */
  balanceAfter?: number;
}

/** The payments against a balance, oldest first, with the running balance where the rows carry it. */
export function PaymentsTable({ payments, emptyText = 'No payment recorded yet.' }: { payments: readonly PaymentRow[]; emptyText?: string }) {
  if (payments.length === 0) return <p>{emptyText}</p>;
  const running = payments.every((p) => p.balanceAfter !== undefined);
  const headers = ['Date', 'Method', 'Reference', 'Recorded by', 'Amount', ...(running ? ['Balance'] : [])];
  return (
    <table aria-label="Payments" style={{ width: '100%' }}>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" style={h === 'Amount' || h === 'Balance' ? num : { textAlign: 'left' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.invoicePaymentId}>
            <td>{formatDate(p.paidOn)}</td>
            <td>{PAYMENT_METHOD_LABELS[p.method]}</td>
            <td>{p.reference ?? '-'}</td>
            <td>{p.recordedByName ?? '-'}</td>
            <td style={num}>{formatPrice(p.amount)}</td>
            {running && <td style={num}>{formatPrice(p.balanceAfter!)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
