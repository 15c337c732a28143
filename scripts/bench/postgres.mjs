/**
 * A scratch database on the PostgreSQL server that DATABASE_URL points to, so
 * the bench starts from the demo data (like the embedded run's fresh
 * DATA_DIR) and never writes into the database the URL names.
 */
import pg from 'pg';

const quoteIdent = (name) => `"${name.replace(/"/g, '""')}"`;

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * CREATE DATABASE bench_<time> next to DATABASE_URL's database; resolves to
 * { url, drop() }, or to null (with the reason) when the role may not create databases.
 */
export async function createScratchDatabase(databaseUrl, label) {
  const name = `bench_${label}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  try {
    await withClient(databaseUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  } catch (error) {
    return { url: null, reason: error instanceof Error ? error.message : String(error) };
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => withClient(databaseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)),
  };
}

/** The URL with its password hidden, for the log and the results file. */
export function redactDatabaseUrl(databaseUrl) {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}
