import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The browser's XMLHttpRequest (uploads report progress through it), played by the test: it records and answers when told. */
export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: string | FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  get json() {
    if (typeof this.body !== 'string') throw new Error('the request body is not JSON');
    return JSON.parse(this.body) as Record<string, unknown>;
  }
  /** A multipart body (an upload): the names of its parts in the order sent, its text fields, and its file. */
  get form(): { names: string[]; fields: Record<string, string>; file: File } {
    if (!(this.body instanceof FormData)) throw new Error('the request body is not a FormData');
    const entries = [...this.body.entries()];
    const file = entries.find(([, value]) => typeof value !== 'string')?.[1];
    if (!(file instanceof File)) throw new Error('the form carries no file');
    return { names: entries.map(([name]) => name), fields: Object.fromEntries(entries.filter(([, value]) => typeof value === 'string')) as Record<string, string>, file };
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** The upload the page sent, once it is on its way (the file is read first). */
export async function sentUpload(count = 1): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.all.filter((x) => x.body !== null)).toHaveLength(count));
  return FakeXhr.all[count - 1] as FakeXhr;
}

export const stored = (fileKey: string, fileName: string) => ({
  payload: { fileKey, url: `/api/files/${fileKey}`, fileName, contentType: 'image/jpeg', size: 1234 },
});

/** A Blob's bytes (jsdom's Blob has no arrayBuffer()). */
export function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

export const image = (name: string, bytes = 100, type = 'image/jpeg') => new File([new Uint8Array(bytes).fill(7)], name, { type });
