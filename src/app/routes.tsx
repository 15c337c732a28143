import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { parse as parsePattern } from 'regexparam';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { ROUTES, type RoutePath } from '../../domain/access';
import { accessSubject } from '../../domain/session';
import NotFoundPage from '../features/errors/NotFoundPage';
import { Spinner } from '../ui/Spinner';
import { preloadable, type Preloadable } from './preloadable';
import { PublicLayout } from './PublicLayout';
import { guardRoute, type GuardDecision, type GuardState } from './route-guard';
import { useAppSession } from './session-context';

/** Every screen is lazy, and can be fetched ahead of its first render (route-preload.ts, at boot). */
type Screen = Preloadable<object>;
const screen = (load: () => Promise<{ default: ComponentType }>): Screen => preloadable(load);

// A form page that serves two routes (create and edit) is imported from one place: each import
// site costs /login's entry its own preload list.
const loadPrimaryProjectFormPage = () => import('../features/primary-project/PrimaryProjectFormPage');
const loadMyListFormPage = () => import('../features/my-list/MyListFormPage');
const loadListingFormPage = () => import('../features/listing/form/ListingFormPage');
const loadEventFormPage = () => import('../features/event/EventFormPage');
const loadAlbumFormPage = () => import('../features/album/AlbumFormPage');

/** The blog post wizard's four paths are one screen: moving from step 1 to step 2 keeps its flow running. */
const PostWizardPage = screen(() => import('../features/blog-posts/PostWizardPage'));
const AuthorFormPage = screen(() => import('../features/author/AuthorFormPage'));
const TeamFormPage = screen(() => import('../features/teams/TeamFormPage'));
const UserFormPage = screen(() => import('../features/users/UserFormPage'));
const OfficeFormPage = screen(() => import('../features/office/OfficeFormPage'));
const DetailOfficePage = screen(() => import('../features/office/DetailOfficePage'));

/**
 * /hq, /franchise-owner, /agent and /staff are one set of pages (issue 16),
 * told apart by the path; each screen gets screens of its own, so moving from
 * one to another starts its pages afresh.
 */
const employeeList = () => screen(() => import('../features/employees/EmployeeListPage'));
const employeeForm = () => screen(() => import('../features/employees/EmployeeFormPage'));
const employeeDetail = () => screen(() => import('../features/employees/EmployeeDetailPage'));
const HqFormPage = employeeForm();
const FranchiseOwnerFormPage = employeeForm();
const AgentFormPage = employeeForm();
const StaffFormPage = employeeForm();

const RENDER: GuardDecision = { action: 'render' };

/**
 * The screens that exist, each lazy-loaded. Only these routes of the access
 * table are registered; the rest of ROUTES waits for its screen (no placeholders).
 */
