/**
 * Handovers (issue 18, §2 /handover with create and /{handoverId}, §6 'agents
 * only for handover create'): an agent of a closing hands the property over to
 * its buyer or tenant. A handover is a checklist ticked item by item, a date,
 * and the documents and signatures uploaded as images; it is completed once
 * every item is ticked and a signature is on file. One handover in force per
 * closing. Pure: the server refuses with these rules, the SPA shows buttons
 * exactly when they hold.
 */
import { z } from 'zod';
import { can, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { MESSAGES } from './messages';
import { isHqUser, officesHolding, ROLE_GROUPS, type OfficeRecord, type Role } from './roles';
import { requiredText, textField } from './validation';

export const HANDOVER_STATUSES = ['OPEN', 'COMPLETED', 'CANCELLED'] as const;
export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];
export const HANDOVER_STATUS_LABELS: Record<HandoverStatus, string> = { OPEN: 'In Progress', COMPLETED: 'Completed', CANCELLED: 'Cancelled' };
export const HANDOVER_STATUS_COLORS: Record<HandoverStatus, string> = { OPEN: '#B45309', COMPLETED: '#15803D', CANCELLED: '#B91C1C' };

export const HANDOVER_FILE_KINDS = ['DOCUMENT', 'SIGNATURE'] as const;
export type HandoverFileKind = (typeof HANDOVER_FILE_KINDS)[number];
export const HANDOVER_FILE_KIND_LABELS: Record<HandoverFileKind, string> = { DOCUMENT: 'Document', SIGNATURE: 'Signature' };

/** What a handover checks, unless the agent changes it: what an Indonesian property handover goes through. */
export const DEFAULT_HANDOVER_CHECKLIST = [
  'Keys and access cards handed over',
  'Certificate and ownership documents handed over',
  'Electricity meter reading recorded',
  'Water meter reading recorded',
  'Property condition checked with the client',
  'Outstanding bills (PBB, utilities) settled',
] as const;

export const MAX_CHECKLIST_ITEMS = 20;
export const MAX_HANDOVER_FILES = 20;

export const handoverCode = (handoverNumber: number): string => `HOV-${String(handoverNumber).padStart(6, '0')}`;

export const HANDOVER_MESSAGES = {
  created: 'Handover created.',
  updated: 'Handover updated.',
  completed: 'Handover completed.',
  cancelled: 'Handover cancelled.',
  fileAdded: 'File added.',
  fileRemoved: 'File removed.',
  notFound: 'Handover not found.',
  closingNotFound: 'Closing not found.',
  closingCancelled: 'This closing was cancelled: there is nothing to hand over.',
  notYourClosing: 'You can only hand over a closing you are an agent of.',
  alreadyHandedOver: 'This closing already has a handover.',
  onlyAgents: 'Only agents create handovers.',
  notYourHandover: 'Only the agent who hands over may change this handover.',
  notOpen: 'This handover is no longer in progress.',
  uncheckedItems: 'Tick every checklist item before completing the handover.',
  noSignature: 'Upload the signed handover (a signature) before completing it.',
  fileNotYours: 'Upload the file first: it was not found among your uploads.',
  tooManyFiles: `A handover keeps at most ${MAX_HANDOVER_FILES} files.`,
  checklistEmpty: 'Checklist items: add at least one.',
} as const;

// ---------------------------------------------------------------------------
// The routes' shapes

export const handoverItem = z.object({ position: z.number(), label: z.string(), checked: z.boolean(), note: z.string().nullable() });
export type HandoverItem = z.infer<typeof handoverItem>;

export const handoverFile = z.object({
  handoverFileId: z.string(),
  fileKey: z.string(),
  fileName: z.string(),
  url: z.string(),
  kind: z.enum(HANDOVER_FILE_KINDS),
  createdAt: z.string(),
});
export type HandoverFile = z.infer<typeof handoverFile>;

