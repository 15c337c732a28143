/** Formats and limits of §5 and §9, and the version gate of §4. */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, test } from 'vitest';
import {
  DATE_PRESETS,
  datePresetRange,
  DATE_FORMAT,
  formatDate,
  formatDayMonth,
  formatPrice,
  formatRelativeTime,
  formatShortPrice,
  groupByDay,
  initials,
  notificationDayLabel,
  type DatePreset,
} from '../../domain/format';
import { FORMAT_PATTERNS, LIMITS, isValidPassword, stripHtml } from '../../domain/validation';
import { APP_VERSION, asLatestVersion, compareVersions, mustUpdate } from '../../domain/version';

describe('formatPrice: Rp with Indonesian thousands separators (§9)', () => {
  test.each([
    { value: 1_500_000, freq: undefined, expected: 'Rp 1.500.000' },
    { value: 0, freq: undefined, expected: 'Rp 0' },
    { value: 999, freq: undefined, expected: 'Rp 999' },
    { value: 1_000, freq: undefined, expected: 'Rp 1.000' },
    { value: 2_750_000_000, freq: undefined, expected: 'Rp 2.750.000.000' },
    { value: 1_234.6, freq: undefined, expected: 'Rp 1.235' },
    { value: '2500000', freq: undefined, expected: 'Rp 2.500.000' },
    { value: 150_000, freq: 'daily', expected: 'Rp 150.000/hari' },
    { value: 1_500_000, freq: 'monthly', expected: 'Rp 1.500.000/bln' },
    { value: 18_000_000, freq: 'yearly', expected: 'Rp 18.000.000/thn' },
    { value: 1_500_000, freq: null, expected: 'Rp 1.500.000' },
    { value: null, freq: 'monthly', expected: '-' },
    { value: undefined, freq: undefined, expected: '-' },
    { value: 'abc', freq: undefined, expected: '-' },
    { value: '', freq: undefined, expected: '-' },
  ] as const)('$value $freq → $expected', ({ value, freq, expected }) => {
    expect(formatPrice(value, freq)).toBe(expected);
  });
});

describe('formatShortPrice: Rb, Jt, M with at most two decimals, cut, no trailing zeros (§9)', () => {
  test.each([
    { value: 1_500_000_000, freq: undefined, expected: 'Rp 1,5 M' },
    { value: 1_000_000_000, freq: undefined, expected: 'Rp 1 M' },
    { value: 1_250_000_000, freq: undefined, expected: 'Rp 1,25 M' },
    { value: 1_150_000_000, freq: undefined, expected: 'Rp 1,15 M' },
    { value: 1_234_567_890, freq: undefined, expected: 'Rp 1,23 M' },
    { value: 2_000_000_000_000, freq: undefined, expected: 'Rp 2.000 M' },
    { value: 750_000_000, freq: undefined, expected: 'Rp 750 Jt' },
    { value: 999_999_999, freq: undefined, expected: 'Rp 999,99 Jt' },
    { value: 1_000_000, freq: undefined, expected: 'Rp 1 Jt' },
    { value: 1_999_999, freq: undefined, expected: 'Rp 1,99 Jt' },
    { value: 12_500_000, freq: undefined, expected: 'Rp 12,5 Jt' },
    { value: 500_000, freq: undefined, expected: 'Rp 500 Rb' },
    { value: 999_999, freq: undefined, expected: 'Rp 999,99 Rb' },
    { value: 1_000, freq: undefined, expected: 'Rp 1 Rb' },
    { value: 1_500, freq: undefined, expected: 'Rp 1,5 Rb' },
    { value: 999, freq: undefined, expected: 'Rp 999' },
    { value: 0, freq: undefined, expected: 'Rp 0' },
    { value: '750000000', freq: undefined, expected: 'Rp 750 Jt' },
    { value: 12_500_000, freq: 'monthly', expected: 'Rp 12,5 Jt/bln' },
    { value: 500_000, freq: 'daily', expected: 'Rp 500 Rb/hari' },
    { value: 150_000_000, freq: 'yearly', expected: 'Rp 150 Jt/thn' },
    { value: null, freq: undefined, expected: '-' },
  ] as const)('$value $freq → $expected', ({ value, freq, expected }) => {
    expect(formatShortPrice(value, freq)).toBe(expected);
  });
});

