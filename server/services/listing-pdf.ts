/**
 * The listing PDF of the document service (§7 pdf/listing/{listingId}): a
 * masked listing as the sharing agent hands it to a client — title, price,
 * photos, specifications, description as text and the sharing agent's
 * contact; nothing of the listing agent. A4 in the listing's pdfOrientation,
 * labels in Indonesian or English.
 */
import { PageSizes, PDFDocument, type PDFImage } from 'pdf-lib';
import type { PdfLanguage } from '../../domain/entities/listing-masking';
import type { BuildingFace, PdfOrientation } from '../../domain/entities/listing';
import { facilitiesTotal, listingPrice } from '../../domain/listing';
import { stripHtml } from '../../domain/validation';
import type { Executor } from '../db/client';
import { fileKeyOfUrl, readStoredFiles } from './files';
import type { ObjectStore } from './object-store';
import type { ShareContext } from './listing-masking';
import { embedPngPassthrough, pngPassthrough } from './pdf-png';
import { ACCENT, drawnOnce, MUTED, newWriter, pdfSafe } from './pdf-writer';

const LABELS = {
  id: {
    price: 'Harga',
    sell: 'Dijual',
    rent: 'Disewakan',
    specifications: 'Spesifikasi',
    part: 'Jenis Properti',
    propertyType: 'Tipe Properti',
    certificate: 'Sertifikat',
    buildingArea: 'Luas Bangunan',
    landArea: 'Luas Tanah',
    buildingFace: 'Hadap',
    floors: 'Jumlah Lantai',
    bedrooms: 'Kamar Tidur',
    bathrooms: 'Kamar Mandi',
    housekeepBedrooms: 'Kamar Tidur ART',
    housekeepBathrooms: 'Kamar Mandi ART',
    location: 'Lokasi',
    facilities: 'Fasilitas',
    description: 'Deskripsi',
    contact: 'Hubungi',
    phone: 'Telepon',
    email: 'Email',
    office: 'Kantor',
    total: 'Total',
    noPhoto: 'Tidak ada foto',
  },
  en: {
    price: 'Price',
    sell: 'For sale',
    rent: 'For rent',
    specifications: 'Specifications',
    part: 'Property Part',
    propertyType: 'Property Type',
    certificate: 'Certificate',
    buildingArea: 'Building Area',
    landArea: 'Land Area',
    buildingFace: 'Facing',
    floors: 'Number of Floors',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    housekeepBedrooms: 'Housekeeper Bedrooms',
    housekeepBathrooms: 'Housekeeper Bathrooms',
    location: 'Location',
    facilities: 'Facilities',
    description: 'Description',
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    office: 'Office',
    total: 'Total',
    noPhoto: 'No photo',
  },
} as const satisfies Record<PdfLanguage, Record<string, string>>;

const FACES: Record<PdfLanguage, Record<BuildingFace, string>> = {
  id: { north: 'Utara', north_east: 'Timur Laut', east: 'Timur', south_east: 'Tenggara', south: 'Selatan', south_west: 'Barat Daya', west: 'Barat', north_west: 'Barat Laut' },
  en: { north: 'North', north_east: 'North East', east: 'East', south_east: 'South East', south: 'South', south_west: 'South West', west: 'West', north_west: 'North West' },
};

const MAX_PHOTOS = 4;

/** A PNG that can pass as it is goes in undecoded; any other PNG is decoded by pdf-lib, and a JPEG passes as it is there. */
async function embedPhoto(doc: PDFDocument, file: { contentType: string; data: Buffer }): Promise<PDFImage | undefined> {
  if (file.contentType !== 'image/png') return doc.embedJpg(file.data);
  const png = pngPassthrough(file.data);
  return png ? embedPngPassthrough(doc, png) : doc.embedPng(file.data);
}

