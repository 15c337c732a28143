/**
 * The one access table of §6: route guards, sidebar visibility and action
 * permissions. The SPA uses it for comfort, the server (see api-access.ts,
 * built from the same guards) for security.
 */
import { inGroup, type Role } from './roles';

/** What a guard may look at: the signed-in user's roles and two employee flags. */
export interface AccessSubject {
  roles: readonly Role[];
  /** Agents with allowSelfListing false cannot self-list (§6). */
  allowSelfListing: boolean;
  /** An admin_office may create listings only with the agent-listing permission. */
  agentListingPermission: boolean;
}

export type Guard = (s: AccessSubject) => boolean;

const has = (s: AccessSubject, ...roles: Role[]) => s.roles.some((r) => roles.includes(r));

/** Named guards: every rule of §6 once, referenced by routes, sidebar, actions and the API. */
export const GUARDS = {
  authenticated: () => true,
  superAdmin: (s) => inGroup(s.roles, 'superAdmin'),
  adminHqPlus: (s) => inGroup(s.roles, 'adminHqPlus'),
  hqManagerPlus: (s) => inGroup(s.roles, 'hqManagerPlus'),
  hq: (s) => inGroup(s.roles, 'hq'),
  ownersPlus: (s) => inGroup(s.roles, 'ownersPlus'),
  franchiseOwnerPlus: (s) => inGroup(s.roles, 'franchiseOwnerPlus'),
  adminOffice: (s) => has(s, 'admin_office'),
  blogAdmin: (s) => inGroup(s.roles, 'blogAdmin'),
  agent: (s) => has(s, 'agent'),
  agentOrSuperAdmin: (s) => has(s, 'agent', 'admin'),
  /** HQ (with finance) and office roles: the Agent menu. */
  hqOrOffice: (s) => inGroup(s.roles, 'hq') || inGroup(s.roles, 'officeManagement'),
  /** Admin-HQ and the office administration roles: /agent, teams, transfer-team-member. */
  adminHqOrOffice: (s) => inGroup(s.roles, 'adminHqPlus') || inGroup(s.roles, 'officeManagement'),
  /** Everyone who works listings: HQ, office roles and agents (not the sole blog admin). */
  listingViewer: (s) => inGroup(s.roles, 'hq') || inGroup(s.roles, 'officeManagement') || has(s, 'agent'),
  settingAgent: (s) => has(s, 'franchise_owner', 'business_owner', 'admin_office'),
  closing: (s) => inGroup(s.roles, 'adminHqPlus') || has(s, 'finance_office', 'agent'),
  invoice: (s) =>
    inGroup(s.roles, 'hq') ||
    has(s, 'franchise_owner', 'business_owner', 'manager_office', 'finance_office', 'agent'),
  billing: (s) => inGroup(s.roles, 'hq'),
  /** Billing offices and stopping a billing: HQ finance and the Super Admin (issue 18). */
  billingManage: (s) => inGroup(s.roles, 'hqFinance') || inGroup(s.roles, 'superAdmin'),
  listingCreate: (s) =>
    (has(s, 'agent') && s.allowSelfListing) ||
    (has(s, 'admin_office') && s.agentListingPermission),
  listingEdit: (s) => inGroup(s.roles, 'adminHqPlus') || has(s, 'agent', 'admin_office'),
  /** Only agents mask (§6 'Only agent can do this action'). */
  mask: (s) => has(s, 'agent'),
  /** Office filter on lists: franchise-owner-plus, HQ and finance. */
  officeFilter: (s) => inGroup(s.roles, 'hq') || has(s, 'franchise_owner'),
  createTransferTeamMember: (s) => inGroup(s.roles, 'adminHqPlus') || inGroup(s.roles, 'officeManagement'),
  handoverCreate: (s) => has(s, 'agent'),
  /** The fee master's rates: who sets member fees (admin-HQ-plus, office management) and who records closings (their preview). */
  feeRates: (s) => inGroup(s.roles, 'adminHqPlus') || inGroup(s.roles, 'officeManagement') || has(s, 'finance_office', 'agent'),
  /** The audit trail (issue 15): the Super Admin and HQ-manager-plus read every event, office management their offices'. */
  auditReader: (s) => inGroup(s.roles, 'superAdmin') || inGroup(s.roles, 'hqManagerPlus') || inGroup(s.roles, 'officeManagement'),
  auditReadAll: (s) => inGroup(s.roles, 'superAdmin') || inGroup(s.roles, 'hqManagerPlus'),
  /** Admin-HQ-plus only: the 'Allow Similar Listing' display on office detail. */
  allowSimilarListing: (s) => inGroup(s.roles, 'adminHqPlus'),
  /** An office's owners and office admin: its portal accounts through the /office routes and the OTP dialog (issue 17). */
  officePortalManager: (s) => has(s, 'franchise_owner', 'business_owner', 'admin_office'),
  /** Whoever manages some office's portal accounts, directly (admin-HQ-plus) or through the OTP dialog. */
  portalAccounts: (s) => inGroup(s.roles, 'adminHqPlus') || has(s, 'franchise_owner', 'business_owner', 'admin_office'),
} satisfies Record<string, Guard>;

