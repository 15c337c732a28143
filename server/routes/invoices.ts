/**
 * Invoices (issue 18, §7's style): HQ unprefixed, everyone else under
 * office/, scoped to their offices (or, for an agent, their closings');
 * payments recorded by HQ finance; the invoice as a PDF. Thin: schemas from domain/invoice.ts.
 */
import { envelope } from '../../domain/entities/common';
import { invoice, invoiceIdParams, invoicePdfFileName, invoicesQuery, recordPaymentBody } from '../../domain/invoice';
import { INVOICE_COLUMNS } from '../../domain/lists/invoices';
import { sendPdf } from '../http/download';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { renderInvoicePdf } from '../services/invoice-pdf';
import { getInvoice, listInvoices, recordPayment } from '../services/invoices';

const answer = envelope(invoice);

export const invoiceRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  for (const prefix of ['', '/office'] as const) {
    listRoute(fastify, {
      url: `${prefix}/invoices`,
      querystring: invoicesQuery,
      item: invoice,
      columns: INVOICE_COLUMNS,
      screen: 'invoices',
      read: (request, q) => listInvoices(db, callerOf(request), q),
    });
    app.get(`${prefix}/invoices/:invoiceId`, { schema: { params: invoiceIdParams, response: { 200: answer } } }, async (request) => ({
      payload: await getInvoice(db, callerOf(request), request.params.invoiceId),
    }));
    // The invoice as a document, to whoever may read the invoice (404 outside their scope, like the detail).
    app.get(`${prefix}/invoices/:invoiceId/pdf`, { schema: { params: invoiceIdParams } }, async (request, reply) => {
      const found = await getInvoice(db, callerOf(request), request.params.invoiceId);
      return sendPdf(reply, await renderInvoicePdf(found), invoicePdfFileName(found.invoiceNumber));
    });
  }
  app.post('/invoices/:invoiceId/payments', { schema: { params: invoiceIdParams, body: recordPaymentBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await recordPayment(db, callerOf(request), request.params.invoiceId, request.body, services.now()) };
  });
};
