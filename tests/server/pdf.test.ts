/**
 * The listing PDF of the document service (§7 pdf/listing/{listingId}): what
 * a client receives from the agent who masked the listing. Read back with
 * unpdf (text) and pdf-lib (pages, images): labels in the language asked,
 * title, price, specifications, photos, the description as text across
 * pages, the sharing agent's contact and nothing of the listing agent's.
 */
import { inflateSync } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMasking } from '../../domain/entities/listing-masking';
import { listingAgentEmail, listingPrice } from '../../domain/listing';
import { MASKING_REFUSAL_MESSAGES, pdfFileName } from '../../domain/masking';
import { ERROR_CODES, MESSAGES } from '../../domain/messages';
import { listingMaskingHistories, listings, users } from '../../server/db/schema';
import { DEMO_OFFICES } from '../../server/db/seed/demo';
import { fileUrl, storeFile } from '../../server/services/files';
import { demoPerson, insertListing, insertLookup, insertPhotos, missingPhoto, type DemoPerson, type ListingRow } from './listing-fixtures';
import { encodePng, greyAt, rgbAt, type PngSpec } from './png-fixtures';
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

/** The image XObjects' dictionaries and bytes, in the order of their objects. */
function imageStreams(doc: PDFDocument): PDFRawStream[] {
  const streams: PDFRawStream[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) streams.push(object);
  }
  return streams;
}

const numberIn = (dict: PDFDict | undefined, key: string): number | undefined => dict?.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber();

/** A listing of the listing agent's whose photos are these PNGs, masked by the sharer. */
async function maskedListingWith(pngs: Buffer[], pdfOrientation: 'PORTRAIT' | 'LANDSCAPE'): Promise<ListingRow> {
  const db = server.database.db;
  const photos = [];
  for (const [i, data] of pngs.entries()) {
    const key = await storeFile(db, { contentType: 'image/png', fileName: `kind-${i}.png`, data });
    photos.push({ key, url: fileUrl(key) });
  }
  const listing = await insertListing(db, listingAgent, { photos, pdfOrientation });
  payloadOf(await post('agent@demo.test', '/api/listing-maskings', { employeeId: sharer.employeeId, listingId: listing.listingId }), listingMasking, 201);
  return listing;
}

/**
 * pdf.js (inside unpdf) copies font data with ArrayBuffer's
 * transferToFixedLength, which Node 20 lacks: a page with text then gives no
 * operator list, hence no pictures. A copy does what a reader needs of it.
 */
function givePdfjsTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
  if (proto.transferToFixedLength) return;
  Object.defineProperty(proto, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

/** Where the pictures a reader (pdf.js) draws differ from what was meant: [] when each has the size and every pixel's colour. */
async function picturesOff(bytes: Buffer, expected: { width: number; height: number; rgbAt: (x: number, y: number) => readonly number[] }[]): Promise<string[]> {
  givePdfjsTransferToFixedLength();
  const pictures = await extractImages(new Uint8Array(bytes), 1);
  if (pictures.length !== expected.length) return [`${pictures.length} pictures, not ${expected.length}`];
  return pictures.flatMap((picture, i) => {
    const want = expected[i]!;
    if (picture.width !== want.width || picture.height !== want.height) return [`picture ${i}: ${picture.width}×${picture.height}, not ${want.width}×${want.height}`];
    const off: string[] = [];
    for (let y = 0; y < want.height; y++) {
      for (let x = 0; x < want.width; x++) {
        const at = (y * want.width + x) * picture.channels;
        const drawn = picture.channels < 3 ? [picture.data[at]!, picture.data[at]!, picture.data[at]!] : [...picture.data.subarray(at, at + 3)];
        if (drawn.join() !== want.rgbAt(x, y).join()) off.push(`picture ${i} (${x},${y}): ${drawn.join()} not ${want.rgbAt(x, y).join()}`);
      }
    }
    return off.slice(0, 3);
  });
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

  it("draws a 'No photo' box where the photos go when none can be drawn: none at all, or only one whose file is gone", async () => {
    for (const photos of [[], [missingPhoto()]]) {
      const listing = await insertListing(server.database.db, listingAgent, { title: 'Tanah Kosong Tanpa Foto', photos });
      payloadOf(await post('agent@demo.test', '/api/listing-maskings', { employeeId: sharer.employeeId, listingId: listing.listingId }), listingMasking, 201);
      for (const [lang, words, other] of [
        ['en', 'No photo', 'Tidak ada foto'],
        ['id', 'Tidak ada foto', 'No photo'],
      ] as const) {
        const res = await pdfOf('agent@demo.test', listing.listingId, queryFor(listing, lang));
        expect(res.statusCode).toBe(200);
        const text = await textOf(res.rawPayload);
        expect(text).toContain(words);
        expect(text).not.toContain(other);
        expect(imagesIn(await PDFDocument.load(res.rawPayload))).toBe(0);
      }
    }
    // A listing with photos has none of it.
    expect(await textOf((await pdfOf('agent@demo.test', portrait.listingId, queryFor(portrait, 'en'))).rawPayload)).not.toContain('No photo');
  });

  it('draws a document again when anything in it changed (the title, the sharer’s phone), and otherwise sends the same bytes', async () => {
    const db = server.database.db;
    const ask = () => pdfOf('agent@demo.test', portrait.listingId, queryFor(portrait, 'en'));
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(Buffer.compare((await ask()).rawPayload, first.rawPayload)).toBe(0);
    const [before] = await db.select({ title: listings.title }).from(listings).where(eq(listings.listingId, portrait.listingId));
    const [who] = await db.select({ phone: users.phone }).from(users).where(eq(users.userId, sharer.userId));
    try {
      await db.update(listings).set({ title: 'Rumah baru di judul yang berubah' }).where(eq(listings.listingId, portrait.listingId));
      const retitled = await textOf((await ask()).rawPayload);
      expect(retitled).toContain('Rumah baru di judul yang berubah');
      await db.update(users).set({ phone: '+62 811 0000 4242' }).where(eq(users.userId, sharer.userId));
      expect(await textOf((await ask()).rawPayload)).toContain('+62 811 0000 4242');
    } finally {
      await db.update(listings).set({ title: before!.title }).where(eq(listings.listingId, portrait.listingId));
      await db.update(users).set({ phone: who!.phone }).where(eq(users.userId, sharer.userId));
    }
    expect(Buffer.compare((await ask()).rawPayload, first.rawPayload)).toBe(0);
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

describe('GET pdf/listing/{listingId} photos', () => {
  it("writes an RGB or grey PNG's compressed data as it is, FlateDecode with the PNG predictors, and a reader draws every pixel of it", async () => {
    const rgbPng: PngSpec = { width: 16, height: 12, colorType: 2, pixel: rgbAt, idatChunks: 3 };
    const greyPng: PngSpec = { width: 10, height: 6, colorType: 0, pixel: (x, y) => [greyAt(x, y)] };
    for (const [orientation, lang] of [
      ['PORTRAIT', 'id'],
      ['LANDSCAPE', 'en'],
    ] as const) {
      const listing = await maskedListingWith([encodePng(rgbPng), encodePng(greyPng)], orientation);
      const res = await pdfOf('agent@demo.test', listing.listingId, queryFor(listing, lang));
      expect(res.statusCode).toBe(200);

      const streams = imageStreams(await PDFDocument.load(res.rawPayload));
      expect(streams.map((s) => [numberIn(s.dict, 'Width'), numberIn(s.dict, 'Height')])).toEqual([
        [16, 12],
        [10, 6],
      ]);
      for (const [stream, colors, png] of [
        [streams[0]!, 3, rgbPng],
        [streams[1]!, 1, greyPng],
      ] as const) {
        expect(stream.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
        const parms = stream.dict.lookupMaybe(PDFName.of('DecodeParms'), PDFDict);
        expect({ predictor: numberIn(parms, 'Predictor'), colors: numberIn(parms, 'Colors'), bits: numberIn(parms, 'BitsPerComponent'), columns: numberIn(parms, 'Columns') }).toEqual({
          predictor: 15,
          colors,
          bits: 8,
          columns: png.width,
        });
        // Still the PNG's rows behind its filter bytes (0–4 in turn): nothing decoded, nothing compressed again.
        const rows = inflateSync(stream.contents);
        expect(rows.length).toBe(png.height * (1 + png.width * colors));
        expect([0, 1, 2, 3, 4].map((y) => rows[y * (1 + png.width * colors)])).toEqual([0, 1, 2, 3, 4]);
      }
      expect(
        await picturesOff(res.rawPayload, [
          { width: 16, height: 12, rgbAt },
          { width: 10, height: 6, rgbAt: (x, y) => [greyAt(x, y), greyAt(x, y), greyAt(x, y)] },
        ]),
      ).toEqual([]);
    }
  });

  it('has pdf-lib decode the PNGs that cannot pass as they are (Adam7, alpha, a palette), and a reader still draws every pixel', async () => {
    const palette = [
      [200, 30, 30],
      [30, 200, 30],
      [30, 30, 200],
    ] as const;
    const listing = await maskedListingWith(
      [
        encodePng({ width: 13, height: 11, colorType: 2, interlaced: true, pixel: rgbAt }),
        encodePng({ width: 9, height: 7, colorType: 6, pixel: (x, y) => [...rgbAt(x, y), 255] }),
        encodePng({ width: 8, height: 5, colorType: 4, pixel: (x, y) => [greyAt(x, y), 255] }),
        encodePng({ width: 6, height: 4, colorType: 3, palette, pixel: (x, y) => [(x + y) % 3] }),
      ],
      'PORTRAIT',
    );
    const res = await pdfOf('agent@demo.test', listing.listingId, queryFor(listing, 'en'));
    expect(res.statusCode).toBe(200);

    const streams = imageStreams(await PDFDocument.load(res.rawPayload));
    expect(streams).toHaveLength(4);
    for (const stream of streams) expect(stream.dict.get(PDFName.of('DecodeParms'))).toBeUndefined();
    expect(
      await picturesOff(res.rawPayload, [
        { width: 13, height: 11, rgbAt },
        { width: 9, height: 7, rgbAt },
        { width: 8, height: 5, rgbAt: (x, y) => [greyAt(x, y), greyAt(x, y), greyAt(x, y)] },
        { width: 6, height: 4, rgbAt: (x, y) => palette[(x + y) % 3]! },
      ]),
    ).toEqual([]);
  });

  it('leaves out a photo that will not embed and draws the next one in its place, up to four', async () => {
    const broken = encodePng({ width: 4, height: 4, colorType: 6, pixel: () => [1, 2, 3, 4] }).subarray(0, 40);
    const pngs = [broken, ...[0, 1, 2, 3, 4].map((i) => encodePng({ width: 5 + i, height: 3, colorType: 2, pixel: rgbAt }))];
    const listing = await maskedListingWith(pngs, 'LANDSCAPE');
    const res = await pdfOf('agent@demo.test', listing.listingId, queryFor(listing, 'en'));
    expect(res.statusCode).toBe(200);
    const streams = imageStreams(await PDFDocument.load(res.rawPayload));
    expect(streams.map((s) => numberIn(s.dict, 'Width'))).toEqual([5, 6, 7, 8]);
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
