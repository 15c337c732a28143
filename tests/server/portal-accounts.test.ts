/**
 * Office portal accounts (issue 17): HQ adds directly; an office's owners and
 * office admin add through the OTP mailed to the account's address — kept
 * only as a hash, 10 minutes, 5 tries, one account per verified session;
 * deleting an account takes the office's listings off that portal.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPayload } from '../../domain/entities/common';
import { MESSAGES } from '../../domain/messages';
import { agentPortalProfile, officePortalProfile, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS, OTP_TTL_MINUTES, PORTAL_ACCOUNT_MESSAGES as M, sendOtpAnswer, validatePortalEmailAnswer } from '../../domain/portal-accounts';
import { auditEvents, employees, users, listings, mailOutbox, officePortalProfiles, offices, portalListings, portalOtpSessions, portals } from '../../server/db/schema';
import { countRows, errorOf, payloadOf, startTestServer, type TestServer, requestsAs } from './support';

let server: TestServer;
let jakselId: string;
let bandungId: string;
let portalIds: string[];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  const rows = await db.select({ officeId: offices.officeId, officeName: offices.officeName }).from(offices);
  jakselId = rows.find((o) => o.officeName === 'Genius Jakarta Selatan')!.officeId;
  bandungId = rows.find((o) => o.officeName === 'Genius Bandung')!.officeId;
  portalIds = (await db.select({ portalId: portals.portalId }).from(portals).where(eq(portals.isActive, true)).orderBy(portals.position)).map((p) => p.portalId);
});
afterAll(async () => {
  await server?.close();
});

const as = (email: string) => requestsAs(server.app, email);

const waitOutCooldown = () => server.clock.advance((OTP_RESEND_SECONDS + 1) * 1000);

/** The code of the last OTP mail to this address, as the user reads it. */
async function mailedCode(to: string): Promise<string> {
  const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  return /code to connect the .+ account is (\d{6})/.exec(mail!.text)![1]!;
}

