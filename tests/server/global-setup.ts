/**
 * The server suite's databases on PGlite start from one template: initdb and
 * the migrations run once here, and each file's in-memory database loads the
 * dump (tests/server/support.ts openTestDatabase), seconds sooner than its own
 * initdb. On PostgreSQL (TEST_DATABASE_URL) each file makes a scratch database
 * as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedTemplate } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template's dump file; '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
