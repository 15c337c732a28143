/**
 * The dashboard of every role (issue 19): the counts that matter to the
 * signed-in user, each opening the list it counts, already filtered. A count
 * is not computed apart from its list: it is the `count` of the very list
 * request the screen sends for that link, asked for one row, so the number
 * on the tile is the number the list shows (an estimate, marked, where the
 * list's own is). Who sees a tile is whoever may open the screen it opens
 * (the route table's guard, written once in domain/access.ts).
 */
import { z } from 'zod';
import { canOpenRoute, type AccessSubject, type RoutePath } from './access';
import { APPROVAL_KINDS, APPROVAL_SCREENS, type ApprovalKind } from './approval';
import { LISTING_STATUSES, type ListingStatus } from './entities/listing';

export type DashboardGroup = 'Approvals' | 'Finance' | 'Transactions' | 'Clients' | 'Blog';

/** A list request: its path under /api and its query, as the list screen sends it. */
export interface DashboardRequest {
  path: string;
  query: Record<string, string | number | readonly string[]>;
}

export interface DashboardCount {
  key: string;
  /** The tile's words: 'Agents waiting approval'. */
  label: string;
  group: DashboardGroup;
  /** The screen it opens: who may open it sees the tile. */
  screen: RoutePath;
  /** That screen's URL, filtered to what the tile counts. */
  href: string;
  /** The list request whose count the tile shows (one row of it); `isHQ` picks the unprefixed routes of §7. */
  request: (isHQ: boolean) => DashboardRequest;
}

const office = (isHQ: boolean) => (isHQ ? '' : 'office/');

const APPROVAL_LABELS: Record<ApprovalKind, string> = {
  'franchise-owner': 'Franchise owners waiting approval',
  agent: 'Agents waiting approval',
  staff: 'Staff waiting approval',
};

const approvalCount = (kind: ApprovalKind): DashboardCount => {
  const screen = APPROVAL_SCREENS[kind];
  return {
    key: `approve-${kind}`,
    label: APPROVAL_LABELS[kind],
    group: 'Approvals',
    screen: screen.path,
    href: `${screen.path}?activeTab=WAITING_APPROVAL`,
    request: () => ({ path: 'employees', query: { filterRole: screen.roles, filterRoleApprovalStatus: ['WAITING_APPROVAL'] } }),
  };
};

/** Every count a dashboard may show, in the order it shows them. */
export const DASHBOARD_COUNTS: readonly DashboardCount[] = [
  ...APPROVAL_KINDS.map(approvalCount),
  {
    key: 'approve-office',
    label: 'Offices waiting approval',
    group: 'Approvals',
    screen: '/approve-office',
    href: '/approve-office?activeTab=WAITING_APPROVAL',
    request: () => ({ path: 'offices', query: { filterApprovalStatus: 'WAITING_APPROVAL' } }),
  },
  {
    key: 'invoices-unpaid',
    label: 'Invoices unpaid',
    group: 'Finance',
    screen: '/invoice',
    href: '/invoice?status=unpaid',
    request: (isHQ) => ({ path: `${office(isHQ)}invoices`, query: { filterStatus: 'unpaid' } }),
  },
  {
    key: 'invoices-partially-paid',
    label: 'Invoices partially paid',
    group: 'Finance',
    screen: '/invoice',
    href: '/invoice?status=partially_paid',
    request: (isHQ) => ({ path: `${office(isHQ)}invoices`, query: { filterStatus: 'partially_paid' } }),
  },
  {
    key: 'receivables-unpaid',
    label: 'Agent receivables unpaid',
    group: 'Finance',
    screen: '/agent-receivable',
    href: '/agent-receivable?status=unpaid',
    request: (isHQ) => ({ path: `${office(isHQ)}agent-billings`, query: { filterStatus: 'unpaid' } }),
  },
  {
    key: 'handovers-open',
    label: 'Handovers in progress',
    group: 'Transactions',
    screen: '/handover',
    href: '/handover?status=OPEN',
    request: (isHQ) => ({ path: `${office(isHQ)}handovers`, query: { filterStatus: 'OPEN' } }),
  },
  {
    key: 'clients-active',
    label: 'Active clients',
    group: 'Clients',
    screen: '/clients',
    href: '/clients?status=ACTIVE',
    request: () => ({ path: 'clients', query: { filterStatus: 'ACTIVE' } }),
  },
  {
    key: 'posts-need-approval',
    label: 'Posts waiting approval',
    group: 'Blog',
    screen: '/blog-posts',
    href: '/blog-posts?activeTab=NEED_APPROVAL',
    request: () => ({ path: 'articles', query: { status: 'NEED_APPROVAL' } }),
  },
];

/** The counts the subject's dashboard shows: those whose screen they may open. */
export const dashboardCountsFor = (subject: AccessSubject): DashboardCount[] => DASHBOARD_COUNTS.filter((c) => canOpenRoute(subject, c.screen));

/** GET [office/]listings/status-counts: how many listings the caller sees in each status (every status, zeros included). */
export const listingStatusCount = z.object({ status: z.enum(LISTING_STATUSES), count: z.number().int().nonnegative() });
export type ListingStatusCount = z.infer<typeof listingStatusCount>;
export const listingStatusCounts = z.object({ results: z.array(listingStatusCount) });

/** The /listing screen filtered to one status (its URL's `status`). */
export const listingsWithStatusHref = (status: ListingStatus): string => `/listing?status=${status}`;

/** Every status in §4's order, with the counts found (a status nobody's listing is in reads 0). */
export function allStatusCounts(found: readonly { status: string; count: number }[]): ListingStatusCount[] {
  const by = new Map(found.map((f) => [f.status, f.count]));
  return LISTING_STATUSES.map((status) => ({ status, count: by.get(status) ?? 0 }));
}
