/**
 * Handovers (issue 18): only an agent of a closing in force hands it over, once
 * (a cancelled handover frees the closing); the checklist, date and files are
 * changed by that agent while it is in progress; completing needs every item
 * ticked and a signature on file; a file must be the caller's own upload; who
 * sees which (HQ all, an office's management their office's, an agent their
 * own); bad input is refused at its field before any write.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { todayInJakarta } from '../../domain/closing';
import { listPayload } from '../../domain/entities/common';
import { DEFAULT_HANDOVER_CHECKLIST, handover, HANDOVER_MESSAGES as M, type Handover } from '../../domain/handover';
import { auditEvents, closings, listings } from '../../server/db/schema';
import { encodePng } from '../../server/db/seed/demo-listings';
import { bearer, errorOf, payloadOf, signIn, snapshotCounts, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function as(email: string) {
  const token = await signIn(server.app, email);
  const headers = bearer(token);
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/${url}`, headers, ...(payload && { payload }) });
  return Object.assign(call, { token });
}

const listOf = async (who: Awaited<ReturnType<typeof as>>, url: string) => payloadOf(await who('GET', url), listPayload(handover)).results;

async function closingIdOf(title: string): Promise<string> {
  const [row] = await server.database.db
    .select({ closingId: closings.closingId })
    .from(closings)
    .innerJoin(listings, eq(listings.listingId, closings.listingId))
    .where(and(eq(listings.title, title), eq(closings.status, 'ACTIVE')));
  return row!.closingId;
}

const choicesSchema = z.array(z.object({ closingId: z.string() }).passthrough());
const items = (checked = false) => DEFAULT_HANDOVER_CHECKLIST.slice(0, 3).map((label) => ({ label, checked }));

describe('handovers', () => {
  it('lets an agent of the closing hand it over; the closing then leaves the choices', async () => {
    const yusuf = await as('yusuf.maulana@demo.test');
    const choices = payloadOf(await yusuf('GET', 'office/handovers/closings'), choicesSchema);
    const pik = await closingIdOf('Apartemen 3BR Pantai Indah Kapuk');
    expect(choices.map((c) => c.closingId)).toContain(pik);

    const today = todayInJakarta(server.clock.now());
    const created = payloadOf(await yusuf('POST', 'office/handovers', { closingId: pik, handoverDate: today, receiverName: 'Liem Swie King', items: items() }), handover, 201);
    expect(created).toMatchObject({ status: 'OPEN', receiverName: 'Liem Swie King', itemCount: 3, checkedCount: 0, closingId: pik });
    expect(created.handoverCode).toMatch(/^HOV-\d{6}$/);
    const [event] = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityType, 'handover'), eq(auditEvents.entityId, created.handoverId)));
    expect(event).toMatchObject({ action: 'create' });

    const again = payloadOf(await yusuf('GET', 'office/handovers/closings'), choicesSchema);
    expect(again.map((c) => c.closingId)).not.toContain(pik);
    // The co-broke's other agent may not hand over the same closing twice.
    const umar = await as('umar.hakim@demo.test');
    const twice = await umar('POST', 'office/handovers', { closingId: pik, handoverDate: today, receiverName: 'X', items: items() });
    expect(errorOf(twice, 400).fields).toEqual({ closingId: M.alreadyHandedOver });
  });

  it('refuses a closing the agent is not on, and anyone but an agent, before any write', async () => {
    const today = todayInJakarta(server.clock.now());
    const malang = await closingIdOf('Rumah Keluarga di Malang Kota');
    const nanda = await as('agent@demo.test');
    const finance = await as('finance_office@demo.test');
    const before = await snapshotCounts(server.database);
    expect(errorOf(await nanda('POST', 'office/handovers', { closingId: malang, handoverDate: today, receiverName: 'Agus Salim', items: items() }), 400).fields).toEqual({ closingId: M.notYourClosing });
    expect(errorOf(await nanda('POST', 'office/handovers', { closingId: malang, handoverDate: 'tomorrow', receiverName: '', items: [] }), 400).fields).toMatchObject({
      handoverDate: expect.any(String),
      receiverName: expect.any(String),
      items: M.checklistEmpty,
    });
    expect((await finance('POST', 'office/handovers', { closingId: malang, handoverDate: today, receiverName: 'Agus Salim', items: items() })).statusCode).toBe(403);
    expect(await snapshotCounts(server.database)).toEqual(before);
  });

  it('is completed only with every item ticked and a signature that is the agent’s own upload', async () => {
    const bayu = await as('bayu.firmansyah@demo.test');
    const malang = await closingIdOf('Rumah Keluarga di Malang Kota');
    const today = todayInJakarta(server.clock.now());
    const h = payloadOf(await bayu('POST', 'office/handovers', { closingId: malang, handoverDate: today, receiverName: 'Agus Salim', items: items() }), handover, 201);

    expect(errorOf(await bayu('POST', `office/handovers/${h.handoverId}/complete`), 409).message).toBe(M.uncheckedItems);
    const ticked = payloadOf(await bayu('PATCH', `office/handovers/${h.handoverId}`, { items: items(true), note: 'All keys: 3 sets.' }), handover);
    expect(ticked).toMatchObject({ checkedCount: 3, itemCount: 3, note: 'All keys: 3 sets.' });
    expect(errorOf(await bayu('POST', `office/handovers/${h.handoverId}/complete`), 409).message).toBe(M.noSignature);

    // Someone else's upload is refused at the field; the agent's own is taken.
    const png = encodePng(6, 4, (x, y) => [x * 40, y * 50, 90]);
    const admin = await as('admin@demo.test');
    const theirs = (await postForm(server.app, imageEntries(png, 'image/png', 'general', 'other.png'), admin.token)).json() as { payload: { fileKey: string } };
    expect(errorOf(await bayu('POST', `office/handovers/${h.handoverId}/files`, { fileKey: theirs.payload.fileKey, kind: 'SIGNATURE' }), 400).fields).toEqual({ fileKey: M.fileNotYours });
    const mine = (await postForm(server.app, imageEntries(png, 'image/png', 'general', 'signed.png'), bayu.token)).json() as { payload: { fileKey: string } };
    const withFile = payloadOf(await bayu('POST', `office/handovers/${h.handoverId}/files`, { fileKey: mine.payload.fileKey, kind: 'SIGNATURE' }), handover);
    expect(withFile.files).toEqual([expect.objectContaining({ kind: 'SIGNATURE', fileName: 'signed.png', url: `/api/files/${mine.payload.fileKey}` })]);

    const done = payloadOf(await bayu('POST', `office/handovers/${h.handoverId}/complete`), handover);
    expect(done.status).toBe('COMPLETED');
    expect(done.completedAt).not.toBeNull();
    // Completed is final.
    expect(errorOf(await bayu('PATCH', `office/handovers/${h.handoverId}`, { note: 'late' }), 409).message).toBe(M.notOpen);
    expect(errorOf(await bayu('POST', `office/handovers/${h.handoverId}/cancel`), 409).message).toBe(M.notOpen);
  });

  it('is changed only by the handing agent', async () => {
    const hq = await as('admin@demo.test');
    const open = (await listOf(hq, 'handovers?filterStatus=OPEN&limit=100')).find((h) => h.receiverName === 'Dewi Lestari')!;
    expect(open).toBeDefined();
    const nanda = await as('agent@demo.test');
    // Out of Nanda's scope: not found, not even refused.
    expect((await nanda('PATCH', `office/handovers/${open.handoverId}`, { note: 'mine now' })).statusCode).toBe(404);
    const manager = await as('manager_office@demo.test');
    expect((await manager('PATCH', `office/handovers/${open.handoverId}`, { note: 'x' })).statusCode).toBe(403);
  });

  it('is read by HQ all, an office its agents’, an agent their own', async () => {
    const all = await listOf(await as('admin@demo.test'), 'handovers?limit=100');
    expect(new Set(all.map((h) => h.status))).toEqual(new Set(['OPEN', 'COMPLETED', 'CANCELLED']));
    const nandas = await listOf(await as('agent@demo.test'), 'office/handovers?limit=100');
    expect(nandas.length).toBeGreaterThan(0);
    expect(nandas.every((h: Handover) => h.agentName === 'Nanda')).toBe(true);
    const owner = await listOf(await as('franchise_owner@demo.test'), 'office/handovers?limit=100');
    const ownerOffices = new Set(owner.map((h) => h.officeName));
    expect(owner.length).toBeLessThan(all.length);
    expect(ownerOffices.size).toBeGreaterThan(0);
    const detail = payloadOf(await (await as('agent@demo.test'))('GET', `office/handovers/${nandas[0]!.handoverId}`), handover);
    expect(detail.items!.length).toBeGreaterThan(0);
  });
});
