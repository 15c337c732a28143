/**
 * Web config (issue 19): partners, banners and template messages. An HQ
 * admin lists (CSV too), creates, edits, reorders and deletes them, each
 * write audited; a bad link, an image not uploaded here, a schedule ending
 * before it starts, an unknown placeholder and an order that is not a
 * permutation are refused at their field before any write; nobody but
 * admin-HQ-plus reads or writes them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banner, BANNER_MESSAGES } from '../../domain/banners';
import { listPayload } from '../../domain/entities/common';
import { partner, PARTNER_MESSAGES } from '../../domain/partners';
import { TEMPLATE_MESSAGES, templateMessage } from '../../domain/template-messages';
import { WEB_CONFIG_MESSAGES as W } from '../../domain/web-config';
import { auditEvents } from '../../server/db/schema';
import { errorOf, signIn, fingerprintOf, listTables, payloadOf, requestsAs, startTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);
const nothingWritten = async (requests: () => Promise<void>) => {
  const tables = await listTables(server.database);
  const before = await fingerprintOf(server.database, tables);
  await requests();
  expect(await fingerprintOf(server.database, tables)).toEqual(before);
};
const partners = listPayload(partner);
const banners = listPayload(banner);

describe('partners', () => {
  it('are listed in their order, created at the end, edited, reordered in one request and deleted, audited', async () => {
    const admin = await as('admin_hq@demo.test');
    const listed = payloadOf(await admin('GET', 'partners'), partners).results;
    expect(listed.map((p) => [p.displayOrder, p.name])).toEqual([
      [1, 'Bank Nusantara'],
      [2, 'Asuransi Sentosa'],
      [3, 'Notaris Rahardjo & Rekan'],
      [4, 'Pindahan Cepat'],
      [5, 'Desain Interior Kita'],
    ]);
    const exported = await server.app.inject({ method: 'GET', url: '/api/partners', headers: { authorization: `Bearer ${await signIn(server.app, 'admin_hq@demo.test')}`, accept: 'text/csv' } });
    expect(exported.body.split('\r\n')[0]).toBe('Order,Name,Link,Logo');
    expect(exported.body).toContain('Bank Nusantara');

    const created = payloadOf(await admin('POST', 'partners', { logoUrl: listed[0]!.logoUrl, name: 'Bank Baru', link: 'https://bank-baru.example.com' }), partner, 201);
    expect(created.displayOrder).toBe(6);
    expect(payloadOf(await admin('PATCH', `partners/${created.partnerId}`, { link: 'https://www.bank-baru.example.com/' }), partner).link).toBe('https://www.bank-baru.example.com/');

    const ids = [created.partnerId, ...listed.map((p) => p.partnerId)];
    const ordered = payloadOf(await admin('PATCH', 'partners/order', { partnerIds: ids }), partner.array());
    expect(ordered.map((p) => p.partnerId)).toEqual(ids);
    expect(payloadOf(await admin('GET', 'partners'), partners).results.map((p) => p.name).slice(0, 2)).toEqual(['Bank Baru', 'Bank Nusantara']);

    expect(payloadOf(await admin('DELETE', `partners/${created.partnerId}`), partner).name).toBe('Bank Baru');
    expect((await admin('DELETE', `partners/${created.partnerId}`)).statusCode).toBe(404);
    const events = await server.database.db.select().from(auditEvents).where(and(eq(auditEvents.entityType, 'partner'), eq(auditEvents.entityId, created.partnerId)));
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'delete', 'update', 'update']);
    // Put back: the other tests read the demo order.
    await admin('PATCH', 'partners/order', { partnerIds: listed.map((p) => p.partnerId) });
  });

  it('refuses a bad link, a logo not uploaded here, a name taken and an order that is not a permutation, at the field, before any write', async () => {
    const admin = await as('admin@demo.test');
    const listed = payloadOf(await admin('GET', 'partners'), partners).results;
    const ids = listed.map((p) => p.partnerId);
    await nothingWritten(async () => {
      expect(errorOf(await admin('POST', 'partners', { logoUrl: listed[0]!.logoUrl, name: 'X', link: 'javascript:alert(1)' }), 400).fields).toEqual({ link: W.invalidLink('Link') });
      expect(errorOf(await admin('POST', 'partners', { logoUrl: 'https://elsewhere.example.com/a.png', name: 'X', link: 'https://x.example.com' }), 400).fields).toEqual({ logoUrl: W.imageNotUploaded('Logo') });
      expect(errorOf(await admin('POST', 'partners', { logoUrl: listed[0]!.logoUrl, name: 'bank nusantara', link: 'https://x.example.com' }), 400).fields).toEqual({ name: PARTNER_MESSAGES.nameTaken });
      expect(errorOf(await admin('PATCH', 'partners/order', { partnerIds: ids.slice(1) }), 400).fields).toEqual({ partnerIds: W.notPermutation });
      expect(errorOf(await admin('PATCH', 'partners/order', { partnerIds: [...ids.slice(1), ids[1]!] }), 400).fields).toEqual({ partnerIds: W.notPermutation });
      expect(errorOf(await admin('PATCH', 'partners/order', { partnerIds: [...ids.slice(1), 'someone-else'] }), 400).fields).toEqual({ partnerIds: W.notPermutation });
    });
  });
});

describe('banners', () => {
  it('are listed by placement in their order; one placement reordered in one request; the schedule kept in UTC', async () => {
    const admin = await as('admin@demo.test');
    const hero = payloadOf(await admin('GET', 'banners?filterPlacement=WEB_HOME_HERO'), banners).results;
    expect(hero.map((b) => b.title)).toEqual(['Rumah impian mulai 500 juta', 'KPR bunga 3,5% bersama Bank Nusantara', 'Pameran properti Desember', 'Promo akhir tahun lalu']);
    const reversed = [...hero].reverse().map((b) => b.bannerId);
    payloadOf(await admin('PATCH', 'banners/order', { placement: 'WEB_HOME_HERO', bannerIds: reversed }), banner.array());
    expect(payloadOf(await admin('GET', 'banners?filterPlacement=WEB_HOME_HERO'), banners).results.map((b) => b.bannerId)).toEqual(reversed);
    await admin('PATCH', 'banners/order', { placement: 'WEB_HOME_HERO', bannerIds: hero.map((b) => b.bannerId) });

    const created = payloadOf(
      await admin('POST', 'banners', { imageUrl: hero[0]!.imageUrl, title: 'Banner baru', link: '', placement: 'APP_HOME', startAt: '2026-12-01T08:00:00+07:00', endAt: null, status: 'ACTIVE' }),
      banner,
      201,
    );
    expect(created).toMatchObject({ startAt: '2026-12-01T01:00:00.000Z', link: null, displayOrder: 2 });
    // Moved to another placement, it goes to that placement's end.
    expect(payloadOf(await admin('PATCH', `banners/${created.bannerId}`, { placement: 'WEB_LISTING_PAGE' }), banner).displayOrder).toBe(3);
    expect(payloadOf(await admin('DELETE', `banners/${created.bannerId}`), banner).title).toBe('Banner baru');
  });

  it('refuses an end before the start, an order of another placement and a placement unknown, at the field, before any write', async () => {
    const admin = await as('admin@demo.test');
    const hero = payloadOf(await admin('GET', 'banners?filterPlacement=WEB_HOME_HERO'), banners).results;
    const body = { imageUrl: hero[0]!.imageUrl, title: 'X', link: null, placement: 'APP_HOME', startAt: '2026-12-02T00:00:00Z', endAt: '2026-12-01T00:00:00Z', status: 'ACTIVE' };
    await nothingWritten(async () => {
      expect(errorOf(await admin('POST', 'banners', body), 400).fields).toEqual({ endAt: BANNER_MESSAGES.endBeforeStart });
      expect(errorOf(await admin('PATCH', `banners/${hero[0]!.bannerId}`, { endAt: '2000-01-01T00:00:00Z' }), 400).fields).toEqual({ endAt: BANNER_MESSAGES.endBeforeStart });
      expect(errorOf(await admin('PATCH', 'banners/order', { placement: 'APP_HOME', bannerIds: hero.map((b) => b.bannerId) }), 400).fields).toEqual({ bannerIds: W.notPermutation });
      expect((await admin('POST', 'banners', { ...body, endAt: null, placement: 'SIDEBAR' })).statusCode).toBe(400);
    });
  });
});

describe('template messages', () => {
  it('are created, read, edited and deleted; an unknown placeholder and a subject on WhatsApp are refused at the field', async () => {
    const admin = await as('admin@demo.test');
    await nothingWritten(async () => {
      expect(errorOf(await admin('POST', 'template-messages', { channel: 'WHATSAPP', name: 'X', body: 'Halo {{nama}} dan {{ client_name }}' }), 400).fields).toEqual({
        body: TEMPLATE_MESSAGES.unknownPlaceholders(['nama']),
      });
      expect(errorOf(await admin('POST', 'template-messages', { channel: 'WHATSAPP', name: 'X', subject: 'Hai', body: 'Halo' }), 400).fields).toEqual({ subject: TEMPLATE_MESSAGES.subjectForEmail });
      expect(errorOf(await admin('POST', 'template-messages', { channel: 'EMAIL', name: 'X', body: 'Halo' }), 400).fields).toEqual({ subject: 'Subject is required.' });
      expect(errorOf(await admin('POST', 'template-messages', { channel: 'WHATSAPP', name: 'kirim LISTING', body: 'Halo' }), 400).fields).toEqual({ name: TEMPLATE_MESSAGES.nameTaken });
    });
    const created = payloadOf(await admin('POST', 'template-messages', { channel: 'EMAIL', name: 'Kirim listing', subject: 'Untuk {{client_name}}', body: 'Halo {{client_name}}' }), templateMessage, 201);
    expect(payloadOf(await admin('GET', `template-messages/${created.templateId}`), templateMessage).subject).toBe('Untuk {{client_name}}');
    const edited = payloadOf(await admin('PATCH', `template-messages/${created.templateId}`, { channel: 'EMAIL', name: 'Kirim listing', subject: 'Baru', body: 'Lihat {{listing_link}}' }), templateMessage);
    expect(edited.body).toBe('Lihat {{listing_link}}');
    const emails = payloadOf(await admin('GET', 'template-messages?filterChannel=EMAIL&search=kirim'), listPayload(templateMessage)).results;
    expect(emails.map((t) => t.templateId)).toEqual([created.templateId]);
    expect((await admin('DELETE', `template-messages/${created.templateId}`)).statusCode).toBe(200);
    expect((await admin('GET', `template-messages/${created.templateId}`)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('only admin-HQ-plus: an office owner, an agent and HQ finance are refused every web config route', async () => {
    for (const email of ['franchise_owner@demo.test', 'agent@demo.test', 'admin_finance_staff@demo.test']) {
      const who = await as(email);
      for (const url of ['partners', 'banners', 'template-messages']) expect((await who('GET', url)).statusCode).toBe(403);
      expect((await who('PATCH', 'banners/order', { placement: 'APP_HOME', bannerIds: ['x'] })).statusCode).toBe(403);
      expect((await who('POST', 'template-messages', { channel: 'WHATSAPP', name: 'X', body: 'Halo' })).statusCode).toBe(403);
    }
  });
});