describe('office portal accounts', () => {
  it('lets HQ add an account directly, and refuses a second account with the same email on that portal', async () => {
    const hq = await as('admin@demo.test');
    const body = { officeId: bandungId, portalId: portalIds[0], portalUsername: 'Bandung.R123@Genius.co.id' };
    const created = payloadOf(await hq('POST', 'office-portal-profiles', body), officePortalProfile, 201);
    expect(created).toMatchObject({ officeId: bandungId, portalUsername: 'bandung.r123@genius.co.id' });
    const [event] = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, created.officePortalProfileId));
    expect(event).toMatchObject({ entityType: 'office_portal_profile', action: 'create' });
    expect(errorOf(await hq('POST', 'office-portal-profiles', body), 409).fields).toEqual({ portalUsername: MESSAGES.emailUsed });
    const check = (email: string, portalId: string) => hq('POST', 'office-portal-profiles/validate-email', { email, portalId });
    expect(payloadOf(await check('BANDUNG.r123@genius.co.id', portalIds[0]!), validatePortalEmailAnswer)).toEqual({ isExist: true });
    expect(payloadOf(await check(body.portalUsername, portalIds[1]!), validatePortalEmailAnswer)).toEqual({ isExist: false });
  });

  it('refuses an office admin on the HQ routes and without a verified OTP on the /office routes', async () => {
    const admin = await as('admin_office@demo.test');
    const before = await countRows(server.database, 'office_portal_profiles');
    const body = { officeId: jakselId, portalId: portalIds[0], portalUsername: 'jaksel.direct@genius.co.id' };
    expect((await admin('POST', 'office-portal-profiles', body)).statusCode).toBe(403);
    expect(errorOf(await admin('POST', 'office/office-portal-profiles', body), 400).fields).toEqual({ sessionId: M.otpNotVerified });
    expect(await countRows(server.database, 'office_portal_profiles')).toBe(before);
  });

  it('walks send → wrong code → right code → create for an office admin; the code is mailed, never stored, and used once', async () => {
    const admin = await as('admin_office@demo.test');
    const email = 'jaksel.olx@genius.co.id';
    waitOutCooldown();
    const sent = payloadOf(await admin('POST', 'office-portal-profiles/auth/send-otp', { email, portalId: portalIds[1], officeId: jakselId }), sendOtpAnswer);
    const code = await mailedCode(email);
    const [row] = await server.database.db.select().from(portalOtpSessions).where(eq(portalOtpSessions.sessionId, sent.sessionId));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorOf(await admin('POST', 'office-portal-profiles/auth/verify-otp', { sessionId: sent.sessionId, otp: wrong }), 400).fields).toEqual({ otp: M.otpWrong(OTP_MAX_ATTEMPTS - 1) });
    expect(errorOf(await admin('POST', 'office-portal-profiles/auth/verify-otp', { sessionId: sent.sessionId, otp: '' }), 400).fields).toEqual({ otp: MESSAGES.otpEmpty });
    expect((await admin('POST', 'office-portal-profiles/auth/verify-otp', { sessionId: sent.sessionId, otp: code })).json()).toEqual({ payload: { isSuccess: true } });

    const body = { officeId: jakselId, portalId: portalIds[1], portalUsername: email, sessionId: sent.sessionId };
    // Another email than the verified one is refused.
    expect(errorOf(await admin('POST', 'office/office-portal-profiles', { ...body, portalUsername: 'other@genius.co.id' }), 400).fields).toEqual({ sessionId: M.otpNotVerified });
    payloadOf(await admin('POST', 'office/office-portal-profiles', body), officePortalProfile, 201);
    expect(errorOf(await admin('POST', 'office/office-portal-profiles', { ...body, portalUsername: email }), 400).fields).toEqual({ sessionId: M.otpUsed });
    const mine = payloadOf(await admin('GET', `office/office-portal-profiles?filterOfficeId=${jakselId}`), listPayload(officePortalProfile));
    expect(mine.results.map((p) => p.portalUsername)).toContain(email);
    expect(mine.results.every((p) => p.officeId === jakselId)).toBe(true);
  });

  it('expires a code after 10 minutes, locks it after 5 wrong tries, and asks a minute between two mails', async () => {
    const owner = await as('franchise_owner@demo.test');
    waitOutCooldown();
    const first = payloadOf(await owner('POST', 'office-portal-profiles/auth/send-otp', { email: 'late@genius.co.id', portalId: portalIds[2], officeId: jakselId }), sendOtpAnswer);
    const tooSoon = await owner('POST', 'office-portal-profiles/auth/send-otp', { email: 'late@genius.co.id', portalId: portalIds[2], officeId: jakselId });
    expect(tooSoon.statusCode).toBe(429);
    server.clock.advance(OTP_TTL_MINUTES * 60_000);
    expect(errorOf(await owner('POST', 'office-portal-profiles/auth/verify-otp', { sessionId: first.sessionId, otp: await mailedCode('late@genius.co.id') }), 400).fields).toEqual({ otp: M.otpExpired });

    const second = payloadOf(await owner('POST', 'office-portal-profiles/auth/send-otp', { email: 'locked@genius.co.id', portalId: portalIds[2], officeId: jakselId }), sendOtpAnswer);
    const code = await mailedCode('locked@genius.co.id');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) await owner('POST', 'office-portal-profiles/auth/verify-otp', { sessionId: second.sessionId, otp: wrong });
    // Past the fifth try nothing is compared: even the right code is refused, 429.
    expect(errorOf(await owner('POST', 'office-portal-profiles/auth/verify-otp', { sessionId: second.sessionId, otp: code }), 429).message).toBe(M.otpLocked);
  });

  it("keeps an office user to their own offices: another office's accounts are not found", async () => {
    const admin = await as('admin_office@demo.test');
    waitOutCooldown();
    expect((await admin('POST', 'office-portal-profiles/auth/send-otp', { email: 'x@genius.co.id', portalId: portalIds[0], officeId: bandungId })).statusCode).toBe(404);
    const hq = await as('admin@demo.test');
    const [bandungAccount] = payloadOf(await hq('GET', `office-portal-profiles?filterOfficeId=${bandungId}`), listPayload(officePortalProfile)).results;
    expect((await admin('DELETE', `office/office-portal-profiles/${bandungAccount!.officePortalProfileId}`)).statusCode).toBe(404);
  });

  it("deletes an account and takes the office's listings off that portal, leaving other offices' and portals' alone", async () => {
    const { db } = server.database;
    const hq = await as('admin@demo.test');
    const created = payloadOf(await hq('POST', 'office-portal-profiles', { officeId: jakselId, portalId: portalIds[0], portalUsername: 'jaksel.r123@genius.co.id' }), officePortalProfile, 201);
    const onPortal = async (officeId: string, portalId: string) =>
      (await db.select({ id: portalListings.portalListingId }).from(portalListings).innerJoin(listings, eq(listings.listingId, portalListings.listingId)).where(and(eq(listings.officeId, officeId), eq(portalListings.portalId, portalId)))).length;
    expect(await onPortal(jakselId, portalIds[0]!)).toBeGreaterThan(0);
    const elsewhere = await onPortal(bandungId, portalIds[0]!);
    const otherPortal = await onPortal(jakselId, portalIds[1]!);
    payloadOf(await hq('DELETE', `office-portal-profiles/${created.officePortalProfileId}`), officePortalProfile);
    expect(await onPortal(jakselId, portalIds[0]!)).toBe(0);
    expect(await onPortal(bandungId, portalIds[0]!)).toBe(elsewhere);
    expect(await onPortal(jakselId, portalIds[1]!)).toBe(otherPortal);
    expect(await db.select().from(officePortalProfiles).where(inArray(officePortalProfiles.officePortalProfileId, [created.officePortalProfileId]))).toEqual([]);
  });
});

