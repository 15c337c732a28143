/**
 * Every list route's statements, as the services really issue them, planned
 * by PostgreSQL with sequential scans switched off: a large table that is
 * still read whole means no index serves that filter, search or sort, which
 * at scale factor 1 is a 100-600 ms request (see issue 13). The routes are
 * read off the app, so a new list route without a probe here fails the
 * suite. limit=1 keeps every page full, so the count query runs too; the
 * same query's CSV export is planned as well, each distinct statement once.
 * PostgreSQL only (TEST_DATABASE_URL): PGlite plans alike but is not what
 * the scale targets are measured on.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARDS } from '../../domain/access';
import { ARTICLE_SORT_FIELDS } from '../../domain/entities/article';
import { LISTING_SORT_FIELDS } from '../../domain/entities/listing';
import { USER_SORT_FIELDS } from '../../domain/entities/user-admin';
import { roleLevel, type RoleLevel } from '../../domain/roles';
import { articles, listings, offices, portalListingSyncs, primaryProjects } from '../../server/db/schema';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../server/db/seed/demo';
import { CSV_CHUNK_ROWS, csvSettings } from '../../server/http/list-route';
import { discoverRoutes, type RouteUnderTest } from './fuzz/routes';
import { bearer, signIn, startTestServer, subjectOf, TEST_DATABASE_URL, type TestServer } from './support';

/** Tables that grow with the network (scale factor 1: 6k-100k rows): never read whole for one page. */
const LARGE_TABLES = new Set([
  'listings',
  'listing_masking_histories',
  'employees',
  'users',
  'notifications',
  'article_comments',
  'articles',
  'audit_events',
  // Teams (issue 16): thousands of members, transfers and fee items at scale.
  'groups',
  'group_members',
  'transfer_member_teams',
  'teams_member_fees',
  'teams_member_fee_items',
  // Transfers of staff between offices (issue 16).
  'transfer_employees',
  // Handovers (issue 18): one per closing at scale.
  'handovers',
  // My lists (issue 18): a few per agent, a few dozen listings each.
  'my_lists',
  'my_list_items',
  // Clients (issue 19): a few per agent, with notes and shares.
  'clients',
  'client_notes',
  'client_shares',
  // Events (issue 19): thousands over the years, with their registrations.
  'events',
  'event_registrations',
]);

type Query = Record<string, string>;
interface Context {
  officeId: string;
  /** A listing with a sync history. */
  listingId: string;
  userId: string;
  employeeId: string;
  articleId: string;
  city: string;
  primaryProjectId: string;
}

const sorts = (fields: readonly string[]): Query[] => fields.flatMap((f) => [{ sort: `${f}:DESC` }, { sort: `${f}:ASC` }]);
/**
 * A common word (a capped count may read its first matches in page order)
 * and a term nothing matches, which only an index finds without reading
 * every row: its count is where a missing trigram index shows.
 */
const RARE_TERM = 'qzxv';
const SEARCHES: Query[] = [{ search: 'rumah' }, { search: RARE_TERM }];

