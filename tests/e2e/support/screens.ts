/**
 * Every screen the browser tests visit, seen at the widths of issue 12: a
 * desktop (1440×900) and the widest window whose sidebar collapses (991×800).
 * useBrowser (browser.ts) watches each page of each test, as it does for axe:
 * each distinct screen (the path, and the tab a ?tab= query picks) is taken
 * once per test file. When the test is over (and passed), each is opened
 * again in a context of its own holding the session the test had on it (its
 * localStorage then), so resizing never moves a button the test is about to
 * click; there it is captured into test-results/screens/<file>-<screen>-<width>.png,
 * and text that does not fit (text-overflow.ts) fails the test with a list of where.
 * E2E_SKIP_SCREENS=1 turns the watch off.
 */
import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Frame, Page } from 'playwright-core';
import { CLIENT_ID_KEY, TOKEN_KEY } from '../../../src/api/token';
import { NO_WRAP_CELLS } from '../../../src/ui/list-columns';
import { screenPath } from './screen-path';
import { settle } from './settle';
import { textOverflowScript, type TextOverflow } from './text-overflow';

export const SCREENS_DIR = resolve(import.meta.dirname, '../../../test-results/screens');
export const SCREEN_SIZES = [
  { width: 1440, height: 900 },
  { width: 991, height: 800 },
] as const;
/** A query parameter that picks a tab shows another screen; search, paging and sorting show the same one. */
const TAB_PARAMS = ['tab', 'activeTab'];

const isWebUrl = (url: string) => url.startsWith('http://') || url.startsWith('https://');
const fileSafe = (name: string) => name.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 100) || 'root';

/** '/masking?tab=history' for any /masking URL whose tab is history; '/masking/:id' for every listing's masking detail. */
export function screenOf(url: string): string {
  const { pathname: path, searchParams } = new URL(url);
  const pathname = screenPath(path);
  const tabs = TAB_PARAMS.filter((p) => searchParams.has(p)).map((p) => `${p}=${searchParams.get(p)}`);
  return tabs.length > 0 ? `${pathname}?${tabs.join('&')}` : pathname;
}

/** Screens captured in this test file (vitest gives each file its own module instance). */
const capturedScreens = new Set<string>();

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Wait for what the window shows after a resize: two frames for media queries and observers to answer, then the settle. */
async function settleAfterResize(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  await settle(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

function describeOverflow(width: number, height: number, found: readonly TextOverflow[]): string {
  return found.map((f) => `  [${width}×${height}] ${f.where}: "${f.text}" — ${f.problem}\n      at ${f.selector}`).join('\n');
}

export interface ScreenWatch {
  /** Capture and check the screens the test visited; throw what the checks found (report: false when the test failed). */
  finish(options: { report: boolean }): Promise<void>;
}

interface Visit {
  url: string;
  /** The test's session as it was on that screen. */
  state: Promise<StorageState>;
}

/**
 * Only who is signed in: the rest of localStorage (the last activity, a
 * prompt's answer) belongs to the test's own clock, and would have the
 * capture's session time out or ask whether the user is still there.
 */
function sessionOf(state: StorageState): StorageState {
  const kept = new Set([TOKEN_KEY, CLIENT_ID_KEY]);
  return { cookies: state.cookies, origins: state.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((item) => kept.has(item.name)) })) };
}

/** One context per session seen: a screen opens in the session the test had there. */
class CaptureContexts {
  private current: { key: string; context: BrowserContext; page: Page } | undefined;

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions,
  ) {}

  async pageFor(state: StorageState): Promise<Page> {
    const session = sessionOf(state);
    const key = JSON.stringify(session.origins);
    if (this.current?.key === key) return this.current.page;
    await this.close();
    const context = await this.browser.newContext({ ...this.options, viewport: SCREEN_SIZES[0], storageState: session, reducedMotion: 'reduce' });
    this.current = { key, context, page: await context.newPage() };
    return this.current.page;
  }

  async close(): Promise<void> {
    await this.current?.context.close();
    this.current = undefined;
  }
}

/**
 * Watch every page of this test's context (those opened later too) for the
 * screens it shows. They are captured when the test is over, so resizing and
 * reloading never race the test's own clicks.
 */
export function watchScreens(browser: Browser, context: BrowserContext, options: { testFile: string; contextOptions: BrowserContextOptions }): ScreenWatch {
  if (process.env.E2E_SKIP_SCREENS === '1') return { finish: async () => undefined };
  const file = basename(options.testFile).replace(/\.test\.ts$/, '');
  const visits: Visit[] = [];
  const seen = new Set<string>();

  const capture = async (page: Page, url: string): Promise<string | undefined> => {
    await page.setViewportSize(SCREEN_SIZES[0]);
    await page.goto(url);
    const found: string[] = [];
    let screen = screenOf(page.url());
    for (const { width, height } of SCREEN_SIZES) {
      await page.setViewportSize({ width, height });
      await settleAfterResize(page);
      screen = screenOf(page.url()); // a guard or an ended session shows another screen: name it by what shows
      if (capturedScreens.has(screen)) return undefined;
      mkdirSync(SCREENS_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENS_DIR, `${file}-${fileSafe(screen)}-${width}.png`), fullPage: true });
      const overflow = await page.evaluate<TextOverflow[]>(textOverflowScript({ noWrapCells: NO_WRAP_CELLS }));
      if (overflow.length > 0) found.push(describeOverflow(width, height, overflow));
    }
    capturedScreens.add(screen);
    return found.length > 0 ? `on ${screen}:\n${found.join('\n')}` : undefined;
  };

  const watch = (page: Page) => {
    page.on('framenavigated', (frame: Frame) => {
      const url = frame.url();
      if (frame !== page.mainFrame() || !isWebUrl(url)) return;
      const screen = screenOf(url);
      if (seen.has(screen) || capturedScreens.has(screen)) return;
      seen.add(screen);
      // The session as it is now: by the end of the test it may have signed in or out.
      const state = context.storageState();
      state.catch(() => undefined);
      visits.push({ url, state });
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);

  return {
    async finish({ report }) {
      const states = await Promise.allSettled(visits.map((v) => v.state));
      if (!report) return;
      const findings: string[] = [];
      const contexts = new CaptureContexts(browser, { ...options.contextOptions });
      try {
        for (const [i, visit] of visits.entries()) {
          const state = states[i]!;
          if (state.status === 'rejected' || capturedScreens.has(screenOf(visit.url))) continue;
          const finding = await capture(await contexts.pageFor(state.value), visit.url).catch(
            (error: unknown) => `could not capture ${screenOf(visit.url)}: ${error instanceof Error ? error.message : String(error)}`,
          );
          if (finding) findings.push(finding);
        }
      } finally {
        await contexts.close();
      }
      if (findings.length > 0) {
        throw new Error(`text that does not fit (tests/e2e/support/screens.ts; captures in ${SCREENS_DIR}):\n${findings.join('\n')}`);
      }
    },
  };
}
