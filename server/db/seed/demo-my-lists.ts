/**
 * Issue 18's demo lists: Nanda (agent@demo.test) keeps a list for a client
 * that was shared (its public page and each listing's masked link answer), and
 * one still private; Okta (multi@demo.test, owner and agent) keeps one for
 * Surabaya; the Jakarta office's manager keeps one too (a non-agent's list,
 * which cannot be shared). Shared through the service's own share step, as
 * its owner, so the masking histories and codes are the ones a user makes.
 */
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_SHARED_LINK_DAYS } from '../../../domain/masking';
import type { Tx } from '../client';
import { employees, listings, myListItems, myLists, users } from '../schema';
import { callerOf } from '../../services/caller';
import { shareListIn } from '../../services/my-lists';
import { newId } from '../../services/tokens';

interface DemoList {
  owner: string;
  name: string;
  clientName: string | null;
  note: string | null;
  listings: readonly string[];
  daysAgo: number;
  isShared?: boolean;
}

const DEMO_LISTS: readonly DemoList[] = [
  {
    owner: 'agent@demo.test',
    name: 'Rumah keluarga di Jakarta Selatan',
    clientName: 'Bpk. Hendra Wijaya',
    note: 'Budget up to 5 M, three bedrooms, near a school.',
    // Nanda's own listing, and two of other agents' he masked already.
    listings: ['Rumah 2 Lantai di Kebayoran Baru', 'Rumah Minimalis di Cilandak', 'Rumah Sejuk di Dago Atas'],
    daysAgo: 3,
    isShared: true,
  },
  {
    owner: 'agent@demo.test',
    name: 'Ruang usaha untuk disewa',
    clientName: 'PT Sinar Logistik',
    note: null,
    listings: ['Gudang Strategis di Cakung', 'Kantor Siap Pakai di Kuningan'],
    daysAgo: 1,
  },
  { owner: 'multi@demo.test', name: 'Surabaya family homes', clientName: 'Ibu Ratna', note: null, listings: ['Rumah di Citraland Surabaya', 'Rumah Minimalis di Rungkut'], daysAgo: 5 },
  { owner: 'manager_office@demo.test', name: 'Office picks of the month', clientName: null, note: 'For the Monday meeting.', listings: ['Rumah Siap Huni di Pesanggrahan', 'Rumah 2 Lantai di Kebayoran Baru'], daysAgo: 2 },
];

const DAY = 86_400_000;

async function callerOfEmail(tx: Tx, email: string) {
  const [user] = await tx.select({ userId: users.userId, name: users.name, nickName: users.nickName }).from(users).where(eq(users.email, email));
  if (!user) return null;
  const employeeRows = await tx.select().from(employees).where(eq(employees.userId, user.userId));
  return callerOf({ sessionId: 'demo-seed', userId: user.userId, userName: user.nickName || user.name, employeeRows });
}

export async function seedMyLists(tx: Tx, now: Date): Promise<void> {
  for (const demo of DEMO_LISTS) {
    const caller = await callerOfEmail(tx, demo.owner);
    if (!caller) continue;
    const found = await tx.select({ listingId: listings.listingId, title: listings.title }).from(listings).where(inArray(listings.title, [...demo.listings]));
    const ids = demo.listings.map((title) => found.find((l) => l.title === title)?.listingId).filter((id): id is string => !!id);
    const at = new Date(now.getTime() - demo.daysAgo * DAY);
    const myListId = newId();
    await tx.insert(myLists).values({ myListId, ownerUserId: caller.userId, name: demo.name, clientName: demo.clientName, note: demo.note, createdAt: at, updatedAt: at });
    await tx.insert(myListItems).values(ids.map((listingId, position) => ({ myListId, listingId, position })));
    if (demo.isShared) await shareListIn(tx, caller, myListId, at, DEFAULT_SHARED_LINK_DAYS);
  }
}
