/**
 * Real requests for every GET route, for the field-level checks of the
 * authorization matrix: path parameters and required query fields filled
 * from the demo data (a listing of each office with its agent, HQ people and their users,
 * shared links, posts, a file, the caller's own maskings), once bare and once
 * asking for everything the query schema offers (every includeData value,
 * every show/include flag, the largest page). The values are found by name,
 * so a new route whose parameters have known names is probed without a word
 * here; one with a new name is reported, not skipped.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../server/db/client';
import { templateMessages } from '../../server/db/schema/web-config';
import { clients, agentBillings, handoverFiles, handovers, myLists, officeBillingCharges, primaryProjects, articleComments, articles, closingHistories, closings, employees, invoices, files, groups, listingMaskingHistories, listingMaskings, listings, offices, portalListings, transferEmployees, transferMemberTeams, albums, documents, magazines, events } from '../../server/db/schema';
import type { RegisteredRoute } from '../../server/http/types';

/** Values that belong together (a listing, its code and its agent), by parameter or query field name. */
export type ProbeContext = Record<string, string>;

export interface ProbedRoute {
  key: string;
  url: string;
  query?: z.ZodType;
}

/** What every context carries: values with one sensible answer whatever the record. */
const EVERYWHERE: ProbeContext = {
  keys: 'cms_latest_version,TERMS_AND_CONDITIONS,PRIVACY_AND_POLICY',
  sessionId: 'not-a-real-link',
  // The Rumah123 checker (issue 17): the demo Jakarta Selatan office's account on the first portal.
  email: 'jakartaselatan@rumah123.genius.co.id',
  filterEmail: 'jakartaselatan@rumah123.genius.co.id',
};