async function embedPhotos(db: Executor, doc: PDFDocument, urls: readonly string[], objects: ObjectStore | null): Promise<PDFImage[]> {
  const keys = urls.map(fileKeyOfUrl).filter((key) => key !== null);
  const images: PDFImage[] = [];
  // One statement, unless a photo is left out: then the next ones take its place.
  for (let from = 0; images.length < MAX_PHOTOS && from < keys.length; ) {
    const files = await readStoredFiles(db, keys.slice(from), MAX_PHOTOS - images.length, objects);
    if (files.length === 0) break;
    for (const file of files) {
      // A stored file passed the server's own check of its bytes; a broken one is left out, not fatal.
      const image = await embedPhoto(doc, file).catch(() => undefined);
      if (image) images.push(image);
    }
    from = keys.indexOf(files.at(-1)!.fileKey, from) + 1;
  }
  return images;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The stored (sanitized) HTML as plain paragraphs: one per block, list items bulleted. */
export function paragraphsOf(html: string): string[] {
  return html
    .replace(/<li[^>]*>/gi, '\u2022 ')
    .split(/<\/(?:p|li|h\d|div)>|<br\s*\/?>/i)
    .map((part) => stripHtml(part).replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? ''))
    .filter(Boolean);
}

const orDash = (value: string | number | null | undefined): string => (value === null || value === undefined || value === '' ? '-' : String(value));
const area = (m2: number | null): string => (m2 === null ? '-' : `${m2} m²`);

/**
 * The PDF bytes, drawn once per distinct content (the listing row with its
 * photo keys and update time, the lookups' names, the sharing agent's contact,
 * the language): a stored file never changes under its key, so equal content
 * is an equal document (`drawnOnce`).
 */
export function renderListingPdf(db: Executor, context: ShareContext, lang: PdfLanguage, objects: ObjectStore | null = null): Promise<Uint8Array> {
  return drawnOnce(['listing', lang, context], () => drawListingPdf(db, context, lang, objects));
}

async function drawListingPdf(db: Executor, context: ShareContext, lang: PdfLanguage, objects: ObjectStore | null): Promise<Uint8Array> {
  const { listing: l, agent } = context;
  const t = LABELS[lang];
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(l.title));
  doc.setAuthor(pdfSafe(agent.name));
  doc.setLanguage(lang === 'id' ? 'id-ID' : 'en-US');
  const [w, h] = PageSizes.A4;
  const size: [number, number] = (l.pdfOrientation as PdfOrientation) === 'LANDSCAPE' ? [h, w] : [w, h];
  const out = await newWriter(doc, size);

  out.text(l.title, { size: 18, bold: true, gap: 2 });
  out.text(`${l.listingCode} · ${l.sellOrRent === 'rent' ? t.rent : t.sell}`, { color: MUTED, gap: 4 });
  out.text(`${t.price}: ${listingPrice({ price: l.price, sellOrRent: l.sellOrRent as 'sell' | 'rent', defaultPriceFreq: l.defaultPriceFreq as 'daily' | 'monthly' | 'yearly' | null })}`, {
    size: 14,
    bold: true,
    color: ACCENT,
    gap: 8,
  });
  const photos = await embedPhotos(db, doc, l.photos.map((p) => p.url), objects);
  if (photos.length) out.images(photos);
  else out.placeholder(t.noPhoto);

  out.heading(t.specifications);
  const specs: [string, string][] = [
    [t.part, orDash(context.partName)],
    [t.propertyType, orDash(context.propertyTypeName)],
    [t.certificate, orDash(context.certificateTypeName)],
    [t.buildingArea, area(l.buildingArea)],
    [t.landArea, area(l.landArea)],
    [t.buildingFace, l.buildingFace ? FACES[lang][l.buildingFace as BuildingFace] : '-'],
    [t.floors, orDash(l.numberOfFloor)],
    [t.bedrooms, orDash(l.mainBedroom)],
    [t.bathrooms, orDash(l.mainBathroom)],
    [t.housekeepBedrooms, orDash(l.housekeepBedroom)],
    [t.housekeepBathrooms, orDash(l.housekeepBathroom)],
    [t.location, orDash([l.city, l.province, l.country].filter(Boolean).join(', '))],
  ];
  for (const [label, value] of specs) out.row(label, value);

  if (l.facilities.length) {
    out.heading(t.facilities);
    for (const f of l.facilities) out.row(f.facilityName, String(f.total));
    out.row(t.total, String(facilitiesTotal(l.facilities)));
  }

  out.heading(t.description);
  for (const paragraph of paragraphsOf(l.description)) out.text(paragraph, { gap: 3 });

  out.heading(t.contact);
  out.text(agent.nickName && agent.nickName !== agent.name ? `${agent.name} (${agent.nickName})` : agent.name, { bold: true, size: 11 });
  if (agent.phone) out.row(t.phone, agent.phone);
  if (agent.email) out.row(t.email, agent.email);
  if (agent.officeName) out.row(t.office, agent.officeName);
  return doc.save();
}