describe('dates: DD MMM yyyy in Asia/Jakarta unless told otherwise (§9)', () => {
  test.each([
    { value: '2026-01-05T10:00:00+07:00', zone: undefined, expected: '05 Jan 2026' },
    { value: '2026-01-04T20:00:00Z', zone: undefined, expected: '05 Jan 2026' },
    { value: '2026-01-04T20:00:00Z', zone: 'UTC', expected: '04 Jan 2026' },
    { value: '2026-01-05', zone: undefined, expected: '05 Jan 2026' },
    { value: '2026-09-30T12:00:00Z', zone: undefined, expected: '30 Sep 2026' },
    { value: 'not a date', zone: undefined, expected: 'not a date' },
  ])('formatDate($value, $zone) → $expected', ({ value, zone, expected }) => {
    expect(formatDate(value, { zone })).toBe(expected);
  });

  test('formatDate takes a Date too', () => {
    expect(formatDate(new Date('2026-12-31T18:00:00Z'))).toBe('01 Jan 2027');
    expect(formatDate(new Date('2026-12-31T18:00:00Z'), { zone: 'UTC' })).toBe('31 Dec 2026');
  });

  test.each([
    { value: '1990-03-09', expected: '09 Mar' },
    { value: '1985-12-25', expected: '25 Dec' },
    { value: 'nope', expected: 'nope' },
  ])('formatDayMonth($value) → $expected', ({ value, expected }) => {
    expect(formatDayMonth(value)).toBe(expected);
  });
});

describe('formatRelativeTime (§9)', () => {
  const now = '2026-01-07T10:00:00+07:00';
  const ago = (ms: number) => new Date(Date.parse(now) - ms).toISOString();
  const S = 1000;
  const MIN = 60 * S;
  const H = 60 * MIN;
  const D = 24 * H;

  test.each([
    { case: 'now', elapsed: 0, expected: 'Baru saja' },
    { case: '59 s', elapsed: 59 * S, expected: 'Baru saja' },
    { case: '1 min', elapsed: MIN, expected: '1 menit yang lalu' },
    { case: '59 min 59 s', elapsed: 59 * MIN + 59 * S, expected: '59 menit yang lalu' },
    { case: '1 h', elapsed: H, expected: '1 jam yang lalu' },
    { case: '23 h', elapsed: 23 * H, expected: '23 jam yang lalu' },
    { case: '23 h 59 min', elapsed: 23 * H + 59 * MIN, expected: '23 jam yang lalu' },
    { case: '24 h', elapsed: D, expected: '1 hari yang lalu' },
    { case: '6 days 23 h', elapsed: 6 * D + 23 * H, expected: '6 hari yang lalu' },
    { case: '7 days', elapsed: 7 * D, expected: '7 hari yang lalu' },
    { case: '7 days 1 min (older than 7 days)', elapsed: 7 * D + MIN, expected: '31 Desember 2025' },
    { case: '8 days', elapsed: 8 * D, expected: '30 Desember 2025' },
    { case: 'a minute in the future', elapsed: -MIN, expected: 'Baru saja' },
  ])('$case → $expected', ({ elapsed, expected }) => {
    expect(formatRelativeTime(ago(elapsed), now)).toBe(expected);
  });

  test("older dates show day, month and year in Indonesian: '5 Januari 2026'", () => {
    expect(formatRelativeTime('2026-01-05T08:00:00+07:00', '2026-01-20T08:00:00+07:00')).toBe('5 Januari 2026');
    expect(formatRelativeTime('2025-08-17T08:00:00+07:00', now)).toBe('17 Agustus 2025');
  });

  test('the Indonesian date is read in the zone', () => {
    expect(formatRelativeTime('2025-12-30T20:00:00Z', now)).toBe('31 Desember 2025');
    expect(formatRelativeTime('2025-12-30T20:00:00Z', now, { zone: 'UTC' })).toBe('30 Desember 2025');
  });

  test('Date values work as well as ISO strings', () => {
    expect(formatRelativeTime(new Date(Date.parse(now) - 2 * H), new Date(now))).toBe('2 jam yang lalu');
  });

  test('an unreadable time is shown as given', () => {
    expect(formatRelativeTime('garbage', now)).toBe('garbage');
  });
});

