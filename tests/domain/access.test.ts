/**
 * Every role × every route and every sidebar entry, against §6.
 *
 * The expectations below are written by hand from the words of §6 (and §2 for
 * the public routes and the sole blog author), never derived from
 * domain/access.ts. Where §6 is silent or vague, the reading is the one the
 * comments of domain/roles.ts and domain/access.ts give; those rows say so.
 */
import { describe, expect, test } from 'vitest';
import {
  GUARDS,
  REMOTE_FLAGS,
  ROUTES,
  SIDEBAR,
  canOpenRoute,
  visibleSidebar,
  type AccessSubject,
  type RemoteFlag,
  type RoutePath,
} from '../../domain/access';
import { ROLES, type Role } from '../../domain/roles';

// ---------------------------------------------------------------------------
// Roles and groups of §6, by hand

const EVERYONE: readonly Role[] = [
  'admin',
  'admin_general_manager',
  'admin_manager',
  'admin_hq',
  'admin_finance_gm',
  'admin_finance_manager',
  'admin_finance_staff',
  'admin_blog',
  'franchise_owner',
  'business_owner',
  'manager_office',
  'finance_office',
  'admin_office',
  'agent',
];
/** admin-HQ-plus = admin, general manager, manager, admin_hq. */
const ADMIN_HQ_PLUS: readonly Role[] = ['admin', 'admin_general_manager', 'admin_manager', 'admin_hq'];
/** HQ-manager-plus = admin, general manager, manager. */
const HQ_MANAGER_PLUS: readonly Role[] = ['admin', 'admin_general_manager', 'admin_manager'];
/** HQ finance = the three finance roles. */
const HQ_FINANCE: readonly Role[] = ['admin_finance_gm', 'admin_finance_manager', 'admin_finance_staff'];
/** HQ = admin-HQ-plus plus finance. */
const HQ: readonly Role[] = [...ADMIN_HQ_PLUS, ...HQ_FINANCE];
/** Office management = franchise_owner, business_owner, manager_office, admin_office, finance_office. */
const OFFICE_MANAGEMENT: readonly Role[] = ['franchise_owner', 'business_owner', 'manager_office', 'admin_office', 'finance_office'];
/** "X-plus" = X and the admin-HQ-plus ranks above it (domain/roles.ts). */
const OWNERS_PLUS: readonly Role[] = [...ADMIN_HQ_PLUS, 'franchise_owner', 'business_owner'];
const FRANCHISE_OWNER_PLUS: readonly Role[] = [...ADMIN_HQ_PLUS, 'franchise_owner'];
/** Blog menu "for admin-HQ-plus and blog admin". */
const BLOG_ADMIN: readonly Role[] = [...ADMIN_HQ_PLUS, 'admin_blog'];
/** Screens §6 does not restrict: everyone who works listings, i.e. all but the sole blog author (§2). */
const WORKERS: readonly Role[] = EVERYONE.filter((r) => r !== 'admin_blog');

// ---------------------------------------------------------------------------
// The route table of §6 (subject: one role, allowSelfListing and agentListingPermission true)

interface RouteRow {
  why: string;
  allowed: readonly Role[];
  paths: readonly string[];
}