const SCREENS = {
  '/login': screen(() => import('../features/auth/LoginPage')),
  '/forgot-password': screen(() => import('../features/auth/ForgotPasswordPage')),
  '/reset-password/:sessionId': screen(() => import('../features/auth/ResetPasswordPage')),
  '/verify-email/:sessionId': screen(() => import('../features/auth/VerifyEmailPage')),
  '/set-token': screen(() => import('../features/session-share/SetTokenPage')),
  '/get-local-storage': screen(() => import('../features/session-share/GetLocalStoragePage')),
  '/forbidden': screen(() => import('../features/errors/ForbiddenPage')),
  '/dashboard': screen(() => import('../features/dashboard/DashboardPage')),
  '/profile': screen(() => import('../features/profile/ProfilePage')),
  '/profile/edit/:step?': screen(() => import('../features/profile/ProfileEditPage')),
  '/change-password': screen(() => import('../features/profile/ChangePasswordPage')),
  '/listing': screen(() => import('../features/listing/ListingListPage')),
  // Before '/listing/:listingId/:tab', which would match them too: the first match wins.
  '/listing/create': screen(loadListingFormPage),
  '/listing/:listingId/edit': screen(loadListingFormPage),
  '/listing/:listingId/:tab': screen(() => import('../features/listing/ListingDetailPage')),
  '/masking': screen(() => import('../features/masking/MaskingPage')),
  '/masking/:listingId': screen(() => import('../features/masking/MaskingDetailPage')),
  '/listing-not-watermark': screen(() => import('../features/listing-not-watermark/NotWatermarkPage')),
  '/listing-has-portal': screen(() => import('../features/listing-has-portal/HasPortalPage')),
  '/shared/:listingSharedCode': screen(() => import('../features/shared-listing/SharedListingPage')),
  '/shared-list/:sharedCode': screen(() => import('../features/my-list/SharedMyListPage')),
  '/blog-posts': screen(() => import('./screens/BlogPostsScreen')),
  // Before '/blog-posts/:articleId/:index?', which would match them too: the first match wins.
  '/blog-posts/create': PostWizardPage,
  '/blog-posts/create/:articleId/description-post': PostWizardPage,
  '/blog-posts/:articleId/edit': PostWizardPage,
  '/blog-posts/:articleId/edit/description-post': PostWizardPage,
  '/blog-posts/:articleId/:index?': screen(() => import('./screens/PostDetailScreen')),
  '/article/:slug': screen(() => import('../features/public-article/PublicArticlePage')),
  '/blog-categories': screen(() => import('../features/blog-categories/BlogCategoriesPage')),
  '/blog-tags': screen(() => import('../features/blog-tags/BlogTagsPage')),
  '/author': screen(() => import('../features/author/AuthorListPage')),
  // Before '/author/:employeeId/:tab?/:index?', which would match them too.
  '/author/create': AuthorFormPage,
  '/author/:employeeId/edit': AuthorFormPage,
  '/author/:employeeId/:tab?/:index?': screen(() => import('../features/author/AuthorDetailPage')),
  '/audit-log': screen(() => import('../features/audit-log/AuditLogPage')),
  '/hq': employeeList(),
  // Before '/hq/:employeeId/:tab?/:index?', which would match them too: the first match wins (and so below).
  '/hq/create': HqFormPage,
  '/hq/:employeeId/edit': HqFormPage,
  '/hq/:employeeId/:tab?/:index?': employeeDetail(),
  '/franchise-owner': employeeList(),
  '/franchise-owner/create': FranchiseOwnerFormPage,
  '/franchise-owner/:employeeId/edit': FranchiseOwnerFormPage,
  '/franchise-owner/:employeeId/:tab?/:index?': employeeDetail(),
  '/agent': employeeList(),
  '/agent/create': AgentFormPage,
  '/agent/:employeeId/edit': AgentFormPage,
  '/agent/:employeeId/:tab?/:index?': employeeDetail(),
  '/staff': employeeList(),
  '/staff/create': StaffFormPage,
  '/staff/:employeeId/edit': StaffFormPage,
  '/staff/:employeeId/:tab?/:index?': employeeDetail(),
  '/approve-franchise-owner': screen(() => import('../features/approvals/ApproveFranchiseOwnerPage')),
  '/approve-franchise-owner/:employeeId': screen(() => import('../features/approvals/ApproveFranchiseOwnerDetailPage')),
  '/approve-agent': screen(() => import('../features/approvals/ApproveAgentPage')),
  '/approve-agent/:employeeId': screen(() => import('../features/approvals/ApproveAgentDetailPage')),
  '/approve-staff': screen(() => import('../features/approvals/ApproveStaffPage')),
  '/approve-staff/:employeeId': screen(() => import('../features/approvals/ApproveStaffDetailPage')),
  '/transfer-staff': screen(() => import('../features/transfer-staff/TransferStaffListPage')),
  // Before '/transfer-staff/:transferEmployeeId', which would match it too.
  '/transfer-staff/create': screen(() => import('../features/transfer-staff/TransferStaffCreatePage')),
  '/transfer-staff/:transferEmployeeId': screen(() => import('../features/transfer-staff/TransferStaffDetailPage')),
  '/teams': screen(() => import('../features/teams/TeamListPage')),
  // Before '/teams/:groupId', which would match it too.
  '/teams/create': TeamFormPage,
  '/teams/:groupId/edit': TeamFormPage,
  '/teams/:groupId': screen(() => import('../features/teams/TeamDetailPage')),
  '/transfer-team-member': screen(() => import('../features/transfer-team-member/TransferListPage')),
  // Before '/transfer-team-member/:transferMemberId', which would match it too.
  '/transfer-team-member/create': screen(() => import('../features/transfer-team-member/TransferCreatePage')),
  '/transfer-team-member/:transferMemberId': screen(() => import('../features/transfer-team-member/TransferDetailPage')),
  '/setting-agent': screen(() => import('../features/setting-agent/SettingAgentPage')),
  '/office': screen(() => import('../features/office/OfficeListPage')),
  // Before '/office/:officeId/:tab', which would match them too.
  '/office/create': OfficeFormPage,
  '/office/:officeId/edit': OfficeFormPage,
  '/office/:officeId/:tab': screen(() => import('../features/office/OfficeDetailPage')),
  '/approve-office': screen(() => import('../features/office/ApproveOfficePage')),
  '/closing': screen(() => import('../features/closing/ClosingListPage')),
  // Before '/closing/:closingId', which would match them too.
  '/closing/create': screen(() => import('../features/closing/ClosingFormPage')),
  '/closing/history': screen(() => import('../features/closing/ClosingHistoryListPage')),
  '/closing/history/:closingHistoryId': screen(() => import('../features/closing/ClosingHistoryDetailPage')),
  '/closing/summary': screen(() => import('../features/closing/ClosingSummaryPage')),
  '/closing/:closingId': screen(() => import('../features/closing/ClosingDetailPage')),
  '/invoice': screen(() => import('../features/invoice/InvoiceListPage')),
  '/invoice/:invoiceId': screen(() => import('../features/invoice/InvoiceDetailPage')),
  '/billing': screen(() => import('../features/billing/BillingListPage')),
  // Before '/billing/:officeBillingId', which would match it too.
  '/billing/create': screen(() => import('../features/billing/BillingFormPage')),
  '/billing/:officeBillingId': screen(() => import('../features/billing/BillingDetailPage')),
  '/primary-project-coordination': screen(() => import('../features/primary-project/PrimaryProjectListPage')),
  // Before '/primary-project-coordination/:primaryProjectId', which would match it too.
  '/primary-project-coordination/create': screen(loadPrimaryProjectFormPage),
  '/primary-project-coordination/:primaryProjectId': screen(() => import('../features/primary-project/PrimaryProjectDetailPage')),
  '/primary-project-coordination/:primaryProjectId/edit': screen(loadPrimaryProjectFormPage),
  '/handover': screen(() => import('../features/handover/HandoverListPage')),
  // Before '/handover/:handoverId', which would match it too.
  '/handover/create': screen(() => import('../features/handover/HandoverFormPage')),
  '/handover/:handoverId': screen(() => import('../features/handover/HandoverDetailPage')),
  '/my-list': screen(() => import('../features/my-list/MyListListPage')),
  // Before '/my-list/:myListId', which would match it too.
  '/my-list/create': screen(loadMyListFormPage),
  '/my-list/:myListId': screen(() => import('../features/my-list/MyListDetailPage')),
  '/my-list/:myListId/edit': screen(loadMyListFormPage),
  '/agent-receivable': screen(() => import('../features/agent-receivable/AgentReceivableListPage')),
  '/agent-receivable/:agentBillingId': screen(() => import('../features/agent-receivable/AgentReceivableDetailPage')),
  '/setting-portal-agent': screen(() => import('../features/setting-portal-agent/SettingPortalAgentPage')),
  '/portal': screen(() => import('../features/portal/PortalListPage')),
  '/rumah123-checker': screen(() => import('../features/rumah123-checker/Rumah123CheckerPage')),
  '/portal/:portalId': screen(() => import('../features/portal/PortalDetailPage')),
  // The wizard's two steps are one screen.
  '/detail-office': DetailOfficePage,
  '/detail-office/:officeId/detail/setting-web': DetailOfficePage,
  '/users': screen(() => import('../features/users/UserListPage')),
  // Before '/users/:userId', which would match it too: the first match wins.
  '/users/add': UserFormPage,
  '/users/:userId/edit': UserFormPage,
  '/users/:userId/change-password': screen(() => import('../features/users/UserPasswordPage')),
  '/users/:userId': screen(() => import('../features/users/UserDetailPage')),
  '/user-has-genius-emails': screen(() => import('../features/users/ProductEmailUsersPage')),
  '/public-users': screen(() => import('../features/public-users/PublicUserListPage')),
  '/public-users/:userId': screen(() => import('../features/public-users/PublicUserDetailPage')),
  '/master-data-achievement': screen(() => import('../features/master-data/MasterAchievementPage')),
  '/master-data-career': screen(() => import('../features/master-data/MasterCareerPage')),
  '/master-data-fee': screen(() => import('../features/master-data/MasterFeePage')),
  '/preference': screen(() => import('../features/preference/PreferencePage')),
  '/config-app-logo': screen(() => import('../features/app-logo/AppLogoPage')),
  // Clients (issue 19): adding and editing are dialogs of these two.
  '/clients': screen(() => import('../features/clients/ClientListPage')),
  '/clients/:clientId': screen(() => import('../features/clients/ClientDetailPage')),
  // Albums (issue 19): '/album/create' before '/album/:albumId', which would match it too.
  '/album': screen(() => import('../features/album/AlbumListPage')),
  '/album/create': screen(loadAlbumFormPage),
  '/album/:albumId/edit': screen(loadAlbumFormPage),
  '/album/:albumId': screen(() => import('../features/album/AlbumDetailPage')),
  // Web config (issue 19): partner, banner, template messages.
  '/partner': screen(() => import('../features/web-config/PartnerPage')),
  '/banner': screen(() => import('../features/web-config/BannerPage')),
  '/template-messages': screen(() => import('../features/web-config/TemplateListPage')),
  '/template-messages/edit/:templateId?': screen(() => import('../features/web-config/TemplateEditPage')),
  // Document center and magazine (issue 19): uploads, edits and deletes are dialogs of these.
  '/document-center': screen(() => import('../features/document-center/DocumentCenterPage')),
  '/magazine': screen(() => import('../features/magazine/MagazinePage')),
  // Events and announcements (issue 19): create and edit before '/event/:eventId/:tab', which would match them too.
  '/event': screen(() => import('../features/event/EventListPage')),
  '/event/create': screen(loadEventFormPage),
  '/event/:eventId/edit': screen(loadEventFormPage),
  '/event/:eventId/:tab': screen(() => import('../features/event/EventDetailPage')),
} satisfies Partial<Record<RoutePath, Screen>>;