export type GuardName = keyof typeof GUARDS;

export function can(subject: AccessSubject, guard: GuardName): boolean {
  return GUARDS[guard](subject);
}

/** public: anyone; restricted: public, but a signed-in user is sent to /dashboard. */
export type RouteRule = { kind: 'public' } | { kind: 'restricted' } | { kind: 'protected'; guard: GuardName };

const pub: RouteRule = { kind: 'public' };
const restricted: RouteRule = { kind: 'restricted' };
const guarded = (guard: GuardName): RouteRule => ({ kind: 'protected', guard });

/**
 * Every route of the §2 route list with its rule. Paths use wouter patterns.
 * The SPA registers only those whose screen exists; the table is complete.
 */
export const ROUTES = {
  '/': pub,
  '/login': restricted,
  '/forgot-password': restricted,
  '/reset-password/:sessionId': restricted,
  '/verify-email/:sessionId': pub,
  '/set-token': pub,
  '/get-local-storage': pub,
  /** The page a masked listing's copied link opens (issue 5): public, the sharing agent's contact only. */
  '/shared/:listingSharedCode': pub,
  /** The page a shared my-list's copied link opens (issue 18): its name and each listing's masked link. */
  '/shared-list/:sharedCode': pub,
  /** The public read-only post behind 'View Blog' (§2): only published posts, no sign-in. */
  '/article/:slug': pub,
  '/forbidden': guarded('authenticated'),

  '/dashboard': guarded('authenticated'),
  '/profile': guarded('authenticated'),
  '/profile/edit/:step?': guarded('authenticated'),
  '/change-password': guarded('authenticated'),

  '/users': guarded('superAdmin'),
  '/users/add': guarded('superAdmin'),
  '/users/:userId': guarded('superAdmin'),
  '/users/:userId/edit': guarded('superAdmin'),
  '/users/:userId/change-password': guarded('superAdmin'),
  /** The {product} of §2 is one product, so one path: regexparam matches a parameter only at a segment's start. */
  '/user-has-genius-emails': guarded('superAdmin'),
  '/public-users': guarded('superAdmin'),
  '/public-users/:userId': guarded('superAdmin'),
  /** The whole network's audit trail (issue 15). */
  '/audit-log': guarded('superAdmin'),

  '/hq': guarded('hqManagerPlus'),
  '/hq/create': guarded('hqManagerPlus'),
  '/hq/:employeeId/edit': guarded('hqManagerPlus'),
  '/hq/:employeeId/:tab?/:index?': guarded('hqManagerPlus'),
  '/author': guarded('blogAdmin'),
  '/author/create': guarded('blogAdmin'),
  '/author/:employeeId/edit': guarded('blogAdmin'),
  '/author/:employeeId/:tab?/:index?': guarded('blogAdmin'),
  '/franchise-owner': guarded('adminHqPlus'),
  '/franchise-owner/create': guarded('adminHqPlus'),
  '/franchise-owner/:employeeId/edit': guarded('adminHqPlus'),
  '/franchise-owner/:employeeId/:tab?/:index?': guarded('adminHqPlus'),
  '/agent': guarded('adminHqOrOffice'),
  '/agent/create': guarded('adminHqOrOffice'),
  '/agent/:employeeId/edit': guarded('adminHqOrOffice'),
  '/agent/:employeeId/:tab?/:index?': guarded('adminHqOrOffice'),
  '/staff': guarded('ownersPlus'),
  '/staff/create': guarded('ownersPlus'),
  '/staff/:employeeId/edit': guarded('ownersPlus'),
  '/staff/:employeeId/:tab?/:index?': guarded('ownersPlus'),
  '/approve-franchise-owner': guarded('hqManagerPlus'),
  '/approve-franchise-owner/:employeeId': guarded('hqManagerPlus'),
  '/approve-agent': guarded('adminHqPlus'),
  '/approve-agent/:employeeId': guarded('adminHqPlus'),
  '/approve-staff': guarded('hqManagerPlus'),
  '/approve-staff/:employeeId': guarded('hqManagerPlus'),
  '/transfer-staff': guarded('adminHqPlus'),
  '/transfer-staff/create': guarded('adminHqPlus'),
  '/transfer-staff/:transferEmployeeId': guarded('adminHqPlus'),

  '/office': guarded('franchiseOwnerPlus'),
  '/office/create': guarded('adminHqPlus'),
  '/office/:officeId/edit': guarded('franchiseOwnerPlus'),
  '/office/:officeId/:tab': guarded('franchiseOwnerPlus'),
  '/approve-office': guarded('hqManagerPlus'),
  '/detail-office': guarded('adminOffice'),
  /** The office detail wizard's second step (§2: /{slug}/{officeId}/detail/setting-web, the slug being the screen it started from). */
  '/detail-office/:officeId/detail/setting-web': guarded('adminOffice'),
  '/setting-agent': guarded('settingAgent'),
  '/setting-portal-agent': guarded('adminHqPlus'),
  '/teams': guarded('adminHqOrOffice'),
  '/teams/create': guarded('adminHqOrOffice'),
  '/teams/:groupId': guarded('adminHqOrOffice'),
  '/teams/:groupId/edit': guarded('adminHqOrOffice'),
  '/transfer-team-member': guarded('adminHqOrOffice'),
  '/transfer-team-member/create': guarded('createTransferTeamMember'),
  '/transfer-team-member/:transferMemberId': guarded('adminHqOrOffice'),

  '/listing': guarded('listingViewer'),
  '/listing/create': guarded('listingCreate'),
  '/listing/:listingId/edit': guarded('listingEdit'),
  '/listing/:listingId/:tab': guarded('listingViewer'),
  '/masking': guarded('listingViewer'),
  '/masking/:listingId': guarded('listingViewer'),
  '/closing': guarded('closing'),
  '/closing/create': guarded('closing'),
  '/closing/history': guarded('closing'),
  '/closing/history/:closingHistoryId': guarded('closing'),
  '/closing/summary': guarded('closing'),
  '/closing/:closingId': guarded('closing'),
  '/primary-project-coordination': guarded('listingViewer'),
  '/primary-project-coordination/create': guarded('adminHqPlus'),
  '/primary-project-coordination/:primaryProjectId': guarded('listingViewer'),
  '/primary-project-coordination/:primaryProjectId/edit': guarded('adminHqPlus'),
  '/portal': guarded('adminHqPlus'),
  '/portal/:portalId': guarded('adminHqPlus'),
  '/rumah123-checker': guarded('adminHqPlus'),
  '/my-list': guarded('listingViewer'),
  '/my-list/create': guarded('listingViewer'),
  '/my-list/:myListId': guarded('listingViewer'),
  '/my-list/:myListId/edit': guarded('listingViewer'),
  '/listing-not-watermark': guarded('adminHqPlus'),
  '/listing-has-portal': guarded('adminHqPlus'),
  '/invoice': guarded('invoice'),
  '/invoice/:invoiceId': guarded('invoice'),
  '/agent-receivable': guarded('invoice'),
  '/agent-receivable/:agentBillingId': guarded('invoice'),
  '/billing': guarded('billing'),
  '/billing/create': guarded('billing'),
  '/billing/:officeBillingId': guarded('billing'),
  '/handover': guarded('listingViewer'),
  '/handover/create': guarded('handoverCreate'),
  '/handover/:handoverId': guarded('listingViewer'),

  '/event': guarded('listingViewer'),
  '/event/create': guarded('adminHqPlus'),
  '/event/:eventId/edit': guarded('adminHqPlus'),
  '/event/:eventId/:tab': guarded('listingViewer'),
  '/document-center': guarded('adminHqPlus'),
  '/magazine': guarded('adminHqPlus'),
  '/album': guarded('adminHqPlus'),
  '/album/create': guarded('adminHqPlus'),
  '/album/:albumId': guarded('adminHqPlus'),
  '/album/:albumId/edit': guarded('adminHqPlus'),

  '/blog-posts': guarded('blogAdmin'),
  '/blog-posts/create': guarded('blogAdmin'),
  '/blog-posts/create/:articleId/description-post': guarded('blogAdmin'),
  '/blog-posts/:articleId/edit': guarded('blogAdmin'),
  '/blog-posts/:articleId/edit/description-post': guarded('blogAdmin'),
  '/blog-posts/:articleId/:index?': guarded('blogAdmin'),
  '/blog-categories': guarded('blogAdmin'),
  '/blog-tags': guarded('blogAdmin'),

  '/master-data-achievement': guarded('adminHqPlus'),
  '/master-data-career': guarded('adminHqPlus'),
  '/master-data-fee': guarded('adminHqPlus'),
  '/partner': guarded('adminHqPlus'),
  '/banner': guarded('adminHqPlus'),
  '/preference': guarded('adminHqPlus'),
  '/template-messages': guarded('adminHqPlus'),
  '/template-messages/edit/:templateId?': guarded('adminHqPlus'),
  '/config-app-logo': guarded('adminHqPlus'),

  '/clients': guarded('agentOrSuperAdmin'),
  '/clients/:clientId': guarded('agentOrSuperAdmin'),
} as const satisfies Record<string, RouteRule>;

