/**
 * Issue 19's scaled document center and magazine: 300 documents per factor
 * across the categories, uploaded by HQ admins over three years, and a monthly
 * magazine issue for ten years (120 per factor), most published. Files are not
 * scaled (UNSCALED_TABLES): every row points at the demo's PDFs and covers,
 * read in the generator's transaction before its first row.
 */
import { eq, like } from 'drizzle-orm';
import { DOCUMENT_CATEGORIES } from '../../../domain/document';
import { ROLE_GROUPS } from '../../../domain/roles';
import { newId } from '../../services/tokens';
import { documents, files, magazines } from '../schema';
import { chance, DAY, daysAgo, pick, type ScaleContext, type ScaleGenerator } from './scale-kit';

export const DOCUMENTS_PER_FACTOR = 300;
export const MAGAZINES_PER_FACTOR = 120;

const TOPICS = ['Listing Agreement', 'Commission Scheme', 'Office Standards', 'Open House Kit', 'Brand Guidelines', 'Buyer Checklist', 'Tenancy Contract', 'Training Module', 'Price Report', 'Code of Conduct'] as const;

const refs = { pdfKeys: [] as string[], coverKeys: [] as string[] };

const hqAdmins = (ctx: ScaleContext) => ctx.people.filter((p) => ROLE_GROUPS.adminHqPlus.includes(p.role)).map((p) => p.userId);

const readPdfs = async (tx: Parameters<NonNullable<ScaleGenerator['prepare']>>[0]) => {
  refs.pdfKeys = (await tx.select({ fileKey: files.fileKey }).from(files).where(eq(files.contentType, 'application/pdf')).orderBy(files.fileKey).limit(20)).map((f) => f.fileKey);
  return async () => undefined;
};
const readCovers = async (tx: Parameters<NonNullable<ScaleGenerator['prepare']>>[0]) => {
  await readPdfs(tx);
  refs.coverKeys = (await tx.select({ fileKey: files.fileKey }).from(files).where(like(files.fileName, 'cover-%')).orderBy(files.fileKey)).map((f) => f.fileKey);
  return async () => undefined;
};

function* documentRows(ctx: ScaleContext) {
  if (refs.pdfKeys.length === 0) return;
  const uploaders = hqAdmins(ctx);
  for (let i = 0; i < Math.round(DOCUMENTS_PER_FACTOR * ctx.factor); i++) {
    const createdAt = daysAgo(ctx, 3 * 365);
    yield {
      documentId: newId(),
      title: `${pick(ctx, TOPICS)} ${i + 1}`,
      category: pick(ctx, DOCUMENT_CATEGORIES),
      fileKey: pick(ctx, refs.pdfKeys),
      uploadedByUserId: uploaders.length ? pick(ctx, uploaders) : null,
      createdAt,
      updatedAt: chance(ctx, 0.2) ? new Date(createdAt.getTime() + 7 * DAY) : createdAt,
    };
  }
}

function* magazineRows(ctx: ScaleContext) {
  if (refs.pdfKeys.length === 0 || refs.coverKeys.length === 0) return;
  const count = Math.round(MAGAZINES_PER_FACTOR * ctx.factor);
  for (let i = 0; i < count; i++) {
    // Month by month backwards from ten years before the demo's issues, so the demo's stay the newest.
    const first = new Date(Date.UTC(2016, 7 - i, 1));
    const issueDate = first.toISOString().slice(0, 10);
    yield {
      magazineId: newId(),
      title: `Genius Magazine ${issueDate.slice(0, 7)} #${count - i}`,
      issueDate,
      coverFileKey: pick(ctx, refs.coverKeys),
      pdfFileKey: pick(ctx, refs.pdfKeys),
      status: chance(ctx, 0.9) ? ('PUBLISH' as const) : ('UNPUBLISH' as const),
      createdByUserId: null,
      createdAt: first,
      updatedAt: first,
    };
  }
}

export const DOCUMENT_GENERATORS: ScaleGenerator[] = [
  { table: documents, rows: documentRows, prepare: readPdfs },
  { table: magazines, rows: magazineRows, prepare: readCovers },
];
