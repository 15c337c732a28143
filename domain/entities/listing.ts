import { z } from 'zod';
import { PRICE_FREQS } from '../format';
import { MESSAGES } from '../messages';
import { FORMAT_PATTERNS, LIMITS, requiredText, stripHtml, textField } from '../validation';
import { csv, DEFAULT_PAGE_SIZE, id, listQuery, MAX_PAGE_LIMIT, pageLimit } from './common';

export const LISTING_STATUSES = ['OPEN', 'PUBLISH', 'WAITING_APPROVAL', 'UNPUBLISH', 'PENDING', 'CLOSED', 'EXPIRED', 'REJECTED'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/**
 * The statuses a save may ask for (who may ask for which is LISTING_STATUS_MOVES
 * in domain/listing.ts); PENDING, CLOSED and EXPIRED come from closing and expiry.
 */
export const EDITABLE_LISTING_STATUSES = ['OPEN', 'WAITING_APPROVAL', 'PUBLISH', 'UNPUBLISH', 'REJECTED'] as const;

export const SELL_OR_RENT = ['sell', 'rent'] as const;
export type SellOrRent = (typeof SELL_OR_RENT)[number];
export const LISTING_TYPES = ['secondary', 'primary'] as const;
export const BUILDING_FACES = ['north', 'north_east', 'east', 'south_east', 'south', 'south_west', 'west', 'north_west'] as const;
export type BuildingFace = (typeof BUILDING_FACES)[number];
export const PDF_ORIENTATIONS = ['PORTRAIT', 'LANDSCAPE'] as const;
export type PdfOrientation = (typeof PDF_ORIENTATIONS)[number];

/** includeData of GET listings/{id} (§7); the masking detail asks for the same. */
/** GET listings' `view`: how much of each listing a list reads. */
export const LISTING_VIEWS = ['row', 'masking'] as const;

export const INCLUDE_LISTING_DATA = [
  'user',
  'profile',
  'office',
  'listingRenewHistory',
  'listingTransferHistory',
  'portalListing',
  'closingId',
] as const;

const count = z.number().int().nonnegative();
const named = z.object({ name: z.string() });

/**
 * A photo and its watermark flag (§4): isWatermark absent (or null) is
 * Unidentified; createdAt is set only by the Genius watermark service, so
 * "true with createdAt" is Watermark by Genius (see domain/watermark.ts).
 */
export const listingPhoto = z.object({
  key: z.string(),
  url: z.string(),
  isWatermark: z.boolean().nullable().optional(),
  createdAt: z.string().nullable().optional(),
});
export type ListingPhoto = z.infer<typeof listingPhoto>;

export const listingFacility = z.object({ facilityName: z.string(), total: count });
export type ListingFacility = z.infer<typeof listingFacility>;

export const listingRenewHistory = z.object({
  listingRenewHistoryId: z.string(),
  previousExpiredAt: z.string().nullable(),
  expiredAt: z.string().nullable(),
  createdAt: z.string(),
});

export const listingTransferHistory = z.object({
  listingTransferHistoryId: z.string(),
  fromEmployeeId: z.string().nullable(),
  toEmployeeId: z.string().nullable(),
  createdAt: z.string(),
});

export const portalListing = z.object({
  portalListingId: z.string(),
  /** The last sync's status (§4 portal sync status); null for a listing placed before syncs were kept. */
  syncStatus: z.enum(['processing', 'completed', 'failed', 'Rejected']).nullable().optional(),
  /** position 1 is the first listing portal (tag #2951A3, §9); others #FF8600. */
  portalAgent: z
    .object({ portal: z.object({ portalId: z.string(), portalName: z.string(), position: z.number().int() }) })
    .nullable()
    .optional(),
});

/** The portal tag colours of §9: the first listing portal, and every other. */
export const FIRST_PORTAL_COLOR = '#2951A3';
export const OTHER_PORTAL_COLOR = '#FF8600';
export const portalTagColor = (position: number): string => (position === 1 ? FIRST_PORTAL_COLOR : OTHER_PORTAL_COLOR);

/** The listing agent's contact (includeData profile); never shown on a masked share. */
export const listingProfile = z.object({
  firstPhoneNumber: z.string().nullable(),
  mainEmail: z.string().nullable(),
  geniusEmail: z.string().nullable(),
  privateEmail: z.string().nullable(),
});

/** Listing of §3. Relations (user, profile, office, histories, portalListing) come with includeData. */
export const listing = z.object({
  listingId: z.string(),
  listingCode: z.string(),
  title: z.string(),
  /** HTML from the limited rich editor; sanitize before rendering. */
  description: z.string(),
  status: z.enum(LISTING_STATUSES),
  sellOrRent: z.enum(SELL_OR_RENT),
  listingType: z.enum(LISTING_TYPES),
  listingPartId: z.string().nullable(),
  listingPart: named.nullable().optional(),
  listingPropertyTypeId: z.string().nullable(),
  listingPropertyType: named.nullable().optional(),
  listingCertificateTypeId: z.string().nullable(),
  listingCertificateType: named.nullable().optional(),
  /** m2 */
  buildingArea: z.number().nonnegative().nullable(),
  /** m2 */
  landArea: z.number().nonnegative().nullable(),
  buildingFace: z.enum(BUILDING_FACES).nullable(),
  numberOfFloor: count.nullable(),
  mainBedroom: count.nullable(),
  mainBathroom: count.nullable(),
  housekeepBedroom: count.nullable(),
  housekeepBathroom: count.nullable(),
  facilities: z.array(listingFacility),
  price: z.number().nonnegative(),
  defaultPriceFreq: z.enum(PRICE_FREQS).nullable(),
  additionalPriceFreq: z.enum(PRICE_FREQS).nullable(),
  pdfOrientation: z.enum(PDF_ORIENTATIONS),
  videoUrl: z.array(z.string()),
  photos: z.array(listingPhoto),
  country: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  userId: z.string(),
  user: z.object({ nickName: z.string().nullable() }).nullable().optional(),
  profile: listingProfile.nullable().optional(),
  office: z.object({ officeName: z.string() }).nullable().optional(),
  listingRenewHistory: z.array(listingRenewHistory).optional(),
  listingTransferHistory: z.array(listingTransferHistory).optional(),
  portalListing: z.array(portalListing).optional(),
  closingId: z.string().nullable().optional(),
  viewCount: count,
  shareCount: count,
  /** For the calling agent's Data Masking list: how often they masked it (above 0: masked). */
  maskingCount: count,
  copyListingMaskingCount: count,
  pdfListingMaskingCount: count,
  officeId: z.string(),
  employeeId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Listing = z.infer<typeof listing>;

// ---------------------------------------------------------------------------
// Create / update body (§5)

/**
 * Numbers and choices only: any of their issues without a message of its own
 * is a format error. Text goes through textField, whose limit says so.
 */
const required = (field: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? MESSAGES.required(field) : MESSAGES.invalidFormat(field),
});

const quantity = (field: string) =>
  z.number(required(field)).int(MESSAGES.invalidFormat(field)).min(0, MESSAGES.invalidFormat(field)).max(999).nullable().optional();

const area = (field: string) =>
  z.number(required(field)).min(0, MESSAGES.invalidFormat(field)).max(100_000_000).nullable().optional();

/** Stored HTML is capped well above what the editor produces for a long text. */
export const DESCRIPTION_HTML_MAX = 20_000;
export const MAX_LISTING_PHOTOS = 50;
export const MAX_LISTING_VIDEOS = 10;
export const MAX_LISTING_FACILITIES = 50;

/** Min 20 characters after stripping HTML (§5); an empty editor is "required". */
export const listingDescription = textField('Description', DESCRIPTION_HTML_MAX, { trim: false }).superRefine((html, ctx) => {
  const length = stripHtml(html).length;
  if (length === 0) ctx.addIssue({ code: 'custom', message: MESSAGES.required('Description') });
  else if (length < LIMITS.descriptionMin) ctx.addIssue({ code: 'custom', message: MESSAGES.descriptionMin });
});

export const listingPrice = z
  .number(required('Price'))
  .min(0, MESSAGES.priceMin)
  .max(1e15, MESSAGES.invalidFormat('Price'));

export const youtubeUrl = z.string().trim().regex(FORMAT_PATTERNS.youtube, MESSAGES.invalidFormat('Video URL'));

/** A photo as the form sends it: the watermark flag is not the editor's (bulk-update-status-watermark sets it). */
const photoInput = z
  .object({ key: requiredText('Photo key', 500), url: requiredText('Photo URL', 2000) })
  .strict();

const facilityInput = z
  .object({
    facilityName: requiredText('Facility name', 100),
    total: z.number(required('Total')).int(MESSAGES.invalidFormat('Total')).min(0, MESSAGES.invalidFormat('Total')).max(999),
  })
  .strict();

/**
 * The listing's fields with no defaults: a PATCH names what it changes, and
 * zod 4 keeps a field's .default() through .partial(), so a default here would
 * quietly reset photos, facilities and videos on every partial update.
 */
const listingFieldsNoDefaults = z.object({
  title: requiredText('Title', 200),
  description: listingDescription,
  status: z.enum(EDITABLE_LISTING_STATUSES, required('Status')).optional(),
  sellOrRent: z.enum(SELL_OR_RENT, required('Sell or rent')),
  listingType: z.enum(LISTING_TYPES, required('Listing type')),
  listingPartId: requiredText('Listing part', 64),
  listingPropertyTypeId: requiredText('Property type', 64),
  listingCertificateTypeId: textField('Certificate type', 64).nullable().optional(),
  buildingArea: area('Building area'),
  landArea: area('Land area'),
  buildingFace: z.enum(BUILDING_FACES, required('Building face')).nullable().optional(),
  numberOfFloor: quantity('Number of floor'),
  mainBedroom: quantity('Main bedroom'),
  mainBathroom: quantity('Main bathroom'),
  housekeepBedroom: quantity('Housekeep bedroom'),
  housekeepBathroom: quantity('Housekeep bathroom'),
  facilities: z.array(facilityInput).max(MAX_LISTING_FACILITIES),
  price: listingPrice,
  defaultPriceFreq: z.enum(PRICE_FREQS, required('Price frequency')).nullable().optional(),
  additionalPriceFreq: z.enum(PRICE_FREQS, required('Additional price frequency')).nullable().optional(),
  pdfOrientation: z.enum(PDF_ORIENTATIONS, required('PDF orientation')),
  videoUrl: z.array(youtubeUrl).max(MAX_LISTING_VIDEOS),
  photos: z.array(photoInput).max(MAX_LISTING_PHOTOS),
  country: textField('Country', 100).nullable().optional(),
  province: requiredText('Province', 100),
  city: requiredText('City', 100),
  /** The listing agent, when an office admin lists for one; an agent lists for themself. */
  employeeId: id.optional(),
});

/** A new listing: what the form may leave out starts empty (portrait PDF, no facilities, videos or photos). */
const listingFields = listingFieldsNoDefaults.extend({
  facilities: listingFieldsNoDefaults.shape.facilities.default([]),
  pdfOrientation: listingFieldsNoDefaults.shape.pdfOrientation.default('PORTRAIT'),
  videoUrl: listingFieldsNoDefaults.shape.videoUrl.default([]),
  photos: listingFieldsNoDefaults.shape.photos.default([]),
});

type ListingFieldsInput = Partial<z.infer<typeof listingFields>>;

/** A rent has a price frequency (its /hari, /bln or /thn); a sale has none. */
function priceFrequencyRule(body: ListingFieldsInput, ctx: z.RefinementCtx) {
  if (body.sellOrRent === 'rent' && !body.defaultPriceFreq) {
    ctx.addIssue({ code: 'custom', path: ['defaultPriceFreq'], message: MESSAGES.required('Price frequency') });
  }
}

/** Photo keys are unique within a listing: the watermark endpoint addresses photos by key. */
function uniquePhotoKeys(body: ListingFieldsInput, ctx: z.RefinementCtx) {
  const keys = (body.photos ?? []).map((p) => p.key);
  if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['photos'], message: 'Photos must not repeat.' });
}