describe('initials: from the first two words (§9)', () => {
  test.each([
    { name: 'Budi Santoso', expected: 'BS' },
    { name: 'budi santoso putra', expected: 'BS' },
    { name: 'Madonna', expected: 'M' },
    { name: '  ani    wijaya  ', expected: 'AW' },
    { name: '', expected: '' },
    { name: null, expected: '' },
    { name: undefined, expected: '' },
  ])('$name → "$expected"', ({ name, expected }) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('date presets (§9), now = Wednesday 7 Jan 2026 10:00 Jakarta', () => {
  const now = '2026-01-07T10:00:00+07:00';
  const day = (d: string) => ({ start: `${d}T00:00:00.000+07:00` });
  const range = (from: string, to: string) => ({ ...day(from), end: `${to}T23:59:59.999+07:00` });

  test('the nine presets in the order of §9', () => {
    expect(DATE_PRESETS).toEqual([
      'Today',
      'This Week',
      'This Month',
      'Last Month',
      'This Year',
      'Last 7 Days',
      'Last 30 Days',
      'Next 7 Days',
      'Next 30 Days',
    ]);
  });

  test.each<[DatePreset, { start: string; end: string }]>([
    ['Today', range('2026-01-07', '2026-01-07')],
    ['This Week', range('2026-01-05', '2026-01-11')],
    ['This Month', range('2026-01-01', '2026-01-31')],
    ['Last Month', range('2025-12-01', '2025-12-31')],
    ['This Year', range('2026-01-01', '2026-12-31')],
    ['Last 7 Days', range('2026-01-01', '2026-01-07')],
    ['Last 30 Days', range('2025-12-09', '2026-01-07')],
    ['Next 7 Days', range('2026-01-07', '2026-01-13')],
    ['Next 30 Days', range('2026-01-07', '2026-02-05')],
  ])('%s', (preset, expected) => {
    expect(datePresetRange(preset, now)).toEqual(expected);
  });

  test('weeks start on Monday: on a Sunday this week is the Monday before to that Sunday', () => {
    expect(datePresetRange('This Week', '2026-01-11T22:00:00+07:00')).toEqual(range('2026-01-05', '2026-01-11'));
  });

  test('on a Monday this week starts that day', () => {
    expect(datePresetRange('This Week', '2026-01-12T00:00:00+07:00')).toEqual(range('2026-01-12', '2026-01-18'));
  });

  test('last month across a leap February', () => {
    expect(datePresetRange('Last Month', '2028-03-31T12:00:00+07:00')).toEqual(range('2028-02-01', '2028-02-29'));
  });

  test('"today" is the zone’s day: 20:00 UTC on the 6th is the 7th in Jakarta', () => {
    expect(datePresetRange('Today', '2026-01-06T20:00:00Z')).toEqual(range('2026-01-07', '2026-01-07'));
    expect(datePresetRange('Today', '2026-01-06T20:00:00Z', { zone: 'UTC' })).toEqual({
      start: '2026-01-06T00:00:00.000Z',
      end: '2026-01-06T23:59:59.999Z',
    });
  });

  test.each(DATE_PRESETS)('%s starts before it ends and contains now, or ends before it', (preset) => {
    const { start, end } = datePresetRange(preset, now);
    expect(Date.parse(start)).toBeLessThan(Date.parse(end));
    if (preset === 'Last Month') expect(Date.parse(end)).toBeLessThan(Date.parse(now));
    else {
      expect(Date.parse(start)).toBeLessThanOrEqual(Date.parse(now));
      expect(Date.parse(end)).toBeGreaterThanOrEqual(Date.parse(now));
    }
  });
});

describe('notification drawer grouping: Today or a full date (§2)', () => {
  const now = '2026-01-07T10:00:00+07:00';

  test.each([
    { value: '2026-01-07T09:59:00+07:00', zone: undefined, expected: 'Today' },
    { value: '2026-01-07T00:00:00+07:00', zone: undefined, expected: 'Today' },
    { value: '2026-01-07T23:59:59+07:00', zone: undefined, expected: 'Today' },
    { value: '2026-01-06T17:30:00Z', zone: undefined, expected: 'Today' },
    { value: '2026-01-06T17:30:00Z', zone: 'UTC', expected: '06 Jan 2026' },
    { value: '2026-01-06T23:59:59+07:00', zone: undefined, expected: '06 Jan 2026' },
    { value: '2025-01-07T10:00:00+07:00', zone: undefined, expected: '07 Jan 2025' },
  ])('$value ($zone) → $expected', ({ value, zone, expected }) => {
    expect(notificationDayLabel(value, now, { zone })).toBe(expected);
  });

  test('groupByDay keeps order of first appearance and gathers each day', () => {
    const items = [
      { id: 1, at: '2026-01-07T09:00:00+07:00' },
      { id: 2, at: '2026-01-07T08:00:00+07:00' },
      { id: 3, at: '2026-01-06T20:00:00+07:00' },
      { id: 4, at: '2026-01-06T07:00:00+07:00' },
      { id: 5, at: '2026-01-07T01:00:00+07:00' },
      { id: 6, at: '2026-01-01T12:00:00+07:00' },
    ];
    const groups = groupByDay(items, (i) => i.at, now);
    expect(groups.map((g) => ({ key: g.key, label: g.label, ids: g.items.map((i) => i.id) }))).toEqual([
      { key: '2026-01-07', label: 'Today', ids: [1, 2, 5] },
      { key: '2026-01-06', label: '06 Jan 2026', ids: [3, 4] },
      { key: '2026-01-01', label: '01 Jan 2026', ids: [6] },
    ]);
  });

  test('groupByDay reads days in the zone', () => {
    const items = ['2026-01-06T18:00:00Z', '2026-01-06T16:00:00Z'];
    expect(groupByDay(items, (i) => i, now).map((g) => g.label)).toEqual(['Today', '06 Jan 2026']);
    expect(groupByDay(items, (i) => i, now, { zone: 'UTC' }).map((g) => g.label)).toEqual(['06 Jan 2026']);
  });

  test('no items, no groups', () => {
    expect(groupByDay([], (i: string) => i, now)).toEqual([]);
  });
});

describe('version gate (§4)', () => {
  test.each([
    { a: '2.76.0', b: '2.76.1', sign: -1 },
    { a: '2.76.1', b: '2.76.0', sign: 1 },
    { a: '2.8.0', b: '2.76.0', sign: -1 },
    { a: '3', b: '2.99.99', sign: 1 },
    { a: '2.76.0', b: '2.76.0', sign: 0 },
    { a: '2.76', b: '2.76.0', sign: 0 },
    { a: '10.0.0', b: '9.9.9', sign: 1 },
  ])('compareVersions($a, $b) has sign $sign', ({ a, b, sign }) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });

  test('the app is 2.76.0 (§9)', () => {
    expect(APP_VERSION).toBe('2.76.0');
  });

  test.each([
    { latest: { version: '2.76.1', isForceUpdate: true }, expected: true },
    { latest: { version: '3.0.0', isForceUpdate: true }, expected: true },
    { latest: { version: '2.76.1', isForceUpdate: false }, expected: false },
    { latest: { version: '2.76.0', isForceUpdate: true }, expected: false },
    { latest: { version: '2.8.0', isForceUpdate: true }, expected: false },
    { latest: undefined, expected: false },
  ])('mustUpdate($latest) → $expected', ({ latest, expected }) => {
    expect(mustUpdate(latest)).toBe(expected);
  });

  test('mustUpdate compares with the given current version', () => {
    expect(mustUpdate({ version: '2.77.0', isForceUpdate: true }, '2.77.0')).toBe(false);
    expect(mustUpdate({ version: '2.77.0', isForceUpdate: true }, '2.76.9')).toBe(true);
  });
});

describe('field formats of §5', () => {
  const cases: ReadonlyArray<[keyof typeof FORMAT_PATTERNS, string[], string[]]> = [
    ['phone', ['+62 812-3456-7890', '08123456789', '021 555 1234'], ['0812a345', '(021) 555', '0812.345']],
    ['letters', ["O'Brien", 'Budi Santoso', 'Siti Nurhaliza'], ['Budi3', 'Budi-Santoso', 'Budi.S']],
    ['positiveNumeric', ['0', '12345'], ['-1', '1.5', '1e3', '']],
    ['decimal', ['1.5', '100', '0.01'], ['1,5', '-1', 'abc']],
    ['nik', ['3174012345678901'], ['317401234567890', '31740123456789012', '317401234567890a']],
    ['subdomain', ['my-office', 'office.jakarta', 'Office01'], ['my office', 'my_office', 'kantor!', '']],
    [
      'youtube',
      [
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        'https://youtu.be/dQw4w9WgXcQ',
        'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
        'https://www.youtube.com/embed/dQw4w9WgXcQ',
        'youtube.com/shorts/dQw4w9WgXcQ',
      ],
      ['https://vimeo.com/123456', 'https://www.youtube.com/watch?v=short', 'https://youtube.com/', 'not a url'],
    ],
    ['mobilePhone', ['0812345678', '081234567890', '0812345678901'], ['081234567', '08123456789012', '0812-345678']],
    ['homePhone', ['5551234', '0215551234'], ['555123', '02155512345', '021 5551']],
    ['npwp', ['123456789012345', '1234567890123456'], ['12345678901234', '12345678901234567', '12.345.678.9-012.345']],
    ['bankAccount', ['1234567890', '1234567890123456'], ['123456789', '12345678901234567', '1234 5678 90']],
    ['emailDomain', ['@gmail.com', '@company.co.id'], ['gmail.com', 'x@gmail.com']],
  ];

  describe.each(cases)('%s', (name, good, bad) => {
    test.each(good)('accepts %s', (value) => {
      expect(FORMAT_PATTERNS[name].test(value)).toBe(true);
    });
    test.each(bad)('refuses %s', (value) => {
      expect(FORMAT_PATTERNS[name].test(value)).toBe(false);
    });
  });

  test.each([
    { value: 'Demo1234!', valid: true },
    { value: 'abcdef1!', valid: true },
    { value: 'Páss wörd1?', valid: true },
    { value: 'Pass word1', valid: false },
    { value: 'abc12!', valid: false },
    { value: 'abcdefg1', valid: false },
    { value: 'abcdefg!', valid: false },
    { value: '1234567!', valid: false },
    { value: '12345678!', valid: false },
    { value: 'Abc1!', valid: false },
  ])('password "$value" (min 8, letter, number, special; a space is not special) → $valid', ({ value, valid }) => {
    expect(isValidPassword(value)).toBe(valid);
    expect(FORMAT_PATTERNS.password.test(value)).toBe(valid);
  });
});

describe('lengths after stripping HTML (§5)', () => {
  test.each([
    { html: '<p>Hello&nbsp;<b>world</b></p>', text: 'Hello world' },
    { html: '<p>  a\n\n b </p><br/>', text: 'a b' },
    { html: '<img src="x.png">', text: '' },
    { html: 'plain', text: 'plain' },
  ])('stripHtml($html) → "$text"', ({ html, text }) => {
    expect(stripHtml(html)).toBe(text);
  });

  const longEnough = (html: string) => stripHtml(html).length >= LIMITS.descriptionMin;

  test.each([
    { html: `<p>${'a'.repeat(19)}</p>`, ok: false },
    { html: `<p>${'a'.repeat(20)}</p>`, ok: true },
    { html: `<p><strong><em>${'x'.repeat(10)}</em></strong></p><p><br></p><p><br></p>`, ok: false },
    { html: '<p>Rumah dijual cepat</p><p>&nbsp;</p>', ok: false },
    { html: '<p>Rumah dijual cepat murah</p>', ok: true },
  ])('description min 20 after stripping: $html → $ok', ({ html, ok }) => {
    expect(longEnough(html)).toBe(ok);
  });

  test('the limits of §5 and §9', () => {
    expect(LIMITS).toMatchObject({
      minText: 15,
      descriptionMin: 20,
      metaDescriptionMax: 160,
      shortHtmlMax: 60,
      altTextMax: 200,
      otpLength: 6,
      uploadDefaultMb: 2,
      blogFeatureImageMb: 10,
      embeddedImageMb: 2,
      fileNameMax: 40,
    });
  });
});

describe('asLatestVersion (cms_latest_version as served)', () => {
  test.each([
    [{ version: '2.77.0', isForceUpdate: true }, { version: '2.77.0', isForceUpdate: true }],
    [{ version: '2.77.0' }, null],
    [{ version: 'v2', isForceUpdate: true }, null],
    ['2.77.0', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(asLatestVersion(value)).toEqual(expected);
  });
});

describe('formatDate: the same day in Jakarta whichever way it is computed', () => {
  const byLuxon = (value: string | Date, zone = 'Asia/Jakarta') =>
    (typeof value === 'string' ? DateTime.fromISO(value, { zone }) : DateTime.fromJSDate(value, { zone })).setLocale('en').toFormat(DATE_FORMAT);

  test('around midnight in Jakarta (17:00 UTC) and at the 1964 change of offset', () => {
    expect(formatDate('2026-01-04T16:59:59.999Z')).toBe('04 Jan 2026');
    expect(formatDate('2026-01-04T17:00:00.000Z')).toBe('05 Jan 2026');
    expect(formatDate(new Date('2026-12-31T17:00:00Z'))).toBe('01 Jan 2027');
    expect(formatDate('2026-01-05T00:30:00+07:00')).toBe('05 Jan 2026');
    // Before 1964 Jakarta was UTC+07:30: 16:45 UTC was already the next day there.
    expect(formatDate('1960-03-01T16:45:00Z')).toBe(byLuxon('1960-03-01T16:45:00Z'));
    expect(formatDate('2026-01-05')).toBe('05 Jan 2026');
  });

  test('every instant, as an ISO string in UTC or with an offset, as a Date, and in another zone', () => {
    const instant = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instant, fc.integer({ min: -12, max: 14 }), (at, offsetHours) => {
        expect(formatDate(at.toISOString())).toBe(byLuxon(at.toISOString()));
        expect(formatDate(at)).toBe(byLuxon(at));
        const withOffset = DateTime.fromJSDate(at, { zone: `UTC${offsetHours >= 0 ? '+' : ''}${offsetHours}` }).toISO()!;
        expect(formatDate(withOffset)).toBe(byLuxon(withOffset));
        expect(formatDate(at, { zone: 'America/New_York' })).toBe(byLuxon(at, 'America/New_York'));
      }),
      { numRuns: 2000 },
    );
  });
});
