import { z } from 'zod';
import { MESSAGES } from '../messages';
import { requiredText } from '../validation';
import { csv, id, listQuery } from './common';
import { LISTING_STATUSES, listing, pageSize } from './listing';

export const MASKING_TYPES = ['PDF', 'LINK'] as const;
export type MaskingType = (typeof MASKING_TYPES)[number];

/** Masking history page size (§9). */
export const MASKING_HISTORY_PAGE_SIZE = 10;

export const INCLUDE_MASKING_HISTORY_DATA = ['listing', 'user', 'employee'] as const;

/**
 * listingSharedCode: at least 128 random bits, base64url (22 characters carry
 * 132 bits), never a sequential id. The server draws it; everyone checks it.
 */
export const LISTING_SHARED_CODE_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
export const listingSharedCode = z.string().regex(LISTING_SHARED_CODE_PATTERN, MESSAGES.invalidFormat('Shared code'));

/** What a history row shows of its listing (includeData listing). */
export const maskedListingSummary = listing.pick({
  listingId: true,
  listingCode: true,
  title: true,
  status: true,
  sellOrRent: true,
  price: true,
  defaultPriceFreq: true,
  officeId: true,
  employeeId: true,
  userId: true,
});

/** Listing masking history of §3. */
export const listingMaskingHistory = z.object({
  listingMaskingHistoryId: z.string(),
  listingId: z.string(),
  employeeId: z.string(),
  type: z.enum(MASKING_TYPES),
  maskingDate: z.string(),
  createdAt: z.string(),
  listing: maskedListingSummary.nullable().optional(),
  /** The masking agent's user. */
  user: z.object({ userId: z.string(), name: z.string(), nickName: z.string().nullable() }).nullable().optional(),
  /** The masking agent's employee record. */
  employee: z
    .object({
      employeeId: z.string(),
      employeeCode: z.string().nullable(),
      officeId: z.string().nullable(),
      office: z.object({ officeName: z.string() }).nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type ListingMaskingHistory = z.infer<typeof listingMaskingHistory>;

/** The answer of POST /listing-masking-histories: the history row plus the code of the share link. */
export const createdMaskingHistory = listingMaskingHistory.extend({ listingSharedCode });
export type CreatedMaskingHistory = z.infer<typeof createdMaskingHistory>;

/** An agent's masking of a listing (POST /listing-maskings). */
export const listingMasking = z.object({
  listingMaskingId: z.string(),
  listingId: z.string(),
  employeeId: z.string(),
  createdAt: z.string(),
});
export type ListingMasking = z.infer<typeof listingMasking>;

const requiredId = (field: string) => requiredText(field, 64);

/** POST /listing-maskings (§7). */
export const createListingMaskingBody = z
  .object({ employeeId: requiredId('Employee'), listingId: requiredId('Listing') })
  .strict();
export type CreateListingMaskingBody = z.infer<typeof createListingMaskingBody>;

/** POST /listing-masking-histories (§7). */
export const createListingMaskingHistoryBody = createListingMaskingBody
  .extend({ type: z.enum(MASKING_TYPES, { error: () => MESSAGES.required('Type') }) })
  .strict();
export type CreateListingMaskingHistoryBody = z.infer<typeof createListingMaskingHistoryBody>;

/** A day or an instant: the date presets of §9 send ISO instants with an offset. */
const dateBound = z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: () => 'date format is invalid.' });

const WIB = '+07:00';
/** A bare date is the whole office day in Asia/Jakarta (§9): its first instant as a start, its last as an end. */
export const rangeStartOf = (bound: string): Date => new Date(bound.length === 10 ? `${bound}T00:00:00${WIB}` : bound);
export const rangeEndOf = (bound: string): Date => new Date(bound.length === 10 ? `${bound}T23:59:59.999${WIB}` : bound);

const ranges = [
  ['filterCreatedAtStartAt', 'filterCreatedAtEndAt'],
  ['filterMaskingDateStartAt', 'filterMaskingDateEndAt'],
] as const;

/** GET listing-masking-histories with every filter of §7. */
export const maskingHistoryQuery = z
  .object({
    limit: pageSize(MASKING_HISTORY_PAGE_SIZE),
    offset: listQuery.shape.offset,
    search: listQuery.shape.search,
    sort: z.enum(['createdAt:DESC', 'createdAt:ASC', 'maskingDate:DESC', 'maskingDate:ASC']).default('createdAt:DESC'),
    filterOfficeId: id.optional(),
    /** The masking agent's user. */
    filterUserId: id.optional(),
    filterStatusListing: csv(LISTING_STATUSES).optional(),
    filterType: csv(MASKING_TYPES).optional(),
    /** The masking agent (employeeId). */
    filterMaskingByAgent: id.optional(),
    /** The listing's agent (employeeId). */
    filterListingAgent: id.optional(),
    filterCreatedAtStartAt: dateBound.optional(),
    filterCreatedAtEndAt: dateBound.optional(),
    filterMaskingDateStartAt: dateBound.optional(),
    filterMaskingDateEndAt: dateBound.optional(),
    includeData: csv(INCLUDE_MASKING_HISTORY_DATA).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    for (const [start, end] of ranges) {
      const from = q[start];
      const to = q[end];
      if (from && to && rangeStartOf(from) > rangeEndOf(to)) {
        ctx.addIssue({ code: 'custom', path: [end], message: 'The end date must not be before the start date.' });
      }
    }
  });
export type MaskingHistoryQuery = z.infer<typeof maskingHistoryQuery>;

export const SHARE_CHANNELS = ['facebook', 'twitter', 'telegram', 'whatsapp', 'line', 'instagram', 'copyLink'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

const shareCount = z.number().int().nonnegative();

/** Share counts of §3 (content-shared/count). A channel nobody used may be missing: it counts 0. */
export const shareCounts = z.object({
  totalCount: shareCount,
  socialMediaCounts: z.object(
    Object.fromEntries(SHARE_CHANNELS.map((c) => [c, shareCount.default(0)])) as Record<ShareChannel, z.ZodDefault<typeof shareCount>>,
  ),
});
export type ShareCounts = z.infer<typeof shareCounts>;

export const PDF_LANGUAGES = ['id', 'en'] as const;
export type PdfLanguage = (typeof PDF_LANGUAGES)[number];
export const DEFAULT_PDF_LANGUAGE: PdfLanguage = 'id';

/** The document service: pdf/listing/{listingId}?lang&listingCode&employeeId (§7). */
export const pdfListingQuery = z
  .object({
    lang: z.enum(PDF_LANGUAGES).default(DEFAULT_PDF_LANGUAGE),
    listingCode: requiredId('Listing code'),
    employeeId: requiredId('Employee'),
  })
  .strict();
export type PdfListingQuery = z.infer<typeof pdfListingQuery>;

export const listingSharedCodeParams = z.object({ listingSharedCode }).strict();

/** The sharing agent's contact, shown on a shared page and PDF instead of the listing agent's. */
export const sharingAgent = z.object({
  name: z.string(),
  nickName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  profilePic: z.string().nullable(),
  officeName: z.string().nullable(),
});
export type SharingAgent = z.infer<typeof sharingAgent>;

/**
 * GET /api/shared-listings/{listingSharedCode}: what a client who opens a
 * shared link sees. Only what a public page may show: nothing of the listing
 * agent (no user, profile, employee, office of the listing), no counts.
 */
export const sharedListing = z.object({
  listing: listing.pick({
    listingCode: true,
    title: true,
    description: true,
    status: true,
    sellOrRent: true,
    listingType: true,
    buildingArea: true,
    landArea: true,
    buildingFace: true,
    numberOfFloor: true,
    mainBedroom: true,
    mainBathroom: true,
    housekeepBedroom: true,
    housekeepBathroom: true,
    facilities: true,
    price: true,
    defaultPriceFreq: true,
    additionalPriceFreq: true,
    videoUrl: true,
    country: true,
    province: true,
    city: true,
  }).extend({
    listingPart: z.object({ name: z.string() }).nullable(),
    listingPropertyType: z.object({ name: z.string() }).nullable(),
    listingCertificateType: z.object({ name: z.string() }).nullable(),
    photos: z.array(z.object({ url: z.string() })),
  }),
  agent: sharingAgent,
  type: z.enum(MASKING_TYPES),
  maskingDate: z.string(),
});
export type SharedListing = z.infer<typeof sharedListing>;