/** POST listings (and the full form of the edit screen). */
export const createListingBody = listingFields.strict().superRefine(priceFrequencyRule).superRefine(uniquePhotoKeys);
export type CreateListingBody = z.infer<typeof createListingBody>;

/** PATCH listings/{listingId}: any subset of the fields, each with the same rules. */
export const updateListingBody = listingFieldsNoDefaults
  .partial()
  .strict()
  .superRefine((body, ctx) => {
    if (body.sellOrRent !== undefined) priceFrequencyRule(body, ctx);
  })
  .superRefine(uniquePhotoKeys);
export type UpdateListingBody = z.infer<typeof updateListingBody>;

// ---------------------------------------------------------------------------
// Queries

export const LISTING_SORT_FIELDS = ['updatedAt', 'createdAt', 'price', 'title', 'listingCode', 'viewCount', 'shareCount'] as const;
export const DEFAULT_LISTING_SORT = 'updatedAt:DESC';

const sortPattern = new RegExp(`^(${LISTING_SORT_FIELDS.join('|')}):(ASC|DESC)$`);

/** A page of the listing lists: any size up to 100 (the SPA offers the sizes of §9). */
export const pageSize = (fallback: number) => pageLimit(MAX_PAGE_LIMIT, fallback);

const ids = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(id).max(100));