type ScreenPath = keyof typeof SCREENS;

const SCREEN_PATHS = Object.keys(SCREENS) as ScreenPath[];
const OPEN_PATHS = SCREEN_PATHS.filter((p) => ROUTES[p].kind !== 'protected');
const PROTECTED_PATHS = SCREEN_PATHS.filter((p) => ROUTES[p].kind === 'protected');

/**
 * The React key of a path's route: paths served by the same screen share it,
 * so moving between them (a wizard's steps) keeps the screen mounted.
 */
const screenKey = (path: ScreenPath): string => SCREEN_PATHS.find((p) => SCREENS[p] === SCREENS[path]) ?? path;

/** Paths whose screen exists ('/' redirects): the sidebar shows only these. */
export const IMPLEMENTED_PATHS: ReadonlySet<RoutePath> = new Set<RoutePath>(['/', ...SCREEN_PATHS]);

/** The shell is lazy too: /login needs none of it. */
const Shell = preloadable(() => import('./shell/Shell'));

/**
 * The screen a cold load of `pathname` will render, matched as <Switch> does
 * (first match wins), with a way to fetch its chunks (and the shell's, for a
 * protected screen) before React gets there.
 */
export function screenFor(pathname: string): { path: ScreenPath; isProtected: boolean; preload: () => void } | null {
  const path = SCREEN_PATHS.find((p) => parsePattern(p).pattern.test(pathname));
  if (!path) return null;
  const isProtected = ROUTES[path].kind === 'protected';
  return {
    path,
    isProtected,
    preload: () => {
      if (isProtected) void Shell.preload().catch(() => undefined);
      // A failed fetch is lazy()'s to report, when the screen renders.
      void SCREENS[path].preload().catch(() => undefined);
    },
  };
}