const ROUTE_TABLE: readonly RouteRow[] = [
  {
    why: '§2 public routes',
    allowed: EVERYONE,
    paths: ['/', '/login', '/forgot-password', '/reset-password/:sessionId', '/verify-email/:sessionId', '/set-token', '/get-local-storage', '/shared/:listingSharedCode', '/article/:slug'],
  },
  {
    why: "issue 18: a shared my list's public page, open like a masked listing's link",
    allowed: EVERYONE,
    paths: ['/shared-list/:sharedCode'],
  },
  {
    why: 'any signed-in user (/forbidden, dashboard, profile, change password)',
    allowed: EVERYONE,
    paths: ['/forbidden', '/dashboard', '/profile', '/profile/edit/:step?', '/change-password'],
  },
  {
    why: '"admin for /users and /public-users" (user-has-{product}-emails: a Users screen, read as admin only)',
    allowed: ['admin'],
    paths: [
      '/users',
      '/users/add',
      '/users/:userId',
      '/users/:userId/edit',
      '/users/:userId/change-password',
      '/user-has-genius-emails',
      '/public-users',
      '/public-users/:userId',
      // Issue 15: the whole network's audit trail is the Super Admin's screen.
      '/audit-log',
    ],
  },
  {
    why: '"HQ-manager-plus for /hq, approve-franchise-owner, approve-staff, approve-office"',
    allowed: HQ_MANAGER_PLUS,
    paths: [
      '/hq',
      '/hq/create',
      '/hq/:employeeId/edit',
      '/hq/:employeeId/:tab?/:index?',
      '/approve-franchise-owner',
      '/approve-franchise-owner/:employeeId',
      '/approve-staff',
      '/approve-staff/:employeeId',
      '/approve-office',
    ],
  },
  {
    why: '"admin-HQ-plus for master data, franchise-owner, approve-agent, transfer-staff, office create, event create/edit, document-center, magazine, partner, portal, banner, album, preference, listing-not-watermark, listing-has-portal, rumah123-checker"',
    allowed: ADMIN_HQ_PLUS,
    paths: [
      '/master-data-achievement',
      '/master-data-career',
      '/master-data-fee',
      '/franchise-owner',
      '/franchise-owner/create',
      '/franchise-owner/:employeeId/edit',
      '/franchise-owner/:employeeId/:tab?/:index?',
      '/approve-agent',
      '/approve-agent/:employeeId',
      '/transfer-staff',
      '/transfer-staff/create',
      '/transfer-staff/:transferEmployeeId',
      '/office/create',
      '/event/create',
      '/event/:eventId/edit',
      '/document-center',
      '/magazine',
      '/partner',
      '/portal',
      '/portal/:portalId',
      '/banner',
      '/album',
      '/album/create',
      '/album/:albumId',
      '/album/:albumId/edit',
      '/preference',
      '/listing-not-watermark',
      '/listing-has-portal',
      '/rumah123-checker',
    ],
  },
  {
    why: 'sidebar "Setting Portal Agent, … Web Config for admin-HQ-plus" (no route guard named in §6)',
    allowed: ADMIN_HQ_PLUS,
    paths: ['/setting-portal-agent', '/template-messages', '/template-messages/edit/:templateId?', '/config-app-logo'],
  },
  {
    why: 'primary project create/edit: §6 silent; read as admin-HQ-plus (domain/access.ts)',
    allowed: ADMIN_HQ_PLUS,
    paths: ['/primary-project-coordination/create', '/primary-project-coordination/:primaryProjectId/edit'],
  },
  {
    why: '"business-owner-plus for /staff"',
    allowed: OWNERS_PLUS,
    paths: ['/staff', '/staff/create', '/staff/:employeeId/edit', '/staff/:employeeId/:tab?/:index?'],
  },
  {
    why: '"franchise-owner-plus for office view/edit"',
    allowed: FRANCHISE_OWNER_PLUS,
    paths: ['/office', '/office/:officeId/edit', '/office/:officeId/:tab'],
  },
  { why: '"admin_office for /detail-office"', allowed: ['admin_office'], paths: ['/detail-office', '/detail-office/:officeId/detail/setting-web'] },
  {
    why: '"blog admin for blog posts, author, categories, tags" (blog admin = admin-HQ-plus and admin_blog)',
    allowed: BLOG_ADMIN,
    paths: [
      '/author',
      '/author/create',
      '/author/:employeeId/edit',
      '/author/:employeeId/:tab?/:index?',
      '/blog-posts',
      '/blog-posts/create',
      '/blog-posts/create/:articleId/description-post',
      '/blog-posts/:articleId/edit',
      '/blog-posts/:articleId/edit/description-post',
      '/blog-posts/:articleId/:index?',
      '/blog-categories',
      '/blog-tags',
    ],
  },
  {
    why: '"admin-HQ and admin offices for /agent, teams and transfer-team-member management" (admin offices = office management roles); "only HQ and office admins see Create Transfer Team Member"',
    allowed: [...ADMIN_HQ_PLUS, ...OFFICE_MANAGEMENT],
    paths: [
      '/agent',
      '/agent/create',
      '/agent/:employeeId/edit',
      '/agent/:employeeId/:tab?/:index?',
      '/teams',
      '/teams/create',
      '/teams/:groupId',
      '/teams/:groupId/edit',
      '/transfer-team-member',
      '/transfer-team-member/create',
      '/transfer-team-member/:transferMemberId',
    ],
  },
  {
    why: '"Data Closing for admin-HQ plus office-finance and agent"',
    allowed: [...ADMIN_HQ_PLUS, 'finance_office', 'agent'],
    paths: ['/closing', '/closing/create', '/closing/history', '/closing/history/:closingHistoryId', '/closing/summary', '/closing/:closingId'],
  },
  {
    why: '"Invoice and Agent Receivable for admin-HQ, finance and office roles except admin_office, plus agents"',
    allowed: [...HQ, 'franchise_owner', 'business_owner', 'manager_office', 'finance_office', 'agent'],
    paths: ['/invoice', '/invoice/:invoiceId', '/agent-receivable', '/agent-receivable/:agentBillingId'],
  },
  {
    why: '"Billing for HQ with finance"',
    allowed: HQ,
    paths: ['/billing', '/billing/create', '/billing/:officeBillingId'],
  },
  { why: '"agents only for handover create"', allowed: ['agent'], paths: ['/handover/create'] },
  { why: '"agents or admin for /clients"', allowed: ['agent', 'admin'], paths: ['/clients', '/clients/:clientId'] },
  {
    why: '"franchise or business admin for setting-agent"; sidebar "Setting Agent franchise, business or admin_office"',
    allowed: ['franchise_owner', 'business_owner', 'admin_office'],
    paths: ['/setting-agent'],
  },
  {
    why: '"listing create needs agent or admin-office plus agent-listing permission"',
    allowed: ['agent', 'admin_office'],
    paths: ['/listing/create'],
  },
  {
    why: '"listing edit needs non-finance admin or agent/admin-office" (non-finance admin = admin-HQ-plus)',
    allowed: [...ADMIN_HQ_PLUS, 'agent', 'admin_office'],
    paths: ['/listing/:listingId/edit'],
  },
  {
    why: '§6 silent: listing, masking, primary project, my list, handover and event views for everyone but the sole blog author',
    allowed: WORKERS,
    paths: [
      '/listing',
      '/listing/:listingId/:tab',
      '/masking',
      '/masking/:listingId',
      '/primary-project-coordination',
      '/primary-project-coordination/:primaryProjectId',
      '/my-list',
      '/my-list/create',
      '/my-list/:myListId',
      '/my-list/:myListId/edit',
      '/handover',
      '/handover/:handoverId',
      '/event',
      '/event/:eventId/:tab',
    ],
  },
];