/** GET listings and office/listings (§7). */
export const listingsQuery = z
  .object({
    limit: pageSize(DEFAULT_PAGE_SIZE),
    offset: listQuery.shape.offset,
    search: listQuery.shape.search,
    sort: z.string().regex(sortPattern, 'sort format is invalid.').default(DEFAULT_LISTING_SORT),
    filterStatus: csv(LISTING_STATUSES).optional(),
    includeData: csv(INCLUDE_LISTING_DATA).optional(),
    excludeUserId: id.optional(),
    filterCity: z.string().trim().max(100).optional(),
    filterOfficeId: ids.optional(),
    filterSellOrRent: z.enum(SELL_OR_RENT).optional(),
    /**
     * `row`: each listing as its list row (domain/lists/listings.ts
     * listingListItem: what the list's columns show and the row needs, no
     * description, photos, lookups or masking counts), a third of the work
     * per request. `masking`: the row with its owner and the caller's
     * masking counts (domain/lists/listings.ts dataMaskingListItem), what the
     * Data Masking tab reads. Without it, whole listings.
     */
    view: z.enum(LISTING_VIEWS).optional(),
  })
  .strict();
export type ListingsQuery = z.infer<typeof listingsQuery>;

/** GET listings/{id} (§7). */
export const listingDetailQuery = z.object({ includeData: csv(INCLUDE_LISTING_DATA).optional() }).strict();