describe('agent portal accounts (/setting-portal-agent)', () => {
  it('lets admin-HQ-plus add, list and delete an agent\'s account; one per email on a portal; nobody else', async () => {
    const { db } = server.database;
    const hq = await as('admin_hq@demo.test');
    const [agent] = await db
      .select({ employeeId: employees.employeeId })
      .from(employees)
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(and(eq(users.email, 'zahra.amelia@demo.test'), eq(employees.role, 'agent')));
    const body = { employeeId: agent!.employeeId, portalId: portalIds[1], portalUsername: 'zahra.olx', email: 'Zahra.OLX@Gmail.com' };
    const created = payloadOf(await hq('POST', 'agent-portal-profiles', body), agentPortalProfile, 201);
    expect(created).toMatchObject({ email: 'zahra.olx@gmail.com', portal: { portalName: 'OLX' } });
    expect(errorOf(await hq('POST', 'agent-portal-profiles', body), 409).fields).toEqual({ email: MESSAGES.emailUsed });
    expect(payloadOf(await hq('POST', 'agent-portal-profiles/validate-email', { email: body.email, portalId: portalIds[1] }), validatePortalEmailAnswer)).toEqual({ isExist: true });
    expect(errorOf(await hq('POST', 'agent-portal-profiles', { ...body, employeeId: 'nobody', email: 'x@y.co' }), 400).fields).toHaveProperty('employeeId');
    const listed = payloadOf(await hq('GET', 'agent-portal-profiles?search=zahra'), listPayload(agentPortalProfile));
    expect(listed.results.map((p) => p.agentPortalProfileId)).toContain(created.agentPortalProfileId);
    const owner = await as('franchise_owner@demo.test');
    expect((await owner('GET', 'agent-portal-profiles')).statusCode).toBe(403);
    payloadOf(await hq('DELETE', `agent-portal-profiles/${created.agentPortalProfileId}`), agentPortalProfile);
    expect((await hq('DELETE', `agent-portal-profiles/${created.agentPortalProfileId}`)).statusCode).toBe(404);
  });
});