/** The filters, searches and sorts each list route offers (one at a time, as the SPA sends them). */
const PROBES: Record<string, (c: Context) => Query[]> = {
  'GET /api/listings': (c) => listingProbes(c),
  'GET /api/office/listings': (c) => listingProbes(c),
  'GET /api/listings/not-watermark': () => [{}, ...SEARCHES, { view: 'row' }, ...SEARCHES.map((q) => ({ ...q, view: 'row' }))],
  'GET /api/listings/has-portal': (c) => [{}, ...SEARCHES, { filterOfficeId: c.officeId }, { filterEmployeeId: c.employeeId }],
  'GET /api/listing-masking-histories': (c) => [
    {},
    ...SEARCHES,
    { sort: 'createdAt:ASC' },
    { sort: 'maskingDate:DESC' },
    { sort: 'maskingDate:ASC' },
    { filterOfficeId: c.officeId },
    { filterUserId: c.userId },
    { filterStatusListing: 'PUBLISH' },
    { filterType: 'LINK' },
    { filterMaskingByAgent: c.employeeId },
    { filterListingAgent: c.employeeId },
    { filterCreatedAtStartAt: '2020-01-01', filterCreatedAtEndAt: '2030-12-31' },
    { filterMaskingDateStartAt: '2020-01-01', filterMaskingDateEndAt: '2030-12-31' },
  ],
  'GET /api/audit-events': (c) => [
    {},
    ...SEARCHES,
    { sort: 'occurredAt:ASC' },
    { filterEntityType: 'listing' },
    { filterEntityType: 'listing', filterEntityId: c.employeeId },
    { filterAction: 'update' },
    { filterActorUserId: c.userId },
    { filterActorRole: 'agent' },
    { filterOfficeId: c.officeId },
    { filterRequestId: c.userId },
    { dateFrom: '2020-01-01', dateTo: '2030-12-31' },
  ],
  'GET /api/employees': (c) => [
    {},
    ...SEARCHES,
    ...sorts(['createdAt', 'name', 'employeeCode', 'role']),
    { filterOfficeId: c.officeId },
    { filterUserId: c.userId },
    { filterStatus: 'ACTIVE' },
    { filterRole: 'agent' },
  ],
  'GET /api/employees/birthdays': () => [{}],
  'GET /api/users': (c) => [
    {},
    ...SEARCHES,
    ...sorts(USER_SORT_FIELDS),
    { filterStatus: 'inactive' },
    { filterRole: 'agent' },
    { filterOfficeId: c.officeId },
    { filterRoleApprovalStatus: 'APPROVED' },
    { filterHasProductEmail: 'true' },
  ],
  'GET /api/users/customers': () => [{}, ...SEARCHES, { filterStatus: 'inactive' }, { filterIsBlocked: 'true' }],
  'GET /api/notifications': (): Query[] => [{}, { isRead: 'unread' }],
  'GET /api/articles': () => [{}, ...SEARCHES, ...sorts(ARTICLE_SORT_FIELDS), { status: 'PUBLISH' }],
  'GET /api/articles/public': (): Query[] => [{}, { sort: 'popularity:DESC' }],
  'GET /api/authors': () => [{}, ...SEARCHES],
  'GET /api/article-comments': (c): Query[] => [
    { articleIds: c.articleId },
    { articleIds: c.articleId, sort: 'createdAt:DESC' },
    { articleIds: c.articleId, status: 'PUBLISH' },
    { articleIds: c.articleId, showDeleted: 'true' },
  ],
  // Small tables (offices, cities, portals, categories, tags, the outbox): probed so their joins are seen.
  'GET /api/master-article-categories': (): Query[] => [{}, { search: 'rumah' }],
  'GET /api/master-article-tags': (): Query[] => [{}, { search: 'rumah' }],
  'GET /api/mail-outbox': () => [{}],
  'GET /api/offices': (): Query[] => [
    {},
    { search: 'jakarta' },
    { filterApprovalStatus: 'APPROVED', search: 'genius' },
    { filterCity: 'Bandung' },
    { filterIsOfficePkp: 'true' },
    { filterSubdomain: 'bandung' },
    { sort: 'createdAt:DESC' },
  ],
  // Portal accounts and the Rumah123 checker (issue 17): small tables joined to the large ones by key.
  'GET /api/office-portal-profiles': (c): Query[] => [{}, { filterOfficeId: c.officeId }, { search: 'genius' }],
  'GET /api/office/office-portal-profiles': (c): Query[] => [{}, { filterOfficeId: c.officeId }],
  'GET /api/agent-portal-profiles': (c): Query[] => [{}, ...SEARCHES, { filterEmployeeId: c.employeeId }],
  'GET /api/listings/r123': (): Query[] => [{ filterEmail: 'jakartaselatan@rumah123.genius.co.id' }, { filterEmail: 'agent@demo.test', sort: 'updatedAt:ASC' }],
  'GET /api/employees/r123': (): Query[] => [{ filterEmail: 'agent@demo.test' }],
  'GET /api/geodata/cities': (): Query[] => [{}, { search: 'jakarta' }],
  'GET /api/portals': () => [{}],
  // Portal sync history (issue 17): per listing, page 10.
  'GET /api/portal-listing-syncs': (c): Query[] => [{ filterListingId: c.listingId }, { filterListingId: c.listingId, limit: '10', offset: '10' }],
  // Closings (issue 18).
  'GET /api/closings': (c): Query[] => [
    {},
    ...SEARCHES,
    { search: 'CLS-000001' },
    { filterStatus: 'ACTIVE' },
    { filterOfficeId: c.officeId },
    { filterSellOrRent: 'rent' },
    { filterClosingDateStartAt: '2026-01-01', filterClosingDateEndAt: '2026-12-31' },
    ...sorts(['closingDate', 'createdAt', 'finalPrice', 'commission']),
  ],
  'GET /api/office/closings': (c): Query[] => [{}, ...SEARCHES, { filterOfficeId: c.officeId }],
  'GET /api/invoices': (c): Query[] => [{}, { search: 'INV/' }, { search: RARE_TERM }, { filterStatus: 'unpaid' }, { filterOfficeId: c.officeId }, { filterIssuedOnStartAt: '2026-01-01', filterIssuedOnEndAt: '2026-12-31' }, ...sorts(['issuedOn', 'dueOn', 'total'])],
  'GET /api/office/invoices': (c): Query[] => [{}, { search: 'INV/' }, { filterOfficeId: c.officeId }],
  'GET /api/closing-histories': (): Query[] => [{}, { search: 'CLS-000001' }, { filterAction: 'cancel' }, { filterCreatedAtStartAt: '2026-01-01T00:00:00+07:00', filterCreatedAtEndAt: '2026-12-31T23:59:59+07:00' }],
  'GET /api/office/closing-histories': (): Query[] => [{}, { search: 'CLS-000001' }],
  'GET /api/office-billings': (c): Query[] => [{}, ...SEARCHES, { filterOfficeId: c.officeId }, { filterStatus: 'ACTIVE' }],
  'GET /api/events': (): Query[] => [{}, ...SEARCHES, { filterStatus: 'PUBLISHED' }, { filterStatus: 'FINISHED' }, { filterType: 'ANNOUNCEMENT' }, { filterStartAt: '2026-01-01', filterEndAt: '2026-01-31' }, { sort: 'title:ASC' }],
  // My lists (issue 18): the caller's own, by name or last change.
  'GET /api/my-lists': (): Query[] => [{}, ...SEARCHES, ...sorts(['updatedAt', 'name'])],
  'GET /api/agent-billings': (c): Query[] => [
    {},
    ...SEARCHES,
    { filterStatus: 'unpaid' },
    { filterOfficeId: c.officeId },
    { filterEmployeeId: c.employeeId },
    { filterClosingDateStartAt: '2026-01-01', filterClosingDateEndAt: '2026-12-31' },
    ...sorts(['closingDate', 'amount']),
  ],
  'GET /api/office/agent-billings': (c): Query[] => [{}, ...SEARCHES, { filterOfficeId: c.officeId }, { filterEmployeeId: c.employeeId }],
  'GET /api/primary-projects': (c): Query[] => [{}, ...SEARCHES, { filterStatus: 'ACTIVE' }, { filterOfficeId: c.officeId }, { filterCity: 'Bandung' }, ...sorts(['createdAt', 'projectName', 'priceMin'])],
  'GET /api/primary-project-listings': (c): Query[] => [{ filterPrimaryProjectId: c.primaryProjectId }],
  'GET /api/handovers': (c): Query[] => [
    {},
    ...SEARCHES,
    { filterStatus: 'OPEN' },
    { filterOfficeId: c.officeId },
    { filterHandoverDateStartAt: '2026-01-01', filterHandoverDateEndAt: '2026-12-31' },
    ...sorts(['handoverDate', 'createdAt']),
  ],
  'GET /api/office/handovers': (c): Query[] => [{}, ...SEARCHES, { filterOfficeId: c.officeId }, { filterStatus: 'COMPLETED' }],
  // Teams (issue 16)
  'GET /api/groups': (c): Query[] => [{}, ...SEARCHES, ...sorts(['createdAt', 'groupName']), { filterOfficeId: c.officeId }],
  'GET /api/group-members': (c): Query[] => [
    {},
    { filterUserId: c.userId },
    { filterStatus: 'active' },
    { filterUserId: c.userId, filterStatus: 'active,waiting' },
    { withLeaderTeam: 'false' },
    { includeData: 'user,employee,profile,teamsMemberFees' },
  ],
  'GET /api/transfer-member-teams': (c): Query[] => [
    {},
    ...SEARCHES,
    { sort: 'createdAt:ASC' },
    { filterUserId: c.userId },
    { filterStatus: 'WAITING' },
    { filterOfficeId: c.officeId },
  ],
  'GET /api/transfer-employees': (c): Query[] => [{}, ...SEARCHES, { sort: 'createdAt:ASC' }, { filterStatus: 'WAITING' }, { filterEmployeeId: c.employeeId }],
  'GET /api/teams-member-fee-items': (): Query[] => [{}],
  // Setting Agent (issue 16): the office agent grid (without filterOfficeId: the caller's offices, one for the probing owner).
  'GET /api/agent-settings': (): Query[] => [{}, ...SEARCHES],
  'GET /api/master-fees': () => [{}],
  // Clients (issue 19): an agent's own, every agent's for the Super Admin; a search of digits is a phone too.
  'GET /api/clients': (): Query[] => [{}, ...SEARCHES, { search: '081298765401' }, ...sorts(['updatedAt', 'name', 'createdAt']), { filterStatus: 'CLOSED' }, { filterNeeds: 'rent' }],
  // Document center and magazine (issue 19): by category, by status, searched by title, each sort.
  'GET /api/documents': (): Query[] => [{}, ...SEARCHES, { filterCategory: 'CONTRACT' }, ...sorts(['createdAt', 'title'])],
  'GET /api/magazines': (): Query[] => [{}, ...SEARCHES, { filterStatus: 'UNPUBLISH' }, ...sorts(['issueDate', 'title', 'createdAt'])],
  // Master data (issue 19): a handful of levels, not a large table; probed so a new sort or filter is written here.
  'GET /api/master-achievements': (): Query[] => [{}, ...SEARCHES, ...sorts(['minCommission', 'name', 'createdAt']), { filterStatus: 'UNPUBLISH' }],
  'GET /api/master-careers': (): Query[] => [{}, ...SEARCHES, ...sorts(['level', 'position', 'createdAt']), { filterStatus: 'UNPUBLISH' }],
  // Albums (issue 19): 500 per factor, newest event first.
  'GET /api/albums': (): Query[] => [{}, ...SEARCHES, ...sorts(['eventOn', 'title', 'updatedAt']), { filterStatus: 'DRAFT' }],
  // Web config (issue 19): partners and banners are at most 50 (a placement's), templates grow with the network.
  'GET /api/partners': (): Query[] => [{}, ...SEARCHES],
  'GET /api/banners': (): Query[] => [{}, ...SEARCHES, { filterPlacement: 'WEB_HOME_HERO' }, { filterStatus: 'INACTIVE' }],
  'GET /api/template-messages': (): Query[] => [{}, ...SEARCHES, { filterChannel: 'EMAIL' }],
};

