/**
 * Issue 19's scaled clients: three per active agent (about 15,000 at factor
 * 1), a buyer or tenant each with one or two phones, a budget, one to three of
 * their office's cities and a status (most Active), updated over the last
 * year; up to three notes each; and the listings shared with them — each one
 * of the agent's own LINK shares of a listing they masked (the masking
 * generators made those), found by the insert itself, so a client's shares are
 * real masked links. A masking without a LINK share gives no client share.
 */
import { sql } from 'drizzle-orm';
import { newId } from '../../services/tokens';
import { clientNotes, clients, clientShares } from '../schema';
import { chance, DAY, daysAgo, generator, pick, type ScaleContext, type ScaleGenerator } from './scale-kit';

export const CLIENTS_PER_AGENT = 3;

interface PlannedClient {
  clientId: string;
  ownerUserId: string;
  updatedAt: Date;
  /** The agent's maskings to share with them: listing and agent record. */
  shares: { listingId: string; employeeId: string }[];
}

const planned = new WeakMap<ScaleContext, PlannedClient[]>();
const FIRST = ['Budi', 'Sari', 'Agus', 'Dewi', 'Hendra', 'Ratna', 'Rizky', 'Putri', 'Joko', 'Wulan', 'Ahmad', 'Fitri'] as const;
const LAST = ['Wijaya', 'Santoso', 'Lestari', 'Pratama', 'Halim', 'Kusuma', 'Nugroho', 'Saputra'] as const;
const NOTES = ['Called: still looking, will visit on the weekend.', 'Prefers a corner plot.', 'Needs the bank appraisal first.', 'Sent three more options by WhatsApp.', 'Wants to see it with the family.'] as const;

function plan(ctx: ScaleContext): PlannedClient[] {
  const made = planned.get(ctx);
  if (made) return made;
  const maskingsOf = new Map<string, { listingId: string; employeeId: string }[]>();
  for (const m of ctx.maskings) maskingsOf.set(m.userId, [...(maskingsOf.get(m.userId) ?? []), { listingId: m.listingId, employeeId: m.employeeId }]);
  const agents = ctx.people.filter((p) => p.role === 'agent' && p.isActive && p.isUserActive && p.isApproved && p.officeId);
  const list: PlannedClient[] = [];
  for (const agent of agents) {
    const masked = maskingsOf.get(agent.userId) ?? [];
    for (let i = 0; i < CLIENTS_PER_AGENT; i++) {
      const count = Math.min(masked.length, Math.floor(ctx.random() * 3));
      const shares = new Map<string, { listingId: string; employeeId: string }>();
      while (shares.size < count) {
        const m = pick(ctx, masked);
        shares.set(m.listingId, m);
      }
      list.push({ clientId: newId(), ownerUserId: agent.userId, updatedAt: daysAgo(ctx, 365), shares: [...shares.values()] });
    }
  }
  planned.set(ctx, list);
  return list;
}

const phone = (ctx: ScaleContext) => `08${String(1_000_000_000 + Math.floor(ctx.random() * 8_999_999_999)).slice(0, 10)}`;

const clientRows = generator(clients, function* (ctx) {
  const cities = [...new Set(ctx.offices.map((o) => o.city))];
  for (const c of plan(ctx)) {
    const isRent = chance(ctx, 0.35);
    const min = isRent ? 3_000_000 * (1 + Math.floor(ctx.random() * 10)) : 500_000_000 * (1 + Math.floor(ctx.random() * 10));
    const areas = new Set<string>();
    const areaCount = 1 + Math.floor(ctx.random() * 3);
    while (cities.length && areas.size < Math.min(areaCount, cities.length)) areas.add(pick(ctx, cities));
    const name = `${pick(ctx, FIRST)} ${pick(ctx, LAST)}`;
    yield {
      clientId: c.clientId,
      ownerUserId: c.ownerUserId,
      name,
      phones: chance(ctx, 0.3) ? [phone(ctx), phone(ctx)] : [phone(ctx)],
      email: chance(ctx, 0.5) ? `${name.toLowerCase().replace(' ', '.')}${Math.floor(ctx.random() * 1000)}@gmail.com` : null,
      needs: isRent ? ('rent' as const) : ('buy' as const),
      budgetMin: chance(ctx, 0.8) ? min : null,
      budgetMax: min * 2,
      preferredAreas: [...areas],
      status: chance(ctx, 0.75) ? ('ACTIVE' as const) : chance(ctx, 0.5) ? ('CLOSED' as const) : ('INACTIVE' as const),
      createdAt: new Date(c.updatedAt.getTime() - 30 * DAY),
      updatedAt: c.updatedAt,
    };
  }
});

const noteRows = generator(clientNotes, function* (ctx) {
  for (const c of plan(ctx)) {
    const count = Math.floor(ctx.random() * 4);
    for (let i = 0; i < count; i++) {
      yield { clientNoteId: newId(), clientId: c.clientId, authorUserId: c.ownerUserId, body: pick(ctx, NOTES), createdAt: new Date(c.updatedAt.getTime() - (i + 1) * DAY) };
    }
  }
});

/** Each planned share takes the agent's first LINK share of that listing, in the insert: a listing shared only as PDF gives none. */
const shareRows: ScaleGenerator = {
  table: clientShares,
  *rows(ctx) {
    for (const c of plan(ctx)) for (const s of c.shares) yield { clientShareId: newId(), clientId: c.clientId, listingId: s.listingId, employeeId: s.employeeId };
  },
  insert: async (tx, rows) => {
    await tx.execute(sql`
      insert into ${clientShares} (client_share_id, client_id, listing_id, listing_masking_history_id, created_at)
      select r.id, r.client_id, h.listing_id, h.listing_masking_history_id, h.created_at
      from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ id: r.clientShareId, client_id: r.clientId, listing_id: r.listingId, employee_id: r.employeeId })))}::jsonb)
        as r(id text, client_id text, listing_id text, employee_id text)
      join lateral (
        select h.listing_id, h.listing_masking_history_id, h.created_at from listing_masking_histories h
        where h.listing_id = r.listing_id and h.employee_id = r.employee_id and h.type = 'LINK'
        order by h.created_at limit 1) h on true`);
  },
};

export const CLIENT_GENERATORS = [clientRows, noteRows, shareRows];
