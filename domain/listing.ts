/** Listing rules of §4 and §9: status labels and tag colours, masked or not, price display, API prefix. */
import type { ShareChannel } from './entities/listing-masking';
import type {
  BuildingFace,
  Listing,
  ListingFacility,
  ListingStatus,
  PdfOrientation,
  SellOrRent,
} from './entities/listing';
import { formatPrice, formatShortPrice } from './format';

/** Preset tag colours (the spec names them the way Ant Design does). */
export type TagColor = 'blue' | 'warning' | 'red' | 'green' | 'volcano' | 'purple' | 'orange' | 'magenta';

/**
 * Hex values of the preset colours, for widgets that take a colour rather than
 * a preset name. The darker shade of each preset where white text on the
 * lighter one falls under WCAG's 4.5:1 (blue, red, volcano, magenta); warning,
 * orange and green carry dark text instead (StatusTag).
 */
export const TAG_COLOR_HEX: Record<TagColor, string> = {
  blue: '#0958d9',
  warning: '#faad14',
  red: '#cf1322',
  green: '#52c41a',
  volcano: '#d4380d',
  purple: '#722ed1',
  orange: '#fa8c16',
  magenta: '#c41d7f',
};

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  OPEN: 'Open',
  PUBLISH: 'Publish',
  WAITING_APPROVAL: 'Waiting Approval',
  UNPUBLISH: 'Unpublish',
  PENDING: 'Pending',
  CLOSED: 'Closed',
  EXPIRED: 'Expired',
  REJECTED: 'Rejected',
};

/**
 * §4 gives five; the other three are ours, each distinct from the rest:
 * WAITING_APPROVAL purple, PENDING orange, REJECTED magenta.
 */
export const LISTING_STATUS_COLORS: Record<ListingStatus, TagColor> = {
  PUBLISH: 'blue',
  OPEN: 'warning',
  EXPIRED: 'red',
  CLOSED: 'green',
  UNPUBLISH: 'volcano',
  WAITING_APPROVAL: 'purple',
  PENDING: 'orange',
  REJECTED: 'magenta',
};

export function listingStatusTag(status: ListingStatus): { label: string; color: TagColor } {
  return { label: LISTING_STATUS_LABELS[status], color: LISTING_STATUS_COLORS[status] };
}

/** Only these appear in Data Masking (§2) and only these can be masked. */
export const MASKING_STATUSES = ['PUBLISH', 'UNPUBLISH', 'EXPIRED', 'CLOSED'] as const satisfies readonly ListingStatus[];
export type MaskingStatus = (typeof MASKING_STATUSES)[number];

export function isMaskingStatus(status: ListingStatus): status is MaskingStatus {
  return (MASKING_STATUSES as readonly ListingStatus[]).includes(status);
}

/** A listing with maskingCount above 0 is masked (§2). */
export function isMasked(listing: Pick<Listing, 'maskingCount'>): boolean {
  return listing.maskingCount > 0;
}

export const SELL_OR_RENT_LABELS: Record<SellOrRent, string> = { sell: 'Sell', rent: 'Rent' };
export const LISTING_TYPE_LABELS: Record<Listing['listingType'], string> = { secondary: 'Secondary', primary: 'Primary' };
export const PDF_ORIENTATION_LABELS: Record<PdfOrientation, string> = { PORTRAIT: 'Portrait', LANDSCAPE: 'Landscape' };
export const BUILDING_FACE_LABELS: Record<BuildingFace, string> = {
  north: 'North',
  north_east: 'North East',
  east: 'East',
  south_east: 'South East',
  south: 'South',
  south_west: 'South West',
  west: 'West',
  north_west: 'North West',
};

export const SHARE_CHANNEL_LABELS: Record<ShareChannel, string> = {
  facebook: 'Facebook',
  twitter: 'Twitter',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  line: 'LINE',
  instagram: 'Instagram',
  copyLink: 'Copy Link',
};

/** Sum of the facilities' totals (two carports and one pool: 3). */
export function facilitiesTotal(facilities: readonly Pick<ListingFacility, 'total'>[]): number {
  return facilities.reduce((sum, f) => sum + f.total, 0);
}

/** HQ users call `listings`, everyone else `office/listings`, scoped to their offices by the server (§7). */
export function listingsApiPrefix(isHQ: boolean): 'listings' | 'office/listings' {
  return isHQ ? 'listings' : 'office/listings';
}

type PricedListing = Pick<Listing, 'price' | 'sellOrRent' | 'defaultPriceFreq'>;

/** A sale has no frequency; a rent shows its /hari, /bln or /thn. */
function priceFreq(listing: PricedListing) {
  return listing.sellOrRent === 'rent' ? listing.defaultPriceFreq : null;
}

/** 'Rp 1.500.000.000' or 'Rp 15.000.000/thn'. */
export function listingPrice(listing: PricedListing): string {
  return formatPrice(listing.price, priceFreq(listing));
}

/** 'Rp 1,5 M' or 'Rp 15 Jt/thn'. */
export function listingShortPrice(listing: PricedListing): string {
  return formatShortPrice(listing.price, priceFreq(listing));
}

/**
 * The listing agent's email as the profile names it: mainEmail says which
 * mailbox is the main one, PRIVATE or the product's (§3); the other is the fallback.
 */
export function listingAgentEmail(profile: Pick<NonNullable<Listing['profile']>, 'mainEmail' | 'geniusEmail' | 'privateEmail'> | null | undefined): string | null {
  if (!profile) return null;
  const main = profile.mainEmail === 'PRIVATE' ? profile.privateEmail : profile.geniusEmail;
  return main ?? profile.geniusEmail ?? profile.privateEmail ?? null;
}

type SpecifiedListing = Pick<
  Listing,
  | 'buildingArea'
  | 'landArea'
  | 'buildingFace'
  | 'numberOfFloor'
  | 'mainBedroom'
  | 'mainBathroom'
  | 'housekeepBedroom'
  | 'housekeepBathroom'
  | 'facilities'
> & {
  listingPart?: { name: string } | null;
  listingPropertyType?: { name: string } | null;
  listingCertificateType?: { name: string } | null;
};

const orDash = (v: string | number | null | undefined): string => (v === null || v === undefined || v === '' ? '-' : String(v));
const squareMetres = (m2: number | null): string => (m2 === null ? '-' : `${m2} m²`);

/** A listing's specifications as label and text, in the order every read-only screen shows them. */
export function listingSpecificationRows(l: SpecifiedListing): [string, string][] {
  return [
    ['Property Type', orDash(l.listingPropertyType?.name)],
    ['Listing Part', orDash(l.listingPart?.name)],
    ['Certificate', orDash(l.listingCertificateType?.name)],
    ['Building Area', squareMetres(l.buildingArea)],
    ['Land Area', squareMetres(l.landArea)],
    ['Building Face', l.buildingFace ? BUILDING_FACE_LABELS[l.buildingFace] : '-'],
    ['Floors', orDash(l.numberOfFloor)],
    ['Bedrooms', orDash(l.mainBedroom)],
    ['Bathrooms', orDash(l.mainBathroom)],
    ['Housekeeper Bedrooms', orDash(l.housekeepBedroom)],
    ['Housekeeper Bathrooms', orDash(l.housekeepBathroom)],
    ['Facilities', orDash(l.facilities.map((f) => `${f.facilityName} (${f.total})`).join(', '))],
  ];
}
