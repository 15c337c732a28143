/**
 * Primary project coordination (issue 18, §2 /primary-project-coordination
 * with create, /{primaryProjectId} and edit): a new development — its
 * developer, place, units and price range — coordinated for the network by
 * one office and some of its agents. Listings of type primary belong to one.
 * Every listing viewer reads projects (they are the network's stock of new
 * homes to sell); admin-HQ-plus creates and edits them (§2 guards). Pure:
 * the server refuses with these rules, the SPA shows buttons exactly when
 * they hold.
 */
import { z } from 'zod';
import { can, type AccessSubject } from './access';
import { id, listQuery, pageLimit } from './entities/common';
import { LISTING_STATUSES } from './entities/listing';
import { MESSAGES } from './messages';
import { MAX_RUPIAH } from './money';
import { requiredText, textField } from './validation';

export const PRIMARY_PROJECT_STATUSES = ['ACTIVE', 'SOLD_OUT', 'INACTIVE'] as const;
export type PrimaryProjectStatus = (typeof PRIMARY_PROJECT_STATUSES)[number];
export const PRIMARY_PROJECT_STATUS_LABELS: Record<PrimaryProjectStatus, string> = { ACTIVE: 'Active', SOLD_OUT: 'Sold Out', INACTIVE: 'Inactive' };
export const PRIMARY_PROJECT_STATUS_COLORS: Record<PrimaryProjectStatus, string> = { ACTIVE: '#15803D', SOLD_OUT: '#2563EB', INACTIVE: '#6B7280' };

export const MAX_PROJECT_AGENTS = 20;
export const MAX_PROJECT_LISTINGS = 200;

export const PRIMARY_PROJECT_MESSAGES = {
  created: (name: string) => `Project ${name} created.`,
  updated: (name: string) => `Project ${name} updated.`,
  notFound: 'Project not found.',
  mayNotManage: 'Only HQ admins manage primary projects.',
  priceRange: 'The highest price must not be below the lowest.',
  availableAboveTotal: 'Available units cannot be more than the total units.',
  officeNotFound: 'Choose an approved office.',
  agentNotOfOffice: "Each coordinating agent must be an active agent of the coordinating office.",
  notPrimary: 'Only listings of type primary can belong to a project.',
  inOtherProject: 'A listing already belongs to another project.',
  listingNotFound: 'Listing not found.',
} as const;

// ---------------------------------------------------------------------------
// The routes' shapes

export const projectAgent = z.object({ employeeId: z.string(), name: z.string() });

export const primaryProject = z.object({
  primaryProjectId: z.string(),
  projectName: z.string(),
  developerName: z.string(),
  city: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  totalUnits: z.number(),
  availableUnits: z.number(),
  priceMin: z.number(),
  priceMax: z.number(),
  coordinatingOfficeId: z.string(),
  coordinatingOfficeName: z.string(),
  status: z.enum(PRIMARY_PROJECT_STATUSES),
  listingCount: z.number(),
  createdAt: z.string(),
  agents: z.array(projectAgent).optional(),
});
export type PrimaryProject = z.infer<typeof primaryProject>;

/** A listing of a project, as its detail lists them. */
export const projectListing = z.object({
  listingId: z.string(),
  listingCode: z.string(),
  title: z.string(),
  officeName: z.string(),
  price: z.number(),
  status: z.enum(LISTING_STATUSES),
});
export type ProjectListing = z.infer<typeof projectListing>;

export const PRIMARY_PROJECT_SORTS = ['createdAt', 'projectName', 'priceMin'] as const;

