import { Button } from 'primereact/button';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { formatDate, formatPrice } from '../../../domain/format';
import { can } from '../../../domain/access';
import { INVOICE_MESSAGES, INVOICE_STATUS_COLORS, INVOICE_STATUS_LABELS, invoicePdfFileName, invoicePrefix, mayRecordPayments } from '../../../domain/invoice';
import { getInvoicePdf, useInvoice, useRecordPayment } from '../../api/invoices/invoices';
import { saveFile } from '../../ui/save-file';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { FactGrid, PaymentsTable } from '../../ui/Payments';
import { RecordPaymentDialog } from '../../ui/RecordPaymentDialog';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useInvoiceCaller } from './use-invoice-caller';

const num: React.CSSProperties = { textAlign: 'right' };

/** /invoice/{invoiceId}: the invoice's lines, its payments and balance; Record Payment for HQ finance while a balance is left. */
export default function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams<{ invoiceId: string }>();
  const caller = useInvoiceCaller();
  const query = useInvoice(invoicePrefix(caller), invoiceId);
  const record = useRecordPayment(invoiceId);
  const [isRecording, setIsRecording] = useState(false);
  const [isDownloading, setIsDownloading] = useState(false);
  if (query.isPending) return <QueryPending label="Loading invoice" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={INVOICE_MESSAGES.notFound} backHref="/invoice" backLabel="Back to Invoice" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const inv = query.data;
  const mayPay = mayRecordPayments(caller) && inv.status !== 'cancelled' && inv.balance > 0;
  const mayOpenClosing = can(caller.subject, 'closing');
  const downloadPdf = async () => {
    setIsDownloading(true);
    try {
      saveFile(await getInvoicePdf(invoicePrefix(caller), inv.invoiceId), invoicePdfFileName(inv.invoiceNumber));
    } catch (error) {
      showToast({ severity: 'error', summary: 'Download failed', detail: error instanceof Error ? error.message : String(error) });
    } finally {
      setIsDownloading(false);
    }
  };
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          Invoice {inv.invoiceNumber} <StatusTag label={INVOICE_STATUS_LABELS[inv.status]} hex={INVOICE_STATUS_COLORS[inv.status]} />
        </h1>
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button type="button" label="Download PDF" icon="pi pi-file-pdf" severity="secondary" outlined loading={isDownloading} onClick={() => void downloadPdf()} />
          {mayPay && <Button type="button" label="Record Payment" icon="pi pi-wallet" onClick={() => setIsRecording(true)} />}
        </div>
      </div>
      <FactGrid
        label="Invoice information"
        facts={[
          ['Office', inv.officeName],
          ['Closing', mayOpenClosing ? <Link href={`/closing/${inv.closingId}`}>{`${inv.closingCode} · ${inv.listing.title}`}</Link> : `${inv.closingCode} · ${inv.listing.title}`],
          ['Issued', formatDate(inv.issuedOn)],
          ['Due', formatDate(inv.dueOn)],
          ['Total', formatPrice(inv.total)],
          ['Paid', formatPrice(inv.paid)],
          ['Balance', formatPrice(inv.balance)],
        ]}
      />
      <section className="card" aria-labelledby="invoice-lines-title" style={{ marginTop: '1rem' }}>
        <h2 id="invoice-lines-title" className="card-title">
          Lines
        </h2>
        <table aria-label="Invoice lines" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                Fee
              </th>
              <th scope="col" style={num}>
                Base
              </th>
              <th scope="col" style={num}>
                Rate
              </th>
              <th scope="col" style={num}>
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {(inv.lines ?? []).map((l) => (
              <tr key={l.invoiceLineId}>
                <td>{l.description}</td>
                <td style={num}>{formatPrice(l.base)}</td>
                <td style={num}>{l.ratePercent}%</td>
                <td style={num}>{formatPrice(l.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} style={{ textAlign: 'left' }}>
                Total
              </th>
              <td style={{ ...num, fontWeight: 700 }}>{formatPrice(inv.total)}</td>
            </tr>
          </tfoot>
        </table>
      </section>
      <section className="card" aria-labelledby="invoice-payments-title" style={{ marginTop: '1rem' }}>
        <h2 id="invoice-payments-title" className="card-title">
          Payments
        </h2>
        <PaymentsTable payments={inv.payments ?? []} />
      </section>
      {isRecording && (
        <RecordPaymentDialog
          header={`Record Payment: ${inv.invoiceNumber}`}
          balance={inv.balance}
          isSaving={record.isPending}
          onHide={() => setIsRecording(false)}
          onRecord={(body) =>
            record.mutateAsync(body).then(() => {
              setIsRecording(false);
              showToast({ severity: 'success', summary: INVOICE_MESSAGES.recorded(inv.invoiceNumber) });
            })
          }
        />
      )}
    </div>
  );
}