/** Contexts any caller gets: a published listing of each office with its agent, HQ people, shared links, posts with comments, a file. */
export async function sharedContexts(db: Db): Promise<ProbeContext[]> {
  const officeRows = await db.select({ officeId: offices.officeId }).from(offices).orderBy(asc(offices.officeName));
  const perOffice = [];
  for (const { officeId } of officeRows) {
    const [l] = await db
      .select({ listingId: listings.listingId, listingCode: listings.listingCode, employeeId: listings.employeeId })
      .from(listings)
      .where(and(eq(listings.officeId, officeId), eq(listings.status, 'PUBLISH')))
      .orderBy(asc(listings.listingCode))
      .limit(1);
    if (l) perOffice.push({ listingId: l.listingId, filterListingId: l.listingId, listingCode: l.listingCode, contentId: l.listingId, employeeId: l.employeeId });
  }
  const hq = await db.select({ employeeId: employees.employeeId, userId: employees.userId }).from(employees).where(isNull(employees.officeId)).orderBy(asc(employees.employeeCode)).limit(2);
  const shares = await db
    .selectDistinctOn([listingMaskingHistories.employeeId], {
      listingSharedCode: listingMaskingHistories.listingSharedCode,
      listingId: listingMaskingHistories.listingId,
      employeeId: listingMaskingHistories.employeeId,
    })
    .from(listingMaskingHistories)
    .where(eq(listingMaskingHistories.type, 'LINK'))
    .orderBy(listingMaskingHistories.employeeId, asc(listingMaskingHistories.createdAt));
  const commented = await db.selectDistinct({ articleId: articleComments.articleId }).from(articleComments).limit(2);
  const posts = await db
    .select({ articleId: articles.articleId, slug: articles.slug, status: articles.status })
    .from(articles)
    .where(inArray(articles.articleId, commented.map((c) => c.articleId)));
  const [published] = await db.select({ slug: articles.slug }).from(articles).where(eq(articles.status, 'PUBLISH')).orderBy(asc(articles.slug)).limit(1);
  const [file] = await db.select({ fileKey: files.fileKey }).from(files).orderBy(asc(files.fileKey)).limit(1);
  // A team of every office, and a transfer of every office: each caller reaches those of their scope.
  const teams = await db.selectDistinctOn([groups.officeId], { groupId: groups.groupId }).from(groups).orderBy(groups.officeId, asc(groups.groupId));
  const transfers = await db
    .selectDistinctOn([transferMemberTeams.officeId], { transferMemberId: transferMemberTeams.transferMemberId })
    .from(transferMemberTeams)
    .orderBy(transferMemberTeams.officeId, asc(transferMemberTeams.transferMemberId));
  // Staff transfers are HQ's: one of them is enough.
  const staffTransfers = await db.select({ transferEmployeeId: transferEmployees.transferEmployeeId }).from(transferEmployees).orderBy(asc(transferEmployees.transferEmployeeId)).limit(1);
  // A closing of each office (issue 18).
  const closingRows = await db.selectDistinctOn([closings.officeId], { closingId: closings.closingId }).from(closings).orderBy(closings.officeId, asc(closings.closingId));
  const historyRows = await db
    .selectDistinctOn([closingHistories.officeId], { closingHistoryId: closingHistories.closingHistoryId })
    .from(closingHistories)
    .orderBy(closingHistories.officeId, asc(closingHistories.closingHistoryId));
  // An invoice of each office (issue 18).
  const invoiceRows = await db.selectDistinctOn([invoices.officeId], { invoiceId: invoices.invoiceId }).from(invoices).orderBy(invoices.officeId, asc(invoices.invoiceId));
  // An agent receivable of each office (issue 18).
  const billingRows = await db.selectDistinctOn([agentBillings.officeId], { agentBillingId: agentBillings.agentBillingId }).from(agentBillings).orderBy(agentBillings.officeId, asc(agentBillings.agentBillingId));
  const officeBillingRows = await db
    .select({ officeBillingId: officeBillingCharges.officeBillingId, officeBillingChargeId: officeBillingCharges.officeBillingChargeId })
    .from(officeBillingCharges)
    .orderBy(asc(officeBillingCharges.officeBillingChargeId))
    .limit(1);
  // A handover of each office, with a file where there is one (issue 18).
  const handoverRows = await db
    .selectDistinctOn([handovers.officeId], { handoverId: handovers.handoverId, handoverFileId: sql<string>`coalesce((select f.handover_file_id from ${handoverFiles} f where f.handover_id = ${handovers.handoverId} order by f.handover_file_id limit 1), 'none')` })
    .from(handovers)
    .orderBy(handovers.officeId, asc(handovers.handoverId));
  // A primary project (issue 18): every listing viewer reads every one.
  const projectRows = (await db.select({ primaryProjectId: primaryProjects.primaryProjectId }).from(primaryProjects).orderBy(asc(primaryProjects.primaryProjectId)).limit(1)).map((p) => ({ ...p, filterPrimaryProjectId: p.primaryProjectId }));
  // A shared my list's public page (issue 18).
  const sharedLists = await db.select({ sharedCode: myLists.sharedCode }).from(myLists).where(isNotNull(myLists.sharedCode)).orderBy(asc(myLists.myListId)).limit(1);
  // A portal listing of each office (a sync's current result).
  const onPortals = await db
    .selectDistinctOn([listings.officeId], { portalListingId: portalListings.portalListingId })
    .from(portalListings)
    .innerJoin(listings, eq(listings.listingId, portalListings.listingId))
    .orderBy(listings.officeId, asc(portalListings.portalListingId));
  // A client of each agent who has some (issue 19): the Super Admin reads them all, any other caller is told 404.
  const clientRows = await db.selectDistinctOn([clients.ownerUserId], { clientId: clients.clientId }).from(clients).orderBy(clients.ownerUserId, asc(clients.clientId));
  // An album (issue 19): admin-HQ-plus read every one.
  const albumRows = await db.select({ albumId: albums.albumId }).from(albums).orderBy(asc(albums.albumId)).limit(1);
  // A template message (issue 19, admin-HQ-plus).
  const templateRows = await db.select({ templateId: templateMessages.templateId }).from(templateMessages).orderBy(asc(templateMessages.templateId)).limit(1);
  // A document and a magazine issue (issue 19): admin-HQ-plus's, one of each.
  const documentRows = await db.select({ documentId: documents.documentId }).from(documents).orderBy(asc(documents.documentId)).limit(1);
  const magazineRows = await db.select({ magazineId: magazines.magazineId }).from(magazines).orderBy(asc(magazines.magazineId)).limit(1);
  // Every event (issue 19, a handful): each caller reaches those of their audience, and is told 404 for the rest.
  const eventRows = await db.select({ eventId: events.eventId }).from(events).orderBy(asc(events.eventId));
  const contexts: ProbeContext[] = [
    ...onPortals,
    ...albumRows,
    ...templateRows,
    ...eventRows,
    ...clientRows,
    ...documentRows,
    ...magazineRows,
    ...closingRows,
    ...historyRows,
    ...invoiceRows,
    ...billingRows,
    ...officeBillingRows,
    ...handoverRows,
    ...projectRows,
    ...sharedLists.map((l) => ({ sharedCode: l.sharedCode! })),
    {},
    ...perOffice,
    ...hq,
    ...shares.map((s) => ({ ...s, listingSharedCode: s.listingSharedCode! })),
    ...posts.map((p) => ({ articleId: p.articleId, articleIds: p.articleId, contentId: p.articleId, ...(p.status === 'PUBLISH' ? { slug: p.slug } : {}) })),
    ...(published ? [{ slug: published.slug }] : []),
    ...(file ? [{ fileKey: file.fileKey }] : []),
    ...teams,
    ...transfers,
    ...staffTransfers,
    ...officeRows.map((o) => ({ officeId: o.officeId })),
  ];
  return contexts.map((c) => ({ ...EVERYWHERE, ...c }));
}

