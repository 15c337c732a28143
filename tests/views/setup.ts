import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy pages and PrimeReact modules load on first use, and a machine busy with
// another suite takes seconds to transform them: findBy*/waitFor wait for what
// the user would see for up to 10 s (well inside the 30 s a test may take), so
// a verdict does not depend on the machine's speed.
configure({ asyncUtilTimeout: 10_000 });

/** Tests set this to emulate a narrow window (the shell collapses under 992px). */
export const viewport = { width: 1280 };

function mediaMatches(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max) return viewport.width <= Number(max[1]);
  if (min) return viewport.width >= Number(min[1]);
  return false;
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: mediaMatches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// jsdom lays nothing out, so it has no scrolling: record the calls instead.
Element.prototype.scrollIntoView = vi.fn();

afterEach(() => {
  cleanup();
  viewport.width = 1280;
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
});
