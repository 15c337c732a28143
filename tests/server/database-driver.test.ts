/**
 * What a service sees of the database driver, on either engine: on PGlite
 * every statement goes through server/db/pglite-connection.ts (node-postgres
 * speaking the wire protocol to PGlite, its answers read by node-postgres's
 * parser), on PostgreSQL through node-postgres's socket. The answers, errors
 * and notifications must be the same.
 */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from './support';

type Rows<T> = { rows: T[] };

describe('the database driver', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  /** The database's error code a failed statement carries (Drizzle wraps the driver's error as its cause). */
  const codeOf = (statement: PromiseLike<unknown>) =>
    Promise.resolve(statement).then(
      () => 'no error',
      (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
    );
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as Rows<T>).rows;

  it('answers a result larger than one chunk of the backend\'s output whole, field for field', async () => {
    // ~6 MB: PGlite hands its output over in chunks, so messages are split across them.
    const rows = await rowsOf<{ n: number; text: string }>(sql`select n, repeat(chr(65 + n % 26), 2000) || 'é' as text from generate_series(1, 3000) as n`);
    expect(rows).toHaveLength(3000);
    for (const row of rows) expect(row.text).toBe(String.fromCharCode(65 + (row.n % 26)).repeat(2000) + 'é');
  });

  it('reads types as the schema maps them: timestamps, integers, arrays, json and nulls', async () => {
    const probe = pgTable('driver_types', {
      at: timestamp('at', { withTimezone: true }).notNull(),
      i: integer('i').notNull(),
      arr: text('arr').array().notNull(),
      j: jsonb('j').notNull(),
      nothing: text('nothing'),
    });
    await database.db.execute(sql`create table driver_types (at timestamptz not null, i int not null, arr text[] not null, j jsonb not null, nothing text)`);
    try {
      const row = { at: new Date('2026-11-30T01:02:03.456Z'), i: 2147483647, arr: ['a', 'b,c', 'd"e'], j: { k: [1, 2], s: 'ü' }, nothing: null };
      await database.db.insert(probe).values(row);
      expect(await database.db.select().from(probe)).toEqual([row]);
    } finally {
      await database.db.execute(sql`drop table driver_types`);
    }
  });

  it('fails one statement with the database\'s error and code, and answers the next one', async () => {
    await database.db.execute(sql`create table driver_probe (id int primary key)`);
    try {
      await database.db.execute(sql`insert into driver_probe values (${1})`);
      expect(await codeOf(database.db.execute(sql`insert into driver_probe values (${1})`))).toBe('23505');
      expect(await rowsOf<{ n: number }>(sql`select count(*)::int as n from driver_probe`)).toEqual([{ n: 1 }]);
      // A syntax error, in a simple query and at an extended query's Parse (the messages after it skipped to its Sync): the connection goes on.
      expect(await codeOf(database.db.execute(sql.raw('selec 1')))).toBe('42601');
      expect(await codeOf(database.db.execute(sql`selec ${1}::int`))).toBe('42601');
      expect(await rowsOf<{ one: number }>(sql`select ${1}::int as one`)).toEqual([{ one: 1 }]);
    } finally {
      await database.db.execute(sql`drop table driver_probe`);
    }
  });

  it('rolls back a failed transaction and keeps what a committed one wrote', async () => {
    await database.db.execute(sql`create table driver_tx (id int primary key)`);
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into driver_tx values (1)`);
      });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into driver_tx values (2)`);
          await tx.execute(sql`insert into driver_tx values (1)`);
        }),
      ).rejects.toThrow();
      expect(await rowsOf<{ id: number }>(sql`select id from driver_tx order by id`)).toEqual([{ id: 1 }]);
    } finally {
      await database.db.execute(sql`drop table driver_tx`);
    }
  });

  it('delivers a notification to the channel\'s listeners, and none after they stop listening', async () => {
    const heard: string[] = [];
    const other: string[] = [];
    const stop = await database.listen('driver_probe_channel', (payload) => heard.push(payload));
    const stopOther = await database.listen('driver_probe_other', (payload) => other.push(payload));
    await database.notify('driver_probe_channel', 'first');
    await expect.poll(() => heard).toEqual(['first']);
    await stop();
    await database.notify('driver_probe_channel', 'second');
    await database.notify('driver_probe_other', 'marker');
    // The marker sent after it has arrived, so the second would have too.
    await expect.poll(() => other).toEqual(['marker']);
    expect(heard).toEqual(['first']);
    await stopOther();
  });
});
