/**
 * Sending a generated document as a download: the listing PDF and the invoice
 * PDF answer the same way.
 */
import type { FastifyReply } from 'fastify';

/** RFC 6266: an ASCII fallback name plus the exact name in UTF-8 (titles are Indonesian text). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A PDF download, never cached (it carries what only its caller may see). */
export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string): FastifyReply {
  return reply.header('content-type', 'application/pdf').header('content-disposition', attachment(fileName)).header('cache-control', 'no-store').send(Buffer.from(bytes));
}
