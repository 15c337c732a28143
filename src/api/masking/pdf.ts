import type { PdfListingQuery } from '../../../domain/entities/listing-masking';
import { pdfDocumentPath } from '../../../domain/masking';
import { API_BASE, getBlob } from '../http';

/** The document service's base (§7): VITE_DOC_BASE, else the API, which serves pdf/listing itself. */
export const DOC_BASE: string = (import.meta.env.VITE_DOC_BASE as string | undefined) ?? API_BASE;

/** GET pdf/listing/{listingId}?lang&listingCode&employeeId as a blob. */
export function getListingPdf(listingId: string, query: PdfListingQuery, signal?: AbortSignal): Promise<Blob> {
  return getBlob(pdfDocumentPath(listingId), { query: { ...query }, base: DOC_BASE, signal });
}
