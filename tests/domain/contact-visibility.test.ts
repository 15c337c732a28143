/** Who sees whose contact details (issue 11): every role × every relation to the person, and what each level shows. */
import { describe, expect, test } from 'vitest';
import {
  contactLevel,
  contactViewer,
  PUBLISHED_CONTACT_LEVEL,
  visibleContact,
  type ContactLevel,
  type ContactOwner,
} from '../../domain/contact-visibility';
import { PRODUCT } from '../../domain/entities/employee';
import { HQ_ROLES, OFFICE_ROLES, type Role } from '../../domain/roles';

const OFFICE_A = 'office-a';
const OFFICE_B = 'office-b';
/** An agent of office A; the person whose contact is asked for. */
const PERSON: ContactOwner = { userId: 'u-person', officeId: OFFICE_A };
const HQ_PERSON: ContactOwner = { userId: 'u-hq', officeId: null };

const viewer = (role: Role, officeId: string | null, userId = 'u-viewer') =>
  contactViewer({ userId, roles: [role], employees: [{ officeId, employeeRole: { role } }] });

const ADMIN_HQ_PLUS: Role[] = ['admin', 'admin_general_manager', 'admin_manager', 'admin_hq'];
const HQ_FINANCE: Role[] = ['admin_finance_gm', 'admin_finance_manager', 'admin_finance_staff'];

describe('contactLevel: role × relation', () => {
  test('every HQ role is covered by exactly one of the rows below', () => {
    expect([...ADMIN_HQ_PLUS, ...HQ_FINANCE, 'admin_blog'].sort()).toEqual([...HQ_ROLES].sort());
  });

  const rows: [string, ReturnType<typeof viewer>, ContactOwner, ContactLevel][] = [
    ['the person themself', viewer('agent', OFFICE_A, PERSON.userId), PERSON, 'private'],
    ['an HQ person themself', viewer('admin_blog', null, HQ_PERSON.userId), HQ_PERSON, 'private'],
    ...ADMIN_HQ_PLUS.map((r): [string, ReturnType<typeof viewer>, ContactOwner, ContactLevel] => [`${r} (admin-HQ-plus)`, viewer(r, null), PERSON, 'private']),
    ...ADMIN_HQ_PLUS.map((r): [string, ReturnType<typeof viewer>, ContactOwner, ContactLevel] => [`${r} on an HQ person`, viewer(r, null), HQ_PERSON, 'private']),
    ...OFFICE_ROLES.map((r): [string, ReturnType<typeof viewer>, ContactOwner, ContactLevel] => [`${r} of the same office`, viewer(r, OFFICE_A), PERSON, 'private']),
    ...OFFICE_ROLES.map((r): [string, ReturnType<typeof viewer>, ContactOwner, ContactLevel] => [`${r} of another office`, viewer(r, OFFICE_B), PERSON, 'work']),
    ...OFFICE_ROLES.map((r): [string, ReturnType<typeof viewer>, ContactOwner, ContactLevel] => [`${r} on an HQ person`, viewer(r, OFFICE_A), HQ_PERSON, 'work']),
    ['an agent of the same office', viewer('agent', OFFICE_A), PERSON, 'work'],
    ['an agent of another office', viewer('agent', OFFICE_B), PERSON, 'work'],
    ...HQ_FINANCE.map((r): [string, ReturnType<typeof viewer>, ContactOwner, ContactLevel] => [`${r} (HQ finance)`, viewer(r, null), PERSON, 'work']),
    ...HQ_FINANCE.map((r): [string, ReturnType<typeof viewer>, ContactOwner, ContactLevel] => [`${r} on an HQ person`, viewer(r, null), HQ_PERSON, 'work']),
    ['the blog admin', viewer('admin_blog', null), PERSON, 'none'],
    ['the blog admin on an HQ person', viewer('admin_blog', null), HQ_PERSON, 'none'],
    ['a user without a role', contactViewer({ userId: 'u-viewer', roles: [], employees: [] }), PERSON, 'none'],
  ];

  test.each(rows)('%s → %s', (_label, who, owner, level) => {
    expect(contactLevel(who, owner)).toBe(level);
  });

  test('nobody signed in sees nothing', () => {
    expect(contactLevel(null, PERSON)).toBe('none');
  });

  test('office management counts only where the management role is: an owner of A who is an agent of B', () => {
    const multi = contactViewer({
      userId: 'u-multi',
      roles: ['franchise_owner', 'agent'],
      employees: [
        { officeId: OFFICE_A, employeeRole: { role: 'franchise_owner' } },
        { officeId: OFFICE_B, employeeRole: { role: 'agent' } },
      ],
    });
    expect(multi.managedOfficeIds).toEqual([OFFICE_A]);
    expect(contactLevel(multi, { userId: 'u-x', officeId: OFFICE_A })).toBe('private');
    expect(contactLevel(multi, { userId: 'u-x', officeId: OFFICE_B })).toBe('work');
  });

  test('the highest of a viewer’s roles decides: a blog admin who is also admin_hq sees everything', () => {
    const both = contactViewer({ userId: 'u-v', roles: ['admin_hq', 'admin_blog'], employees: [] });
    expect(contactLevel(both, PERSON)).toBe('private');
  });

  test('a shared page publishes the work contact', () => {
    expect(PUBLISHED_CONTACT_LEVEL).toBe('work');
  });
});

describe('visibleContact', () => {
  const contact = { firstPhoneNumber: '0812', mainEmail: 'PRIVATE', geniusEmail: 'budi@genius.co.id', privateEmail: 'budi@mail.test' };

  test('private: everything as it is', () => {
    expect(visibleContact(contact, 'private')).toEqual(contact);
  });

  test('work: no private mailbox, and mainEmail names the company mailbox instead', () => {
    expect(visibleContact(contact, 'work')).toEqual({ firstPhoneNumber: '0812', mainEmail: PRODUCT, geniusEmail: 'budi@genius.co.id', privateEmail: null });
    expect(visibleContact({ ...contact, mainEmail: PRODUCT }, 'work').mainEmail).toBe(PRODUCT);
    expect(visibleContact({ ...contact, geniusEmail: null }, 'work')).toEqual({ firstPhoneNumber: '0812', mainEmail: null, geniusEmail: null, privateEmail: null });
  });

  test('none: nothing, and no field is added that was not there', () => {
    expect(visibleContact(contact, 'none')).toEqual({ firstPhoneNumber: null, mainEmail: null, geniusEmail: null, privateEmail: null });
    const withoutPhone = { mainEmail: PRODUCT, geniusEmail: 'budi@genius.co.id', privateEmail: 'budi@mail.test' };
    expect(visibleContact(withoutPhone, 'none')).toEqual({ mainEmail: null, geniusEmail: null, privateEmail: null });
  });

  test('keeps the other fields of the record', () => {
    expect(visibleContact({ ...contact, employeeId: 'e-1' }, 'none').employeeId).toBe('e-1');
  });
});
