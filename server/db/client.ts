/**
 * One way to open the database for both drivers: PGlite (embedded, file-backed
 * or in memory) by default, node-postgres when a URL is given. Both get the
 * same Drizzle schema and the same migrations, and both offer LISTEN/NOTIFY,
 * which is how several server instances share push fan-out.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pglitePoolConfig } from './pglite-connection';
import { PLANNED_PER_CALL_MARK } from './planned-per-call';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is under it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database: what a service that writes takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Listener = (payload: string) => void;
export type StatementListener = (statement: string) => void;

/** Drizzle's logger as a fan-out to whoever watches; free while nobody does. */
function statementLog() {
  const listeners = new Set<StatementListener>();
  return {
    logger: {
      logQuery(statement: string) {
        for (const listener of listeners) listener(statement);
      },
    },
    watchStatements(listener: StatementListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Subscribe to a NOTIFY channel; resolves to the unsubscribe function. */
  listen(channel: string, callback: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Apply the checked-in migrations (idempotent). */
  migrate(): Promise<void>;
  /**
   * Be told the text of every statement Drizzle sends from now on (tests and
   * the bench count the statements a request costs); returns the unwatch.
   */
  watchStatements(listener: StatementListener): () => void;
  /**
   * Run fn with a database-wide lock held, so several instances starting
   * together migrate and seed once.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Where this process is the database's only writer (PGlite), how many
   * statements that may change data it has sent so far: anything but a
   * SELECT, counted as it is sent. A cache of what was read is good while
   * this stays the same (the session cache, services/sessions.ts). Absent on
   * PostgreSQL, which other instances write too.
   */
  writes?: () => number;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… — use PostgreSQL through node-postgres. */
  url?: string;
  /** Folder for the file-backed PGlite database. */
  dataDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /**
   * An in-memory PGlite starts as a copy of this dump (`migratedTemplate`)
   * instead of running initdb: the server suite makes one for all its files.
   */
  template?: Blob;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const STARTUP_LOCK_KEY = 7_326_001;

/** Channel names are identifiers; we only ever use our own constants, but quote them anyway. */
const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) return openPg(options.url);
  return openPglite(options.memory ? undefined : (options.dataDir ?? './data'), options.template);
}

/** A dump of a fresh in-memory database with every migration applied, for `OpenOptions.template`. */
export async function migratedTemplate(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite({ client, schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * PGlite is one process's database: a second server on the same folder would
 * corrupt it. A lock file with our pid keeps it out (a stale one, whose process
 * is gone, is taken over).
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(`another server (pid ${pid}) is using ${dataDir}; stop it first, or use DATABASE_URL to share a database`);
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  // pg_trgm backs the lists' search indexes (migration 0005): PGlite only has the extensions it is given.
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, ...(!dataDir && template && { loadDataDir: template }) });
  await client.waitReady;
  // Every statement reaches PGlite through node-postgres on its one connection
  // (server/db/pglite-connection.ts): the two engines share a driver, its type
  // parsing, and its named prepared statements, which spare PGlite re-planning
  // a statement it has run before (the listings page's join planned in 5.8 ms
  // and ran in 2.9: docs/bench.md, "Where a list request's time goes").
  // Nothing else may talk to the PGlite instance while the pool holds it: two
  // protocol streams on one backend would interleave.
  const pool = new pg.Pool({ ...pglitePoolConfig(client), max: 1, idleTimeoutMillis: 0 });
  namePreparedStatements(pool);
  const writes = countWrites(pool);
  // The backend sends a LISTEN's notifications on the pool's one connection, as a server would.
  const callbacks = new Map<string, Set<Listener>>();
  pool.on('connect', (connected) => {
    connected.on('notification', ({ channel, payload }) => {
      for (const callback of callbacks.get(channel) ?? []) queueMicrotask(() => callback(payload ?? ''));
    });
  });
  const log = statementLog();
  const db = drizzlePg({ client: pool, schema, logger: log.logger }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    watchStatements: log.watchStatements,
    async listen(channel, callback) {
      let set = callbacks.get(channel);
      if (!set) {
        callbacks.set(channel, (set = new Set()));
        await pool.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(callback);
      return async () => {
        const current = callbacks.get(channel);
        if (!current?.delete(callback) || current.size) return;
        callbacks.delete(channel);
        if (!client.closed) await pool.query(`UNLISTEN ${quoteIdent(channel)}`);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    // One process owns a PGlite folder: nothing to lock against.
    withStartupLock: (fn) => fn(),
    writes,
    async close() {
      if (!client.closed) {
        await pool.end();
        await client.close();
      }
      unlock();
    },
  };
}

/**
 * A statement that cannot change data: a plain SELECT, also in parentheses as
 * a union's first part (a data-modifying WITH is allowed only at the top
 * level, so a WITH counts as a write), or an EXPLAIN.
 */
const READ_ONLY = /^[\s(]*(select|explain)\b/i;

/**
 * Counts the statements sent on the pool's connections that may change data,
 * each as it is sent (before it runs): everything the process writes goes
 * through here, transactions' BEGIN and COMMIT included.
 */
function countWrites(pool: pg.Pool): () => number {
  let count = 0;
  pool.on('connect', (connected) => {
    const query = connected.query.bind(connected) as (...args: unknown[]) => unknown;
    connected.query = ((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : String((config as { text?: unknown } | null)?.text ?? '');
      if (!READ_ONLY.test(text)) count++;
      return query(config, ...rest);
    }) as typeof connected.query;
  });
  return () => count;
}

/** Statements get a prepared name from their text until this many are known (a bound on what each connection keeps). */
const MAX_NAMED_STATEMENTS = 2_000;
/** Longer texts are bulk writes (the scale seed's thousand-row inserts), seldom run twice: kept unnamed. */
const MAX_NAMED_TEXT = 16_384;
const statementNames = new Map<string, string>();

/**
 * Each parameterised statement runs as a named prepared statement, its name a
 * hash of its text: node-postgres parses it once per connection, and the
 * database keeps its plan (PostgreSQL's plan cache chooses between a generic
 * and a custom plan per execution, as for any prepared statement). Statements
 * without parameters (BEGIN, COMMIT, DDL) and those marked PLANNED_PER_CALL stay unnamed.
 */
function namePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (connected) => {
    const query = connected.query.bind(connected) as (...args: unknown[]) => unknown;
    connected.query = ((config: unknown, ...rest: unknown[]) => query(withName(config, rest[0]), ...rest)) as typeof connected.query;
  });
}

function withName(config: unknown, values: unknown): unknown {
  if (typeof config !== 'object' || config === null || !('text' in config) || ('name' in config && config.name)) return config;
  const params = Array.isArray(values) ? values : (config as { values?: unknown[] }).values;
  if (!params?.length) return config;
  const text = String(config.text);
  if (text.length > MAX_NAMED_TEXT || text.includes(PLANNED_PER_CALL_MARK)) return config;
  let name = statementNames.get(text);
  if (!name) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return config;
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    statementNames.set(text, name);
  }
  return { ...config, name };
}

async function openPg(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  namePreparedStatements(pool);
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const log = statementLog();
  const db = drizzlePg({ client: pool, schema, logger: log.logger }) as unknown as Db;
  const listener = createPgListener(url);
  return {
    db,
    driver: 'pg',
    watchStatements: log.watchStatements,
    listen: (channel, callback) => listener.listen(channel, callback),
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async migrate() {
      await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async withStartupLock(fn) {
      // An advisory lock lives on a session: hold one dedicated client for it.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be
 * handed to other queries). It reconnects after a failure and listens again.
 */
function createPgListener(url: string) {
  const callbacks = new Map<string, Set<Listener>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (msg) => {
        for (const cb of callbacks.get(msg.channel) ?? []) cb(msg.payload ?? '');
      });
      c.on('error', (error) => {
        console.error('[db] LISTEN connection lost:', error.message);
        if (client === c) client = undefined;
        c.end().catch(() => undefined);
        scheduleReconnect();
      });
      await c.connect();
      for (const channel of callbacks.keys()) await c.query(`LISTEN ${quoteIdent(channel)}`);
      client = c;
      return c;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: Error) => {
        console.error('[db] LISTEN reconnect failed:', error.message);
        scheduleReconnect();
      });
    }, 1_000);
    retryTimer.unref();
  };

  return {
    async listen(channel: string, callback: Listener) {
      const isNewChannel = !callbacks.has(channel);
      const set = callbacks.get(channel) ?? new Set<Listener>();
      set.add(callback);
      callbacks.set(channel, set);
      const c = await connect();
      if (isNewChannel) await c.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        set.delete(callback);
        if (set.size === 0) {
          callbacks.delete(channel);
          await client?.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** `select 1`: the health check's look at the database. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
