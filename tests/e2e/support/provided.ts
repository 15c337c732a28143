/** What tests/e2e/global-setup.ts hands to the tests through provide/inject. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The server under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The Chromium executable that scripts/chromium.mjs found or installed. */
    chromiumPath: string;
  }
}

export {};
