import { uploadedFile, type UploadContentType, type UploadedFile, type UploadPurpose } from '../../../domain/entities/file';
import { requestWithProgress, type Envelope } from '../http';

export interface UploadFileInput {
  /** The bytes to send: the picked file, or its compressed copy. */
  file: Blob;
  fileName: string;
  contentType: UploadContentType;
  purpose: UploadPurpose;
}

/** The bytes as base64, for the JSON body of POST /files (domain/entities/file.ts). */
export function toBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** POST /files with upload progress; answers the stored file (fileKey, url). */
export async function uploadFile(
  { file, fileName, contentType, purpose }: UploadFileInput,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  const data = await toBase64(file);
  const res = await requestWithProgress<Envelope<unknown>>('POST', 'files', { fileName, contentType, purpose, data }, options);
  return uploadedFile.parse(res.payload);
}
