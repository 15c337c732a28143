import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy pages and PrimeReact modules load on first use: give findBy* some room.
configure({ asyncUtilTimeout: 3_000 });

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