const subject = (role: Role, flags: Partial<Omit<AccessSubject, 'roles'>> = {}): AccessSubject => ({
  roles: [role],
  allowSelfListing: true,
  agentListingPermission: true,
  ...flags,
});

function expectedAccess(path: string, role: Role): boolean {
  const row = ROUTE_TABLE.find((r) => r.paths.includes(path));
  if (!row) throw new Error(`no row for ${path}`);
  return row.allowed.includes(role);
}

const tablePaths = ROUTE_TABLE.flatMap((r) => r.paths);
const routePaths = Object.keys(ROUTES) as RoutePath[];

describe('roles and the route table cover everything', () => {
  test('ROLES are exactly the 14 roles of §6', () => {
    expect([...ROLES].sort()).toEqual([...EVERYONE].sort());
  });

  test.each(routePaths)('route %s has a row in the §6 table', (path) => {
    expect(tablePaths).toContain(path);
  });

  test('no route has two rows, and every row names a real route', () => {
    expect(new Set(tablePaths).size).toBe(tablePaths.length);
    expect([...tablePaths].sort()).toEqual([...routePaths].sort());
  });

  test.each(ROUTE_TABLE.map((r) => [r.why, r.allowed] as const))('row %s names known roles only', (_why, allowed) => {
    for (const role of allowed) expect(EVERYONE).toContain(role);
  });
});

