/**
 * What parsing an answer with its schema costs (docs/decisions.md, 'One
 * contract'): a listings page of 25 and of 100 rows, parsed as /listing parses
 * it (the row pick) and as the full-listing lists do (has-portal), against the
 * JSON.parse of the same body that every call pays anyway. Zod compiles object
 * schemas with `new Function` where allowed; the app's CSP (script-src 'self')
 * forbids it in the browser, so the jitless numbers are production's.
 *
 *   node --import tsx scripts/bench/parse-answers.ts
 */
import { performance } from 'node:perf_hooks';
import { envelope, listPayload } from '../../domain/entities/common';
import { listing, type Listing } from '../../domain/entities/listing';
import { listingListItem } from '../../domain/lists/listings';

const RUNS = 400;

/** A listing as GET listings answers it with user and office: a real description, 8 photos, facilities, a portal. */
function row(i: number): Listing {
  return {
    listingId: `01J${String(i).padStart(23, '0')}`,
    listingCode: `LST-${String(i).padStart(6, '0')}`,
    title: `Rumah 2 lantai siap huni di Kemang ${i}`,
    description: `<p>${'Rumah nyaman dekat stasiun, sekolah dan pusat belanja. '.repeat(20)}</p>`,
    status: 'PUBLISH',
    sellOrRent: i % 3 === 0 ? 'rent' : 'sell',
    listingType: 'secondary',
    listingPartId: 'part-1',
    listingPart: { name: 'Rumah' },
    listingPropertyTypeId: 'type-1',
    listingPropertyType: { name: 'Residential' },
    listingCertificateTypeId: 'cert-1',
    listingCertificateType: { name: 'SHM' },
    buildingArea: 120,
    landArea: 150,
    buildingFace: 'north_east',
    numberOfFloor: 2,
    mainBedroom: 3,
    mainBathroom: 2,
    housekeepBedroom: 1,
    housekeepBathroom: 1,
    facilities: [
      { facilityName: 'Carport', total: 2 },
      { facilityName: 'AC', total: 3 },
      { facilityName: 'Water heater', total: 1 },
    ],
    price: 1_500_000_000 + i,
    defaultPriceFreq: i % 3 === 0 ? 'yearly' : null,
    additionalPriceFreq: null,
    pdfOrientation: 'PORTRAIT',
    videoUrl: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    photos: Array.from({ length: 8 }, (_, p) => ({
      key: `listings/${i}/photo-${p}.jpg`,
      url: `/api/files/listings/${i}/photo-${p}.jpg`,
      isWatermark: p % 2 === 0 ? true : null,
      createdAt: p % 4 === 0 ? '2025-02-10T03:00:00.000Z' : null,
    })),
    country: 'Indonesia',
    province: 'DKI Jakarta',
    city: 'Jakarta Selatan',
    userId: 'user-9',
    user: { nickName: 'Rina' },
    profile: null,
    office: { officeName: 'Office Kemang' },
    listingRenewHistory: [],
    listingTransferHistory: [],
    portalListing: [{ portalListingId: `pl-${i}`, portalAgent: { portal: { portalId: 'p-1', portalName: 'Rumah123', position: 1 } } }],
    closingId: null,
    viewCount: 12,
    shareCount: 3,
    maskingCount: 0,
    copyListingMaskingCount: 0,
    pdfListingMaskingCount: 0,
    officeId: 'office-1',
    employeeId: 'emp-9',
    createdAt: '2025-01-05T03:00:00.000Z',
    updatedAt: '2025-02-10T03:00:00.000Z',
  };
}

function body(rows: number): string {
  const results = Array.from({ length: rows }, (_, i) => row(i));
  return JSON.stringify({ payload: { results, count: 100_094, countIsEstimate: true, prev: null, next: rows } });
}

/** Median and 95th percentile of RUNS timings, after as many warm-up runs. */
function time(work: () => unknown): { median: number; p95: number } {
  for (let i = 0; i < RUNS; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.floor(RUNS * 0.95)]! };
}

const ms = (n: number) => `${n.toFixed(3)} ms`;

const rowPage = envelope(listPayload(listingListItem));
const fullPage = envelope(listPayload(listing));

function measure(label: string, jitless: boolean): void {
  for (const rows of [25, 100]) {
    const text = body(rows);
    const data: unknown = JSON.parse(text);
    const cells = [
      ['JSON.parse', time(() => JSON.parse(text))],
      ['row pick (/listing)', time(() => rowPage.parse(data, { jitless }))],
      ['full listing (has-portal)', time(() => fullPage.parse(data, { jitless }))],
    ] as const;
    const kB = (Buffer.byteLength(text) / 1024).toFixed(0);
    for (const [what, t] of cells) console.log(`${label.padEnd(8)} ${String(rows).padStart(3)} rows (${kB} kB)  ${what.padEnd(26)} median ${ms(t.median)}  p95 ${ms(t.p95)}`);
  }
}

measure('jit', false);
measure('jitless', true);
