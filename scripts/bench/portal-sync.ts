/**
 * `npm run bench:sync`: portal sync throughput, listings a second pushed
 * through the local portal simulator by the jobs queue (issue 17). An
 * embedded database with the demo data and N extra published listings in
 * Jakarta Selatan; each round asks for a sync the way the SPA does (POST
 * /api/office-portal-profiles/{officeId}/sync as the Super Admin) and drains
 * the queue with one worker's lanes, as an instance's worker would. Per
 * round: listings a second, and their ratio to the ceiling the simulator's
 * delay allows (lanes ÷ mean delay), so the figure compares across machines.
 *
 *   npm run bench:sync                     N = 400
 *   npm run bench:sync -- --listings 1000
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { listings, offices } from '../../server/db/schema';
import { DEMO_PASSWORD, seed } from '../../server/db/seed/demo';
import { jobHandlers } from '../../server/services/job-handlers';
import { runDueJobs } from '../../server/services/jobs';
import { samePortalAdapter } from '../../server/services/portals';
import { createPortalSimulator } from '../../server/services/portals/simulator';

const { values: args } = parseArgs({ options: { listings: { type: 'string', default: '400' } } });
const extra = Number(args.listings);

const database = await openDatabase({ memory: true });
await database.migrate();
await seed(database.db);
const { db } = database;
const [office] = await db.select({ officeId: offices.officeId }).from(offices).where(eq(offices.officeName, 'Genius Jakarta Selatan'));
const [template] = await db.select().from(listings).where(and(eq(listings.officeId, office!.officeId), eq(listings.status, 'PUBLISH'))).limit(1);
for (let i = 0; i < extra; i += 200) {
  const batch = Array.from({ length: Math.min(200, extra - i) }, (_, k) => ({ ...template!, listingId: randomUUID(), listingCode: `BENCH-${i + k}` }));
  await db.insert(listings).values(batch);
}

interface Round {
  delayMs: number;
  lanes: number;
}
const ROUNDS: Round[] = [
  { delayMs: 0, lanes: 4 },
  { delayMs: 200, lanes: 1 },
  { delayMs: 200, lanes: 4 },
  { delayMs: 200, lanes: 16 },
];

console.log(`portal sync throughput, ${extra} extra published listings in one office (embedded PGlite, Node ${process.version})`);
console.log('delay ms | lanes | pushed | seconds | listings/s | of ceiling');
for (const round of ROUNDS) {
  // The simulator's delay is drawn between half and one and a half times the mean, as in `npm start`.
  const simulator = createPortalSimulator({ delayMs: [round.delayMs / 2, round.delayMs * 1.5] });
  const portals = samePortalAdapter(simulator);
  const app = buildApp({ db: database, portalAdapters: portals });
  await app.ready();
  const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'admin@demo.test', password: DEMO_PASSWORD } });
  const token = (signIn.json() as { payload: { token: string } }).payload.token;
  const queued = await app.inject({ method: 'POST', url: `/api/office-portal-profiles/${office!.officeId}/sync`, payload: {}, headers: { authorization: `Bearer ${token}` } });
  const count = (queued.json() as { payload: { queuedCount: number } }).payload.queuedCount;
  const started = performance.now();
  const pushed = await runDueJobs(db, jobHandlers({ portals }), new Date(), 'bench', Number.MAX_SAFE_INTEGER, round.lanes);
  const seconds = (performance.now() - started) / 1000;
  const rate = pushed / seconds;
  const ceiling = round.delayMs ? (round.lanes * 1000) / round.delayMs : null;
  console.log(
    `${String(round.delayMs).padStart(8)} | ${String(round.lanes).padStart(5)} | ${String(pushed).padStart(6)} | ${seconds.toFixed(2).padStart(7)} | ${rate.toFixed(1).padStart(10)} | ${ceiling ? `${((rate / ceiling) * 100).toFixed(0)} %` : '-'}${pushed === count ? '' : ` (${count} queued by this round, the rest the demo's own pushes that fell due)`}`,
  );
  await app.close();
}
await database.close();
