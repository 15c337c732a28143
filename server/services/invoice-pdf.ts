/**
 * The invoice PDF (issue 18, `GET [office/]invoices/{invoiceId}/pdf`): what an
 * office's finance files and pays from — the invoice's number, status, dates,
 * the office billed, the closing and listing it is for, its lines (fee code,
 * base, rate, amount), the total, what has been paid and what is left, and the
 * payments. Every amount in full rupiah ('Rp 1.234.567'), never abbreviated:
 * a document to pay from must read to the rupiah. Drawn with the same writer
 * as the listing PDF.
 */
import { PageSizes, PDFDocument } from 'pdf-lib';
import { formatDate, formatPrice } from '../../domain/format';
import { INVOICE_STATUS_LABELS, PAYMENT_METHOD_LABELS, type Invoice } from '../../domain/invoice';
import { ACCENT, drawnOnce, MUTED, newWriter } from './pdf-writer';

const money = (amount: number): string => formatPrice(amount);
const rate = (percent: number): string => `${percent.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The invoice's document, drawn once per distinct content (a payment changes what it reads, so it is drawn again). */
export function renderInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  return drawnOnce(['invoice', invoice], () => drawInvoicePdf(invoice));
}

async function drawInvoicePdf(invoice: Invoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.invoiceNumber}`);
  doc.setLanguage('en-US');
  const out = await newWriter(doc, PageSizes.A4 as [number, number]);

  out.text('INVOICE', { size: 20, bold: true, color: ACCENT, gap: 2 });
  out.text(invoice.invoiceNumber, { size: 13, bold: true, gap: 2 });
  out.text(INVOICE_STATUS_LABELS[invoice.status], { color: MUTED, gap: 10 });

  out.row('Billed to', invoice.officeName);
  out.row('Issued', formatDate(invoice.issuedOn));
  out.row('Due', formatDate(invoice.dueOn));
  out.row('Closing', invoice.closingCode);
  out.row('Listing', `${invoice.listing.listingCode} · ${invoice.listing.title}`);

  out.heading('Lines');
  out.table(
    [
      { label: 'Fee', width: 0.4 },
      { label: 'Base', width: 0.22, align: 'right' },
      { label: 'Rate', width: 0.13, align: 'right' },
      { label: 'Amount', width: 0.25, align: 'right' },
    ],
    [...(invoice.lines ?? []).map((l) => [l.description, money(l.base), rate(l.ratePercent), money(l.amount)]), ['Total', '', '', money(invoice.total)]],
    { boldLast: true },
  );
  out.row('Total', money(invoice.total));
  out.row('Paid', money(invoice.paid));
  out.row('Balance', money(invoice.balance));

  if (invoice.payments?.length) {
    out.heading('Payments');
    out.table(
      [
        { label: 'Date', width: 0.2 },
        { label: 'Method', width: 0.2 },
        { label: 'Reference', width: 0.35 },
        { label: 'Amount', width: 0.25, align: 'right' },
      ],
      invoice.payments.map((p) => [formatDate(p.paidOn), PAYMENT_METHOD_LABELS[p.method], p.reference ?? '-', money(p.amount)]),
    );
  }
  return doc.save();
}
