/** Listing rules of §4 and §9: status labels and tag colours, who moves a status where, masked or not, price display, API prefix. */
import type { Employee } from './entities/employee';
import type { ShareChannel } from './entities/listing-masking';
import {
  EDITABLE_LISTING_STATUSES,
  type BuildingFace,
  type Listing,
  type ListingFacility,
  type ListingStatus,
  type PdfOrientation,
  type SellOrRent,
} from './entities/listing';
import { formatPrice, formatShortPrice } from './format';
import { inGroup, type Role } from './roles';

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

/**
 * Who the caller is to a listing (§6: admin-HQ-plus edits any listing, an
 * office admin their office's, an agent their own): the highest relation
 * decides, so an agent who is also their office's admin approves as the office.
 */
export type ListingActor = 'hq' | 'office' | 'agent';

export interface ListingCaller {
  roles: readonly Role[];
  employees: readonly Pick<Employee, 'employeeId' | 'officeId' | 'employeeRole'>[];
}

/** null: the caller may not edit this listing at all. */
export function listingActor(caller: ListingCaller, listing: Pick<Listing, 'officeId' | 'employeeId'>): ListingActor | null {
  if (inGroup(caller.roles, 'adminHqPlus')) return 'hq';
  const holds = (role: Role, isTheirs: (e: ListingCaller['employees'][number]) => boolean) =>
    caller.employees.some((e) => e.employeeRole.role === role && isTheirs(e));
  if (holds('admin_office', (e) => e.officeId === listing.officeId)) return 'office';
  if (holds('agent', (e) => e.employeeId === listing.employeeId)) return 'agent';
  return null;
}

/**
 * The office (or HQ) approves what goes on the market; an agent submits,
 * withdraws and takes their own listing off it. PENDING (a deal under way)
 * and CLOSED come from closing, EXPIRED from time: no agent moves out of
 * them, and CLOSED and EXPIRED leave only by their own flows (renewal).
 */
type StatusMoves = Readonly<Partial<Record<ListingStatus, readonly ListingStatus[]>>>;

const APPROVER_MOVES: StatusMoves = {
  OPEN: ['WAITING_APPROVAL', 'PUBLISH'],
  WAITING_APPROVAL: ['PUBLISH', 'REJECTED', 'OPEN'],
  PUBLISH: ['UNPUBLISH'],
  UNPUBLISH: ['PUBLISH', 'OPEN'],
  REJECTED: ['PUBLISH', 'WAITING_APPROVAL', 'OPEN'],
  PENDING: ['PUBLISH', 'UNPUBLISH'],
};

export const LISTING_STATUS_MOVES: Readonly<Record<ListingActor, StatusMoves>> = {
  hq: APPROVER_MOVES,
  office: APPROVER_MOVES,
  agent: {
    OPEN: ['WAITING_APPROVAL'],
    WAITING_APPROVAL: ['OPEN'],
    PUBLISH: ['UNPUBLISH'],
    // Back on the market is a new approval: the listing may have changed while it was off.
    UNPUBLISH: ['WAITING_APPROVAL', 'OPEN'],
    REJECTED: ['WAITING_APPROVAL', 'OPEN'],
  },
};

/** Where this actor may move a listing from `from` (the status it keeps not counted). */
export function listingStatusMoves(actor: ListingActor | null, from: ListingStatus): ListingStatus[] {
  return actor ? [...(LISTING_STATUS_MOVES[actor][from] ?? [])] : [];
}

/** A save that keeps the status is always a valid move. */
export function canMoveListing(actor: ListingActor | null, from: ListingStatus, to: ListingStatus): boolean {
  return from === to || listingStatusMoves(actor, from).includes(to);
}

/** Why the move is refused, or null; a new listing is a move from OPEN. */
export function listingMoveRefusal(actor: ListingActor | null, from: ListingStatus, to: ListingStatus): string | null {
  if (canMoveListing(actor, from, to)) return null;
  const move = `from ${LISTING_STATUS_LABELS[from]} to ${LISTING_STATUS_LABELS[to]}`;
  return canMoveListing('office', from, to)
    ? `Only the listing's office admin or an HQ admin can move a listing ${move}.`
    : `A listing cannot be moved ${move}.`;
}

const isEditableStatus = (status: ListingStatus): boolean => (EDITABLE_LISTING_STATUSES as readonly ListingStatus[]).includes(status);

/**
 * What the Status select offers: the current status (saving keeps it) and the
 * actor's moves from it; a new listing (current null) starts as OPEN. PENDING,
 * CLOSED and EXPIRED are never sent, so they are not offered to keep.
 */
export function listingStatusChoices(actor: ListingActor | null, current: ListingStatus | null): ListingStatus[] {
  const from = current ?? 'OPEN';
  return [...(isEditableStatus(from) ? [from] : []), ...listingStatusMoves(actor, from)];
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
