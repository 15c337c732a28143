import { envelope } from '../../../domain/entities/common';
import { PDF_CONTENT_TYPE, uploadedFile, type UploadedFile } from '../../../domain/entities/file';
import { requestWithProgress } from '../http';

const answer = envelope(uploadedFile);

/**
 * POST /files for a PDF purpose (issue 19: a document, a magazine's PDF) with
 * upload progress. The server decides by the bytes (%PDF-), not by this type.
 */
export async function uploadPdf(
  input: { file: Blob; fileName: string; purpose: 'document' | 'magazinePdf' },
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedFile> {
  const form = new FormData();
  form.append('purpose', input.purpose);
  form.append('fileName', input.fileName);
  form.append('file', input.file.type === PDF_CONTENT_TYPE ? input.file : new Blob([input.file], { type: PDF_CONTENT_TYPE }), input.fileName);
  const res = await requestWithProgress('POST', 'files', form, { ...options, schema: answer });
  return res.payload;
}
