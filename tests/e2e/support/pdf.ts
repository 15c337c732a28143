import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text a reader of the downloaded PDF sees, its pages joined. */
export async function pdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
