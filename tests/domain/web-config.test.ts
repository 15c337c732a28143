/** Web config rules (issue 19): links, permutations, moves, the banner's state and Jakarta schedule, template placeholders. */
import { describe, expect, it } from 'vitest';
import { bannerBodyOfForm, bannerFormSchema, bannerState, isoToJakartaLocal, jakartaLocalToIso } from '../../domain/banners';
import { createPartnerBody } from '../../domain/partners';
import { fillTemplate, TEMPLATE_MESSAGES, templateMessageBody, unknownPlaceholders } from '../../domain/template-messages';
import { isPermutation, isWebLink, moved } from '../../domain/web-config';

describe('links and orders', () => {
  it.each([
    ['https://www.example.com/a?b=1', true],
    ['http://example.co.id', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com', false],
    ['www.example.com', false],
    ['https://localhost', false],
    ['https://exa mple.com', false],
  ])('%s is a web link: %s', (value, expected) => expect(isWebLink(value)).toBe(expected));

  it('a partner body refuses a bad link with the field in the message', () => {
    const parsed = createPartnerBody.safeParse({ logoUrl: '/api/files/x', name: 'A', link: 'nope' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['link'], message: 'Link must be a web address starting with http:// or https://.' });
  });

  it('a permutation lists every stored id once, nothing else', () => {
    expect(isPermutation(['b', 'a', 'c'], ['a', 'b', 'c'])).toBe(true);
    expect(isPermutation(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isPermutation(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isPermutation(['a', 'b', 'd'], ['a', 'b', 'c'])).toBe(false);
  });

  it('moves one place up or down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('banners', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it.each([
    [{ status: 'INACTIVE', startAt: '2026-11-01T00:00:00Z', endAt: null }, 'INACTIVE'],
    [{ status: 'ACTIVE', startAt: '2026-12-01T00:00:00Z', endAt: null }, 'SCHEDULED'],
    [{ status: 'ACTIVE', startAt: '2026-11-01T00:00:00Z', endAt: '2026-11-28T12:00:00Z' }, 'ENDED'],
    [{ status: 'ACTIVE', startAt: '2026-11-01T00:00:00Z', endAt: null }, 'LIVE'],
  ] as const)('%o is %s', (banner, state) => expect(bannerState(banner, now)).toBe(state));

  it('enters the schedule in Jakarta time and keeps it in UTC', () => {
    expect(jakartaLocalToIso('2026-12-01T08:00')).toBe('2026-12-01T01:00:00.000Z');
    expect(jakartaLocalToIso('2026-12-01T03:00')).toBe('2026-11-30T20:00:00.000Z');
    expect(jakartaLocalToIso('1 Dec')).toBeNull();
    expect(isoToJakartaLocal('2026-11-30T20:00:00.000Z')).toBe('2026-12-01T03:00');
    const form = { imageUrl: '/api/files/x', title: 'T', link: '', placement: 'APP_HOME', startAt: '2026-12-01T08:00', endAt: '', status: 'ACTIVE' } as const;
    expect(bannerBodyOfForm(form)).toMatchObject({ startAt: '2026-12-01T01:00:00.000Z', endAt: null, link: null });
  });

  it('refuses an end not after the start at the end field', () => {
    const parsed = bannerFormSchema.safeParse({ imageUrl: '/api/files/x', title: 'T', link: '', placement: 'APP_HOME', startAt: '2026-12-01T08:00', endAt: '2026-12-01T08:00', status: 'ACTIVE' });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['endAt', 'End must be after the start.']]);
  });
});

describe('template messages', () => {
  it('finds the unknown placeholders, each once, spaces inside the braces allowed', () => {
    expect(unknownPlaceholders('Halo {{ client_name }}, {{nama}} {{nama}} {{Agent_Name}}')).toEqual(['nama', 'Agent_Name']);
    expect(unknownPlaceholders('Halo {{client_name}} dari {{office_name}}')).toEqual([]);
  });

  it('fills the allowed placeholders with the sample values, the unknown left as written', () => {
    expect(fillTemplate('Halo {{client_name}}, saya {{ agent_name }} {{x}}')).toBe('Halo Hendra Wijaya, saya Budi Santoso {{x}}');
  });

  it('refuses an unknown placeholder at its field, a missing e-mail subject and a WhatsApp subject', () => {
    const issues = (body: object) => templateMessageBody.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ channel: 'EMAIL', name: 'A', subject: 'Hi {{klien}}', body: 'Halo {{nama}}' })).toEqual([
      ['subject', TEMPLATE_MESSAGES.unknownPlaceholders(['klien'], 'subject')],
      ['body', TEMPLATE_MESSAGES.unknownPlaceholders(['nama'])],
    ]);
    expect(issues({ channel: 'EMAIL', name: 'A', subject: '', body: 'Halo' })).toEqual([['subject', 'Subject is required.']]);
    expect(issues({ channel: 'WHATSAPP', name: 'A', subject: 'Hi', body: 'Halo' })).toEqual([['subject', TEMPLATE_MESSAGES.subjectForEmail]]);
  });
});
