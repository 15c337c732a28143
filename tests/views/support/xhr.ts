import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The browser's XMLHttpRequest (uploads report progress through it), played by the test: it records and answers when told. */
export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | null = null;
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
  send(body: string) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  get json() {
    return JSON.parse(this.body ?? 'null') as Record<string, unknown>;
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

export const image = (name: string, bytes = 100, type = 'image/jpeg') => new File([new Uint8Array(bytes).fill(7)], name, { type });