export const handover = z.object({
  handoverId: z.string(),
  handoverCode: z.string(),
  closingId: z.string(),
  closingCode: z.string(),
  listing: z.object({ listingId: z.string(), listingCode: z.string(), title: z.string() }),
  officeId: z.string(),
  officeName: z.string(),
  employeeId: z.string(),
  agentName: z.string(),
  handoverDate: z.string(),
  receiverName: z.string(),
  note: z.string().nullable(),
  status: z.enum(HANDOVER_STATUSES),
  /** Ticked items of all items: the list's progress column. */
  checkedCount: z.number(),
  itemCount: z.number(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(handoverItem).optional(),
  files: z.array(handoverFile).optional(),
});
export type Handover = z.infer<typeof handover>;

export const HANDOVER_SORTS = ['handoverDate', 'createdAt'] as const;

export const handoversQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(HANDOVER_STATUSES),
    filterOfficeId: id,
    filterHandoverDateStartAt: z.iso.date(),
    filterHandoverDateEndAt: z.iso.date(),
    sort: z.string().regex(new RegExp(`^(${HANDOVER_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type HandoversQuery = z.infer<typeof handoversQuery>;

export const handoverIdParams = z.object({ handoverId: id }).strict();
export const handoverFileParams = z.object({ handoverId: id, handoverFileId: id }).strict();

const handoverDate = z.iso.date({ error: (i) => (i.input ? MESSAGES.invalidFormat('Handover date') : MESSAGES.required('Handover date')) });
const note = textField('Note', 1000)
  .nullish()
  .transform((v) => v || null);

const checklistItemInput = z
  .object({
    label: requiredText('Checklist item', 200),
    checked: z.boolean({ error: MESSAGES.required('Checked') }).default(false),
    note: textField('Item note', 300)
      .nullish()
      .transform((v) => v || null),
  })
  .strict();

const checklist = z.array(checklistItemInput, { error: HANDOVER_MESSAGES.checklistEmpty }).min(1, HANDOVER_MESSAGES.checklistEmpty).max(MAX_CHECKLIST_ITEMS, `At most ${MAX_CHECKLIST_ITEMS} checklist items.`);

/** POST office/handovers: which closing, when, to whom, and what is checked. */
export const createHandoverBody = z
  .object({
    closingId: z.string({ error: MESSAGES.required('Closing') }).min(1, MESSAGES.required('Closing')).max(64, MESSAGES.maxLength('Closing', 64)),
    handoverDate,
    receiverName: requiredText('Receiver name', 120),
    note,
    items: checklist,
  })
  .strict();
export type CreateHandoverBody = z.infer<typeof createHandoverBody>;
export type CreateHandoverInput = z.input<typeof createHandoverBody>;

/** PATCH office/handovers/{id}: the date, receiver, note and checklist while it is in progress. */
export const updateHandoverBody = createHandoverBody.omit({ closingId: true }).partial().strict();
export type UpdateHandoverBody = z.infer<typeof updateHandoverBody>;
export type UpdateHandoverInput = z.input<typeof updateHandoverBody>;

/** POST office/handovers/{id}/files: a file the caller uploaded (POST /files), as a document or a signature. */
export const addHandoverFileBody = z
  .object({
    fileKey: z.string({ error: MESSAGES.required('File') }).min(1, MESSAGES.required('File')).max(64, MESSAGES.maxLength('File', 64)),
    kind: z.enum(HANDOVER_FILE_KINDS, { error: MESSAGES.required('Kind') }),
  })
  .strict();
export type AddHandoverFileBody = z.infer<typeof addHandoverFileBody>;

// ---------------------------------------------------------------------------
// Who may do what

export interface HandoverCaller {
  roles: readonly Role[];
  subject: AccessSubject;
  employees: readonly (OfficeRecord & { employeeId: string })[];
}

export type HandoverScope = { kind: 'all' } | { kind: 'some'; officeIds: readonly string[]; employeeIds: readonly string[] };

const agentEmployeeIds = (caller: HandoverCaller) => caller.employees.filter((e) => e.employeeRole.role === 'agent').map((e) => e.employeeId);

/** HQ every handover; an office's management their office's agents'; an agent their own. */
export function handoverScope(caller: HandoverCaller): HandoverScope {
  if (isHqUser(caller.roles)) return { kind: 'all' };
  return { kind: 'some', officeIds: officesHolding(caller.employees, ROLE_GROUPS.officeManagement), employeeIds: agentEmployeeIds(caller) };
}

/** The /office prefix of the caller's handover calls (§7's pattern): none for HQ. */
export const handoverPrefix = (caller: Pick<HandoverCaller, 'roles'>): '' | 'office/' => (isHqUser(caller.roles) ? '' : 'office/');

/** Only agents create (§6), of a closing in force that they are an agent of, without a handover yet. */
export function handoverCreateRefusal(
  caller: HandoverCaller,
  closing: { status: 'ACTIVE' | 'CANCELLED'; agentEmployeeIds: readonly string[]; hasHandover: boolean },
): string | null {
  if (!can(caller.subject, 'handoverCreate')) return HANDOVER_MESSAGES.onlyAgents;
  if (closing.status === 'CANCELLED') return HANDOVER_MESSAGES.closingCancelled;
  if (!closing.agentEmployeeIds.some((e) => agentEmployeeIds(caller).includes(e))) return HANDOVER_MESSAGES.notYourClosing;
  if (closing.hasHandover) return HANDOVER_MESSAGES.alreadyHandedOver;
  return null;
}

/** Edit, add or remove files, complete or cancel: the handing agent, while it is in progress. */
export function handoverChangeRefusal(caller: HandoverCaller, record: { employeeId: string; status: HandoverStatus }): string | null {
  if (!agentEmployeeIds(caller).includes(record.employeeId)) return HANDOVER_MESSAGES.notYourHandover;
  if (record.status !== 'OPEN') return HANDOVER_MESSAGES.notOpen;
  return null;
}

/** Complete: every item ticked and a signature on file, on top of the change rule. */
export function handoverCompleteRefusal(
  caller: HandoverCaller,
  record: { employeeId: string; status: HandoverStatus; items: readonly { checked: boolean }[]; files: readonly { kind: HandoverFileKind }[] },
): string | null {
  const refusal = handoverChangeRefusal(caller, record);
  if (refusal) return refusal;
  if (!record.items.length || record.items.some((i) => !i.checked)) return HANDOVER_MESSAGES.uncheckedItems;
  if (!record.files.some((f) => f.kind === 'SIGNATURE')) return HANDOVER_MESSAGES.noSignature;
  return null;
}
