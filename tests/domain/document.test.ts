import { describe, expect, it } from 'vitest';
import { createDocumentBody, DOCUMENT_MESSAGES, updateDocumentBody } from '../../domain/document';
import { isPdfPurpose, UPLOAD_MAX_MB } from '../../domain/entities/file';
import { DOCUMENT_COLUMNS, fileSizeText } from '../../domain/lists/documents';
import { createMagazineBody, MAGAZINE_MESSAGES } from '../../domain/magazine';
import { displayFileName, isPdfHeader } from '../../domain/upload';

const bytes = (text: string) => [...Buffer.from(text, 'latin1')];

describe('a PDF by its bytes', () => {
  it.each([
    ['%PDF-1.7\n', true],
    ['%PDF-', true],
    ['%PDF', false],
    ['\x89PNG\r\n\x1a\n', false],
    [' %PDF-1.4', false],
    ['', false],
  ])('%j is a PDF: %s', (head, expected) => expect(isPdfHeader(bytes(head))).toBe(expected));

  it('the document and magazine PDF purposes take PDFs of 10 MB; the image purposes do not', () => {
    expect([isPdfPurpose('document'), isPdfPurpose('magazinePdf'), isPdfPurpose('general'), isPdfPurpose('listingPhoto')]).toEqual([true, true, false, false]);
    expect([UPLOAD_MAX_MB.document, UPLOAD_MAX_MB.magazinePdf, UPLOAD_MAX_MB.general]).toEqual([10, 10, 2]);
  });
});

describe('documents', () => {
  it('need a title, a known category and the uploaded file, each at its field', () => {
    const issues = createDocumentBody.safeParse({ title: ' ', category: 'MEMO', fileKey: '' }).error!.issues;
    expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toEqual({ title: 'Title is required.', category: 'Category is required.', fileKey: DOCUMENT_MESSAGES.fileRequired });
    expect(updateDocumentBody.safeParse({ fileKey: 'k' }).success).toBe(false);
    expect(updateDocumentBody.parse({ title: '  Brand Book  ' })).toEqual({ title: 'Brand Book' });
  });

  it('show a long file name cut at 40 characters and sizes as people read them', () => {
    const name = 'office-opening-guidelines-and-standard-operating-procedures-2026.pdf';
    expect(displayFileName(name)).toHaveLength(40);
    expect(DOCUMENT_COLUMNS.find((c) => c.key === 'fileName')!.text({ fileName: name } as never)).toBe('office-opening-guidelines-and-standard-…');
    expect([fileSizeText(300), fileSizeText(48_000), fileSizeText(2_621_440)]).toEqual(['1 KB', '47 KB', '2.5 MB']);
  });
});

describe('magazine issues', () => {
  it('need a title, a real issue date, a cover and a PDF', () => {
    const issues = createMagazineBody.safeParse({ title: '', issueDate: '2026-02-30', coverFileKey: '', pdfFileKey: '', status: 'PUBLISH' }).error!.issues;
    expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      title: 'Title is required.',
      issueDate: 'Issue Date format is invalid.',
      coverFileKey: MAGAZINE_MESSAGES.coverRequired,
      pdfFileKey: MAGAZINE_MESSAGES.pdfRequired,
    });
  });
});