function listingProbes(c: Context): Query[] {
  const probes: Query[] = [
    {},
    ...SEARCHES,
    ...sorts(LISTING_SORT_FIELDS),
    { filterStatus: 'PUBLISH' },
    { filterOfficeId: c.officeId },
    { filterCity: c.city },
    { filterSellOrRent: 'rent' },
    { excludeUserId: c.userId },
  ];
  // The list screen reads rows (view=row: one statement of its own), the masking tab its own (view=masking), the others whole listings.
  return [...probes, ...probes.map((q) => ({ ...q, view: 'row' })), ...probes.map((q) => ({ ...q, view: 'masking' }))];
}

/** Does the route answer a §7 list payload? */
function isListRoute(route: RouteUnderTest): boolean {
  const response = (route.declared as { response?: Record<number, unknown> }).response?.[200] as
    | { shape?: { payload?: { shape?: Record<string, unknown> } } }
    | undefined;
  const payload = response?.shape?.payload?.shape;
  return route.method === 'GET' && !!payload && 'results' in payload && 'count' in payload;
}

/** One account per role level the route lets in: the scopes (HQ, offices, an agent's) differ in SQL. */
function callersOf(route: RouteUnderTest): DemoAccount[] {
  const rule = route.rule;
  if (!rule || rule === 'public') return [];
  const active = DEMO_ACCOUNTS.filter((a) => a.userStatus === 'active' && a.roles.length > 0 && GUARDS[rule](subjectOf(a)));
  const byLevel = new Map<RoleLevel, DemoAccount>();
  for (const a of active) {
    const level = roleLevel(a.roles[0]!);
    if (!byLevel.has(level) || a.email === 'admin@demo.test') byLevel.set(level, a);
  }
  return [...byLevel.values()];
}

