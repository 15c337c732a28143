/**
 * Takes the fonts the screens do not use out of the CSS of two packages, at
 * build time, so they are neither fetched nor even copied into dist/:
 * - the PrimeReact theme's "Inter var" faces (two variable fonts, 726 kB of
 *   woff2, the italic one unused): the app's own src/app/fonts.css declares
 *   Inter in the weights it uses, and the theme's family name points at it;
 * - primeicons' eot, woff, ttf and svg: every browser we serve reads woff2.
 * A package update that changes these rules fails the build, never silently.
 */
import type { Plugin } from 'vite';

const THEME_CSS = /primereact\/resources\/themes\/[^/]+\/theme\.css$/;
const PRIMEICONS_CSS = /primeicons\/primeicons\.css$/;

const INTER_VAR_FACE = /@font-face\s*\{[^}]*font-family:\s*"Inter var";[^}]*\}/g;

function expectChange(before: string, after: string, what: string): string {
  if (before === after) throw new Error(`scripts/vite/fonts.ts: ${what} not found: did the package change?`);
  return after;
}

export function themeWithoutInterVar(css: string): string {
  const noFaces = expectChange(css, css.replace(INTER_VAR_FACE, ''), 'the theme\'s "Inter var" @font-face rules');
  return noFaces.replaceAll('"Inter var"', 'Inter');
}

export function primeiconsWoff2Only(css: string): string {
  const faceSrc = /(@font-face\s*\{[^}]*font-family:\s*'primeicons';[^}]*?)src:[^;]*;\s*src:[^;]*;/;
  return expectChange(css, css.replace(faceSrc, "$1src: url('./fonts/primeicons.woff2') format('woff2');"), "primeicons' @font-face src");
}

export function usedFontsOnly(): Plugin {
  return {
    name: 'used-fonts-only',
    // Before vite:css, which would copy every url() it meets into dist/.
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (THEME_CSS.test(path)) return { code: themeWithoutInterVar(code), map: null };
      if (PRIMEICONS_CSS.test(path)) return { code: primeiconsWoff2Only(code), map: null };
      return null;
    },
  };
}