export type RoutePath = keyof typeof ROUTES;

export function routeRule(path: RoutePath): RouteRule {
  return ROUTES[path];
}

/** May this subject open this route? Public routes: yes; protected: its guard. */
export function canOpenRoute(subject: AccessSubject, path: RoutePath): boolean {
  const rule: RouteRule = ROUTES[path];
  return rule.kind !== 'protected' || GUARDS[rule.guard](subject);
}

/** A route pattern read as wouter reads it: a segment ':name' is one path segment, '/:name?' an optional one. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+?)?' : '/[^/]+?';
      return '/' + segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i');
}

const ROUTE_PATTERNS = (Object.keys(ROUTES) as RoutePath[]).map((path) => ({ path, pattern: routePattern(path) }));

/**
 * The route a concrete path (no query, no hash) opens: the path itself when it
 * is one, else the first pattern of the table that fits it ('/blog-posts/create'
 * comes before '/blog-posts/:articleId/:index?'); undefined when none does.
 */
export function routeOfPath(pathname: string): RoutePath | undefined {
  if (Object.hasOwn(ROUTES, pathname)) return pathname as RoutePath;
  return ROUTE_PATTERNS.find((r) => r.pattern.test(pathname))?.path;
}

/** Remote feature flags that may hide a sidebar entry (shown with a yellow dot). */
export const REMOTE_FLAGS = ['client', 'template_message', 'listing_no_watermark', 'listing_has_portal', 'mylist'] as const;
export type RemoteFlag = (typeof REMOTE_FLAGS)[number];