interface Statement {
  text: string;
  values: unknown[];
}

/** What the app sends to PostgreSQL, while recording is on. */
function recordStatements() {
  const original = pg.Pool.prototype.query;
  let recorded: Statement[] | undefined;
  pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    // Drizzle passes (config, values); other callers (text, values) or ({ text, values }).
    if (recorded) recorded.push(typeof first === 'string' ? { text: first, values: second ?? [] } : { text: first.text, values: second ?? first.values ?? [] });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    async during(fn: () => Promise<void>): Promise<Statement[]> {
      recorded = [];
      try {
        await fn();
        return recorded;
      } finally {
        recorded = undefined;
      }
    },
    restore: () => {
      pg.Pool.prototype.query = original;
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Sort Key'?: string[];
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

const JOINS = new Set(['Nested Loop', 'Hash Join', 'Merge Join', 'Hash']);

const SCAN_WITH_INDEX = new Set(['Index Scan', 'Index Only Scan']);

/** A sort above a scan: a whole sort, or an incremental one with the tables its keys name. */
type SortAbove = { kind: 'sort' } | { kind: 'incremental'; keyTables: ReadonlySet<string> } | undefined;

/**
 * Reads of a large table no index serves: a sequential scan; an index read
 * whole straight into a sort (it neither narrowed nor ordered the rows); and
 * in the count of a rare term, a search (ILIKE) that no index narrowed first.
 * An incremental sort whose keys are all the index's table's counts as a sort
 * unless the index is unique: the planner weighs it against sorting the whole
 * index read by the table's statistics, so an order one index could serve but
 * does not (a tie-breaker running the other way) sorts the whole table on
 * some runs. After a unique index its groups are single rows, and an order
 * across two tables (a user's name, then the employee) is one by nature.
 */
function unservedReads(plan: PlanNode, isRareCount: boolean, uniqueIndexes: ReadonlySet<string>, above: SortAbove = undefined): string[] {
  const found: string[] = [];
  const table = plan['Relation Name'];
  if (table && LARGE_TABLES.has(table)) {
    if (plan['Node Type'] === 'Seq Scan') found.push(`Seq Scan on ${table}`);
    const index = plan['Index Name'] ?? '';
    const sorted =
      above?.kind === 'sort' || (above?.kind === 'incremental' && !uniqueIndexes.has(index) && [...above.keyTables].every((t) => t === (plan.Alias ?? table)));
    if (SCAN_WITH_INDEX.has(plan['Node Type']) && !plan['Index Cond'] && sorted) {
      found.push(`${table} read whole through ${index} and sorted${above?.kind === 'incremental' ? ' (incrementally)' : ''}`);
    }
    const isNarrowed = !!plan['Index Cond'] || !!plan['Recheck Cond'];
    if (isRareCount && !isNarrowed && plan.Filter?.includes('~~*')) found.push(`search on ${table} filtered row by row (${plan.Filter})`);
  }
  // A sort above a join sorts what the join produced: the join's inputs are
  // judged on their own. An incremental sort's presorted part comes up through
  // the joins from the index read that orders the outer side, so it reaches it.
  const node = plan['Node Type'];
  const next: SortAbove =
    node === 'Sort'
      ? { kind: 'sort' }
      : node === 'Incremental Sort'
        ? { kind: 'incremental', keyTables: new Set((plan['Sort Key'] ?? []).map((key) => key.split('.')[0]!.replace(/^\(+/, ''))) }
        : JOINS.has(node) && above?.kind === 'sort'
          ? undefined
          : above;
  for (const child of plan.Plans ?? []) found.push(...unservedReads(child, isRareCount, uniqueIndexes, next));
  return found;
}

describe.skipIf(!TEST_DATABASE_URL)('list plans on PostgreSQL, sequential scans off', () => {
  let server: TestServer;
  let explainer: pg.Client;
  let routes: RouteUnderTest[];
  let context: Context;
  let uniqueIndexes: ReadonlySet<string>;
  const recorder = recordStatements();

  beforeAll(async () => {
    server = await startTestServer();
    routes = (await discoverRoutes()).filter(isListRoute);
    const db = server.database.db;
    const [l] = await db.select({ officeId: listings.officeId, userId: listings.userId, employeeId: listings.employeeId, city: listings.city }).from(listings).limit(1);
    const [a] = await db.select({ articleId: articles.articleId }).from(articles).limit(1);
    const [o] = await db.select({ officeId: offices.officeId }).from(offices).limit(1);
    const [synced] = await db.select({ listingId: portalListingSyncs.listingId }).from(portalListingSyncs).limit(1);
    const [p] = await db.select({ primaryProjectId: primaryProjects.primaryProjectId }).from(primaryProjects).limit(1);
    context = { listingId: synced!.listingId, officeId: l?.officeId ?? o!.officeId, userId: l!.userId, employeeId: l!.employeeId, articleId: a!.articleId, city: l!.city ?? 'Jakarta', primaryProjectId: p!.primaryProjectId };
    // A few thousand rows where the demo has tens, and fresh statistics: on a
    // handful of rows the planner rightly prefers reading them all to any index.
    await multiply(server, 'listings', ['listing_id', 'listing_code'], 60);
    await multiply(server, 'articles', ['article_id', 'slug'], 60);
    await multiply(server, 'groups', ['group_id'], 400);
    await multiply(server, 'transfer_member_teams', ['transfer_member_id'], 500);
    // One transfer of staff waits per employee: only the decided ones are copied.
    await multiply(server, 'transfer_employees', ['transfer_employee_id'], 500, "status <> 'WAITING'");
    await db.execute('analyze');
    explainer = new pg.Client({ connectionString: await currentUrl(server) });
    await explainer.connect();
    await explainer.query('set enable_seqscan = off');
    const unique = await explainer.query<{ name: string }>("select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid where i.indisunique");
    uniqueIndexes = new Set(unique.rows.map((r) => r.name));
    // Exports in chunks of a few hundred rows: the multiplied listings take several, so the continuations are planned too.
    csvSettings.chunkRows = 500;
  }, 120_000);

  afterAll(async () => {
    csvSettings.chunkRows = CSV_CHUNK_ROWS;
    recorder.restore();
    await explainer?.end();
    await server?.close();
  });

  it('finds the list routes, and has a probe for each', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((r) => r.key).filter((key) => !PROBES[key])).toEqual([]);
  });

  it('reads no large table whole for any page or count of any list route', async () => {
    const failures: string[] = [];
    let explained = 0;
    for (const route of routes) {
      const probes = PROBES[route.key]?.(context) ?? [];
      for (const account of callersOf(route)) {
        const token = await signIn(server.app, account.email);
        for (const probe of probes) {
          const query = { limit: '1', ...probe };
          const url = `${route.url}?${new URLSearchParams(query)}`;
          const page = await recorder.during(async () => {
            const res = await server.app.inject({ method: 'GET', url, headers: bearer(token) });
            if (res.statusCode !== 200) failures.push(`${account.email} GET ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          });
          // The CSV export of the same query: its chunks after the first start at a keyset cursor.
          const exported = await recorder.during(async () => {
            const res = await server.app.inject({ method: 'GET', url, headers: { ...bearer(token), accept: 'text/csv' } });
            if (res.statusCode !== 200) failures.push(`${account.email} GET ${url} (CSV): ${res.statusCode} ${res.body.slice(0, 200)}`);
          });
          const chunkShapes = [...new Map(exported.map((s) => [s.text, s])).values()];
          for (const s of [...page, ...chunkShapes].filter((s) => /^\s*(select|\(select)/i.test(s.text))) {
            const { rows } = await explainer.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${s.text}`, s.values);
            explained++;
            const isRareCount = probe.search === RARE_TERM && /^\s*select count\(\*\)/i.test(s.text);
            for (const read of unservedReads(rows[0]!['QUERY PLAN'][0].Plan, isRareCount, uniqueIndexes)) {
              failures.push(`${account.email} GET ${url}: ${read}\n    ${s.text.slice(0, 300)}`);
            }
          }
        }
      }
    }
    expect(explained).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 600_000);
});

/** Copies of every row of a table, times over, with its unique columns made unique again. */
async function multiply(server: TestServer, table: string, uniqueColumns: string[], times: number, where = 'true'): Promise<void> {
  const { rows } = (await server.database.db.execute(
    `select column_name as name from information_schema.columns where table_name = '${table}' and table_schema = current_schema() order by ordinal_position`,
  )) as unknown as { rows: { name: string }[] };
  const columns = rows.map((r) => `"${r.name}"`);
  const values = rows.map((r) => (uniqueColumns.includes(r.name) ? `"${r.name}" || '-' || g` : `"${r.name}"`));
  await server.database.db.execute(`insert into "${table}" (${columns.join(', ')}) select ${values.join(', ')} from "${table}", generate_series(1, ${times}) as g where ${where}`);
}

/** The scratch database's URL, asked of the server itself. */
async function currentUrl(server: TestServer): Promise<string> {
  const { rows } = (await server.database.db.execute('select current_database() as name')) as unknown as { rows: { name: string }[] };
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}