export const primaryProjectsQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(PRIMARY_PROJECT_STATUSES),
    filterCity: z.string().max(100),
    filterOfficeId: id,
    sort: z.string().regex(new RegExp(`^(${PRIMARY_PROJECT_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type PrimaryProjectsQuery = z.infer<typeof primaryProjectsQuery>;

/** GET primary-project-listings: the listings of one project (its detail's table). */
export const projectListingsQuery = z.object({ filterPrimaryProjectId: id, limit: pageLimit(100), offset: listQuery.shape.offset }).strict();
export type ProjectListingsQuery = z.infer<typeof projectListingsQuery>;

export const primaryProjectIdParams = z.object({ primaryProjectId: id }).strict();

const units = (field: string) =>
  z
    .number({ error: MESSAGES.required(field) })
    .int(`${field} must be a whole number.`)
    .min(0, `${field} cannot be negative.`)
    .max(100_000, `${field} is too large.`);
const rupiah = (field: string) =>
  z
    .number({ error: MESSAGES.required(field) })
    .int(`${field} must be whole rupiah.`)
    .min(1, `${field} must be above zero.`)
    .max(MAX_RUPIAH, `${field} is too large.`);
const optionalText = (field: string, max: number) =>
  textField(field, max)
    .nullish()
    .transform((v) => v || null);
const ids = (field: string, max: number) =>
  z.array(z.string().min(1, MESSAGES.required(field)).max(64, MESSAGES.maxLength('ID', 64)), { error: MESSAGES.required(field) }).max(max, `At most ${max} ${field.toLowerCase()}.`);

const projectFields = z
  .object({
    projectName: requiredText('Project name', 120),
    developerName: requiredText('Developer name', 120),
    city: requiredText('City', 100),
    address: optionalText('Address', 300),
    description: optionalText('Description', 2000),
    totalUnits: units('Total units').min(1, 'Total units must be at least 1.'),
    availableUnits: units('Available units'),
    priceMin: rupiah('Lowest price'),
    priceMax: rupiah('Highest price'),
    coordinatingOfficeId: z
      .string({ error: MESSAGES.required('Coordinating office') })
      .min(1, MESSAGES.required('Coordinating office'))
      .max(64, MESSAGES.maxLength('Coordinating office', 64)),
    status: z.enum(PRIMARY_PROJECT_STATUSES, { error: MESSAGES.required('Status') }),
    agentIds: ids('Agents', MAX_PROJECT_AGENTS),
    listingIds: ids('Listings', MAX_PROJECT_LISTINGS),
  })
  .strict();

/** The rules across fields, where both sides are present (an edit may send one alone). */
const crossChecked = <T extends z.ZodType<Partial<z.infer<typeof projectFields>>>>(schema: T) =>
  schema
    .refine((b) => b.priceMin === undefined || b.priceMax === undefined || b.priceMax >= b.priceMin, { message: PRIMARY_PROJECT_MESSAGES.priceRange, path: ['priceMax'] })
    .refine((b) => b.totalUnits === undefined || b.availableUnits === undefined || b.availableUnits <= b.totalUnits, { message: PRIMARY_PROJECT_MESSAGES.availableAboveTotal, path: ['availableUnits'] });

/** POST primary-projects. */
export const createPrimaryProjectBody = crossChecked(projectFields.extend({ agentIds: projectFields.shape.agentIds.default([]), listingIds: projectFields.shape.listingIds.default([]) }));
export type CreatePrimaryProjectBody = z.infer<typeof createPrimaryProjectBody>;
export type CreatePrimaryProjectInput = z.input<typeof createPrimaryProjectBody>;

/** PATCH primary-projects/{id}: any of the fields; agentIds and listingIds replace the project's. */
export const updatePrimaryProjectBody = crossChecked(projectFields.partial());
export type UpdatePrimaryProjectBody = z.infer<typeof updatePrimaryProjectBody>;
export type UpdatePrimaryProjectInput = z.input<typeof updatePrimaryProjectBody>;

// ---------------------------------------------------------------------------
// Who may do what

/** Admin-HQ-plus creates and edits projects (§2's guards of create and edit); every listing viewer reads them. */
export const mayManageProjects = (caller: { subject: AccessSubject }): boolean => can(caller.subject, 'adminHqPlus');