describe('every role × every route (§6)', () => {
  const cells = routePaths.flatMap((path) =>
    EVERYONE.map((role) => ({ path, role, allowed: expectedAccess(path, role) })),
  );
  test.each(cells)('$role on $path → allowed $allowed', ({ path, role, allowed }) => {
    expect(canOpenRoute(subject(role), path)).toBe(allowed);
  });
});

describe('listing create flags (§6)', () => {
  test.each([
    { who: 'agent allowed to self-list', s: subject('agent', { allowSelfListing: true }), allowed: true },
    { who: 'agent with allowSelfListing false', s: subject('agent', { allowSelfListing: false }), allowed: false },
    { who: 'admin_office with agent-listing permission', s: subject('admin_office', { agentListingPermission: true }), allowed: true },
    { who: 'admin_office without agent-listing permission', s: subject('admin_office', { agentListingPermission: false }), allowed: false },
    {
      who: 'agent without self-listing who is also admin_office with permission',
      s: { roles: ['admin_office', 'agent'], allowSelfListing: false, agentListingPermission: true } satisfies AccessSubject,
      allowed: true,
    },
    {
      who: 'agent without self-listing and admin_office without permission',
      s: { roles: ['admin_office', 'agent'], allowSelfListing: false, agentListingPermission: false } satisfies AccessSubject,
      allowed: false,
    },
  ])('$who → /listing/create $allowed', ({ s, allowed }) => {
    expect(canOpenRoute(s, '/listing/create')).toBe(allowed);
  });

  test('an agent without self-listing still opens the listing list', () => {
    expect(canOpenRoute(subject('agent', { allowSelfListing: false }), '/listing')).toBe(true);
  });
});

describe('action permissions of §6', () => {
  test.each([
    { guard: 'mask', allowed: ['agent'], why: "'Only agent can do this action'" },
    { guard: 'handoverCreate', allowed: ['agent'], why: 'agents only for handover create' },
    { guard: 'allowSimilarListing', allowed: ADMIN_HQ_PLUS, why: "'Allow Similar Listing' for admin-HQ-plus only" },
    {
      guard: 'createTransferTeamMember',
      allowed: [...ADMIN_HQ_PLUS, ...OFFICE_MANAGEMENT],
      why: 'only HQ and office admins see Create Transfer Team Member',
    },
    { guard: 'officeFilter', allowed: [...HQ, 'franchise_owner'], why: 'franchise owners choose offices; HQ and finance search all; others none' },
    {
      guard: 'billingManage',
      allowed: ['admin', 'admin_finance_gm', 'admin_finance_manager', 'admin_finance_staff'],
      why: "'Billing for HQ with finance': HQ finance (and the Super Admin) bill offices",
    },
    { guard: 'agent', allowed: ['agent'], why: "clients are written by their agents only (the Super Admin reads them: agentOrSuperAdmin)" },
  ] as const)('$guard: $why', ({ guard, allowed }) => {
    for (const role of EVERYONE) {
      expect({ role, can: GUARDS[guard](subject(role)) }).toEqual({ role, can: (allowed as readonly Role[]).includes(role) });
    }
  });
});

// ---------------------------------------------------------------------------
// Sidebar (§2 groups, §6 visibility)

/** Group visibility of §6; a group §6 gives no rule of its own shows whatever its entries allow. */
const GROUP_RULES: Record<string, readonly Role[]> = {
  dashboard: EVERYONE,
  'hq-information': HQ_MANAGER_PLUS,
  'franchise-owner': ADMIN_HQ_PLUS,
  // Office data, Office Staff, Agent menu ("for HQ and office roles"): the union is HQ and office roles.
  'office-information': [...HQ, ...OFFICE_MANAGEMENT],
  transaction: EVERYONE,
  'event-announcement': EVERYONE,
  blog: BLOG_ADMIN,
  'master-data': ADMIN_HQ_PLUS,
  'web-config': ADMIN_HQ_PLUS,
  client: ['agent', 'admin'],
  users: ['admin'],
};

/** The flagged entries of §6: client, template message, listing no watermark, listing has portal, mylist. */
const FLAGGED_ENTRIES: Record<string, RemoteFlag> = {
  clients: 'client',
  'template-messages': 'template_message',
  'listing-not-watermark': 'listing_no_watermark',
  'listing-has-portal': 'listing_has_portal',
  'my-list': 'mylist',
};

