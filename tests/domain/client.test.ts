/** Clients (issue 19): whose clients a user reads, who writes, the share refusals, and the body's rules at their fields. */
import { describe, expect, it, test } from 'vitest';
import type { AccessSubject } from '../../domain/access';
import {
  budgetText,
  CLIENT_MESSAGES as M,
  clientScope,
  clientShareRefusal,
  createClientBody,
  mayManageClients,
  updateClientBody,
  type ClientStatus,
} from '../../domain/client';
import type { ListingStatus } from '../../domain/entities/listing';
import { formatPrice } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import type { Role } from '../../domain/roles';

const subject = (...roles: Role[]): AccessSubject => ({ roles, allowSelfListing: true, agentListingPermission: false });
const VALID = { name: 'Ibu Sari', phones: ['081234567890'], needs: 'buy' } as const;
const fieldsOf = (body: unknown, schema = createClientBody) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('whose clients', () => {
  test.each([
    { roles: ['agent'], scope: { kind: 'owner', userId: 'u1' }, writes: true },
    // An owner who is an agent too reads as the agent: their own.
    { roles: ['franchise_owner', 'agent'], scope: { kind: 'owner', userId: 'u1' }, writes: true },
    { roles: ['admin'], scope: { kind: 'all' }, writes: false },
    { roles: ['admin_hq'], scope: { kind: 'none' }, writes: false },
    { roles: ['manager_office'], scope: { kind: 'none' }, writes: false },
  ] as const)('$roles', ({ roles, scope, writes }) => {
    expect(clientScope({ subject: subject(...roles), userId: 'u1' })).toEqual(scope);
    expect(mayManageClients(subject(...roles))).toBe(writes);
  });
});

describe('sharing a listing with a client', () => {
  const refusal = (roles: Role[], status: ClientStatus, listing: ListingStatus, live = false) => clientShareRefusal(subject(...roles), { status }, { status: listing }, live);
  it('lets an agent send an Active client a Publish or Closed listing once while its link works', () => {
    expect(refusal(['agent'], 'ACTIVE', 'PUBLISH')).toBeNull();
    expect(refusal(['agent'], 'ACTIVE', 'CLOSED')).toBeNull();
    expect(refusal(['admin'], 'ACTIVE', 'PUBLISH')).toBe('notAgent');
    expect(refusal(['agent'], 'CLOSED', 'PUBLISH')).toBe('notActive');
    expect(refusal(['agent'], 'INACTIVE', 'PUBLISH')).toBe('notActive');
    for (const status of ['OPEN', 'UNPUBLISH', 'EXPIRED', 'WAITING_APPROVAL'] as const) expect(refusal(['agent'], 'ACTIVE', status)).toBe('notPublic');
    expect(refusal(['agent'], 'ACTIVE', 'PUBLISH', true)).toBe('alreadyShared');
  });
});

describe('the client body', () => {
  it('keeps phones as digits and defaults the status and areas', () => {
    expect(createClientBody.parse({ ...VALID, phones: ['0812-3456 7890', '628111222333'] })).toMatchObject({ phones: ['081234567890', '628111222333'], status: 'ACTIVE', preferredAreas: [], email: null, budgetMin: null });
  });

  test.each([
    [{ ...VALID, name: ' ' }, { name: MESSAGES.required('Name') }],
    [{ ...VALID, phones: [] }, { phones: M.phonesRequired }],
    [{ ...VALID, phones: ['1', '2', '3', '4'].map((d) => `0812345678${d}`) }, { phones: M.tooManyPhones }],
    [{ ...VALID, phones: ['0212345678'] }, { 'phones.0': M.phoneFormat }],
    [{ ...VALID, phones: ['08123'] }, { 'phones.0': M.phoneFormat }],
    [{ ...VALID, phones: ['+6281234567890'] }, { 'phones.0': M.phoneFormat }],
    [{ ...VALID, phones: ['081234567890', '081234567890'] }, { 'phones.1': M.duplicatePhone }],
    [{ ...VALID, email: 'sari@' }, { email: MESSAGES.invalidFormat('Email') }],
    [{ ...VALID, needs: 'lease' }, { needs: MESSAGES.invalidFormat('Needs') }],
    [{ name: 'Ibu Sari', phones: ['081234567890'] }, { needs: MESSAGES.required('Needs') }],
    [{ ...VALID, budgetMin: -1 }, { budgetMin: 'Minimum budget cannot be negative.' }],
    [{ ...VALID, budgetMin: 5, budgetMax: 4 }, { budgetMax: M.budgetOrder }],
    [{ ...VALID, preferredAreas: ['A', 'B', 'C', 'D', 'E', 'F'] }, { preferredAreas: M.tooManyAreas }],
    [{ ...VALID, preferredAreas: ['Bandung', 'BANDUNG'] }, { 'preferredAreas.1': M.duplicateArea }],
  ])('%j', (body, fields) => {
    expect(fieldsOf(body)).toMatchObject(fields);
  });

  it('takes any field on edit, checking the budget when both ends come, and refuses nothing at all', () => {
    expect(fieldsOf({ status: 'CLOSED' }, updateClientBody as never)).toEqual({});
    expect(fieldsOf({ budgetMin: 9, budgetMax: 8 }, updateClientBody as never)).toEqual({ budgetMax: M.budgetOrder });
    expect(fieldsOf({}, updateClientBody as never)).toEqual({ '': M.nothingToUpdate });
  });
});

describe('budgetText', () => {
  it('reads a range, an open end, or nothing', () => {
    const f = (n: number) => formatPrice(n);
    expect(budgetText(1_000_000, 2_000_000, f)).toBe('Rp 1.000.000 – Rp 2.000.000');
    expect(budgetText(1_000_000, null, f)).toBe('from Rp 1.000.000');
    expect(budgetText(null, 2_000_000, f)).toBe('up to Rp 2.000.000');
    expect(budgetText(null, null, f)).toBe('-');
  });
});
