/** The columns of the listing lists (/listing, not-watermark, has-portal) and of the masking history, as the screens name them. */
import type { z } from 'zod';
import { listing, notWatermarkListing, type Listing } from '../entities/listing';
import type { ListingMaskingHistory } from '../entities/listing-masking';
import { LISTING_STATUS_LABELS, SELL_OR_RENT_LABELS } from '../listing';
import { dateCell, orDash, rupiahCell, type ListColumn } from '../list-columns';

const LISTING_COLUMN_FIELDS = {
  listingCode: true,
  title: true,
  price: true,
  sellOrRent: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  office: true,
  user: true,
} as const;

/**
 * What the listing lists' columns read. Every Listing has it; an export of
 * /listing reads only this (no description, photos or lookups per row).
 */
export const listingListRow = listing.pick(LISTING_COLUMN_FIELDS);
export type ListingListRow = z.infer<typeof listingListRow>;

/**
 * A row of /listing on screen: what its columns read, and what the row itself
 * needs besides (its id for the View and Edit links, the price's frequency
 * for the price cell, its office and agent for canEditListing). The SPA parses the page with it, so the rest of each
 * listing is not kept.
 */
export const listingListItem = listing.pick({
  ...LISTING_COLUMN_FIELDS,
  listingId: true,
  defaultPriceFreq: true,
  // A primary project takes only primary listings (its picker offers no other).
  listingType: true,
  // Whose listing it is: the row's Edit shows only where canEditListing says the server will accept it.
  officeId: true,
  employeeId: true,
});
export type ListingListItem = z.infer<typeof listingListItem>;

/**
 * A row of the Data Masking tab (view=masking): the list row, whose listing
 * it is (an agent masks only another's listing) and the caller's masking
 * counts (masked or not, shares by link and by PDF), which its actions read.
 * No description, photos or lookups: a whole listing is three times the work.
 */
export const dataMaskingListItem = listing.pick({
  ...LISTING_COLUMN_FIELDS,
  listingId: true,
  defaultPriceFreq: true,
  userId: true,
  maskingCount: true,
  copyListingMaskingCount: true,
  pdfListingMaskingCount: true,
});
export type DataMaskingListItem = z.infer<typeof dataMaskingListItem>;

const officeName = (l: Pick<Listing, 'office'>) => orDash(l.office?.officeName);
const agentNickName = (l: Pick<Listing, 'user'>) => orDash(l.user?.nickName);
const status = (l: Pick<Listing, 'status'>) => LISTING_STATUS_LABELS[l.status];

/** /listing and the agent's office/listings. */
export const LISTING_COLUMNS: readonly ListColumn<ListingListRow>[] = [
  { key: 'listingCode', header: 'Code', text: (l) => l.listingCode },
  { key: 'title', header: 'Title', text: (l) => l.title },
  { key: 'office', header: 'Office', text: officeName },
  { key: 'agent', header: 'Agent', text: agentNickName },
  { key: 'price', header: 'Price', text: (l) => rupiahCell(l.price) },
  { key: 'sellOrRent', header: 'Sell/Rent', text: (l) => SELL_OR_RENT_LABELS[l.sellOrRent] },
  { key: 'status', header: 'Status', text: status },
  { key: 'createdAt', header: 'Posted', text: (l) => dateCell(l.createdAt) },
  { key: 'updatedAt', header: 'Updated', text: (l) => dateCell(l.updatedAt) },
];

/**
 * A row of /listing-not-watermark (view=row): what its columns show, its id
 * for the links and its photos for the watermark modal; no description,
 * lookups or the forty other fields of a whole listing (a page of 25 was 44 kB).
 */
export const notWatermarkListItem = notWatermarkListing.pick({
  listingCode: true,
  title: true,
  sellOrRent: true,
  status: true,
  createdAt: true,
  office: true,
  user: true,
  listingId: true,
  photos: true,
  unflaggedPhotoCount: true,
});
export type NotWatermarkListItem = z.infer<typeof notWatermarkListItem>;

/** /listing-not-watermark. */
export const NOT_WATERMARK_COLUMNS: readonly ListColumn<NotWatermarkListItem>[] = [
  { key: 'listingCode', header: 'Listing Code', text: (l) => l.listingCode },
  { key: 'title', header: 'Title', text: (l) => l.title },
  { key: 'office', header: 'Office', text: officeName },
  { key: 'agent', header: 'Agent', text: agentNickName },
  { key: 'unflaggedPhotoCount', header: 'Photos Without Watermark', text: (l) => String(l.unflaggedPhotoCount) },
  { key: 'createdAt', header: 'Posting Date', text: (l) => dateCell(l.createdAt) },
  { key: 'sellOrRent', header: 'Sell / Rent', text: (l) => SELL_OR_RENT_LABELS[l.sellOrRent] },
  { key: 'status', header: 'Status', text: status },
];

/** /listing-has-portal. */
export const HAS_PORTAL_COLUMNS: readonly ListColumn<Listing>[] = [
  { key: 'listingCode', header: 'Listing Code', text: (l) => l.listingCode },
  { key: 'title', header: 'Title', text: (l) => l.title },
  { key: 'office', header: 'Office', text: officeName },
  { key: 'agent', header: 'Agent', text: agentNickName },
  { key: 'portals', header: 'Portals', text: (l) => orDash((l.portalListing ?? []).flatMap((p) => (p.portalAgent ? [p.portalAgent.portal.portalName] : [])).join(', ')) },
  { key: 'status', header: 'Status', text: status },
];

/** The Masking History tab of /masking. */
export const MASKING_HISTORY_COLUMNS: readonly ListColumn<ListingMaskingHistory>[] = [
  { key: 'maskingDate', header: 'Masking Date', text: (h) => dateCell(h.maskingDate) },
  { key: 'listing', header: 'Listing', text: (h) => (h.listing ? `${h.listing.listingCode} ${h.listing.title}` : h.listingId) },
  { key: 'type', header: 'Type', text: (h) => h.type },
  { key: 'maskingAgent', header: 'Masking Agent', text: (h) => orDash(h.user?.nickName || h.user?.name) },
  { key: 'office', header: 'Office', text: (h) => orDash(h.employee?.office?.officeName) },
  { key: 'listingStatus', header: 'Listing Status', text: (h) => (h.listing ? LISTING_STATUS_LABELS[h.listing.status] : '-') },
];
