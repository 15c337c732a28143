/** Events and announcements (issue 19): the audience rule, the status a record shows, the refusals and the body's schema. */
import { describe, expect, test } from 'vitest';
import {
  cancelRefusal,
  editRefusal,
  EVENT_MESSAGES as M,
  eventBody,
  eventStatusAt,
  inAudience,
  instantOfJakartaLocal,
  jakartaLocalInput,
  publishRefusal,
  registerRefusal,
  unregisterRefusal,
  type EventStatus,
} from '../../domain/event';

describe('inAudience: an office among its offices (or none named) and a role among its roles (or none named), on one record', () => {
  const agentJaksel = { officeId: 'jaksel', role: 'agent' as const };
  const ownerBandung = { officeId: 'bandung', role: 'franchise_owner' as const };
  const hq = { officeId: null, role: 'admin_finance_staff' as const };
  test.each([
    { audience: { officeIds: [], roles: [] }, records: [agentJaksel], is: true },
    { audience: { officeIds: [], roles: [] }, records: [hq], is: true },
    { audience: { officeIds: ['jaksel'], roles: [] }, records: [agentJaksel], is: true },
    { audience: { officeIds: ['jaksel'], roles: [] }, records: [hq], is: false },
    { audience: { officeIds: ['bandung'], roles: [] }, records: [agentJaksel], is: false },
    { audience: { officeIds: [], roles: ['agent'] }, records: [ownerBandung], is: false },
    { audience: { officeIds: ['jaksel'], roles: ['agent'] }, records: [agentJaksel], is: true },
    // Office from one record and role from another do not combine.
    { audience: { officeIds: ['bandung'], roles: ['agent'] }, records: [agentJaksel, ownerBandung], is: false },
    { audience: { officeIds: ['bandung'], roles: ['franchise_owner'] }, records: [agentJaksel, ownerBandung], is: true },
    { audience: { officeIds: [], roles: [] }, records: [], is: false },
  ] as const)('$audience.officeIds $audience.roles → $is', ({ audience, records, is }) => {
    expect(inAudience(audience, records)).toBe(is);
  });
});

describe('eventStatusAt: a published record whose end has passed is Finished', () => {
  const now = new Date('2026-11-15T03:00:00Z');
  test.each([
    ['DRAFT', '2020-01-01T00:00:00Z', 'DRAFT'],
    ['PUBLISHED', '2026-11-15T03:00:01Z', 'PUBLISHED'],
    ['PUBLISHED', '2026-11-15T02:59:59Z', 'FINISHED'],
    ['CANCELLED', '2020-01-01T00:00:00Z', 'CANCELLED'],
  ] as const)('%s ending %s → %s', (stored, endAt, shown) => {
    expect(eventStatusAt(stored, endAt, now)).toBe(shown);
  });
});

describe('refusals', () => {
  const state = (status: EventStatus, type: 'EVENT' | 'ANNOUNCEMENT' = 'EVENT') => ({ status, type });
  test('publish a draft only; edit a draft or published; cancel a published one', () => {
    expect(['DRAFT', 'PUBLISHED', 'FINISHED', 'CANCELLED'].map((s) => publishRefusal(state(s as EventStatus)))).toEqual([null, M.notDraft, M.notDraft, M.notDraft]);
    expect(['DRAFT', 'PUBLISHED', 'FINISHED', 'CANCELLED'].map((s) => editRefusal(state(s as EventStatus)))).toEqual([null, null, M.notEditable, M.notEditable]);
    expect(['DRAFT', 'PUBLISHED', 'FINISHED', 'CANCELLED'].map((s) => cancelRefusal(state(s as EventStatus)))).toEqual([M.notCancellable, null, M.notCancellable, M.notCancellable]);
  });
  test('register: an event, published, for them, not yet registered', () => {
    const open = { ...state('PUBLISHED'), isInAudience: true, isRegistered: false };
    expect(registerRefusal(open)).toBeNull();
    expect(registerRefusal({ ...open, type: 'ANNOUNCEMENT' })).toBe(M.notAnEvent);
    expect(registerRefusal({ ...open, status: 'FINISHED' })).toBe(M.notRegistrable);
    expect(registerRefusal({ ...open, isInAudience: false })).toBe(M.notInAudience);
    expect(registerRefusal({ ...open, isRegistered: true })).toBe(M.alreadyRegistered);
    expect(unregisterRefusal({ ...open, isRegistered: true })).toBeNull();
    expect(unregisterRefusal(open)).toBe(M.notRegistered);
  });
});

describe('eventBody', () => {
  const valid = { title: 'Town Hall', type: 'EVENT', startAt: '2026-12-01T09:00:00+07:00', endAt: '2026-12-01T11:00:00+07:00', onlineLink: 'https://meet.example.com/x', body: '<p>Hi</p>' };
  const fieldOf = (input: object) => {
    const r = eventBody.safeParse(input);
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  test('takes a whole record, defaults the audience to everyone', () => {
    expect(eventBody.parse(valid)).toMatchObject({ audienceOfficeIds: [], audienceRoles: [], place: null, bannerFileKey: null });
  });
  test.each([
    [{ ...valid, title: ' ' }, 'title', 'Title is required.'],
    [{ ...valid, endAt: '2026-12-01T08:59:00+07:00' }, 'endAt', M.endBeforeStart],
    // Offsets are compared as instants: 03:00 UTC is 10:00 in Jakarta, after the 09:00 start.
    [{ ...valid, endAt: '2026-12-01T01:00:00Z' }, 'endAt', M.endBeforeStart],
    [{ ...valid, onlineLink: null }, 'place', M.placeOrLink],
    [{ ...valid, onlineLink: 'ftp://x' }, 'onlineLink', 'Online link format is invalid.'],
    [{ ...valid, body: '<p><br></p>' }, 'body', M.bodyRequired],
    [{ ...valid, startAt: '' }, 'startAt', 'Start is required.'],
  ])('%o refused at %s', (input, field, message) => {
    expect(fieldOf(input)?.[field]).toBe(message);
  });
  test('an announcement needs no place', () => {
    expect(fieldOf({ ...valid, type: 'ANNOUNCEMENT', onlineLink: null })).toBeNull();
    expect(fieldOf({ ...valid, endAt: '2026-12-01T03:00:00Z' })).toBeNull();
  });
});

test('datetime-local text is Jakarta time both ways', () => {
  expect(instantOfJakartaLocal('2026-12-01T09:00')).toBe('2026-12-01T09:00:00.000+07:00');
  expect(jakartaLocalInput('2026-12-01T02:00:00.000Z')).toBe('2026-12-01T09:00');
  expect(instantOfJakartaLocal('')).toBe('');
});