export const listingIdParams = z.object({ listingId: id }).strict();

/** GET listings/not-watermark (paged, §7). */
/** GET listings/not-watermark's `view`: `row`, what the screen's row and its photo modal read (domain/lists/listings.ts notWatermarkListItem). */
export const NOT_WATERMARK_VIEWS = ['row'] as const;

export const notWatermarkQuery = z
  .object({
    limit: pageSize(DEFAULT_PAGE_SIZE),
    offset: listQuery.shape.offset,
    search: listQuery.shape.search,
    view: z.enum(NOT_WATERMARK_VIEWS).optional(),
  })
  .strict();

/** A row of GET listings/not-watermark: the listing, with how many of its photos have no watermark flag yet. */
export const notWatermarkListing = listing.extend({ unflaggedPhotoCount: z.number().int().nonnegative() });
export type NotWatermarkListing = z.infer<typeof notWatermarkListing>;

/** POST /listings/{listingId}/bulk-update-status-watermark (§7); answers with the updated listing. */
export const bulkUpdateWatermarkBody = z
  .object({
    keys: z
      .array(textField('Key', 500, { trim: false }).min(1, MESSAGES.required('Key')))
      .min(1, MESSAGES.required('Keys'))
      .max(MAX_LISTING_PHOTOS),
    isWatermark: z.boolean(required('Is watermark')),
  })
  .strict();
export type BulkUpdateWatermarkBody = z.infer<typeof bulkUpdateWatermarkBody>;

/** GET listings/has-portal (§7; /listing-has-portal keeps filterEmployeeId and filterPortalId in its URL). */
export const hasPortalQuery = z
  .object({
    limit: pageSize(DEFAULT_PAGE_SIZE),
    offset: listQuery.shape.offset,
    search: listQuery.shape.search,
    filterOfficeId: id.optional(),
    filterEmployeeId: id.optional(),
    filterPortalId: id.optional(),
  })
  .strict();
export type HasPortalQuery = z.infer<typeof hasPortalQuery>;

/**
 * A listing as a list of someone's picks shows it (a my list's item, a
 * client's shared listing): what a client is told of it, nothing of its agent.
 */
export const listingSummary = z.object({
  listingCode: z.string(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  sellOrRent: z.enum(SELL_OR_RENT),
  price: z.number(),
  defaultPriceFreq: z.enum(PRICE_FREQS).nullable(),
  city: z.string().nullable(),
});
export type ListingSummary = z.infer<typeof listingSummary>;
