import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { ROUTES, type RoutePath } from '../../domain/access';
import { accessSubject } from '../../domain/session';
import NotFoundPage from '../features/errors/NotFoundPage';
import { Spinner } from '../ui/Spinner';
import { PublicLayout } from './PublicLayout';
import { guardRoute, type GuardDecision, type GuardState } from './route-guard';
import { useAppSession } from './session-context';

type Screen = LazyExoticComponent<ComponentType>;

/** The blog post wizard's four paths are one screen: moving from step 1 to step 2 keeps its flow running. */
const PostWizardPage = lazy(() => import('../features/blog-posts/PostWizardPage'));
const AuthorFormPage = lazy(() => import('../features/author/AuthorFormPage'));

const RENDER: GuardDecision = { action: 'render' };

/**
 * The screens that exist, each lazy-loaded. Only these routes of the access
 * table are registered; the rest of ROUTES waits for its screen (no placeholders).
 */
const SCREENS = {
  '/login': lazy(() => import('../features/auth/LoginPage')),
  '/forgot-password': lazy(() => import('../features/auth/ForgotPasswordPage')),
  '/reset-password/:sessionId': lazy(() => import('../features/auth/ResetPasswordPage')),
  '/verify-email/:sessionId': lazy(() => import('../features/auth/VerifyEmailPage')),
  '/set-token': lazy(() => import('../features/session-share/SetTokenPage')),
  '/get-local-storage': lazy(() => import('../features/session-share/GetLocalStoragePage')),
  '/forbidden': lazy(() => import('../features/errors/ForbiddenPage')),
  '/dashboard': lazy(() => import('../features/dashboard/DashboardPage')),
  '/profile': lazy(() => import('../features/profile/ProfilePage')),
  '/profile/edit/:step?': lazy(() => import('../features/profile/ProfileEditPage')),
  '/change-password': lazy(() => import('../features/profile/ChangePasswordPage')),
  '/listing': lazy(() => import('../features/listing/ListingListPage')),
  // Before '/listing/:listingId/:tab', which would match them too: the first match wins.
  '/listing/create': lazy(() => import('../features/listing/form/ListingFormPage')),
  '/listing/:listingId/edit': lazy(() => import('../features/listing/form/ListingFormPage')),
  '/listing/:listingId/:tab': lazy(() => import('../features/listing/ListingDetailPage')),
  '/masking': lazy(() => import('../features/masking/MaskingPage')),
  '/masking/:listingId': lazy(() => import('../features/masking/MaskingDetailPage')),
  '/listing-not-watermark': lazy(() => import('../features/listing-not-watermark/NotWatermarkPage')),
  '/listing-has-portal': lazy(() => import('../features/listing-has-portal/HasPortalPage')),
  '/shared/:listingSharedCode': lazy(() => import('../features/shared-listing/SharedListingPage')),
  '/blog-posts': lazy(() => import('../features/blog-posts/BlogPostsPage')),
  // Before '/blog-posts/:articleId/:index?', which would match them too: the first match wins.
  '/blog-posts/create': PostWizardPage,
  '/blog-posts/create/:articleId/description-post': PostWizardPage,
  '/blog-posts/:articleId/edit': PostWizardPage,
  '/blog-posts/:articleId/edit/description-post': PostWizardPage,
  '/blog-posts/:articleId/:index?': lazy(() => import('../features/blog-posts/PostDetailPage')),
  '/article/:slug': lazy(() => import('../features/public-article/PublicArticlePage')),
  '/blog-categories': lazy(() => import('../features/blog-categories/BlogCategoriesPage')),
  '/blog-tags': lazy(() => import('../features/blog-tags/BlogTagsPage')),
  '/author': lazy(() => import('../features/author/AuthorListPage')),
  // Before '/author/:employeeId/:tab?/:index?', which would match them too.
  '/author/create': AuthorFormPage,
  '/author/:employeeId/edit': AuthorFormPage,
  '/author/:employeeId/:tab?/:index?': lazy(() => import('../features/author/AuthorDetailPage')),
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
const Shell = lazy(() => import('./shell/Shell'));

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
const BARE_PATHS: ReadonlySet<ScreenPath> = new Set<ScreenPath>(['/shared/:listingSharedCode', '/article/:slug']);

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
