/** POST /api/files as the SPA sends it: a multipart form, the fields purpose and fileName first, then the file. */
import type { LightMyRequestResponse } from 'fastify';
import { bearer, type App } from './support';

export type FormEntry = [name: string, value: string | Blob, fileName?: string];

export const blobOf = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** A multipart/form-data body exactly as a browser's FormData sends it. */
export async function formBody(entries: FormEntry[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** What the SPA sends: purpose, fileName, then the file with the type the browser claims for it. */
export const imageEntries = (bytes: Buffer, type: string, purpose = 'listingPhoto', fileName = 'foto.png'): FormEntry[] => [
  ['purpose', purpose],
  ['fileName', fileName],
  ['file', blobOf(bytes, type), fileName],
];

export async function postForm(app: App, entries: FormEntry[], token: string | null): Promise<LightMyRequestResponse> {
  const { body, contentType } = await formBody(entries);
  return app.inject({ method: 'POST', url: '/api/files', payload: body, headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) } });
}
