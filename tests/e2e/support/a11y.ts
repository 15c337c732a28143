/**
 * axe in the browser tests. Every page a test opens is watched (useBrowser in
 * browser.ts does it, no test has to ask): each distinct path (record ids
 * folded: /masking/:id) is scanned once
 * per test file — after the navigation that reached it, once the page has
 * settled, and the page the test ends on — and a serious or critical violation
 * fails the test with a readable list. E2E_SKIP_AXE=1 turns the watch off.
 *
 * Playwright's fake clock (installClock) starts paused and axe waits on
 * timers, so a page with a fake clock is not scanned mid-test (resuming the
 * clock would change what the test is timing); it is scanned at test end,
 * after the clock is resumed.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { hasFakeClock } from './clock';
import { screenPath } from './screen-path';
import { settle } from './settle';

const BLOCKING = new Set(['serious', 'critical']);

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable paragraph per violation: rule, impact, what it wants, and where. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations
    .map((v) => {
      const where = v.nodes
        .slice(0, 5)
        .map((n) => `    at ${n.target.map(String).join(' > ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    …and ${v.nodes.length - 5} more` : '';
      return `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${where}${more}`;
    })
    .join('\n');
}

/** The last axe run started on each page: axe refuses to start while another run is going. */
const axeRuns = new WeakMap<Page, Promise<unknown>>();

function oneAtATime<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const next = (axeRuns.get(page) ?? Promise.resolve()).catch(() => undefined).then(run);
  axeRuns.set(page, next.catch(() => undefined));
  return next;
}

function blockingViolations(page: Page, exclude: readonly string[] = []): Promise<AxeViolation[]> {
  return oneAtATime(page, async () => {
    // Legacy mode runs axe in the page itself; the default opens a blank page in the test's context for axe.finishRun.
    let builder = new AxeBuilder({ page }).setLegacyMode(true);
    for (const selector of exclude) builder = builder.exclude(selector);
    const results = await builder.analyze();
    return results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  });
}

/**
 * Run axe on the page once it has settled (nothing loading, no animation
 * running); fail on any serious or critical violation that is still there in the confirming looks, listing them. Options: `exclude` CSS selectors to leave out (say why at the call).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // axe waits on timers: on a paused fake clock it would never finish.
  if (hasFakeClock(page)) await page.clock.resume();
  // The page as it stays, not a frame of it: a toast fading in blends its colours with the page,
  // and one can start fading out while axe reads (a sign-in toast's life ending mid-scan:
  // people.test.ts on CI, 2026-11-29), so a finding must also survive the confirming looks.
  await settle(page);
  const blocking = await confirmedViolations(page, options.exclude);
  if (blocking.length > 0) {
    throw new Error(`axe found ${blocking.length} serious or critical violation(s) on ${page.url()}:\n${describeViolations(blocking)}`);
  }
}

const isWebUrl = (url: string) => url.startsWith('http://') || url.startsWith('https://');
/** The screen's path, every record's id folded (screens.ts): one listing's detail stands for all. */
const pathOf = (url: string) => screenPath(new URL(url).pathname);

const nodeKey = (v: AxeViolation, n: AxeViolation['nodes'][number]) => `${v.id} ${n.target.map(String).join(' > ')}`;

/** Further looks a finding must survive, each after the page settles again. */
const CONFIRMING_LOOKS = 2;

/**
 * Violations of a settled page, confirmed by further looks: what shows in one
 * scan only was a moment of the page (a toast half faded in or out, its
 * colours blended with the page), not the page. The test goes on while a scan
 * runs, so a moment can come twice (a confirmation dialog fading in during one
 * scan, the next one during the next: blog.test.ts, 2026-11-29); a violation
 * of the page itself is in every look.
 */
async function confirmedViolations(page: Page, exclude: readonly string[] = []): Promise<AxeViolation[]> {
  let found = await blockingViolations(page, exclude);
  for (let look = 0; look < CONFIRMING_LOOKS && found.length > 0; look++) {
    await settle(page);
    const seen = new Set(found.flatMap((v) => v.nodes.map((n) => nodeKey(v, n))));
    found = (await blockingViolations(page, exclude))
      .map((v) => ({ ...v, nodes: v.nodes.filter((n) => seen.has(nodeKey(v, n))) }))
      .filter((v) => v.nodes.length > 0);
  }
  return found;
}