export interface SidebarEntry {
  key: string;
  label: string;
  path: RoutePath;
  remoteFlag?: RemoteFlag;
}

export interface SidebarGroup {
  key: string;
  label: string;
  icon: string;
  /** Group visibility (§6); each entry is also checked against its route's guard. */
  guard: GuardName;
  entries: SidebarEntry[];
}

const entry = (key: string, label: string, path: RoutePath, remoteFlag?: RemoteFlag): SidebarEntry =>
  remoteFlag ? { key, label, path, remoteFlag } : { key, label, path };

/** The sidebar of §2/§6 in display order. Dashboard stands alone before the groups. */
export const SIDEBAR: SidebarGroup[] = [
  { key: 'dashboard', label: 'Dashboard', icon: 'pi pi-home', guard: 'authenticated', entries: [entry('dashboard', 'Dashboard', '/dashboard')] },
  {
    key: 'hq-information',
    label: 'HQ Information',
    icon: 'pi pi-building',
    guard: 'hqManagerPlus',
    entries: [entry('hq', 'HQ', '/hq'), entry('author', 'Author', '/author')],
  },
  {
    key: 'franchise-owner',
    label: 'Franchise Owner',
    icon: 'pi pi-briefcase',
    guard: 'adminHqPlus',
    entries: [
      entry('franchise-owner', 'Franchise Owner', '/franchise-owner'),
      entry('approve-franchise-owner', 'Approve Franchise Owner', '/approve-franchise-owner'),
    ],
  },
  {
    key: 'office-information',
    label: 'Office Information',
    icon: 'pi pi-sitemap',
    guard: 'hqOrOffice',
    entries: [
      entry('office', 'Office', '/office'),
      entry('approve-office', 'Approve Office', '/approve-office'),
      entry('detail-office', 'Detail Office', '/detail-office'),
      entry('staff', 'Office Staff', '/staff'),
      entry('approve-staff', 'Approve Staff', '/approve-staff'),
      entry('agent', 'Agent', '/agent'),
      entry('approve-agent', 'Approve Agent', '/approve-agent'),
      entry('setting-agent', 'Setting Agent', '/setting-agent'),
      entry('setting-portal-agent', 'Setting Portal Agent', '/setting-portal-agent'),
      entry('transfer-staff', 'Transfer Staff & Agent', '/transfer-staff'),
      entry('teams', 'Teams', '/teams'),
      entry('transfer-team-member', 'Transfer Team Member', '/transfer-team-member'),
    ],
  },
  {
    key: 'transaction',
    label: 'Transaction',
    icon: 'pi pi-wallet',
    guard: 'authenticated',
    entries: [
      entry('listing', 'Listing', '/listing'),
      entry('masking', 'Masking', '/masking'),
      entry('my-list', 'My List', '/my-list', 'mylist'),
      entry('listing-not-watermark', 'Listing No Watermark', '/listing-not-watermark', 'listing_no_watermark'),
      entry('listing-has-portal', 'Listing Has Portal', '/listing-has-portal', 'listing_has_portal'),
      entry('primary-project', 'Primary Project', '/primary-project-coordination'),
      entry('portal', 'Portal', '/portal'),
      entry('rumah123-checker', 'Rumah123 Checker', '/rumah123-checker'),
      entry('closing', 'Data Closing', '/closing'),
      entry('invoice', 'Invoice', '/invoice'),
      entry('agent-receivable', 'Agent Receivable', '/agent-receivable'),
      entry('billing', 'Billing', '/billing'),
      entry('handover', 'Handover', '/handover'),
    ],
  },
  {
    key: 'event-announcement',
    label: 'Event & Announcement',
    icon: 'pi pi-calendar',
    guard: 'authenticated',
    entries: [
      entry('event', 'Event', '/event'),
      entry('document-center', 'Document Center', '/document-center'),
      entry('magazine', 'Magazine', '/magazine'),
      entry('album', 'Album', '/album'),
    ],
  },
  {
    key: 'blog',
    label: 'Blog',
    icon: 'pi pi-book',
    guard: 'blogAdmin',
    entries: [
      entry('blog-posts', 'All Posts', '/blog-posts'),
      entry('blog-categories', 'Categories', '/blog-categories'),
      entry('blog-tags', 'Tags', '/blog-tags'),
    ],
  },
  {
    key: 'master-data',
    label: 'Master Data',
    icon: 'pi pi-database',
    guard: 'adminHqPlus',
    entries: [
      entry('master-data-achievement', 'Achievement', '/master-data-achievement'),
      entry('master-data-career', 'Career', '/master-data-career'),
      entry('master-data-fee', 'Fee', '/master-data-fee'),
    ],
  },
  {
    key: 'web-config',
    label: 'Web Config',
    icon: 'pi pi-cog',
    guard: 'adminHqPlus',
    entries: [
      entry('banner', 'Banner', '/banner'),
      entry('partner', 'Partner', '/partner'),
      entry('preference', 'Preference', '/preference'),
      entry('template-messages', 'Template Messages', '/template-messages', 'template_message'),
      entry('config-app-logo', 'App Logo', '/config-app-logo'),
    ],
  },
  {
    key: 'client',
    label: 'Client',
    icon: 'pi pi-id-card',
    guard: 'agentOrSuperAdmin',
    entries: [entry('clients', 'Client', '/clients', 'client')],
  },
  {
    key: 'users',
    label: 'Users',
    icon: 'pi pi-users',
    guard: 'superAdmin',
    entries: [
      entry('users', 'Manage User', '/users'),
      entry('public-users', 'Manage Public User', '/public-users'),
      entry('audit-log', 'Audit Log', '/audit-log'),
    ],
  },
];

