/**
 * Demo document center and magazine (issue 19): a document in every category
 * (one with a name over 40 characters, shown cut), uploaded by the HQ admin,
 * and three magazine issues, two published and one unpublished, each with a
 * cover and a real PDF stored by the file service.
 */
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { DocumentCategory } from '../../../domain/document';
import type { MagazineStatus } from '../../../domain/magazine';
import type { Tx } from '../client';
import { documents, magazines, users } from '../schema';
import { storeFile } from '../../services/files';
import { newId } from '../../services/tokens';
import { encodePng } from './demo-listings';

const DAY = 86_400_000;

/** A one-page PDF with a title and a few lines (pdf-lib, no fonts to embed). */
export async function demoPdf(title: string, lines: readonly string[] = []): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  // Fixed dates: the same text gives the same bytes.
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 48, y: 780, size: 20, font: bold, color: rgb(0.16, 0.32, 0.64) });
  lines.forEach((line, i) => page.drawText(line, { x: 48, y: 740 - i * 18, size: 11, font }));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A 240×320 cover: a coloured band and a lighter page below it. */
export function demoCover(rgbTop: [number, number, number]): Buffer {
  return encodePng(120, 160, (_x, y) => (y < 48 ? rgbTop : [245, 245, 240]));
}

export const DEMO_DOCUMENTS: readonly { title: string; category: DocumentCategory; fileName: string; daysAgo: number }[] = [
  { title: 'Listing Agreement Form', category: 'FORM', fileName: 'listing-agreement-form.pdf', daysAgo: 2 },
  { title: 'Office Opening Guidelines', category: 'GUIDELINE', fileName: 'office-opening-guidelines-and-standard-operating-procedures-2026.pdf', daysAgo: 9 },
  { title: 'Franchise Agreement Template', category: 'CONTRACT', fileName: 'franchise-agreement.pdf', daysAgo: 20 },
  { title: 'Brand Book 2026', category: 'MARKETING', fileName: 'brand-book-2026.pdf', daysAgo: 35 },
  { title: 'Holiday Schedule', category: 'OTHER', fileName: 'holiday-schedule.pdf', daysAgo: 60 },
];

export const DEMO_MAGAZINES: readonly { title: string; monthsAgo: number; status: MagazineStatus; color: [number, number, number] }[] = [
  { title: 'Genius Magazine — November 2026', monthsAgo: 0, status: 'UNPUBLISH', color: [41, 81, 163] },
  { title: 'Genius Magazine — October 2026', monthsAgo: 1, status: 'PUBLISH', color: [21, 128, 61] },
  { title: 'Genius Magazine — September 2026', monthsAgo: 2, status: 'PUBLISH', color: [185, 28, 28] },
];

export async function seedDocumentsAndMagazines(tx: Tx, now: Date): Promise<void> {
  const [hq] = await tx.select({ userId: users.userId }).from(users).where(eq(users.email, 'admin_hq@demo.test'));
  const uploadedByUserId = hq?.userId ?? null;
  for (const d of DEMO_DOCUMENTS) {
    const createdAt = new Date(now.getTime() - d.daysAgo * DAY);
    const data = await demoPdf(d.title, ['Genius Property network — internal document.', `Category: ${d.category}`]);
    const fileKey = await storeFile(tx, { contentType: 'application/pdf', fileName: d.fileName, data, uploadedByUserId, createdAt });
    await tx.insert(documents).values({ documentId: newId(), title: d.title, category: d.category, fileKey, uploadedByUserId, createdAt, updatedAt: createdAt });
  }
  for (const m of DEMO_MAGAZINES) {
    // A day old at least: the demo uploads never count in the HQ admin's hourly upload quota.
    const createdAt = new Date(now.getTime() - (m.monthsAgo * 30 + 1) * DAY);
    const issueDate = new Date(Date.UTC(2026, 10 - m.monthsAgo, 1)).toISOString().slice(0, 10);
    const coverFileKey = await storeFile(tx, { contentType: 'image/png', fileName: `cover-${issueDate}.png`, data: demoCover(m.color), uploadedByUserId, createdAt });
    const pdf = await demoPdf(m.title, ['Top agents of the month', 'New offices', 'Market report']);
    const pdfFileKey = await storeFile(tx, { contentType: 'application/pdf', fileName: `genius-magazine-${issueDate}.pdf`, data: pdf, uploadedByUserId, createdAt });
    await tx.insert(magazines).values({ magazineId: newId(), title: m.title, issueDate, coverFileKey, pdfFileKey, status: m.status, createdByUserId: uploadedByUserId, createdAt, updatedAt: createdAt });
  }
}
