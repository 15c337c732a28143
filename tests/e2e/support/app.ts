/**
 * How a person uses the app, written once: sign in, find the sidebar, the top
 * bar and the profile menu. Selectors go by role and label, as the UI promises:
 * labelled 'Email' and 'Password' inputs and a 'Login' button on the login page,
 * `nav[aria-label="Main"]` for the sidebar, a <header> (banner) for the top bar.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { ROUTES, type RoutePath } from '../../../domain/access';
import { TOKEN_KEY } from '../../../src/api/token';
import { DEMO_PASSWORD } from './demo';
import { baseUrl, UI_TIMEOUT_MS } from './browser';

export const sidebar = (page: Page): Locator => page.locator('nav[aria-label="Main"]');
export const topBar = (page: Page): Locator => page.getByRole('banner');

/** Wait until the URL's path is one of these (query and hash ignored). */
export async function waitForPath(page: Page, ...paths: string[]): Promise<void> {
  await page.waitForURL((url) => paths.includes(url.pathname));
}

export const currentPath = (page: Page): string => new URL(page.url()).pathname;

/** The login form, whichever public entry (/ or /login) shows it. */
export async function waitForLoginPage(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).waitFor();
  await page.getByLabel('Password', { exact: true }).waitFor();
}

export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!['/', '/login'].includes(currentPath(page))) await page.goto('/login');
  await waitForLoginPage(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Sign in through the login page and wait for the dashboard with its sidebar. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await submitLogin(page, email, password);
  await waitForPath(page, '/dashboard');
  await sidebar(page).locator('a[href="/dashboard"]').first().waitFor();
}

/**
 * Open the app already signed in (a session token from the API, as a tab that
 * signed in before would hold it), without the login form: for tests about
 * what a signed-in user finds, not about signing in. The token is put in
 * place once per tab: a later logout stays a logout.
 */
export async function openSignedIn(page: Page, email: string, path = '/dashboard'): Promise<void> {
  const token = await apiSignIn(email);
  await page.addInitScript(
    ({ key, value }) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem(key, value);
    },
    { key: TOKEN_KEY, value: token },
  );
  await page.goto(path);
  await sidebar(page).locator('a[href="/dashboard"]').first().waitFor();
}

/**
 * Another user, in a browser of their own (another session, as a second
 * person at another desk): a fresh context opened signed in at `path`. The
 * caller closes its context.
 */
export async function openAsAnotherUser(browser: Browser, email: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  await openSignedIn(page, email, path);
  return page;
}

/** Open the profile menu in the top bar (My Profile, Change Password, Logout). */
export async function openProfileMenu(page: Page): Promise<void> {
  const bar = topBar(page);
  const trigger = bar
    .getByRole('button', { name: /profile|account|user menu/i })
    .or(bar.locator('[aria-haspopup]:not([aria-label*="otification"])'))
    .first();
  await trigger.click();
  await page.getByText('Logout', { exact: true }).waitFor();
}

export async function logout(page: Page): Promise<void> {
  await openProfileMenu(page);
  await page.getByText('Logout', { exact: true }).click();
}

/** Toasts are PrimeReact's Toast. */
export const toasts = (page: Page): Locator => page.locator('.p-toast-message');

/** The path part of each sidebar link, in order (hidden sub-entries included). */
export async function sidebarLinks(page: Page): Promise<string[]> {
  const hrefs = await sidebar(page)
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.map((href) => new URL(href).pathname);
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\/:[A-Za-z]+\?|:[A-Za-z]+)/)
    .map((part) => {
      if (/^\/:[A-Za-z]+\?$/.test(part)) return '(?:/[^/]+)?';
      if (/^:[A-Za-z]+$/.test(part)) return '[^/]+?';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}/?$`);
}

const ROUTE_PATTERNS = (Object.keys(ROUTES) as RoutePath[]).map((path) => ({ path, re: patternToRegExp(path) }));

/** The route of the access table a concrete path belongs to: an exact key first, else the first pattern that fits. */
export function routeOf(pathname: string): RoutePath | undefined {
  if (pathname in ROUTES) return pathname as RoutePath;
  return ROUTE_PATTERNS.find((r) => r.re.test(pathname))?.path;
}

// ---- the API, for what a test sets up behind the UI's back ----

interface Envelope<T> {
  payload: T;
}

export async function api<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const res = await fetch(`${baseUrl()}/api/${path.replace(/^\//, '')}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!res.ok) throw new ApiCallError(`${method} /api/${path} → ${res.status}: ${text}`, res.status, data);
  return data as T;
}

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/** POST auth/signin; the token. */
export async function apiSignIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await api<Envelope<{ token: string }>>('POST', 'auth/signin', { body: { email, password } });
  return res.payload.token;
}

/** The server's own words when it refuses this sign-in (the SPA shows 'Login failed. ' + them). */
export async function apiSignInRefusal(email: string, password = DEMO_PASSWORD): Promise<string> {
  try {
    await api('POST', 'auth/signin', { body: { email, password } });
  } catch (error) {
    if (error instanceof ApiCallError) {
      const data = error.data as { message?: unknown } | undefined;
      if (typeof data?.message === 'string') return data.message;
    }
    throw error;
  }
  throw new Error(`POST auth/signin for ${email} was accepted; the demo data says it must be refused.`);
}

export async function apiUserId(token: string): Promise<string> {
  const res = await api<Envelope<{ userId: string }>>('GET', 'users/me', { token });
  return res.payload.userId;
}

/** A sidebar entry inside a group (Office Information › Teams): the group opens on its button first when it is closed. */
export async function openSidebarEntry(page: Page, group: string, entry: string): Promise<void> {
  const button = sidebar(page).getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await sidebar(page).getByRole('link', { name: entry, exact: true }).click();
}