export interface VisibleSidebarEntry extends SidebarEntry {
  /** A remote flag hides this entry; it still shows, marked with a yellow dot. */
  isFlagHidden: boolean;
}

export interface VisibleSidebarGroup {
  key: string;
  label: string;
  icon: string;
  entries: VisibleSidebarEntry[];
  /** A group with a single child collapses into that child. */
  isCollapsed: boolean;
}

export interface SidebarOptions {
  /** Paths whose screen exists; omit to get the full §6 visibility. */
  implemented?: ReadonlySet<RoutePath>;
  /** Remote flags that are on (feature shown); a flagged entry whose flag is off gets the dot. */
  enabledFlags?: ReadonlySet<RemoteFlag>;
}

/** The sidebar a subject sees: group guard AND the entry's route guard, empty groups dropped. */
export function visibleSidebar(subject: AccessSubject, options: SidebarOptions = {}): VisibleSidebarGroup[] {
  const { implemented, enabledFlags } = options;
  return SIDEBAR.filter((g) => GUARDS[g.guard](subject))
    .map((g) => {
      const entries = g.entries
        .filter((e) => canOpenRoute(subject, e.path))
        .filter((e) => !implemented || implemented.has(e.path))
        .map((e) => ({ ...e, isFlagHidden: e.remoteFlag !== undefined && !(enabledFlags?.has(e.remoteFlag) ?? false) }));
      return { key: g.key, label: g.label, icon: g.icon, entries, isCollapsed: entries.length === 1 };
    })
    .filter((g) => g.entries.length > 0);
}
