/**
 * Cold loads in Chromium (scripts/chromium.mjs, driven by playwright-core):
 * for each page of bench/pages.json, a fresh browser context per load (empty
 * cache and storage), the account's token put in localStorage as after a
 * sign-in, then the time from navigation start (performance.timeOrigin) to the
 * first animation frame after the `ready` element is in the page.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../chromium.mjs';
import { ROOT } from './bundle.mjs';
import { signIn } from './server.mjs';

const READY_TIMEOUT_MS = 60_000;

export function readPages(file = join(ROOT, 'bench/pages.json')) {
  const { pages } = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(pages) || pages.some((p) => !p.path || !p.ready?.selector)) {
    throw new Error(`${file}: wants { pages: [{ name, path, as?, ready: { selector, text? } }] }`);
  }
  return pages;
}

/* global document, location, MutationObserver, requestAnimationFrame -- watchForReady runs in the page */

/** Runs in the page before its own scripts: notes when `ready` first shows up. */
function watchForReady({ tokenKey, token, selector, text }) {
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return; // about:blank
  if (token) localStorage.setItem(tokenKey, token);
  const isThere = () => [...document.querySelectorAll(selector)].some((el) => !text || (el.textContent ?? '').includes(text));
  const observer = new MutationObserver(() => {
    if (!isThere()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      globalThis.__benchReadyAt = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function coldLoad(browser, baseUrl, page, init) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  try {
    await context.addInitScript(watchForReady, init);
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'commit' });
    const handle = await tab.waitForFunction(() => globalThis.__benchReadyAt, null, { timeout: READY_TIMEOUT_MS, polling: 50 });
    return Math.round(await handle.jsonValue());
  } finally {
    await context.close();
  }
}

/** One warm-up load (server caches, JIT), then `samples` measured cold loads per page. */
export async function runBrowser({ baseUrl, target, pages, samples, password, tokenKey, log }) {
  const browser = await launchChromium();
  const tokens = new Map();
  try {
    const records = [];
    for (const page of pages) {
      if (page.as && !tokens.has(page.as)) tokens.set(page.as, await signIn(baseUrl, page.as, password));
      const init = { tokenKey, token: page.as ? tokens.get(page.as) : null, selector: page.ready.selector, text: page.ready.text ?? null };
      log(`${target}: ${page.name} (${page.path}), 1 warm-up + ${samples} cold loads`);
      await coldLoad(browser, baseUrl, page, init);
      const samplesMs = [];
      for (let i = 0; i < samples; i++) samplesMs.push(await coldLoad(browser, baseUrl, page, init));
      records.push({ target, name: page.name, path: page.path, as: page.as ?? null, samplesMs, medianMs: median(samplesMs), minMs: Math.min(...samplesMs), maxMs: Math.max(...samplesMs) });
    }
    return records;
  } finally {
    await browser.close();
  }
}