/** A navigation or a closed page pulled the document away mid-scan: not a finding. */
const isGoneError = (error: unknown) =>
  error instanceof Error && /context was destroyed|Target (page, context or browser )?(has been )?closed|navigat|frame was detached/i.test(error.message);

/**
 * axe injected into a document that a navigation has since replaced: `axe` is undefined when its run
 * starts, or when @axe-core/playwright asks whether it has `runPartial` (a11y.test.ts on CI,
 * 2026-11-30: the test went on to the next page while the watch scanned /author/:id).
 */
const isAxeGoneError = (error: unknown) => error instanceof Error && /reading '(run|runPartial)'|axe is not defined/i.test(error.message);

/** Paths scanned in this test file (vitest gives each file its own module instance). */
const scannedPaths = new Set<string>();

export interface A11yWatch {
  /** Wait for running scans, scan the page(s) where the test ended, and throw the findings. */
  finish(): Promise<void>;
}

/** Watch every page of this context (those opened later too). */
export function watchA11y(context: BrowserContext): A11yWatch {
  if (process.env.E2E_SKIP_AXE === '1') return { finish: async () => undefined };
  const findings: string[] = [];
  const pages = new Set<Page>();
  const resumed = new WeakSet<Page>();
  const isOnPausedClock = (page: Page) => hasFakeClock(page) && !resumed.has(page);
  let queue: Promise<void> = Promise.resolve();

  const scan = async (page: Page, path: string) => {
    if (page.isClosed() || isOnPausedClock(page) || scannedPaths.has(path)) return;
    await settle(page);
    if (page.isClosed() || !isWebUrl(page.url()) || pathOf(page.url()) !== path) return; // moved on: that navigation queues its own scan
    try {
      let blocking: Awaited<ReturnType<typeof confirmedViolations>>;
      try {
        blocking = await confirmedViolations(page);
      } catch (error) {
        // The document was replaced between axe's injection and its run (a reload or a redirect
        // right after the page settled): the injected axe is gone with it. Settle and scan again, once.
        if (!isAxeGoneError(error)) throw error;
        await settle(page);
        if (page.isClosed() || pathOf(page.url()) !== path) return;
        blocking = await confirmedViolations(page);
      }
      if (pathOf(page.url()) !== path) return;
      scannedPaths.add(path);
      if (blocking.length > 0) findings.push(`on ${path}: ${blocking.length} serious or critical violation(s)\n${describeViolations(blocking)}`);
    } catch (error) {
      // Gone with its document, or the test has moved on to another page since: that page queues its own scan.
      if (isGoneError(error) || (isAxeGoneError(error) && (page.isClosed() || pathOf(page.url()) !== path))) return;
      throw error;
    }
  };

  const enqueue = (page: Page, url: string) => {
    if (!isWebUrl(url) || isOnPausedClock(page) || scannedPaths.has(pathOf(url))) return;
    const path = pathOf(url);
    queue = queue.then(() => scan(page, path)).catch((error: unknown) => void findings.push(`axe could not scan ${path}: ${String(error)}`));
  };

  const watch = (page: Page) => {
    pages.add(page);
    page.on('framenavigated', (frame: Frame) => {
      if (frame === page.mainFrame()) enqueue(page, frame.url());
    });
    page.on('close', () => pages.delete(page));
  };
  context.pages().forEach(watch);
  context.on('page', watch);

  return {
    async finish() {
      await queue;
      for (const page of pages) {
        if (page.isClosed() || !isWebUrl(page.url())) continue;
        if (isOnPausedClock(page)) {
          await page.clock.resume(); // the test is over: nothing left to time
          resumed.add(page);
        }
        const path = pathOf(page.url());
        await scan(page, path).catch((error: unknown) => void findings.push(`axe could not scan ${path}: ${String(error)}`));
      }
      if (findings.length > 0) throw new Error(`axe (tests/e2e/support/a11y.ts) on the pages this test visited:\n${findings.join('\n')}`);
    },
  };
}
