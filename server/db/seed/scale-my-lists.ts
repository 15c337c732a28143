/**
 * Issue 18's scaled my lists: two lists per active agent (about 10,000 at
 * factor 1), each of 3 to 20 listings the agent may see (their office's, in
 * the order they were put on), named for a client, updated over the last half
 * year. They are not shared: a shared list's codes are its masking shares',
 * which the masking generators make on their own; the demo's shared list
 * shows the public page.
 */
import { newId } from '../../services/tokens';
import { myListItems, myLists } from '../schema';
import { chance, DAY, daysAgo, generator, pick, type ScaleContext } from './scale-kit';

export const MY_LISTS_PER_AGENT = 2;

interface PlannedList {
  myListId: string;
  ownerUserId: string;
  name: string;
  clientName: string | null;
  listingIds: string[];
  updatedAt: Date;
}

const planned = new WeakMap<ScaleContext, PlannedList[]>();
const CLIENTS = ['Bpk. Hendra', 'Ibu Ratna', 'Keluarga Wijaya', 'PT Sinar Logistik', 'Bpk. Ahmad', 'Ibu Sari'] as const;
const TOPICS = ['Rumah keluarga', 'Investasi ruko', 'Apartemen dekat kantor', 'Tanah kavling', 'Sewa tahunan'] as const;

function plan(ctx: ScaleContext): PlannedList[] {
  const made = planned.get(ctx);
  if (made) return made;
  const byOffice = new Map<string, string[]>();
  for (const l of ctx.listings) byOffice.set(l.officeId, [...(byOffice.get(l.officeId) ?? []), l.listingId]);
  const agents = ctx.people.filter((p) => p.role === 'agent' && p.isActive && p.isUserActive && p.isApproved && p.officeId && byOffice.has(p.officeId));
  const lists: PlannedList[] = [];
  for (const agent of agents) {
    const pool = byOffice.get(agent.officeId!)!;
    for (let i = 0; i < MY_LISTS_PER_AGENT; i++) {
      const size = Math.min(pool.length, 3 + Math.floor(ctx.random() * 18));
      const ids = new Set<string>();
      while (ids.size < size) ids.add(pick(ctx, pool));
      const client = chance(ctx, 0.7) ? pick(ctx, CLIENTS) : null;
      lists.push({ myListId: newId(), ownerUserId: agent.userId, name: `${pick(ctx, TOPICS)} ${i + 1}`, clientName: client, listingIds: [...ids], updatedAt: daysAgo(ctx, 180) });
    }
  }
  planned.set(ctx, lists);
  return lists;
}

const listRows = generator(myLists, function* (ctx) {
  for (const l of plan(ctx)) {
    yield { myListId: l.myListId, ownerUserId: l.ownerUserId, name: l.name, clientName: l.clientName, note: null, createdAt: new Date(l.updatedAt.getTime() - DAY), updatedAt: l.updatedAt };
  }
});

const itemRows = generator(myListItems, function* (ctx) {
  for (const l of plan(ctx)) {
    for (const [position, listingId] of l.listingIds.entries()) yield { myListId: l.myListId, listingId, position };
  }
});

export const MY_LIST_GENERATORS = [listRows, itemRows];