function useGuardState(): GuardState {
  const { isLoggedIn, isLoading, session } = useAppSession();
  const subject = useMemo(() => (session ? accessSubject(session) : null), [session]);
  return { isLoggedIn: isLoggedIn && session !== null, isLoading, subject };
}

function Guarded({ path, children }: { path: RoutePath; children: ReactNode }) {
  const decision = guardRoute(path, useGuardState());
  if (decision.action === 'wait') return <Spinner isFullPage label="Loading session" />;
  if (decision.action === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  return <>{children}</>;
}

function ScreenOf({ path }: { path: ScreenPath }) {
  const Page = SCREENS[path];
  return <Page />;
}

/** Open screens that are a whole page of their own, not a card in PublicLayout. */
const BARE_PATHS: ReadonlySet<ScreenPath> = new Set<ScreenPath>(['/shared/:listingSharedCode', '/shared-list/:sharedCode', '/article/:slug']);

function PublicScreen({ path }: { path: ScreenPath }) {
  const page = (
    <Suspense fallback={<Spinner label="Loading page" />}>
      <ScreenOf path={path} />
    </Suspense>
  );
  return <Guarded path={path}>{BARE_PATHS.has(path) ? page : <PublicLayout>{page}</PublicLayout>}</Guarded>;
}

function ShellFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Spinner isFullPage label="Loading page" />}>
      <Shell implemented={IMPLEMENTED_PATHS}>
        <Suspense fallback={<Spinner isFullPage label="Loading page" />}>{children}</Suspense>
      </Shell>
    </Suspense>
  );
}

