/**
 * The server's access table: every API route (Fastify's method and url
 * pattern) and who may call it — 'public', or a guard of access.ts. The server
 * authorizes every /api request from this table before it reads the body; a
 * route missing here is refused (fail closed).
 */
import type { GuardName } from './access';
import { MESSAGES } from './messages';

export type ApiRule = 'public' | GuardName;

export const API_ACCESS = {
  'GET /api/health': 'public',

  'POST /api/auth/signin': 'public',
  'POST /api/auth/signout': 'authenticated',
  'GET /api/auth/ping': 'authenticated',
  'POST /api/auth/change-password': 'authenticated',
  'POST /api/auth/forgot-password/confirmation-link': 'public',
  'GET /api/auth/reset-password/:sessionId': 'public',
  'POST /api/auth/reset-password/:sessionId': 'public',
  'POST /api/auth/verify-email/:sessionId': 'public',

  'GET /api/mail-outbox': 'superAdmin',

  'GET /api/users/me': 'authenticated',
  /** Self or superAdmin; which fields a non-admin may change is the handler's rule. */
  'PATCH /api/users/:userId': 'authenticated',
  'POST /api/users/check-email': 'authenticated',

  /** Ownership (HQ all, others their own offices) is applied by the handler. */
  'GET /api/employees': 'authenticated',
  'GET /api/employees/birthdays': 'authenticated',
  /** One record, in the same scope as the list (404 outside it). */
  'GET /api/employees/:employeeId': 'authenticated',
  /**
   * Employee records of /hq, /franchise-owner, /agent and /staff (issue 16): the guard is the widest of the four
   * screens' (adminHqOrOffice); the screen's own guard (403) and office scope (400 officeId, 404) are
   * domain/employee-admin.ts's, applied by the handler once it knows the kind.
   */
  'POST /api/employees': 'adminHqOrOffice',
  'PATCH /api/employees/:employeeId': 'adminHqOrOffice',
  /** The guard is the widest of §6's approvers; who decides which record is approvalRefusal (domain/approval.ts). */
  'POST /api/employees/:employeeId/approval': 'adminHqPlus',

  'POST /api/fcm/register': 'authenticated',
  'DELETE /api/fcm/:token': 'authenticated',

  'GET /api/app-configs/custom/as-object': 'public',
  'PATCH /api/app-configs/:key': 'adminHqPlus',

  /** The audit trail: read only (no route writes or deletes an event); scoped by auditScope (server/services/audit.ts). */
  'GET /api/audit-events': 'auditReader',

  'GET /api/notifications': 'authenticated',
  'GET /api/notifications/stream': 'authenticated',
  'PATCH /api/notifications/mark-as-read': 'authenticated',
  'PATCH /api/notifications/mark-all-as-read': 'authenticated',
  'POST /api/notifications': 'adminHqPlus',

  // Listings (§7). HQ users call listings, everyone else office/listings,
  // each row in the caller's listingScope (listing-policy.ts).
  'GET /api/listings': 'hq',
  'GET /api/listings/:listingId': 'hq',
  'GET /api/office/listings': 'listingViewer',
  'GET /api/listings/status-counts': 'hq',
  'GET /api/office/listings/status-counts': 'listingViewer',
  'GET /api/office/listings/:listingId': 'listingViewer',
  /** The guard by role; the listing agent per record: listingAgentChoice (listing-policy.ts). */
  'POST /api/listings': 'listingCreate',
  /** The guard by role; this listing: canEditListing (listing-policy.ts), within listingScope. */
  'PATCH /api/listings/:listingId': 'listingEdit',
  'GET /api/listings/not-watermark': 'adminHqPlus',
  'POST /api/listings/:listingId/bulk-update-status-watermark': 'adminHqPlus',
  'GET /api/listings/has-portal': 'adminHqPlus',
  // The Rumah123 checker (issue 17): admin-HQ-plus (§6).
  'GET /api/listings/r123-check': 'adminHqPlus',
  'GET /api/listings/r123': 'adminHqPlus',
  'GET /api/employees/r123': 'adminHqPlus',
  /** Master data of the listing form: parts, property types, certificate types. */
  'GET /api/listing-options': 'listingViewer',
  /** The office search of the pickers: HQ every office, others their own (the handler's scope). */
  'GET /api/offices': 'authenticated',
  /** One office in the caller's scope (HQ every office, others their own; else 404). */
  'GET /api/offices/:officeId': 'authenticated',
  'POST /api/offices': 'adminHqPlus',
  /** Which fields a caller may change of which office is domain/office-policy.ts (franchise owners their own, office admins the web settings). */
  'PATCH /api/offices/:officeId': 'authenticated',
  /** Submit (whoever may edit), approve or reject (HQ-manager-plus): officeApprovalRefusal. */
  'POST /api/offices/:officeId/approval': 'authenticated',

  // Office portal accounts (issue 17): HQ unprefixed and directly, an office's owners and office admin
  // under /office through the OTP dialog (§6); which office is canManagePortalAccountsOf (domain/portal-accounts.ts), else 404.
  'GET /api/office-portal-profiles': 'adminHqPlus',
  'POST /api/office-portal-profiles': 'adminHqPlus',
  'DELETE /api/office-portal-profiles/:officePortalProfileId': 'adminHqPlus',
  'GET /api/office/office-portal-profiles': 'officePortalManager',
  'POST /api/office/office-portal-profiles': 'officePortalManager',
  'DELETE /api/office/office-portal-profiles/:officePortalProfileId': 'officePortalManager',
  'POST /api/office-portal-profiles/validate-email': 'portalAccounts',
  'POST /api/office-portal-profiles/auth/send-otp': 'officePortalManager',
  'POST /api/office-portal-profiles/auth/verify-otp': 'officePortalManager',
  // Portal sync: queue an office's listings (canSyncOffice, domain/portal-sync.ts, else 404); a listing's
  // history and current portal result for HQ and the listing's own office (canSeePortalSyncsOf, else 404).
  'POST /api/office-portal-profiles/:officeId/sync': 'adminHqPlus',
  'POST /api/office/office-portal-profiles/:officeId/sync': 'officePortalManager',
  'GET /api/portal-listing-syncs': 'listingViewer',
  'GET /api/portal-listings/:portalListingId/current-result': 'listingViewer',
  // Agent portal accounts (/setting-portal-agent): admin-HQ-plus (§6).
  // Closings (issue 18): 'Data Closing' (§6: admin-HQ plus office finance and agents); HQ unprefixed,
  // the others under office/, scoped by closingScope (domain/closing.ts) and recorded or cancelled
  // per closingRecordRefusal and closingCancelRefusal, else 403 or 404.
  'GET /api/closings': 'closing',
  'GET /api/closings/:closingId': 'closing',
  'POST /api/closings': 'closing',
  'POST /api/closings/:closingId/cancel': 'closing',
  'GET /api/office/closings': 'closing',
  'GET /api/office/closings/:closingId': 'closing',
  'POST /api/office/closings': 'closing',
  'POST /api/office/closings/:closingId/cancel': 'closing',
  'PATCH /api/closings/:closingId': 'closing',
  'PATCH /api/office/closings/:closingId': 'closing',
  'GET /api/closings/summary': 'closing',
  'GET /api/office/closings/summary': 'closing',
  'GET /api/closing-histories': 'closing',
  'GET /api/closing-histories/:closingHistoryId': 'closing',
  'GET /api/office/closing-histories': 'closing',
  'GET /api/office/closing-histories/:closingHistoryId': 'closing',
  // Invoices (issue 18): §6 'Invoice' (HQ, office roles but admin_office, agents); scoped by invoiceScope
  // (domain/invoice.ts), else 404. Payments: HQ finance and the Super Admin (mayRecordPayments), else 403.
  'GET /api/invoices': 'invoice',
  'GET /api/invoices/:invoiceId': 'invoice',
  'GET /api/office/invoices': 'invoice',
  'GET /api/office/invoices/:invoiceId': 'invoice',
  'GET /api/invoices/:invoiceId/pdf': 'invoice',
  'GET /api/office/invoices/:invoiceId/pdf': 'invoice',
  // Office billing: HQ's (§6 'Billing for HQ with finance'); created and stopped by HQ finance (mayBillOffices).
  'GET /api/office-billings': 'billing',
  'GET /api/office-billings/:officeBillingId': 'billing',
  'POST /api/office-billings': 'billingManage',
  'POST /api/office-billings/:officeBillingId/stop': 'billingManage',
  'POST /api/office-billings/:officeBillingId/charges/:officeBillingChargeId/payments': 'billingManage',
  // My lists (issue 18): a listing viewer's own lists (another's answers 404, ownership in the service);
  // sharing masks and shares by LINK, so agents only (domain/my-list.ts listingShareRefusal).
  'GET /api/my-lists': 'listingViewer',
  'POST /api/my-lists': 'listingViewer',
  'GET /api/my-lists/:myListId': 'listingViewer',
  'PATCH /api/my-lists/:myListId': 'listingViewer',
  'DELETE /api/my-lists/:myListId': 'listingViewer',
  'POST /api/my-lists/:myListId/share': 'mask',
  /** The public page behind a shared list: its name and each listing's masked link. */
  'GET /api/shared-lists/:sharedCode': 'public',
  'GET /api/agent-billings': 'invoice',
  'GET /api/agent-billings/:agentBillingId': 'invoice',
  'POST /api/agent-billings/:agentBillingId/payments': 'invoice',
  'GET /api/office/agent-billings': 'invoice',
  'GET /api/office/agent-billings/:agentBillingId': 'invoice',
  'POST /api/office/agent-billings/:agentBillingId/payments': 'invoice',
  'GET /api/primary-projects': 'listingViewer',
  'GET /api/primary-projects/:primaryProjectId': 'listingViewer',
  'GET /api/primary-project-listings': 'listingViewer',
  'POST /api/primary-projects': 'adminHqPlus',
  'PATCH /api/primary-projects/:primaryProjectId': 'adminHqPlus',
  'GET /api/handovers': 'listingViewer',
  'GET /api/handovers/:handoverId': 'listingViewer',
  'GET /api/office/handovers': 'listingViewer',
  'GET /api/office/handovers/:handoverId': 'listingViewer',
  'GET /api/office/handovers/closings': 'handoverCreate',
  'POST /api/office/handovers': 'handoverCreate',
  'PATCH /api/office/handovers/:handoverId': 'handoverCreate',
  'POST /api/office/handovers/:handoverId/files': 'handoverCreate',
  'DELETE /api/office/handovers/:handoverId/files/:handoverFileId': 'handoverCreate',
  'POST /api/office/handovers/:handoverId/complete': 'handoverCreate',
  'POST /api/office/handovers/:handoverId/cancel': 'handoverCreate',
  'POST /api/invoices/:invoiceId/payments': 'invoice',
  'GET /api/agent-portal-profiles': 'adminHqPlus',
  'POST /api/agent-portal-profiles': 'adminHqPlus',
  'DELETE /api/agent-portal-profiles/:agentPortalProfileId': 'adminHqPlus',
  'POST /api/agent-portal-profiles/validate-email': 'adminHqPlus',
  'GET /api/geodata/cities': 'authenticated',
  'GET /api/portals': 'authenticated',

  /** Images (jpg/png) for listings and posts; served back by unguessable key, public so a shared page and a PDF can show them. */
  'POST /api/files': 'authenticated',
  'GET /api/files/:fileKey': 'public',

  // Masking (§2, §6, §7): only agents mask and share, per listing maskRefusal and shareRefusal
  // (masking.ts); history in maskingHistoryScope (masking.ts), listings in listingScope.
  'POST /api/listing-maskings': 'mask',
  'POST /api/listing-masking-histories': 'mask',
  'GET /api/listing-masking-histories': 'listingViewer',
  /** The public page behind a shared link: the listing with the sharing agent's contact. */
  'GET /api/shared-listings/:listingSharedCode': 'public',
  /** The document service (§7 pdf/listing/{listingId}): the masking agent's PDF of a listing they masked. */
  'GET /api/pdf/listing/:listingId': 'mask',

  // Statistics (§7): HQ unprefixed, others office/ (scoped to their offices).
  'GET /api/content-shared/sort': 'hq',
  'GET /api/content-shared/count': 'hq',
  'GET /api/office/content-shared/sort': 'listingViewer',
  'GET /api/office/content-shared/count': 'listingViewer',
  /** Records a share on a channel (the SPA's copy-link and share buttons). */
  'POST /api/content-shared': 'listingViewer',
  'GET /api/listing-visitors/sort': 'hq',
  'GET /api/listing-visitors/count': 'hq',
  'GET /api/office/listing-visitors/sort': 'listingViewer',
  'GET /api/office/listing-visitors/count': 'listingViewer',

  // Blog (§7). Posts, categories, tags and moderation belong to blog admins (§6).
  'GET /api/articles': 'blogAdmin',
  'GET /api/articles/:articleId': 'blogAdmin',
  'POST /api/articles': 'blogAdmin',
  'PATCH /api/articles/:articleId': 'blogAdmin',
  'POST /api/articles/check-slug': 'blogAdmin',
  'POST /api/articles/image/:articleId': 'blogAdmin',
  'POST /api/articles/image-blog/:articleId': 'blogAdmin',
  /** The website's list and the public read-only page behind 'View Blog'. */
  'GET /api/articles/public': 'public',
  'GET /api/articles/public/:slug': 'public',
  'GET /api/article-visitors/count': 'blogAdmin',
  /** content-shared/count for posts: the same counts, open to blog admins (content-shared itself is HQ's and the offices'). */
  'GET /api/article-shared/count': 'blogAdmin',
  'GET /api/master-article-categories': 'blogAdmin',
  'POST /api/master-article-categories': 'blogAdmin',
  'PATCH /api/master-article-categories/:categoryId': 'blogAdmin',
  'GET /api/master-article-tags': 'blogAdmin',
  'POST /api/master-article-tags': 'blogAdmin',
  'PATCH /api/master-article-tags/:tagId': 'blogAdmin',
  'GET /api/article-comments': 'blogAdmin',
  'GET /api/article-comments/custom/comment-statistic': 'blogAdmin',
  'POST /api/article-comments': 'blogAdmin',
  'PATCH /api/article-comments/:commentId': 'blogAdmin',
  'DELETE /api/article-comments/:commentId': 'blogAdmin',
  'POST /api/article-comments/bulk-update-status': 'blogAdmin',
  'POST /api/article-reply-comments': 'blogAdmin',
  'PATCH /api/article-reply-comments/:replyId': 'blogAdmin',
  'DELETE /api/article-reply-comments/:replyId': 'blogAdmin',
  // People (issue 16). /users and /public-users are the Super Admin's (§6).
  'GET /api/users': 'superAdmin',
  'POST /api/users': 'superAdmin',
  'GET /api/users/customers': 'superAdmin',
  'GET /api/users/:userId': 'superAdmin',
  /** The Super Admin sets another user's password (/users/{userId}/change-password): a secret-setting route. */
  'POST /api/users/:userId/change-password': 'superAdmin',

  // Transfers of staff and agents between offices (/transfer-staff): admin-HQ-plus (§6).
  'GET /api/transfer-employees': 'adminHqPlus',
  'GET /api/transfer-employees/:transferEmployeeId': 'adminHqPlus',
  'POST /api/transfer-employees': 'adminHqPlus',
  'POST /api/transfer-employees/:transferEmployeeId/cancel': 'adminHqPlus',

  // Teams, transfers of team members and member fees (issue 16, §7 "Fees and teams").
  // Admin-HQ-plus every office's; office management their offices' (teamScope, domain/team-policy.ts), else 404.
  'GET /api/groups': 'adminHqOrOffice',
  'POST /api/groups': 'adminHqOrOffice',
  'GET /api/groups/:groupId': 'adminHqOrOffice',
  'PATCH /api/groups/:groupId': 'adminHqOrOffice',
  'GET /api/group-members': 'adminHqOrOffice',
  'POST /api/group-members': 'adminHqOrOffice',
  'DELETE /api/group-members/:groupMemberId': 'adminHqOrOffice',
  'GET /api/transfer-member-teams': 'adminHqOrOffice',
  'GET /api/transfer-member-teams/:transferMemberId': 'adminHqOrOffice',
  'POST /api/transfer-member-teams': 'createTransferTeamMember',
  'POST /api/transfer-member-teams/:transferMemberId/cancel': 'createTransferTeamMember',
  'POST /api/teams-member-fees': 'createTransferTeamMember',
  'GET /api/teams-member-fee-items': 'adminHqOrOffice',
  'POST /api/teams-member-fee-items': 'adminHqOrOffice',
  'POST /api/teams-member-fee-items/save': 'adminHqOrOffice',
  'DELETE /api/teams-member-fee-items/:teamsMemberFeeItemId': 'adminHqOrOffice',
  'GET /api/master-fees': 'feeRates',
  'PATCH /api/master-fees/:feeCode': 'adminHqPlus',
  'GET /api/master-achievements': 'adminHqPlus',
  'POST /api/master-achievements': 'adminHqPlus',
  'PATCH /api/master-achievements/:masterAchievementId': 'adminHqPlus',
  'GET /api/master-careers': 'adminHqPlus',
  'POST /api/master-careers': 'adminHqPlus',
  'PATCH /api/master-careers/:masterCareerId': 'adminHqPlus',
  // Web config (issue 19): partners, banners and template messages, admin-HQ-plus (§6).
  'GET /api/partners': 'adminHqPlus',
  'POST /api/partners': 'adminHqPlus',
  'PATCH /api/partners/order': 'adminHqPlus',
  'PATCH /api/partners/:partnerId': 'adminHqPlus',
  'DELETE /api/partners/:partnerId': 'adminHqPlus',
  'GET /api/banners': 'adminHqPlus',
  'POST /api/banners': 'adminHqPlus',
  'PATCH /api/banners/order': 'adminHqPlus',
  'PATCH /api/banners/:bannerId': 'adminHqPlus',
  'DELETE /api/banners/:bannerId': 'adminHqPlus',
  'GET /api/template-messages': 'adminHqPlus',
  'GET /api/template-messages/:templateId': 'adminHqPlus',
  'POST /api/template-messages': 'adminHqPlus',
  'PATCH /api/template-messages/:templateId': 'adminHqPlus',
  'DELETE /api/template-messages/:templateId': 'adminHqPlus',

  // Setting Agent (issue 16): franchise owner, business owner or office admin (§6), for the agents of
  // the offices where they hold that role (agentSettingOffices, domain/agent-settings.ts), else 404.
  'GET /api/agent-settings/offices': 'settingAgent',
  'GET /api/agent-settings': 'settingAgent',
  'PATCH /api/agent-settings/:employeeId': 'settingAgent',

  /** /author: employees with an author slug (their author page on the website). */
  'GET /api/authors': 'blogAdmin',
  'GET /api/authors/:employeeId': 'blogAdmin',
  'PATCH /api/authors/:employeeId': 'blogAdmin',
  // Clients (issue 19): an agent's own (another's answers 404, ownership in the service); the Super Admin
  // reads every agent's (domain/client.ts clientScope); only agents write, on their own clients.
  'GET /api/clients': 'agentOrSuperAdmin',
  'GET /api/clients/:clientId': 'agentOrSuperAdmin',
  'POST /api/clients': 'agent',
  'PATCH /api/clients/:clientId': 'agent',
  'DELETE /api/clients/:clientId': 'agent',
  'POST /api/clients/:clientId/notes': 'agent',
  'POST /api/clients/:clientId/shares': 'agent',
  // Albums (issue 19): admin-HQ-plus (§6), every album theirs to read and write.
  'GET /api/albums': 'adminHqPlus',
  'GET /api/albums/:albumId': 'adminHqPlus',
  'POST /api/albums': 'adminHqPlus',
  'PATCH /api/albums/:albumId': 'adminHqPlus',
  'DELETE /api/albums/:albumId': 'adminHqPlus',
  // Document center and magazine (issue 19): admin-HQ-plus reads and writes (§6 guards document-center and magazine).
  'GET /api/documents': 'adminHqPlus',
  'POST /api/documents': 'adminHqPlus',
  'PATCH /api/documents/:documentId': 'adminHqPlus',
  'DELETE /api/documents/:documentId': 'adminHqPlus',
  'GET /api/magazines': 'adminHqPlus',
  'POST /api/magazines': 'adminHqPlus',
  'PATCH /api/magazines/:magazineId': 'adminHqPlus',
  'DELETE /api/magazines/:magazineId': 'adminHqPlus',
  // Events and announcements (issue 19): everyone who opens /event reads the ones of their audience (others 404,
  // scoped in server/services/events.ts); admin-HQ-plus write them; registration checks the audience in the service.
  'GET /api/events': 'listingViewer',
  'GET /api/events/:eventId': 'listingViewer',
  'POST /api/events': 'adminHqPlus',
  'PATCH /api/events/:eventId': 'adminHqPlus',
  'POST /api/events/:eventId/publish': 'adminHqPlus',
  'POST /api/events/:eventId/cancel': 'adminHqPlus',
  'DELETE /api/events/:eventId': 'adminHqPlus',
  'POST /api/events/:eventId/registrations': 'listingViewer',
  'DELETE /api/events/:eventId/registrations': 'listingViewer',
} as const satisfies Record<string, ApiRule>;

