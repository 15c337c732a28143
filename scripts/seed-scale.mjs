/**
 * `npm run seed:scale -- --factor N`: open the database the server would open
 * (DATABASE_URL, else PGlite under DATA_DIR, default ./data), migrate it, seed
 * the demo data if it is empty, then add the scaled data set of
 * server/db/seed/scale.ts (factor 1: 200 offices, 6,000 people, ~60k
 * notifications, ...). Stop the server first: PGlite has one owner.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client.ts';
import { seedIfEmpty } from '../server/db/seed/demo.ts';
import { seedScale } from '../server/db/seed/scale.ts';

const { values } = parseArgs({ options: { factor: { type: 'string', default: '1' } } });
const factor = Number(values.factor);
if (!(factor > 0)) {
  console.error(`--factor wants a positive number (got '${values.factor}')`);
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
try {
  await database.withStartupLock(async () => {
    await database.migrate();
    if (await seedIfEmpty(database.db)) console.log('[seed:scale] empty database: demo data seeded first');
  });
  const started = Date.now();
  console.log(`[seed:scale] factor ${factor} into ${where}`);
  const written = await seedScale(database.db, { factor, log: (m) => console.log(`[seed:scale] ${m}`) });
  const total = Object.values(written).reduce((a, b) => a + b, 0);
  console.log(`[seed:scale] ${total.toLocaleString('en-US')} rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} catch (error) {
  console.error(`[seed:scale] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