/** The caller's own maskings, as the masking agent: what their PDFs and shares are made of; and the caller's own lists. */
export async function callerContexts(db: Db, userId: string): Promise<ProbeContext[]> {
  const rows = await db
    .select({ listingId: listings.listingId, listingCode: listings.listingCode, employeeId: listingMaskings.employeeId })
    .from(listingMaskings)
    .innerJoin(employees, eq(employees.employeeId, listingMaskings.employeeId))
    .innerJoin(listings, eq(listings.listingId, listingMaskings.listingId))
    .where(eq(employees.userId, userId))
    .orderBy(asc(listings.listingCode))
    .limit(2);
  // Their own lists (issue 18): anyone else's answers 404.
  const lists = await db.select({ myListId: myLists.myListId }).from(myLists).where(eq(myLists.ownerUserId, userId)).orderBy(asc(myLists.myListId)).limit(2);
  // Their own clients (issue 19): anyone else's answers 404.
  const own = await db.select({ clientId: clients.clientId }).from(clients).where(eq(clients.ownerUserId, userId)).orderBy(asc(clients.clientId)).limit(2);
  return [...rows.map((r) => ({ ...EVERYWHERE, ...r, contentId: r.listingId })), ...lists.map((l) => ({ ...EVERYWHERE, ...l })), ...own.map((c) => ({ ...EVERYWHERE, ...c }))];
}

type Shape = Record<string, z.ZodType>;

const shapeOf = (schema: z.ZodType | undefined): Shape => (schema instanceof z.ZodObject ? (schema.shape as Shape) : {});

interface Def {
  type: string;
  entries?: Record<string, string>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
}

/** The values an enum field takes, or those of a comma-separated list of one (includeData), as sent. */
function choicesOf(schema: z.ZodType | undefined, depth = 0): string[] | undefined {
  if (!schema || depth > 8) return undefined;
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return choicesOf(def.innerType, depth + 1);
    case 'array':
      return choicesOf(def.element, depth + 1);
    case 'pipe':
      return choicesOf(def.in, depth + 1) ?? choicesOf(def.out, depth + 1);
    default:
      return undefined;
  }
}

const isRequired = (field: z.ZodType) => !field.safeParse(undefined).success;

/** Everything a field named include… or show… can ask for: all values of a list, else 'true'. */
function widest(field: z.ZodType): string | undefined {
  const choices = choicesOf(field);
  if (!choices?.length) return undefined;
  const all = choices.join(',');
  if (field.safeParse(all).success) return all;
  return choices.includes('true') ? 'true' : choices.at(-1);
}

const PAGE_SIZES = ['1000', '500', '100', '50', '25', '20', '10'];

const cartesian = (lists: [string, string[]][]): Record<string, string>[] =>
  lists.reduce<Record<string, string>[]>((acc, [name, values]) => acc.flatMap((a) => values.map((v) => ({ ...a, [name]: v }))), [{}]);

export const paramNamesOf = (url: string): string[] => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** What a route needs that no context names (empty: it can be probed). */
export function unknownNames(route: ProbedRoute, contexts: readonly ProbeContext[]): string[] {
  const shape = shapeOf(route.query);
  const needed = [...paramNamesOf(route.url), ...Object.keys(shape).filter((n) => isRequired(shape[n]!) && !choicesOf(shape[n]))];
  return needed.filter((n) => !contexts.some((c) => c[n] !== undefined));
}

/** The URLs that probe this route in these contexts: bare, and asking for everything. */
export function probeUrls(route: ProbedRoute, contexts: readonly ProbeContext[]): string[] {
  const shape = shapeOf(route.query);
  const names = Object.keys(shape);
  const required = names.filter((n) => isRequired(shape[n]!));
  const urls = new Set<string>();
  for (const context of contexts) {
    const params = paramNamesOf(route.url);
    if (params.some((p) => context[p] === undefined)) continue;
    const lists = required.map((n): [string, string[]] => [n, context[n] !== undefined ? [context[n]] : (choicesOf(shape[n]) ?? [])]);
    if (lists.some(([, values]) => !values.length)) continue;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) => encodeURIComponent(context[p]!));
    for (const base of cartesian(lists)) {
      const everything: Record<string, string> = { ...base };
      for (const n of names.filter((n) => /^(include|show)/.test(n))) {
        const value = widest(shape[n]!);
        if (value !== undefined) everything[n] = value;
      }
      if (shape.limit) {
        const size = PAGE_SIZES.find((s) => route.query!.safeParse({ ...everything, limit: s }).success);
        if (size) everything.limit = size;
      }
      for (const query of [base, everything]) {
        if (route.query && !route.query.safeParse(query).success) continue;
        const search = new URLSearchParams(query).toString();
        urls.add(search ? `${path}?${search}` : path);
      }
    }
  }
  return [...urls];
}

/** Every GET route the app registered, but the event stream (it never ends). */
export function getRoutes(registered: readonly RegisteredRoute[], except: readonly string[]): ProbedRoute[] {
  return registered
    .filter((r) => r.method === 'GET' && r.url.startsWith('/api'))
    .map((r) => ({ key: `${r.method} ${r.url}`, url: r.url, query: r.schema?.querystring instanceof z.ZodType ? r.schema.querystring : undefined }))
    .filter((r) => !except.includes(r.key));
}
