/** GET offices (§7): HQ searches every office, an office user only their own; 20 by default. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { officeDetail, officeListItem } from '../../domain/entities/office';
import { listingOptions } from '../../domain/entities/reference';
import { MESSAGES } from '../../domain/messages';
import { OFFICE_MESSAGES } from '../../domain/office-policy';
import { employees, notifications, offices as officeTable, users } from '../../server/db/schema';
import { DEMO_NEW_OFFICES, DEMO_OFFICES } from '../../server/db/seed/demo';
import { bearer, countRows, errorOf, payloadOf, signIn, startTestServer, type TestServer, requestsAs } from './support';

let server: TestServer;
const page = listPayload(officeListItem);
const names = (results: { officeName: string }[]) => results.map((o) => o.officeName).sort();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function offices(email: string, query = '') {
  return server.app.inject({ method: 'GET', url: `/api/offices${query}`, headers: bearer(await signIn(server.app, email)) });
}

describe('GET offices', () => {
  it('lets HQ search every approved office by name or code', async () => {
    const all = payloadOf(await offices('admin@demo.test', '?filterApprovalStatus=APPROVED'), page);
    expect(names(all.results)).toEqual(Object.values(DEMO_OFFICES).map((o) => o.officeName).sort());
    const found = payloadOf(await offices('admin@demo.test', '?search=bandung'), page);
    expect(names(found.results)).toEqual([DEMO_OFFICES.bandung.officeName]);
    const byCode = payloadOf(await offices('admin@demo.test', `?search=${DEMO_OFFICES.surabaya.officeCode}`), page);
    expect(names(byCode.results)).toEqual([DEMO_OFFICES.surabaya.officeName]);
  });

  it('finds one office by id, for a picker that shows the office its URL names', async () => {
    const [first] = payloadOf(await offices('admin@demo.test', '?search=surabaya'), page).results;
    const one = payloadOf(await offices('admin@demo.test', `?filterOfficeId=${first!.officeId}`), page);
    expect(one.results).toEqual([first]);
  });

  it("gives an office user only their own offices, whatever they search", async () => {
    expect(names(payloadOf(await offices('franchise_owner@demo.test'), page).results)).toEqual([DEMO_OFFICES.jakartaSelatan.officeName]);
    expect(payloadOf(await offices('franchise_owner@demo.test', '?search=bandung'), page).results).toEqual([]);
    expect(names(payloadOf(await offices('multi@demo.test'), page).results)).toEqual([DEMO_OFFICES.bandung.officeName, DEMO_OFFICES.surabaya.officeName].sort());
  });

  it('refuses a bad status or limit with 400 naming it', async () => {
    expect(errorOf(await offices('admin@demo.test', '?filterApprovalStatus=MAYBE'), 400).fields).toHaveProperty('filterApprovalStatus');
    expect(errorOf(await offices('admin@demo.test', '?limit=1000'), 400).fields).toHaveProperty('limit');
  });
});

const detail = officeDetail;

const as = (email: string) => requestsAs(server.app, email);

const newOffice = (over: Record<string, unknown> = {}) => ({
  officeName: 'Genius Cirebon',
  officeCode: 'GNS-CRB',
  firstPhoneNumber: '0231-555-100',
  email: 'Cirebon@Genius.co.id',
  province: 'Jawa Barat',
  city: 'Cirebon',
  address: 'Jl. Siliwangi No. 5',
  isOfficePkp: true,
  subdomain: 'Cirebon',
  ...over,
});

async function officeIdNamed(name: string): Promise<string> {
  const hq = await as('admin@demo.test');
  const [office] = payloadOf(await hq('GET', `offices?search=${encodeURIComponent(name)}`), page).results;
  return office!.officeId;
}

describe('offices of issue 17', () => {
  it('lists every approval status for HQ, filtered by status, city and PKP', async () => {
    const hq = await as('admin@demo.test');
    const waiting = payloadOf(await hq('GET', 'offices?filterApprovalStatus=WAITING_APPROVAL'), page);
    expect(names(waiting.results)).toEqual(DEMO_NEW_OFFICES.filter((o) => o.approvalStatus === 'WAITING_APPROVAL').map((o) => o.officeName).sort());
    const inBogor = payloadOf(await hq('GET', 'offices?filterCity=Bogor'), page);
    expect(inBogor.results.map((o) => o.approvalStatus)).toEqual(['REJECTED']);
    const pkp = payloadOf(await hq('GET', 'offices?filterIsOfficePkp=true&limit=100'), page);
    expect(pkp.results.every((o) => o.isOfficePkp)).toBe(true);
    expect(names(pkp.results)).toContain(DEMO_OFFICES.jakartaSelatan.officeName);
    expect(names(pkp.results)).not.toContain(DEMO_OFFICES.bandung.officeName);
  });

  it('answers the subdomain check across the network, whoever asks, leaving out the office being edited', async () => {
    const owner = await as('franchise_owner@demo.test');
    expect(payloadOf(await owner('GET', 'offices?filterSubdomain=BANDUNG'), page).count).toBe(1);
    expect(payloadOf(await owner('GET', 'offices?filterSubdomain=nowhere'), page).count).toBe(0);
    const bandungId = await officeIdNamed('Genius Bandung');
    expect(payloadOf(await owner('GET', `offices?filterSubdomain=bandung&excludeOfficeId=${bandungId}`), page).count).toBe(0);
  });

  it('creates a draft with its fields normalised, refuses a taken subdomain at the field and bad formats before writing', async () => {
    const hq = await as('admin@demo.test');
    const before = await countRows(server.database, 'offices');
    const taken = errorOf(await hq('POST', 'offices', newOffice({ subdomain: 'Bandung' })), 409);
    expect(taken.fields).toEqual({ subdomain: MESSAGES.subdomainUsed });
    const bad = errorOf(await hq('POST', 'offices', newOffice({ firstPhoneNumber: 'call me', subdomain: 'no spaces!', email: 'x' })), 400);
    expect(Object.keys(bad.fields ?? {}).sort()).toEqual(['email', 'firstPhoneNumber', 'subdomain']);
    expect(await countRows(server.database, 'offices')).toBe(before);

    const created = payloadOf(await hq('POST', 'offices', newOffice()), detail, 201);
    expect(created).toMatchObject({ approvalStatus: 'DRAFT', subdomain: 'cirebon', email: 'cirebon@genius.co.id', isOfficePkp: true, denyDuplicateListing: false });
    expect(await countRows(server.database, 'offices')).toBe(before + 1);
  });

  it('lets only admin-HQ-plus create an office or set Allow Similar Listing; a franchise owner edits their own office only', async () => {
    const owner = await as('franchise_owner@demo.test');
    expect((await owner('POST', 'offices', newOffice({ subdomain: 'owner-made' }))).statusCode).toBe(403);
    const ownId = await officeIdNamed('Genius Jakarta Selatan');
    const edited = payloadOf(await owner('PATCH', `offices/${ownId}`, { secondPhoneNumber: '021-999' }), detail);
    expect(edited.secondPhoneNumber).toBe('021-999');
    const similar = errorOf(await owner('PATCH', `offices/${ownId}`, { denyDuplicateListing: false }), 403);
    expect(similar.fields).toEqual({ denyDuplicateListing: OFFICE_MESSAGES.similarListingHqOnly });
    const otherId = await officeIdNamed('Genius Bandung');
    expect((await owner('PATCH', `offices/${otherId}`, { secondPhoneNumber: '1' })).statusCode).toBe(404);
    // An office admin changes their office's web settings only.
    const admin = await as('admin_office@demo.test');
    expect(payloadOf(await admin('PATCH', `offices/${ownId}`, { subdomain: 'jaksel' }), detail).subdomain).toBe('jaksel');
    expect((await admin('PATCH', `offices/${ownId}`, { officeName: 'Renamed' })).statusCode).toBe(403);
  });

  it('walks DRAFT → WAITING_APPROVAL → REJECTED with a reason → WAITING_APPROVAL → APPROVED, telling the owners, and only then offers it in the picker', async () => {
    const hq = await as('admin_hq@demo.test');
    const manager = await as('admin_manager@demo.test');
    const created = payloadOf(await hq('POST', 'offices', newOffice({ officeName: 'Genius Tegal', officeCode: 'GNS-TGL', subdomain: 'tegal' })), detail, 201);
    const id = created.officeId;
    const approve = (who: typeof hq, body: object) => who('POST', `offices/${id}/approval`, body);
    expect(errorOf(await approve(manager, { approvalStatus: 'APPROVED' }), 409).fields).toEqual({ approvalStatus: OFFICE_MESSAGES.notWaiting });
    expect(payloadOf(await approve(hq, { approvalStatus: 'WAITING_APPROVAL' }), detail).approvalStatus).toBe('WAITING_APPROVAL');
    // admin_hq is admin-HQ-plus, not HQ-manager-plus: may not decide.
    expect((await approve(hq, { approvalStatus: 'APPROVED' })).statusCode).toBe(403);
    expect(errorOf(await approve(manager, { approvalStatus: 'REJECTED' }), 400).fields).toHaveProperty('reason');
    const rejected = payloadOf(await approve(manager, { approvalStatus: 'REJECTED', reason: 'Missing lease' }), detail);
    expect(rejected.approval).toMatchObject({ reason: 'Missing lease', decidedBy: { name: expect.any(String) } });
    const picker = async () => names(payloadOf(await hq('GET', 'offices?filterApprovalStatus=APPROVED&search=tegal'), page).results);
    expect(await picker()).toEqual([]);
    await approve(hq, { approvalStatus: 'WAITING_APPROVAL' });
    expect(payloadOf(await approve(manager, { approvalStatus: 'APPROVED' }), detail).approvalStatus).toBe('APPROVED');
    expect(await picker()).toEqual(['Genius Tegal']);
  });

  it("tells the office's owners of a decision", async () => {
    const manager = await as('admin_manager@demo.test');
    const bekasiId = await officeIdNamed('Genius Bekasi');
    const { db } = server.database;
    // The demo's waiting offices have no owners yet: give Bekasi one to tell, the demo franchise owner's active record copied.
    const [fo] = await db
      .select({ employee: employees })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(and(eq(users.email, 'franchise_owner@demo.test'), eq(employees.role, 'franchise_owner')));
    await db.insert(employees).values({ ...fo!.employee, employeeId: 'bekasi-owner', officeId: bekasiId, status: 'ACTIVE', approvalStatus: 'APPROVED', slug: null, slugAuthor: null });
    payloadOf(await manager('POST', `offices/${bekasiId}/approval`, { approvalStatus: 'APPROVED' }), detail);
    const told = await db.select().from(notifications).where(eq(notifications.title, OFFICE_MESSAGES.notificationApprovedTitle));
    expect(told.map((n) => n.message)).toContain(OFFICE_MESSAGES.notificationApproved('Genius Bekasi'));
  });

  it('refuses a listing that duplicates another of its office when the office denies similar listings', async () => {
    const { db } = server.database;
    const jaksel = await officeIdNamed('Genius Jakarta Selatan');
    const agent = await as('agent@demo.test');
    const options = payloadOf(await agent('GET', 'listing-options'), listingOptions);
    const body = {
      title: 'Rumah Kembar di Kemang',
      description: '<p>Rumah dua lantai di Kemang, dekat sekolah dan taman.</p>',
      sellOrRent: 'sell',
      listingType: 'secondary',
      listingPartId: options.parts[0]!.lookupId,
      listingPropertyTypeId: options.propertyTypes[0]!.lookupId,
      listingCertificateTypeId: options.certificateTypes[0]!.lookupId,
      price: 3_100_000_000,
      province: 'DKI Jakarta',
      city: 'Jakarta Selatan',
    };
    await db.update(officeTable).set({ denyDuplicateListing: false }).where(eq(officeTable.officeId, jaksel));
    const first = await agent('POST', 'listings', body);
    expect(first.statusCode, first.body).toBe(201);
    expect((await agent('POST', 'listings', body)).statusCode).toBe(201);
    await db.update(officeTable).set({ denyDuplicateListing: true }).where(eq(officeTable.officeId, jaksel));
    const before = await countRows(server.database, 'listings');
    const refused = errorOf(await agent('POST', 'listings', { ...body, title: '  rumah kembar di KEMANG ' }), 400);
    expect(refused.fields).toEqual({ title: OFFICE_MESSAGES.duplicateListing });
    expect(await countRows(server.database, 'listings')).toBe(before);
    // Another price is another listing.
    expect((await agent('POST', 'listings', { ...body, price: 3_200_000_000 })).statusCode).toBe(201);
  });
});
