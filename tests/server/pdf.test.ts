/**
 * The listing PDF of the document service (§7 pdf/listing/{listingId}): what
 * a client receives from the agent who masked the listing. Read back with
 * unpdf (text) and pdf-lib (pages, images): labels in the language asked,
 * title, price, specifications, photos, the description as text across
 * pages, the sharing agent's contact and nothing of the listing agent's.
 */
import { count } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMasking } from '../../domain/entities/listing-masking';
import { listingAgentEmail, listingPrice } from '../../domain/listing';
import { MASKING_REFUSAL_MESSAGES, pdfFileName } from '../../domain/masking';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { listingMaskingHistories } from '../../server/db/schema';
import { DEMO_OFFICES } from '../../server/db/seed';
import { demoPerson, insertListing, insertLookup, insertPhotos, missingPhoto, type DemoPerson, type ListingRow } from './listing-fixtures';
import { bearer, errorOf, fingerprintOf, listTables, payloadOf, signIn, startTestServer, type TestServer } from './support';

let server: TestServer;
const tokens = new Map<string, string>();
let sharer: DemoPerson;
let listingAgent: DemoPerson;
let names: { part: string; propertyType: string; certificate: string };
/** Masked by the sharer: LANDSCAPE, a monthly rent, two stored photos and one whose file is gone, a description of many pages. */
let landscape: ListingRow;
/** Masked by the sharer: PORTRAIT, a title the standard fonts cannot fully write. */
let portrait: ListingRow;
/** Not masked by anyone. */
let unmasked: ListingRow;

const LAST_PARAGRAPH = 'Penutup: hubungi kami untuk survei lokasi.';
const PARAGRAPHS = Array.from({ length: 90 }, (_, i) => `<p>Paragraf ${i + 1}: rumah luas &amp; terang, <b>dekat</b> sekolah dan pasar.</p>`);

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  sharer = await demoPerson(db, 'agent@demo.test');
  listingAgent = await demoPerson(db, 'umar.hakim@demo.test');
  const suffix = Date.now().toString(36);
  names = { part: `Rumah Tapak ${suffix}`, propertyType: `Residensial ${suffix}`, certificate: `SHM ${suffix}` };
  const lookups = {
    listingPartId: await insertLookup(db, 'part', names.part),
    listingPropertyTypeId: await insertLookup(db, 'propertyType', names.propertyType),
    listingCertificateTypeId: await insertLookup(db, 'certificateType', names.certificate),
  };
  landscape = await insertListing(db, listingAgent, {
    ...lookups,
    title: 'Rumah Asri Dago Pakar',
    sellOrRent: 'rent',
    defaultPriceFreq: 'monthly',
    price: 15_000_000,
    pdfOrientation: 'LANDSCAPE',
    buildingArea: 120,
    landArea: 150,
    buildingFace: 'north',
    numberOfFloor: 2,
    mainBedroom: 3,
    mainBathroom: 2,
    facilities: [
      { facilityName: 'Carport', total: 2 },
      { facilityName: 'Taman', total: 3 },
    ],
    description: [...PARAGRAPHS, `<p>${LAST_PARAGRAPH}</p>`].join(''),
    photos: [...(await insertPhotos(db, 2)), missingPhoto()],
  });
  portrait = await insertListing(db, listingAgent, { title: 'Rumah 🏠 Ñandú 東京', pdfOrientation: 'PORTRAIT', photos: await insertPhotos(db, 1) });
  unmasked = await insertListing(db, listingAgent);

  for (const email of ['agent@demo.test', 'umar.hakim@demo.test', 'admin@demo.test']) tokens.set(email, await signIn(server.app, email));
  for (const listing of [landscape, portrait]) {
    payloadOf(await post('agent@demo.test', '/api/listing-maskings', { employeeId: sharer.employeeId, listingId: listing.listingId }), listingMasking, 201);
  }
});
afterAll(async () => {
  await server?.close();
});

const post = (email: string, url: string, payload: object) => server.app.inject({ method: 'POST', url, payload, headers: bearer(tokens.get(email)!) });

function pdfOf(email: string | null, listingId: string, query: Record<string, string>) {
  const url = `/api/pdf/listing/${listingId}?${new URLSearchParams(query)}`;
  return server.app.inject({ method: 'GET', url, headers: email ? bearer(tokens.get(email)!) : {} });
}
const queryFor = (listing: ListingRow, lang: string) => ({ lang, listingCode: listing.listingCode, employeeId: sharer.employeeId });

async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/** Image XObjects in the file: what a reader would draw as pictures. */
function imagesIn(doc: PDFDocument): number {
  let images = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : undefined;
    if (dict?.get(PDFName.of('Subtype')) === PDFName.of('Image')) images++;
  }
  return images;
}

const LABELS = {
  en: ['Price', 'Specifications', 'Building Area', 'Land Area', 'Bedrooms', 'Bathrooms', 'Facilities', 'Description', 'Contact'],
  id: ['Harga', 'Spesifikasi', 'Luas Bangunan', 'Luas Tanah', 'Kamar Tidur', 'Kamar Mandi', 'Fasilitas', 'Deskripsi', 'Hubungi'],
} as const;

