/**
 * One part of an upload form as it streams in: what server/http/multipart.ts
 * reads from a multipart body and server/services/files.ts stores. Neither
 * server/http nor server/services: both import it.
 */
export type FormPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; name: string; fileName: string; mimeType: string; bytes: AsyncIterable<Buffer> };