export type ApiRoute = keyof typeof API_ACCESS;

export const apiRouteKey = (method: string, url: string): string => `${method.toUpperCase()} ${url}`;

/** The rule of a route, or undefined when the table does not know it (refuse). */
export function apiRule(method: string, url: string): ApiRule | undefined {
  const key = apiRouteKey(method, url);
  return Object.hasOwn(API_ACCESS, key) ? API_ACCESS[key as ApiRoute] : undefined;
}

/** What a refused caller is told, where the spec has words for a guard (§6: 'Only agent can do this action'). */
export const GUARD_REFUSALS: Partial<Record<GuardName, string>> = {
  mask: MESSAGES.onlyAgent,
  agent: MESSAGES.onlyAgent,
};

/**
 * Routes that compare a secret the caller sends with a stored one (a password
 * now; an OTP later). Each counts and decides the attempt before comparing
 * (server/services/sign-in-throttle.ts), and the guessing gate
 * (tests/server/guessing.test.ts) fires parallel wrong guesses at every one.
 */
export const SECRET_CHECKING_ROUTES: Partial<Record<ApiRoute, { secretField: string }>> = {
  'POST /api/auth/signin': { secretField: 'password' },
  'POST /api/auth/change-password': { secretField: 'currentPassword' },
  /** A session allows 5 tries; past them the route answers 429 without comparing (issue 17). */
  'POST /api/office-portal-profiles/auth/verify-otp': { secretField: 'otp' },
};

/**
 * Routes whose secret-looking fields only set a new secret: the single-use
 * link or the live session that authorizes them is what cannot be guessed.
 * A body field named like a secret on a route in neither list fails the gate.
 */
export const SECRET_SETTING_ROUTES: readonly ApiRoute[] = [
  'POST /api/auth/reset-password/:sessionId',
  'POST /api/users/:userId/change-password',
  /** Adding a user sets their first password. */
  'POST /api/users',
];

/** Body fields that carry a secret, by name. */
export const SECRET_FIELD = /password|otp|pin$|secret|passcode/i;