describe('GET pdf/listing/{listingId}', () => {
  for (const [lang, other] of [
    ['en', 'id'],
    ['id', 'en'],
  ] as const) {
    it(`writes the listing in ${lang}: labels, title, price, specifications and the sharer's contact, none of the listing agent's`, async () => {
      const res = await pdfOf('agent@demo.test', landscape.listingId, queryFor(landscape, lang));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(pdfFileName(landscape.title))}`);

      const text = await textOf(res.rawPayload);
      for (const label of LABELS[lang]) expect(text, label).toContain(label);
      for (const label of LABELS[other]) expect(text, `${other} label in ${lang}`).not.toContain(label);

      expect(text).toContain(landscape.title);
      expect(text).toContain(listingPrice({ price: 15_000_000, sellOrRent: 'rent', defaultPriceFreq: 'monthly' }));
      expect(text).toContain('Rp 15.000.000/bln');
      for (const value of [names.part, names.propertyType, names.certificate, '120 m²', '150 m²', 'Carport', 'Taman']) expect(text, value).toContain(value);

      const sharerEmail = listingAgentEmail(sharer) ?? sharer.email;
      for (const contact of [sharer.name, sharer.phone!, sharerEmail, DEMO_OFFICES.jakartaSelatan.officeName]) expect(text, contact).toContain(contact);
      for (const hidden of [listingAgent.name, listingAgent.phone, listingAgent.email, listingAgent.geniusEmail, listingAgent.privateEmail]) {
        if (hidden) expect(text, 'listing agent contact').not.toContain(hidden);
      }
    });
  }

  it('draws the stored photos, skips one whose file is gone, and writes the description as text over as many pages as it needs', async () => {
    const res = await pdfOf('agent@demo.test', landscape.listingId, queryFor(landscape, 'id'));
    const doc = await PDFDocument.load(res.rawPayload);
    expect(imagesIn(doc)).toBe(2);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    for (const page of doc.getPages()) expect(page.getWidth()).toBeGreaterThan(page.getHeight());

    const text = await textOf(res.rawPayload);
    expect(text).toContain('Paragraf 1: rumah luas & terang, dekat sekolah');
    expect(text).toContain(LAST_PARAGRAPH);
    for (const markup of ['<p>', '<b>', '&amp;']) expect(text).not.toContain(markup);
  });

  it('follows a PORTRAIT listing, and writes a title with characters outside the standard fonts instead of failing', async () => {
    const res = await pdfOf('agent@demo.test', portrait.listingId, queryFor(portrait, 'en'));
    expect(res.statusCode).toBe(200);
    const doc = await PDFDocument.load(res.rawPayload);
    const { width, height } = doc.getPage(0).getSize();
    expect(height).toBeGreaterThan(width);
    expect(imagesIn(doc)).toBe(1);
    expect(await textOf(res.rawPayload)).toContain('Ñandú');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(pdfFileName(portrait.title))}`);
  });

  it('only renders: the share history is the SPA’s POST, so nothing is written', async () => {
    const db = server.database.db;
    const tables = await listTables(server.database);
    const before = await fingerprintOf(server.database, tables);
    const [histories] = await db.select({ n: count() }).from(listingMaskingHistories);
    expect((await pdfOf('agent@demo.test', landscape.listingId, queryFor(landscape, 'en'))).statusCode).toBe(200);
    expect(await fingerprintOf(server.database, tables)).toEqual(before);
    expect((await db.select({ n: count() }).from(listingMaskingHistories))[0]!.n).toBe(histories!.n);
  });
});

describe('GET pdf/listing/{listingId} refusals', () => {
  it('refuses another agent, even the listing agent, and asking as someone else', async () => {
    errorOf(await pdfOf('umar.hakim@demo.test', landscape.listingId, queryFor(landscape, 'en')), 403, ERROR_CODES.forbidden);
    const asUmar = { ...queryFor(landscape, 'en'), employeeId: listingAgent.employeeId };
    errorOf(await pdfOf('agent@demo.test', landscape.listingId, asUmar), 403, ERROR_CODES.forbidden);
  });

  it("refuses non-agents with 'Only agent can do this action' and anonymous callers", async () => {
    expect(errorOf(await pdfOf('admin@demo.test', landscape.listingId, queryFor(landscape, 'en')), 403, ERROR_CODES.forbidden).message).toBe(MESSAGES.onlyAgent);
    errorOf(await pdfOf(null, landscape.listingId, queryFor(landscape, 'en')), 403, ERROR_CODES.unauthorized);
  });

  it('refuses a listing the agent has not masked', async () => {
    const err = errorOf(await pdfOf('agent@demo.test', unmasked.listingId, queryFor(unmasked, 'en')), 400, ERROR_CODES.validation);
    expect(err.message).toBe(MASKING_REFUSAL_MESSAGES.notMasked);
  });

  it('refuses a bad language, a missing or wrong listing code and a missing employee, naming the field', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const err = errorOf(await pdfOf('agent@demo.test', landscape.listingId, query), 400, ERROR_CODES.validation);
      expect(err.fields, JSON.stringify(query)).toHaveProperty(field);
    };
    const { listingCode, employeeId } = queryFor(landscape, 'en');
    await bad({ lang: 'fr', listingCode, employeeId }, 'lang');
    await bad({ lang: 'en', employeeId }, 'listingCode');
    await bad({ lang: 'en', listingCode: portrait.listingCode, employeeId }, 'listingCode');
    await bad({ lang: 'en', listingCode }, 'employeeId');
  });

  it('answers 404 for a listing that does not exist', async () => {
    errorOf(await pdfOf('agent@demo.test', 'no-such-listing', queryFor(landscape, 'en')), 404, ERROR_CODES.notFound);
  });
});
