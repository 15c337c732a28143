/**
 * `npm run seed:busy-post -- [--comments N]`: add one published post with N
 * (default 10,000) readers' comments to the database the server would open
 * (DATABASE_URL, else PGlite under DATA_DIR), for the bench's comments-list
 * row. Stop the server first: PGlite has one owner.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/client.ts';
import { seedIfEmpty } from '../server/db/seed/demo.ts';
import { seedBusyPost } from '../server/db/seed/scale-blog.ts';

const { values } = parseArgs({ options: { comments: { type: 'string', default: '10000' } } });
const comments = Number(values.comments);
if (!(comments >= 0)) {
  console.error(`--comments wants a number (got '${values.comments}')`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: resolve(process.env.DATA_DIR ?? './data') });
try {
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedIfEmpty(database.db);
  });
  const articleId = await seedBusyPost(database.db, { comments });
  console.log(`[seed:busy-post] post ${articleId} with ${comments.toLocaleString('en-US')} comments`);
} catch (error) {
  console.error(`[seed:busy-post] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
