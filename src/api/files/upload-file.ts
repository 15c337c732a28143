import { uploadedFile, type UploadContentType, type UploadedFile, type UploadPurpose } from '../../../domain/entities/file';
import { envelope } from '../../../domain/entities/common';
import { requestWithProgress } from '../http';

const answer = envelope(uploadedFile);

export interface UploadFileInput {
  /** The bytes to send: the picked file, or its compressed copy. */
  file: Blob;
  fileName: string;
  contentType: UploadContentType;
  purpose: UploadPurpose;
}

/**
 * The multipart form of POST /files (domain/entities/file.ts). The fields
 * come before the file: the server learns the purpose's size limit before
 * the first byte of the file and streams the file straight to storage.
 */
export function uploadForm({ file, fileName, contentType, purpose }: UploadFileInput): FormData {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('fileName', fileName);
  // The part's type is the one the server checks the bytes against (a compressed copy may carry none).
  form.append('file', file.type === contentType ? file : new Blob([file], { type: contentType }), fileName);
  return form;
}

/** POST /files with upload progress; answers the stored file (fileKey, url). */
export async function uploadFile(input: UploadFileInput, options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {}): Promise<UploadedFile> {
  const res = await requestWithProgress('POST', 'files', uploadForm(input), { ...options, schema: answer });
  return res.payload;
}
