/**
 * Clients (issue 19, §2 /clients and /clients/{clientId}, §6 'Client menu for
 * agents or admin'): an agent's own book of buyers and tenants — how to reach
 * them, what they look for and for how much — with notes and the listings
 * shared with them as masked links. An agent sees only their own clients
 * (anyone else's does not exist for them); the Super Admin reads every
 * agent's, and writes none. Pure: the server refuses with these rules, the SPA
 * shows buttons exactly when they hold.
 */
import { z } from 'zod';
import { GUARDS, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { listingSummary, SELL_OR_RENT, type ListingStatus } from './entities/listing';
import { SHARED_LINK_STATUSES } from './masking';
import { MESSAGES } from './messages';
import { MAX_RUPIAH } from './money';
import { FORMAT_PATTERNS, requiredText, textField, typeError } from './validation';

export const CLIENT_LIMITS = { name: 120, email: 200, maxPhones: 3, maxAreas: 5, area: 100, note: 2_000 } as const;

/** What the client is after: to buy or to rent (a listing's sellOrRent, in the client's words). */
export const CLIENT_NEEDS = ['buy', 'rent'] as const;
export type ClientNeed = (typeof CLIENT_NEEDS)[number];
export const CLIENT_NEED_LABELS: Record<ClientNeed, string> = { buy: 'Buy', rent: 'Rent' };
/** The listings that answer a need. */
export const SELL_OR_RENT_OF_NEED: Record<ClientNeed, (typeof SELL_OR_RENT)[number]> = { buy: 'sell', rent: 'rent' };

/**
 * Ours (the spec is silent): a client is Active while looking, Closed once
 * they bought or rented, Inactive when they stopped looking. Only an Active
 * client is sent listings; the list opens on every status.
 */
export const CLIENT_STATUSES = ['ACTIVE', 'CLOSED', 'INACTIVE'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = { ACTIVE: 'Active', CLOSED: 'Closed', INACTIVE: 'Inactive' };
export const CLIENT_STATUS_COLORS: Record<ClientStatus, string> = { ACTIVE: '#15803D', CLOSED: '#1D4ED8', INACTIVE: '#6B7280' };

export const CLIENT_MESSAGES = {
  created: (name: string) => `Client ${name} added.`,
  updated: 'Client saved.',
  deleted: 'Client deleted.',
  noteAdded: 'Note added.',
  shared: 'Listing shared: copy the link for your client.',
  notFound: 'Client not found.',
  listingNotFound: 'Listing not found.',
  phonesRequired: 'Phones must have at least one number.',
  tooManyPhones: `Phones hold at most ${CLIENT_LIMITS.maxPhones} numbers.`,
  duplicatePhone: 'This number is in Phones already.',
  phoneFormat: 'Phones must be Indonesian mobile numbers: 08… or 628…, 10 to 13 digits.',
  tooManyAreas: `Preferred areas hold at most ${CLIENT_LIMITS.maxAreas} cities.`,
  duplicateArea: 'This city is in Preferred areas already.',
  budgetOrder: 'Maximum budget must not be below the minimum.',
  nothingToUpdate: 'Nothing to update.',
  linkCopied: 'Link copied to clipboard',
  /** Why a Super Admin has no Add, Edit, Note or Share: a client is the agent's. */
  readOnly: "Clients are their agents' own: you read them here, only their agent changes them.",
} as const;

// ---------------------------------------------------------------------------
// Who sees and changes which client

export type ClientScope = { kind: 'all' } | { kind: 'owner'; userId: string } | { kind: 'none' };

/**
 * Whose clients a user reads: an agent their own (even when they hold another
 * role too); the Super Admin, who is no agent, every agent's; anyone else none.
 */
export function clientScope(user: { subject: AccessSubject; userId: string }): ClientScope {
  if (GUARDS.agent(user.subject)) return { kind: 'owner', userId: user.userId };
  if (GUARDS.superAdmin(user.subject)) return { kind: 'all' };
  return { kind: 'none' };
}

/** Adding, editing, deleting, notes and shares: agents, on their own clients only. */
export const mayManageClients = (subject: AccessSubject): boolean => GUARDS.agent(subject);

export type ClientShareRefusal = 'notAgent' | 'notActive' | 'notPublic' | 'alreadyShared';

export const CLIENT_SHARE_REFUSAL_MESSAGES: Record<ClientShareRefusal, string> = {
  notAgent: MESSAGES.onlyAgent,
  notActive: 'Only an Active client is sent listings: set the client Active first.',
  notPublic: 'Only Publish or Closed listings can be shared.',
  alreadyShared: "This listing's link for this client still works: copy it from the client's page.",
};

/**
 * Why this listing cannot be shared with this client now, or null. A listing
 * whose link would not answer (masking's SHARED_LINK_STATUSES) is refused
 * rather than sent dead; a live link for the same client is not made twice.
 */
export function clientShareRefusal(
  subject: AccessSubject,
  client: { status: ClientStatus },
  listing: { status: ListingStatus },
  hasLiveLink: boolean,
): ClientShareRefusal | null {
  if (!mayManageClients(subject)) return 'notAgent';
  if (client.status !== 'ACTIVE') return 'notActive';
  if (!(SHARED_LINK_STATUSES as readonly ListingStatus[]).includes(listing.status)) return 'notPublic';
  if (hasLiveLink) return 'alreadyShared';
  return null;
}

/** 'Rp 1,5 M – Rp 2 M', 'from …', 'up to …', or '-' (formatting is the caller's). */
export function budgetText(min: number | null, max: number | null, format: (n: number) => string): string {
  if (min !== null && max !== null) return min === max ? format(min) : `${format(min)} – ${format(max)}`;
  if (min !== null) return `from ${format(min)}`;
  if (max !== null) return `up to ${format(max)}`;
  return '-';
}

// ---------------------------------------------------------------------------
// The routes' shapes

export const clientNote = z.object({
  clientNoteId: z.string(),
  body: z.string(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientNote = z.infer<typeof clientNote>;

/** A listing shared with the client: its summary while the caller still sees it, and the masked link's state. */
export const clientShare = z.object({
  clientShareId: z.string(),
  listingId: z.string(),
  listing: listingSummary.nullable(),
  /** The masked page's code (/shared/{code}), its owner's to copy. */
  listingSharedCode: z.string(),
  /** Why the link no longer answers, if it does not (masking's sharedLinkRefusal). */
  refusal: z.enum(['expired', 'unavailable']).nullable(),
  /** The sharing agent's record: the masked PDF is theirs (pdf/listing?employeeId), while they masked the listing. */
  employeeId: z.string(),
  isPdfAvailable: z.boolean(),
  createdAt: z.string(),
});
export type ClientShare = z.infer<typeof clientShare>;

export const client = z.object({
  clientId: z.string(),
  ownerUserId: z.string(),
  /** The agent whose client it is (the Super Admin's list shows it). */
  ownerName: z.string().nullable(),
  name: z.string(),
  phones: z.array(z.string()),
  email: z.string().nullable(),
  needs: z.enum(CLIENT_NEEDS),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  preferredAreas: z.array(z.string()),
  status: z.enum(CLIENT_STATUSES),
  shareCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  notes: z.array(clientNote).optional(),
  shares: z.array(clientShare).optional(),
});
export type Client = z.infer<typeof client>;

export const CLIENT_SORTS = ['updatedAt', 'name', 'createdAt'] as const;
export const DEFAULT_CLIENT_SORT = 'updatedAt:DESC';

export const clientsQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(CLIENT_STATUSES),
    filterNeeds: z.enum(CLIENT_NEEDS),
    sort: z.string().regex(new RegExp(`^(${CLIENT_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type ClientsQuery = z.infer<typeof clientsQuery>;

export const clientIdParams = z.object({ clientId: id }).strict();

/** An Indonesian mobile number: §5's mobile phone (10 to 13 digits), starting 08 or 628. */
export const INDONESIAN_PHONE = /^(08|628)\d+$/;

/** Spaces and dashes people type are dropped: '0812-3456 7890' is kept as 081234567890. */
const clientPhone = z
  .string(typeError('Phones'))
  .max(40, MESSAGES.maxLength('Phones', 40))
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, MESSAGES.required('Phones')).regex(FORMAT_PATTERNS.mobilePhone, CLIENT_MESSAGES.phoneFormat).regex(INDONESIAN_PHONE, CLIENT_MESSAGES.phoneFormat));

const phones = z
  .array(clientPhone, { error: CLIENT_MESSAGES.phonesRequired })
  .min(1, CLIENT_MESSAGES.phonesRequired)
  .max(CLIENT_LIMITS.maxPhones, CLIENT_MESSAGES.tooManyPhones)
  .superRefine((list, ctx) => {
    list.forEach((p, index) => {
      if (list.indexOf(p) !== index) ctx.addIssue({ code: 'custom', message: CLIENT_MESSAGES.duplicatePhone, path: [index] });
    });
  });

const preferredAreas = z
  .array(requiredText('Preferred areas', CLIENT_LIMITS.area), { error: MESSAGES.invalidFormat('Preferred areas') })
  .max(CLIENT_LIMITS.maxAreas, CLIENT_MESSAGES.tooManyAreas)
  .superRefine((list, ctx) => {
    const lower = list.map((a) => a.toLowerCase());
    lower.forEach((a, index) => {
      if (lower.indexOf(a) !== index) ctx.addIssue({ code: 'custom', message: CLIENT_MESSAGES.duplicateArea, path: [index] });
    });
  });

const budget = (field: string) =>
  z
    .number({ error: MESSAGES.invalidFormat(field) })
    .int(`${field} must be whole rupiah.`)
    .min(0, `${field} cannot be negative.`)
    .max(MAX_RUPIAH, `${field} is too large.`)
    .nullish()
    .transform((v) => v ?? null);

const optionalEmail = textField('Email', CLIENT_LIMITS.email)
  .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.invalidFormat('Email'))
  // The form sends its parsed body, where an empty optional field is already null.
  .nullish()
  .transform((v) => v || null);

const clientFields = {
  name: requiredText('Name', CLIENT_LIMITS.name),
  phones,
  email: optionalEmail,
  needs: z.enum(CLIENT_NEEDS, { error: (i) => (i.input === undefined || i.input === null ? MESSAGES.required('Needs') : MESSAGES.invalidFormat('Needs')) }),
  budgetMin: budget('Minimum budget'),
  budgetMax: budget('Maximum budget'),
  preferredAreas: preferredAreas.default([]),
  status: z.enum(CLIENT_STATUSES, { error: MESSAGES.invalidFormat('Status') }).default('ACTIVE'),
};

const budgetInOrder = (b: { budgetMin?: number | null; budgetMax?: number | null }) => b.budgetMin == null || b.budgetMax == null || b.budgetMax >= b.budgetMin;

/** POST clients. */
export const createClientBody = z.object(clientFields).strict().refine(budgetInOrder, { message: CLIENT_MESSAGES.budgetOrder, path: ['budgetMax'] });
export type CreateClientBody = z.infer<typeof createClientBody>;
export type ClientInput = z.input<typeof createClientBody>;

/**
 * PATCH clients/{clientId}: any of the fields. The budget's order is checked
 * here when both ends come, and by the server against the stored other end.
 */
export const updateClientBody = z
  .object({
    ...clientFields,
    preferredAreas,
    status: z.enum(CLIENT_STATUSES, { error: MESSAGES.invalidFormat('Status') }),
  })
  .partial()
  .strict()
  .refine((b) => Object.keys(b).length > 0, { message: CLIENT_MESSAGES.nothingToUpdate })
  .refine(budgetInOrder, { message: CLIENT_MESSAGES.budgetOrder, path: ['budgetMax'] });
export type UpdateClientBody = z.infer<typeof updateClientBody>;

/** POST clients/{clientId}/notes. */
export const createClientNoteBody = z.object({ note: requiredText('Note', CLIENT_LIMITS.note) }).strict();
export type CreateClientNoteBody = z.infer<typeof createClientNoteBody>;

/** POST clients/{clientId}/shares: one listing, masked where it must be and shared by link. */
export const createClientShareBody = z.object({ listingId: z.string({ error: MESSAGES.required('Listing') }).min(1, MESSAGES.required('Listing')).max(64, MESSAGES.maxLength('Listing', 64)) }).strict();
export type CreateClientShareBody = z.infer<typeof createClientShareBody>;
