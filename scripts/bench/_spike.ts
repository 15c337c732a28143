import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seed } from '../../server/db/seed/demo';
const captured: [string, unknown[]][] = [];
const orig = PGlite.prototype.query;
let client: PGlite | undefined;
(PGlite.prototype as any).query = function (this: PGlite, q: string, p: unknown[], o: unknown) { client = this; captured.push([q, p]); return orig.call(this, q, p as never, o as never); };
const database = await openDatabase({ memory: true });
await database.migrate(); await seed(database.db, new Date());
const app = buildApp({ db: database }); await app.ready();
const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'admin@demo.test', password: 'Demo1234!' } });
const token = res.json().payload.token;
captured.length = 0;
await app.inject({ method: 'GET', url: process.argv[2], headers: { authorization: `Bearer ${token}` } });
const stmts = [...captured];
(PGlite.prototype as any).query = orig;
const pool = new pg.Pool(createPgConfig(client!) as never);
const N = 300;
for (const [i, [q, p]] of stmts.entries()) {
  const vals = (p as unknown[]).map((v) => (v instanceof Date ? v.toISOString() : v));
  for (let k = 0; k < 20; k++) { await client!.query(q, vals as never); await pool.query({ text: q, values: vals }); await pool.query({ name: `s${i}`, text: q, values: vals }); }
  let t = performance.now(); for (let k = 0; k < N; k++) await client!.query(q, vals as never); const a = (performance.now() - t) / N;
  t = performance.now(); for (let k = 0; k < N; k++) await pool.query({ text: q, values: vals }); const b = (performance.now() - t) / N;
  t = performance.now(); for (let k = 0; k < N; k++) await pool.query({ name: `s${i}`, text: q, values: vals }); const c = (performance.now() - t) / N;
  console.log(`pglite.query ${a.toFixed(2)} ms | pg adapter unnamed ${b.toFixed(2)} | pg adapter named ${c.toFixed(2)} | ${q.slice(0, 70)}`);
}
process.exit(0);
