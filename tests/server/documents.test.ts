/**
 * The document center and the magazine (issue 19): an HQ admin uploads a PDF
 * (proven by its bytes: a PNG named x.pdf is refused at the field), files it
 * as a document, renames, recategorises and deletes it, each write audited;
 * the new document reaches the drawer of every other admin-HQ-plus user
 * through the jobs queue and opens /document-center. Magazine issues are
 * created with a cover and a PDF, edited, published, deleted. Nobody outside
 * admin-HQ-plus reads or writes either.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, documentItem } from '../../domain/document';
import { listPayload } from '../../domain/entities/common';
import { uploadedFile } from '../../domain/entities/file';
import { MAGAZINE_MESSAGES, magazineItem } from '../../domain/magazine';
import { notificationPath } from '../../domain/notifications';
import { ONLY_PDF } from '../../domain/upload';
import { auditEvents, documents, notifications, users } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed/demo-listings';
import { demoPdf } from '../../server/db/seed/demo-documents';
import { JOB_HANDLERS } from '../../server/services/job-handlers';
import { runDueJobs } from '../../server/services/jobs';
import { errorOf, fingerprintOf, listTables, payloadOf, requestsAs, signIn, startTestServer, type TestServer } from './support';
import { blobOf, postForm } from './upload-form';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);
const PNG = encodePng(8, 6, (x, y) => [x * 30, y * 40, 200]);
const tokens = new Map<string, string>();
const tokenOf = async (email: string) => tokens.get(email) ?? tokens.set(email, await signIn(server.app, email)).get(email)!;
const upload = async (email: string, bytes: Buffer, type: string, purpose: string, fileName: string) =>
  postForm(server.app, [['purpose', purpose], ['fileName', fileName], ['file', blobOf(bytes, type), fileName]], await tokenOf(email));
const uploaded = async (email: string, bytes: Buffer, type: string, purpose: string, fileName: string) => payloadOf(await upload(email, bytes, type, purpose, fileName), uploadedFile, 201);
const nothingWritten = async (requests: () => Promise<void>) => {
  const tables = await listTables(server.database);
  const before = await fingerprintOf(server.database, tables);
  await requests();
  expect(await fingerprintOf(server.database, tables)).toEqual(before);
};
const userIdOf = async (email: string) => (await server.database.db.select({ userId: users.userId }).from(users).where(eq(users.email, email)))[0]!.userId;

describe('PDF uploads', () => {
  it('accept a real PDF whatever type the browser claims, and refuse a PNG named x.pdf at the field, storing nothing', async () => {
    const pdf = await demoPdf('Test');
    const stored = await uploaded('admin_hq@demo.test', pdf, 'application/octet-stream', 'document', 'real.pdf');
    expect(stored).toMatchObject({ contentType: 'application/pdf', size: pdf.length, fileName: 'real.pdf' });
    const served = await server.app.inject({ method: 'GET', url: stored.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await nothingWritten(async () => {
      const refused = await upload('admin_hq@demo.test', PNG, 'application/pdf', 'document', 'x.pdf');
      expect(errorOf(refused, 400).fields).toEqual({ file: ONLY_PDF });
      expect(errorOf(await upload('admin_hq@demo.test', PNG, 'application/pdf', 'magazinePdf', 'x.pdf'), 400).fields).toEqual({ file: ONLY_PDF });
    });
    // An image purpose still takes images only: a PDF is no cover.
    expect(errorOf(await upload('admin_hq@demo.test', pdf, 'image/png', 'general', 'cover.png'), 400).fields).toEqual({ file: 'Only JPG and PNG images can be uploaded.' });
  });
});

describe('documents', () => {
  it('are listed newest first, by category and search; uploaded, renamed, recategorised and deleted, audited', async () => {
    const admin = await as('admin_hq@demo.test');
    const listed = payloadOf(await admin('GET', 'documents?limit=25'), listPayload(documentItem)).results;
    expect(listed.map((d) => d.title)).toEqual(['Listing Agreement Form', 'Office Opening Guidelines', 'Franchise Agreement Template', 'Brand Book 2026', 'Holiday Schedule']);
    expect(payloadOf(await admin('GET', 'documents?filterCategory=CONTRACT'), listPayload(documentItem)).results.map((d) => d.title)).toEqual(['Franchise Agreement Template']);
    expect(payloadOf(await admin('GET', 'documents?search=brand'), listPayload(documentItem)).results.map((d) => d.title)).toEqual(['Brand Book 2026']);

    const file = await uploaded('admin_hq@demo.test', await demoPdf('Commission'), 'application/pdf', 'document', 'commission-scheme.pdf');
    const created = payloadOf(await admin('POST', 'documents', { title: 'Commission Scheme', category: 'GUIDELINE', fileKey: file.fileKey }), documentItem, 201);
    expect(created).toMatchObject({ title: 'Commission Scheme', category: 'GUIDELINE', fileName: 'commission-scheme.pdf', url: file.url, size: file.size });
    const edited = payloadOf(await admin('PATCH', `documents/${created.documentId}`, { title: 'Commission Scheme 2027', category: 'CONTRACT' }), documentItem);
    expect(edited).toMatchObject({ title: 'Commission Scheme 2027', category: 'CONTRACT' });
    expect(payloadOf(await admin('DELETE', `documents/${created.documentId}`), documentItem).documentId).toBe(created.documentId);
    expect((await admin('PATCH', `documents/${created.documentId}`, { title: 'Gone' })).statusCode).toBe(404);
    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityType, 'document'), eq(auditEvents.entityId, created.documentId)));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('tells every other admin-HQ-plus user through the queue, an entry that opens /document-center', async () => {
    const admin = await as('admin_hq@demo.test');
    const file = await uploaded('admin_hq@demo.test', await demoPdf('Price list'), 'application/pdf', 'document', 'price-list.pdf');
    const created = payloadOf(await admin('POST', 'documents', { title: 'Price List', category: 'MARKETING', fileKey: file.fileKey }), documentItem, 201);
    const told = () => server.database.db.select().from(notifications).where(and(eq(notifications.feature, 'document'), eq(notifications.externalId, created.documentId)));
    expect(await told()).toEqual([]);
    await runDueJobs(server.database.db, JOB_HANDLERS, server.clock.now(), 'w1');
    const receivers = new Set((await told()).map((n) => n.receiverUserId));
    expect(receivers.has(await userIdOf('admin@demo.test'))).toBe(true);
    expect(receivers.has(await userIdOf('admin_manager@demo.test'))).toBe(true);
    expect(receivers.has(await userIdOf('admin_hq@demo.test'))).toBe(false);
    expect(receivers.has(await userIdOf('agent@demo.test'))).toBe(false);
    expect(receivers.has(await userIdOf('admin_finance_staff@demo.test'))).toBe(false);
    const [one] = await told();
    expect(one).toMatchObject({ title: DOCUMENT_MESSAGES.notificationTitle, message: DOCUMENT_MESSAGES.notificationMessage('Price List', 'Marketing') });
    expect(notificationPath({ requestData: { feature: one!.feature }, externalId: one!.externalId })).toBe('/document-center');
    // The job ran once: a second pass tells nobody again.
    await runDueJobs(server.database.db, JOB_HANDLERS, server.clock.now(), 'w2');
    expect((await told()).length).toBe(receivers.size);
  });

  it('refuses a missing title, an unknown category, another user’s file and an image at their fields, before any write', async () => {
    const admin = await as('admin_hq@demo.test');
    const image = await uploaded('admin_hq@demo.test', PNG, 'image/png', 'general', 'photo.png');
    const theirs = await uploaded('admin@demo.test', await demoPdf('Theirs'), 'application/pdf', 'document', 'theirs.pdf');
    const [taken] = await server.database.db.select({ fileKey: documents.fileKey }).from(documents).limit(1);
    await nothingWritten(async () => {
      expect(errorOf(await admin('POST', 'documents', { title: '  ', category: 'MEMO' }), 400).fields).toMatchObject({ title: 'Title is required.', category: 'Category is required.', fileKey: 'File key is required.' });
      expect(errorOf(await admin('POST', 'documents', { title: 'No file', category: 'FORM', fileKey: '' }), 400).fields).toEqual({ fileKey: DOCUMENT_MESSAGES.fileRequired });
      expect(errorOf(await admin('POST', 'documents', { title: 'Theirs', category: 'FORM', fileKey: theirs.fileKey }), 400).fields).toEqual({ fileKey: DOCUMENT_MESSAGES.fileNotYours });
      expect(errorOf(await admin('POST', 'documents', { title: 'Photo', category: 'FORM', fileKey: image.fileKey }), 400).fields).toEqual({ fileKey: DOCUMENT_MESSAGES.fileNotPdf });
      expect((await admin('DELETE', 'documents/no-such-document')).statusCode).toBe(404);
      expect(taken).toBeDefined();
    });
  });

  it('are read and written by admin-HQ-plus only', async () => {
    for (const email of ['agent@demo.test', 'franchise_owner@demo.test', 'admin_finance_staff@demo.test', 'admin_blog@demo.test']) {
      const other = await as(email);
      expect((await other('GET', 'documents')).statusCode).toBe(403);
      expect((await other('GET', 'magazines')).statusCode).toBe(403);
      expect((await other('POST', 'documents', { title: 'x', category: 'FORM', fileKey: 'x' })).statusCode).toBe(403);
    }
    expect((await (await as('admin_manager@demo.test'))('GET', 'documents')).statusCode).toBe(200);
  });
});

describe('magazines', () => {
  it('are listed by issue date; created with a cover and a PDF, edited, published, deleted, audited', async () => {
    const admin = await as('admin@demo.test');
    const listed = payloadOf(await admin('GET', 'magazines'), listPayload(magazineItem)).results;
    expect(listed.map((m) => m.status)).toEqual(['UNPUBLISH', 'PUBLISH', 'PUBLISH']);
    expect(payloadOf(await admin('GET', 'magazines?filterStatus=PUBLISH&search=october'), listPayload(magazineItem)).results.map((m) => m.title)).toEqual(['Genius Magazine — October 2026']);

    const cover = await uploaded('admin@demo.test', PNG, 'image/png', 'general', 'cover.png');
    const pdf = await uploaded('admin@demo.test', await demoPdf('December'), 'application/pdf', 'magazinePdf', 'december.pdf');
    const created = payloadOf(
      await admin('POST', 'magazines', { title: 'Genius Magazine — December 2026', issueDate: '2026-12-01', coverFileKey: cover.fileKey, pdfFileKey: pdf.fileKey, status: 'UNPUBLISH' }),
      magazineItem,
      201,
    );
    expect(created).toMatchObject({ coverUrl: cover.url, pdfUrl: pdf.url, pdfFileName: 'december.pdf', status: 'UNPUBLISH' });
    expect(payloadOf(await admin('PATCH', `magazines/${created.magazineId}`, { title: 'Genius Magazine — Year End' }), magazineItem).title).toBe('Genius Magazine — Year End');
    expect(payloadOf(await admin('PATCH', `magazines/${created.magazineId}`, { status: 'PUBLISH' }), magazineItem).status).toBe('PUBLISH');
    expect(payloadOf(await admin('GET', 'magazines?limit=1'), listPayload(magazineItem)).results[0]!.magazineId).toBe(created.magazineId);
    payloadOf(await admin('DELETE', `magazines/${created.magazineId}`), magazineItem);
    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityType, 'magazine'), eq(auditEvents.entityId, created.magazineId)));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'delete', 'status', 'update']);
  });

  it('refuses a missing field, a PDF as the cover and an image as the PDF at their fields, before any write', async () => {
    const admin = await as('admin@demo.test');
    const cover = await uploaded('admin@demo.test', PNG, 'image/png', 'general', 'cover.png');
    const pdf = await uploaded('admin@demo.test', await demoPdf('Issue'), 'application/pdf', 'magazinePdf', 'issue.pdf');
    await nothingWritten(async () => {
      expect(errorOf(await admin('POST', 'magazines', { title: '', issueDate: '', status: 'PUBLISH' }), 400).fields).toMatchObject({
        title: 'Title is required.',
        issueDate: 'Issue Date is required.',
        coverFileKey: 'Cover file key is required.',
        pdfFileKey: 'Pdf file key is required.',
      });
      expect(errorOf(await admin('POST', 'magazines', { title: 'X', issueDate: '2026-12-01', coverFileKey: '', pdfFileKey: '', status: 'PUBLISH' }), 400).fields).toEqual({
        coverFileKey: MAGAZINE_MESSAGES.coverRequired,
        pdfFileKey: MAGAZINE_MESSAGES.pdfRequired,
      });
      expect(errorOf(await admin('POST', 'magazines', { title: 'Swapped', issueDate: '2026-12-01', coverFileKey: pdf.fileKey, pdfFileKey: pdf.fileKey, status: 'PUBLISH' }), 400).fields).toEqual({ coverFileKey: MAGAZINE_MESSAGES.coverNotImage });
      expect(errorOf(await admin('POST', 'magazines', { title: 'Swapped', issueDate: '2026-12-01', coverFileKey: cover.fileKey, pdfFileKey: cover.fileKey, status: 'PUBLISH' }), 400).fields).toEqual({ pdfFileKey: MAGAZINE_MESSAGES.pdfNotPdf });
    });
  });
});