/**
 * Every path that is not an open route. One element, so the shell (sidebar,
 * drawer, push stream) stays mounted while the user moves between screens.
 * An unknown path shows the 404 page: in the shell when signed in.
 */
function ProtectedArea() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const state = useGuardState();
  const path = PROTECTED_PATHS.find((p) => matchRoute(parser, p, location)[0]);

  if (!path && !state.isLoggedIn) {
    if (state.isLoading) return <Spinner isFullPage label="Loading session" />;
    return (
      <PublicLayout>
        <NotFoundPage />
      </PublicLayout>
    );
  }
  const decision = path ? guardRoute(path, state) : RENDER;
  if (decision.action === 'wait') return <Spinner isFullPage label="Loading session" />;
  if (decision.action === 'redirect') return <Redirect key={decision.to} to={decision.to} replace />;
  return (
    <ShellFrame>
      {path ? (
        <Switch>
          {PROTECTED_PATHS.map((p) => (
            <Route key={screenKey(p)} path={p}>
              <ScreenOf path={p} />
            </Route>
          ))}
        </Switch>
      ) : (
        <NotFoundPage />
      )}
    </ShellFrame>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Guarded path="/">{null}</Guarded>
      </Route>
      {OPEN_PATHS.map((p) => (
        <Route key={p} path={p}>
          <PublicScreen path={p} />
        </Route>
      ))}
      <Route>
        <ProtectedArea />
      </Route>
    </Switch>
  );
}
