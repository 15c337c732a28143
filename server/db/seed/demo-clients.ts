/**
 * Issue 19's demo clients: Nanda (agent@demo.test) keeps an Active buyer with
 * two listings shared (another agent's he had masked, and his own), an Active
 * tenant whose shared listing was masked in the share step, a company that
 * closed (Closed) and a buyer who stopped looking (Inactive); Okta
 * (multi@demo.test) and Umar (umar.hakim@demo.test) keep one each, so an agent
 * sees that another's clients are not theirs. Written through the service's
 * own writers, as their agent, so the masking histories and the audit trail
 * are those a user makes.
 */
import { eq, inArray } from 'drizzle-orm';
import type { ClientInput, ClientStatus } from '../../../domain/client';
import { createClientBody } from '../../../domain/client';
import { DEFAULT_SHARED_LINK_DAYS } from '../../../domain/masking';
import type { Tx } from '../client';
import { clients, employees, listings, users } from '../schema';
import { callerAudit } from '../../services/audit';
import { callerOf } from '../../services/caller';
import { insertClient, insertClientNote, shareWithClientIn } from '../../services/clients';

interface DemoClient {
  owner: string;
  client: ClientInput;
  /** Set after the shares (a closed or inactive client is sent nothing new). */
  status?: ClientStatus;
  notes: readonly string[];
  shares: readonly string[];
  daysAgo: number;
}

const DEMO_CLIENTS: readonly DemoClient[] = [
  {
    owner: 'agent@demo.test',
    client: { name: 'Bpk. Hendra Wijaya', phones: ['081298765401', '087812340001'], email: 'hendra.wijaya@gmail.com', needs: 'buy', budgetMin: 3_000_000_000, budgetMax: 5_000_000_000, preferredAreas: ['Jakarta Selatan', 'Tangerang Selatan'] },
    notes: ['Three bedrooms, near a good school; wants to move before the new school year.', 'Would move to Bandung for the right house: liked the Dago photos.'],
    shares: ['Rumah Sejuk di Dago Atas', 'Rumah 2 Lantai di Kebayoran Baru'],
    daysAgo: 6,
  },
  {
    owner: 'agent@demo.test',
    client: { name: 'Ibu Dewi Lestari', phones: ['081377712345'], email: null, needs: 'buy', budgetMin: 1_000_000_000, budgetMax: 2_000_000_000, preferredAreas: ['Jakarta Selatan'] },
    notes: ['First home; her bank pre-approved a mortgage up to 1.8 M.'],
    shares: ['Rumah Siap Huni di Pesanggrahan'],
    daysAgo: 2,
  },
  {
    owner: 'agent@demo.test',
    client: { name: 'PT Sinar Logistik', phones: ['6281122334455'], email: 'procurement@sinarlogistik.co.id', needs: 'rent', budgetMin: null, budgetMax: 400_000_000, preferredAreas: ['Jakarta Timur', 'Bekasi'] },
    status: 'CLOSED',
    notes: ['Signed a two-year lease on the Cakung warehouse.'],
    shares: ['Gudang Strategis di Cakung'],
    daysAgo: 20,
  },
  {
    owner: 'agent@demo.test',
    client: { name: 'Sdr. Rizky Pratama', phones: ['085711122233'], email: null, needs: 'rent', budgetMin: 5_000_000, budgetMax: 8_000_000, preferredAreas: [] },
    status: 'INACTIVE',
    notes: ['Took a job in Surabaya: no longer looking in Jakarta.'],
    shares: [],
    daysAgo: 40,
  },
  {
    owner: 'multi@demo.test',
    client: { name: 'Bpk. Agus Salim', phones: ['081233344455'], email: 'agus.salim@yahoo.com', needs: 'buy', budgetMin: 1_000_000_000, budgetMax: 1_500_000_000, preferredAreas: ['Surabaya', 'Sidoarjo'] },
    notes: ['Prefers the east of the city.'],
    shares: ['Rumah Minimalis di Rungkut'],
    daysAgo: 4,
  },
  {
    owner: 'umar.hakim@demo.test',
    client: { name: 'Ibu Siti Nurhaliza', phones: ['082211223344'], email: null, needs: 'rent', budgetMin: 4_000_000, budgetMax: 6_000_000, preferredAreas: ['Bandung'] },
    notes: ['A student flat for her daughter, close to campus.'],
    shares: ['Apartemen Gateway Pasteur 2BR'],
    daysAgo: 3,
  },
];

const DAY = 86_400_000;
const MINUTE = 60_000;

async function callerOfEmail(tx: Tx, email: string) {
  const [user] = await tx.select({ userId: users.userId, name: users.name, nickName: users.nickName }).from(users).where(eq(users.email, email));
  if (!user) return null;
  const employeeRows = await tx.select().from(employees).where(eq(employees.userId, user.userId));
  return callerOf({ sessionId: 'demo-seed', userId: user.userId, userName: user.nickName || user.name, employeeRows });
}

export async function seedClients(tx: Tx, now: Date): Promise<void> {
  const titles = [...new Set(DEMO_CLIENTS.flatMap((d) => d.shares))];
  const found = await tx.select({ listingId: listings.listingId, title: listings.title }).from(listings).where(inArray(listings.title, titles));
  for (const demo of DEMO_CLIENTS) {
    const caller = await callerOfEmail(tx, demo.owner);
    if (!caller) continue;
    const at = new Date(now.getTime() - demo.daysAgo * DAY);
    const clientId = await insertClient(tx, callerAudit(caller, at), caller.userId, createClientBody.parse(demo.client));
    let step = 0;
    const next = () => new Date(at.getTime() + ++step * 30 * MINUTE);
    for (const note of demo.notes) await insertClientNote(tx, callerAudit(caller, next()), clientId, caller.userId, { note });
    for (const title of demo.shares) {
      const listingId = found.find((l) => l.title === title)?.listingId;
      if (listingId) await shareWithClientIn(tx, caller, clientId, { listingId }, next(), DEFAULT_SHARED_LINK_DAYS);
    }
    if (demo.status) await tx.update(clients).set({ status: demo.status, updatedAt: next() }).where(eq(clients.clientId, clientId));
  }
}
