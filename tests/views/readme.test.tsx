/**
 * The README tells the truth: its demo-account table is the one the code
 * generates (scripts/demo-accounts.ts, from the seed, the access table and the
 * screens that exist), and every relative link in README.md and docs/ points at
 * a file of the repository, and at a heading that exists.
 * A views test because the generator imports src/app/routes.tsx (React, lazy pages).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoAccountsTable, README_PATH, readmeTable, TABLE_END, TABLE_START } from '../../scripts/demo-accounts';

const ROOT = resolve(import.meta.dirname, '../..');
const DOCS = join(ROOT, 'docs');

describe('README.md demo accounts', () => {
  it('is the table `npm run docs:accounts` generates', () => {
    const shown = readmeTable(readFileSync(README_PATH, 'utf8'));
    expect(shown, `README.md needs the markers ${TABLE_START} and ${TABLE_END}`).not.toBeNull();
    expect(shown, "README.md's demo-account table is out of date: run `npm run docs:accounts -- --write`").toBe(demoAccountsTable());
  });
});

/** Fenced blocks hold examples, not links or headings. */
const withoutFences = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading!.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').trim().replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

const linksOf = (markdown: string) => [...withoutFences(markdown).replace(/`[^`\n]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1]!);

const DOC_FILES = [README_PATH, ...(existsSync(DOCS) ? readdirSync(DOCS).filter((f) => f.endsWith('.md')).map((f) => join(DOCS, f)) : [])];

describe.each(DOC_FILES.map((file) => ({ file, name: relative(ROOT, file) })))('$name', ({ file }) => {
  const text = readFileSync(file, 'utf8');

  it('links only to files of the repository and headings that exist', () => {
    const broken: string[] = [];
    for (const link of linksOf(text)) {
      if (/^[a-z]+:/i.test(link)) continue;
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (relative(ROOT, target).startsWith('..')) broken.push(`${link}: outside the repository`);
      else if (!existsSync(target)) broken.push(`${link}: no such file`);
      else if (anchor && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(anchor)) broken.push(`${link}: no such heading`);
    }
    expect(broken).toEqual([]);
  });

  it('names no path outside the repository, in a link or in prose', () => {
    const outside = [...text.matchAll(/(?:\.\.\/)+[\w.-][\w./-]*/g)]
      .map((m) => m[0])
      .filter((path) => relative(ROOT, resolve(dirname(file), path)).startsWith('..'));
    expect(outside).toEqual([]);
  });
});
