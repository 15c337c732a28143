/** Every people format of §5 with valid and invalid values and the exact message; the status tags of §4. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { APPROVAL_STATUSES, EMPLOYEE_STATUSES, ROLE_STATUSES } from '../../domain/entities/employee';
import { MESSAGES } from '../../domain/messages';
import {
  APPROVAL_STATUS_COLORS,
  APPROVAL_STATUS_LABELS,
  BLOCKED_USER_LABEL,
  DEFAULT_EMAIL_DOMAINS,
  EMPLOYEE_STATUS_COLORS,
  EMPLOYEE_STATUS_LABELS,
  ROLE_STATUS_COLORS,
  ROLE_STATUS_LABELS,
  USER_STATUS_LABELS,
  bankAccountNumber,
  emailDomain,
  employeeStatusTag,
  homePhone,
  isDefaultEmailDomain,
  joinEmail,
  letters,
  mobilePhone,
  nik,
  npwp,
  optionalFormat,
  phone,
  requiredFormat,
  roleStatusTag,
  splitEmail,
  approvalStatusTag,
} from '../../domain/people-formats';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues.map((i) => i.message).join(' | ');
};

const digits = (n: number) => '1234567890123456789'.slice(0, n);

type Case = [name: string, schema: z.ZodType, valid: unknown[], invalid: unknown[], message: string];
const cases: Case[] = [
  ['phone', phone(), ['', '0812 3456 789', '+62-812-3456-789', '021 555'], ['0812a', '(021) 555', '0812.345', '+62_812'], 'Phone format is invalid.'],
  ['mobile phone', mobilePhone(), [digits(10), digits(13), ' 0812345678 '], ['', digits(9), digits(14), '+628123456789', '0812-3456-78', '08123 45678'], 'Mobile Phone format is invalid.'],
  ['home phone', homePhone(), [digits(7), digits(10)], ['', digits(6), digits(11), '021-5551'], 'Home Phone format is invalid.'],
  ['letters', letters(), ['Budi', "Siti Nur'aini", 'José Ñúñez', ''], ['Budi2', 'Budi-Santoso', 'Budi.', 'Budi_S'], 'Name format is invalid.'],
  ['NIK', nik(), [digits(16)], ['', digits(15), digits(17), `${digits(15)}a`, '3171 0123 4567 8901'], 'NIK format is invalid.'],
  ['NPWP', npwp(), [digits(15), digits(16)], ['', digits(14), digits(17), '01.234.567.8-901.234'], 'NPWP format is invalid.'],
  ['bank account', bankAccountNumber(), [digits(10), digits(16)], ['', digits(9), digits(17), '1234-5678-90'], 'Bank Account Number format is invalid.'],
];

describe('formats of §5', () => {
  describe.each(cases)('%s', (_name, schema, valid, invalid, message) => {
    it.each(valid.map((v) => [v]))('accepts %j', (value) => {
      expect(messageOf(schema, value)).toBeNull();
    });
    it.each(invalid.map((v) => [v]))(`refuses %j: '${message}'`, (value) => {
      expect(messageOf(schema, value)).toBe(message);
    });
  });

  it('trims before checking', () => {
    expect(mobilePhone().parse('  08123456789  ')).toBe('08123456789');
  });

  it('a field named by the form names itself in the message', () => {
    expect(messageOf(mobilePhone('WhatsApp'), '12')).toBe('WhatsApp format is invalid.');
    expect(messageOf(letters('First Name'), 'R2'), 'letters').toBe(MESSAGES.invalidFormat('First Name'));
  });

  it('absent is required, not text is invalid, too long names the limit', () => {
    expect(messageOf(nik(), undefined)).toBe('NIK is required.');
    expect(messageOf(nik(), 3171012345678901)).toBe('NIK format is invalid.');
    expect(messageOf(phone(), '1'.repeat(101))).toBe('Phone max 100 characters.');
  });

  it('requiredFormat: blank is required, else the format', () => {
    const schema = requiredFormat(nik(), 'NIK');
    expect(messageOf(schema, '')).toBe('NIK is required.');
    expect(messageOf(schema, '   ')).toBe('NIK is required.');
    expect(messageOf(schema, undefined)).toBe('NIK is required.');
    expect(messageOf(schema, '123')).toBe('NIK format is invalid.');
    expect(schema.parse(` ${digits(16)} `)).toBe(digits(16));
    // phone and letters accept '' on their own: required is what refuses it.
    expect(messageOf(requiredFormat(phone(), 'Phone'), '')).toBe('Phone is required.');
  });

  it('optionalFormat: blank, null and absent are null, else the format', () => {
    const schema = optionalFormat(npwp(), 'NPWP');
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(digits(15))).toBe(digits(15));
    expect(messageOf(schema, digits(14))).toBe('NPWP format is invalid.');
    expect(messageOf(schema, 12)).toBe('NPWP format is invalid.');
  });
});

describe('email domain input (§5, §9)', () => {
  it('offers five default domains, each valid', () => {
    expect(DEFAULT_EMAIL_DOMAINS).toHaveLength(5);
    expect(new Set(DEFAULT_EMAIL_DOMAINS).size).toBe(5);
    for (const domain of DEFAULT_EMAIL_DOMAINS) expect(messageOf(emailDomain, domain)).toBeNull();
    expect(DEFAULT_EMAIL_DOMAINS).toContain('@genius.co.id');
    expect(DEFAULT_EMAIL_DOMAINS).toContain('@gmail.com');
  });

  it.each(['@company.co.id', '@my-office.com', ' @kantor.id '])('accepts the custom domain %j', (domain) => {
    expect(messageOf(emailDomain, domain)).toBeNull();
  });

  it.each(['company.co.id', 'gmail.com', '', '@', '@company', '@.com', '@-x.com', '@x-.com', '@x..com', '@x.com.', 'a@x.com', '@x .com'])(
    "refuses %j: 'Invalid email domain!'",
    (domain) => {
      expect(messageOf(emailDomain, domain)).toBe('Invalid email domain!');
    },
  );

  it('refuses what is not text with the same message', () => {
    expect(messageOf(emailDomain, undefined)).toBe(MESSAGES.invalidEmailDomain);
  });

  it('joins and splits an address around its domain', () => {
    expect(joinEmail(' budi ', '@gmail.com')).toBe('budi@gmail.com');
    expect(splitEmail('budi@gmail.com')).toEqual({ localPart: 'budi', domain: '@gmail.com' });
    expect(splitEmail('budi')).toEqual({ localPart: 'budi', domain: '' });
    expect(splitEmail('"a@b"@x.id')).toEqual({ localPart: '"a@b"', domain: '@x.id' });
    expect(isDefaultEmailDomain('@GMAIL.com')).toBe(true);
    expect(isDefaultEmailDomain('@kantor.id')).toBe(false);
  });
});

describe('statuses of §4', () => {
  it('role status labels word for word', () => {
    expect(ROLE_STATUS_LABELS).toEqual({ OPEN: 'Open', PUBLISH: 'Active', UNPUBLISH: 'Unpublish', INACTIVE: 'Inactive' });
    expect(roleStatusTag('PUBLISH')).toEqual({ label: 'Active', color: 'blue' });
  });

  it('approval and employee statuses: every value has a label and a colour', () => {
    expect(Object.keys(APPROVAL_STATUS_LABELS).sort()).toEqual([...APPROVAL_STATUSES].sort());
    expect(Object.keys(APPROVAL_STATUS_COLORS).sort()).toEqual([...APPROVAL_STATUSES].sort());
    expect(Object.keys(ROLE_STATUS_COLORS).sort()).toEqual([...ROLE_STATUSES].sort());
    expect(Object.keys(EMPLOYEE_STATUS_LABELS).sort()).toEqual([...EMPLOYEE_STATUSES].sort());
    expect(Object.keys(EMPLOYEE_STATUS_COLORS).sort()).toEqual([...EMPLOYEE_STATUSES].sort());
    expect(approvalStatusTag('WAITING_APPROVAL')).toEqual({ label: 'Waiting Approval', color: 'purple' });
    expect(approvalStatusTag('APPROVED')).toEqual({ label: 'Approved', color: 'green' });
    expect(employeeStatusTag('TRANSFERED')).toEqual({ label: 'Transfered', color: 'blue' });
    expect(employeeStatusTag('TERMINATED')).toEqual({ label: 'Terminated', color: 'red' });
  });

  it('public users: active or inactive, blocked shown as a delete request', () => {
    expect(USER_STATUS_LABELS).toEqual({ active: 'Active', inactive: 'Inactive' });
    expect(BLOCKED_USER_LABEL).toBe('Request Delete Account');
  });
});