const sidebarCells = SIDEBAR.flatMap((group) =>
  group.entries.flatMap((entry) =>
    EVERYONE.map((role) => ({
      group: group.key,
      entry: entry.key,
      path: entry.path,
      role,
      visible: (GROUP_RULES[group.key] ?? []).includes(role) && expectedAccess(entry.path, role),
    })),
  ),
);

function visibleKeys(s: AccessSubject, options?: Parameters<typeof visibleSidebar>[1]) {
  return visibleSidebar(s, options).map((g) => ({ group: g.key, entries: g.entries.map((e) => e.key) }));
}

describe('sidebar groups of §2', () => {
  test('Dashboard, then the ten groups of §2 in order', () => {
    expect(SIDEBAR.map((g) => g.label)).toEqual([
      'Dashboard',
      'HQ Information',
      'Franchise Owner',
      'Office Information',
      'Transaction',
      'Event & Announcement',
      'Blog',
      'Master Data',
      'Web Config',
      'Client',
      'Users',
    ]);
  });

  test.each(SIDEBAR.map((g) => g.key))('group %s has a §6 rule in this table', (key) => {
    expect(GROUP_RULES).toHaveProperty([key]);
  });

  test('the entries §6 names by label exist', () => {
    const labels = SIDEBAR.flatMap((g) => g.entries.map((e) => e.label));
    for (const label of [
      'Approve Franchise Owner',
      'Approve Office',
      'Office Staff',
      'Agent',
      'Approve Agent',
      'Setting Agent',
      'Data Closing',
      'Portal',
      'Rumah123 Checker',
      'Setting Portal Agent',
      'Transfer Staff & Agent',
      'Invoice',
      'Agent Receivable',
      'Billing',
      'All Posts',
      'Categories',
      'Tags',
      'Manage User',
      'Manage Public User',
    ]) {
      expect(labels).toContain(label);
    }
  });
});

describe('every sidebar entry × every role (§6)', () => {
  test.each(sidebarCells)('$role sees $group › $entry: $visible', ({ role, group, entry, visible }) => {
    const seen = visibleSidebar(subject(role))
      .find((g) => g.key === group)
      ?.entries.some((e) => e.key === entry);
    expect(seen ?? false).toBe(visible);
  });

  test.each(EVERYONE)('%s sees no empty group', (role) => {
    for (const g of visibleSidebar(subject(role))) expect(g.entries.length).toBeGreaterThan(0);
  });
});

describe('sidebars of single roles, spelled out', () => {
  test('a sole admin_blog sees exactly Dashboard and Blog (All Posts, Categories, Tags)', () => {
    const sidebar = visibleSidebar(subject('admin_blog'));
    expect(sidebar.map((g) => ({ label: g.label, entries: g.entries.map((e) => e.label) }))).toEqual([
      { label: 'Dashboard', entries: ['Dashboard'] },
      { label: 'Blog', entries: ['All Posts', 'Categories', 'Tags'] },
    ]);
  });

  test('an agent sees Dashboard, its Transaction entries, Event and Client', () => {
    expect(visibleKeys(subject('agent'))).toEqual([
      { group: 'dashboard', entries: ['dashboard'] },
      {
        group: 'transaction',
        entries: ['listing', 'masking', 'my-list', 'primary-project', 'closing', 'invoice', 'agent-receivable', 'handover'],
      },
      { group: 'event-announcement', entries: ['event'] },
      { group: 'client', entries: ['clients'] },
    ]);
  });

  test('admin_office sees Detail Office, Agent, Setting Agent, Teams and Transfer Team Member, but not Invoice', () => {
    const office = visibleKeys(subject('admin_office')).find((g) => g.group === 'office-information');
    expect(office?.entries).toEqual(['detail-office', 'agent', 'setting-agent', 'teams', 'transfer-team-member']);
    const transaction = visibleKeys(subject('admin_office')).find((g) => g.group === 'transaction');
    expect(transaction?.entries).not.toContain('invoice');
    expect(transaction?.entries).not.toContain('agent-receivable');
  });

  test('only the admin sees the Users group and the Client menu among HQ roles', () => {
    for (const role of HQ) {
      const groups = visibleKeys(subject(role)).map((g) => g.group);
      expect(groups.includes('users')).toBe(role === 'admin');
      expect(groups.includes('client')).toBe(role === 'admin');
    }
  });
});

