import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { invoice, type Invoice, type invoicesQuery, type RecordPaymentInput } from '../../../domain/invoice';
import { getBlob, http, type QueryParams } from '../http';

export type InvoicesParams = Partial<QueryParams<typeof invoicesQuery>>;
/** HQ calls the invoice routes unprefixed, everyone else under office/ (invoicePrefix). */
export type InvoicePrefix = '' | 'office/';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (params: Record<string, unknown>) => [...invoiceKeys.all, 'list', params] as const,
  detail: (prefix: string, invoiceId: string) => [...invoiceKeys.all, 'detail', prefix, invoiceId] as const,
};

const one = envelope(invoice);
const page = envelope(listPayload(invoice));

/** GET [office/]invoices: a page of /invoice. */
export async function listInvoices(prefix: InvoicePrefix, params: InvoicesParams, signal?: AbortSignal): Promise<ListPayload<Invoice>> {
  return (await http.get(`${prefix}invoices`, { query: { ...params }, signal, schema: page })).payload;
}

export const invoicesQueryOptions = (prefix: InvoicePrefix, params: InvoicesParams) =>
  queryOptions({ queryKey: invoiceKeys.list({ prefix, ...params }), queryFn: ({ signal }) => listInvoices(prefix, params, signal) });

export const useInvoices = (prefix: InvoicePrefix, params: InvoicesParams) => useQuery({ ...invoicesQueryOptions(prefix, params), placeholderData: keepPreviousData });

/** GET [office/]invoices/{invoiceId}: one invoice with its lines and payments. */
export const useInvoice = (prefix: InvoicePrefix, invoiceId: string) =>
  useQuery({
    queryKey: invoiceKeys.detail(prefix, invoiceId),
    queryFn: async ({ signal }) => (await http.get(`${prefix}invoices/${encodeURIComponent(invoiceId)}`, { signal, schema: one })).payload,
  });

/** POST invoices/{invoiceId}/payments (HQ finance). */
export function useRecordPayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecordPaymentInput) => (await http.post(`invoices/${encodeURIComponent(invoiceId)}/payments`, body, { schema: one })).payload,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

/** GET [office/]invoices/{invoiceId}/pdf: the invoice as a PDF blob. */
export function getInvoicePdf(prefix: InvoicePrefix, invoiceId: string): Promise<Blob> {
  return getBlob(`${prefix}invoices/${encodeURIComponent(invoiceId)}/pdf`);
}