describe('collapsing (§2: a group with a single child collapses into that child)', () => {
  test.each(EVERYONE)('%s: isCollapsed exactly when one entry is visible', (role) => {
    for (const g of visibleSidebar(subject(role))) expect(g.isCollapsed).toBe(g.entries.length === 1);
  });

  test.each([
    { role: 'admin_hq', group: 'franchise-owner', collapsed: true },
    { role: 'admin', group: 'franchise-owner', collapsed: false },
    { role: 'agent', group: 'client', collapsed: true },
    { role: 'admin', group: 'users', collapsed: false },
    { role: 'admin_blog', group: 'blog', collapsed: false },
    { role: 'admin_blog', group: 'dashboard', collapsed: true },
    { role: 'agent', group: 'event-announcement', collapsed: true },
  ] as const)('$role › $group collapsed: $collapsed', ({ role, group, collapsed }) => {
    expect(visibleSidebar(subject(role)).find((g) => g.key === group)?.isCollapsed).toBe(collapsed);
  });
});

describe('remote-flag entries (§6: still shown, with a yellow dot)', () => {
  test('exactly the five §6 entries carry a flag, each its own', () => {
    const flagged = Object.fromEntries(
      SIDEBAR.flatMap((g) => g.entries).flatMap((e) => (e.remoteFlag ? [[e.key, e.remoteFlag]] : [])),
    );
    expect(flagged).toEqual(FLAGGED_ENTRIES);
    expect([...REMOTE_FLAGS].sort()).toEqual(Object.values(FLAGGED_ENTRIES).sort());
  });

  test.each(Object.entries(FLAGGED_ENTRIES))('%s (flag %s): shown either way, isFlagHidden only when the flag is off', (key, flag) => {
    const find = (enabledFlags: ReadonlySet<RemoteFlag>) =>
      visibleSidebar(subject('admin'), { enabledFlags })
        .flatMap((g) => g.entries)
        .find((e) => e.key === key);
    // admin sees every flagged entry (my-list and the clients menu included).
    expect(find(new Set())?.isFlagHidden).toBe(true);
    expect(find(new Set([flag]))?.isFlagHidden).toBe(false);
    expect(find(new Set(REMOTE_FLAGS.filter((f) => f !== flag)))?.isFlagHidden).toBe(true);
  });

  test.each(EVERYONE)('%s: unflagged entries are never marked', (role) => {
    for (const e of visibleSidebar(subject(role)).flatMap((g) => g.entries)) {
      if (!e.remoteFlag) expect(e.isFlagHidden).toBe(false);
    }
  });
});

describe('implemented screens only', () => {
  test('entries whose screen does not exist are dropped, and so are groups left empty', () => {
    const implemented = new Set<RoutePath>(['/dashboard', '/users', '/blog-posts']);
    expect(visibleKeys(subject('admin'), { implemented })).toEqual([
      { group: 'dashboard', entries: ['dashboard'] },
      { group: 'blog', entries: ['blog-posts'] },
      { group: 'users', entries: ['users'] },
    ]);
  });

  test('a collapsed group follows what is implemented', () => {
    const implemented = new Set<RoutePath>(['/dashboard', '/users']);
    expect(visibleSidebar(subject('admin'), { implemented }).find((g) => g.key === 'users')?.isCollapsed).toBe(true);
  });

  test('implemented never shows what the role may not see', () => {
    const implemented = new Set<RoutePath>(routePaths);
    expect(visibleKeys(subject('agent'), { implemented })).toEqual(visibleKeys(subject('agent')));
  });
});

describe('several roles see the union', () => {
  test('franchise_owner + agent sees Office Information and the Client menu', () => {
    const groups = visibleKeys({ roles: ['franchise_owner', 'agent'], allowSelfListing: true, agentListingPermission: false }).map(
      (g) => g.group,
    );
    expect(groups).toEqual(expect.arrayContaining(['office-information', 'client', 'transaction']));
  });
});
