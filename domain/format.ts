/**
 * How §9 shows prices, dates and relative times. Dates are read in one fixed
 * zone (the network works on Jakarta time) so the SPA, the server and the
 * tests agree on what "today" is; every date function takes `{ zone }` to
 * override it.
 */
import { DateTime } from 'luxon';
import { MESSAGES } from './messages';

export const DEFAULT_ZONE = 'Asia/Jakarta';

export interface ZoneOption {
  zone?: string;
}

/** An instant as the callers have it: an ISO string or a Date. */
export type Instant = string | Date;

function toDateTime(value: Instant, { zone = DEFAULT_ZONE }: ZoneOption = {}): DateTime {
  return typeof value === 'string' ? DateTime.fromISO(value, { zone }) : DateTime.fromJSDate(value, { zone });
}

// ---------------------------------------------------------------------------
// Prices

export const PRICE_FREQS = ['daily', 'monthly', 'yearly'] as const;
export type PriceFreq = (typeof PRICE_FREQS)[number];

/** Rental price suffixes of §9 (defaultPriceFreq / additionalPriceFreq). */
export const PRICE_FREQ_SUFFIX: Record<PriceFreq, string> = { daily: '/hari', monthly: '/bln', yearly: '/thn' };

const PRICE_PREFIX = 'Rp';
/** Shown for a price the API did not give as a number. */
const NO_PRICE = '-';

/** No suffix for a sale price (no frequency) or a frequency §9 does not name. */
function suffix(freq: PriceFreq | null | undefined): string {
  return freq && Object.hasOwn(PRICE_FREQ_SUFFIX, freq) ? PRICE_FREQ_SUFFIX[freq] : '';
}

function toAmount(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const rupiah = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const shortNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** 'Rp 1.500.000', with '/hari', '/bln' or '/thn' for rent. */
export function formatPrice(value: number | string | null | undefined, freq?: PriceFreq | null): string {
  const n = toAmount(value);
  if (n === undefined) return NO_PRICE;
  return `${PRICE_PREFIX} ${rupiah.format(Math.round(n))}${suffix(freq)}`;
}

const SHORT_UNITS = [
  { size: 1_000_000_000, label: 'M' },
  { size: 1_000_000, label: 'Jt' },
  { size: 1_000, label: 'Rb' },
] as const;

/**
 * 'Rp 1,5 M', 'Rp 750 Jt', 'Rp 500 Rb'. At most two decimals, cut rather than
 * rounded (a price is never shown higher than it is, and 999.999 never turns
 * into '1.000 Rb'), trailing zeros dropped, Indonesian decimal comma. Below a
 * thousand the plain amount shows.
 */
export function formatShortPrice(value: number | string | null | undefined, freq?: PriceFreq | null): string {
  const n = toAmount(value);
  if (n === undefined) return NO_PRICE;
  const abs = Math.round(Math.abs(n));
  const sign = n < 0 && abs > 0 ? '-' : '';
  const unit = SHORT_UNITS.find((u) => abs >= u.size);
  // Integer arithmetic: abs * 100 / size is exact whenever the quotient is whole.
  const text = unit ? `${shortNumber.format(Math.floor((abs * 100) / unit.size) / 100)} ${unit.label}` : rupiah.format(abs);
  return `${PRICE_PREFIX} ${sign}${text}${suffix(freq)}`;
}

// ---------------------------------------------------------------------------
// Dates

export const DATE_FORMAT = 'dd MMM yyyy';
export const DAY_MONTH_FORMAT = 'dd MMM';
/** Relative times older than a week show the full Indonesian date. */
const LONG_INDONESIAN_DATE = 'd MMMM yyyy';

function format(value: Instant, pattern: string, locale: string, options?: ZoneOption): string {
  const d = toDateTime(value, options);
  return d.isValid ? d.setLocale(locale).toFormat(pattern) : String(value);
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
/** Jakarta has kept UTC+07:00, without daylight saving, since 1 January 1964 (tzdata). */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;
const JAKARTA_FIXED_SINCE_MS = Date.UTC(1963, 11, 31, 17);
/** An ISO instant that names its offset (a date alone is a Jakarta day, read by luxon). */
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:?\d\d)$/;

/**
 * 'dd MMM yyyy' of an instant in Jakarta by arithmetic: a CSV export formats
 * 200,000 dates, and luxon takes some 15 µs for each. Undefined where the
 * general path must answer (another zone, a date alone, before 1964).
 */
function jakartaDate(value: Instant, zone: string): string | undefined {
  if (zone !== DEFAULT_ZONE) return undefined;
  if (typeof value === 'string' && !ISO_WITH_OFFSET.test(value)) return undefined;
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (!Number.isFinite(ms) || ms < JAKARTA_FIXED_SINCE_MS) return undefined;
  const local = new Date(ms + JAKARTA_OFFSET_MS);
  const year = local.getUTCFullYear();
  if (year > 9999) return undefined;
  return `${String(local.getUTCDate()).padStart(2, '0')} ${MONTHS_EN[local.getUTCMonth()]} ${year}`;
}

/** '05 Jan 2026'. An unreadable value is shown as given. */
export function formatDate(value: Instant, options?: ZoneOption): string {
  return jakartaDate(value, options?.zone ?? DEFAULT_ZONE) ?? format(value, DATE_FORMAT, 'en', options);
}

/** '24 Nov 2026 14:02' in Jakarta time (the audit trail). */
export function formatDateTime(value: Instant, options?: ZoneOption): string {
  return format(value, 'dd MMM yyyy HH:mm', 'en', options);
}

/** '05 Jan' (birthdays). */
export function formatDayMonth(value: Instant, options?: ZoneOption): string {
  return format(value, DAY_MONTH_FORMAT, 'en', options);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * §9: under a minute 'Baru saja'; then 'N menit', 'N jam', 'N hari yang lalu'
 * (whole units, cut down); strictly older than 7 days (7 × 24 h) the date in
 * Indonesian, '5 Januari 2026'. A time in the future counts as just now.
 */
export function formatRelativeTime(value: Instant, now: Instant, options?: ZoneOption): string {
  const then = toDateTime(value, options);
  if (!then.isValid) return String(value);
  const elapsed = toDateTime(now, options).toMillis() - then.toMillis();
  if (elapsed > WEEK) return then.setLocale('id').toFormat(LONG_INDONESIAN_DATE);
  if (elapsed >= DAY) return `${Math.floor(elapsed / DAY)} hari yang lalu`;
  if (elapsed >= HOUR) return `${Math.floor(elapsed / HOUR)} jam yang lalu`;
  if (elapsed >= MINUTE) return `${Math.floor(elapsed / MINUTE)} menit yang lalu`;
  return MESSAGES.justNow;
}

/** Avatar initials from the first two words: 'budi santoso putra' → 'BS'. */
export function initials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

// ---------------------------------------------------------------------------
// Date presets of §9

export const DATE_PRESETS = [
  'Today',
  'This Week',
  'This Month',
  'Last Month',
  'This Year',
  'Last 7 Days',
  'Last 30 Days',
  'Next 7 Days',
  'Next 30 Days',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  start: string;
  end: string;
}

type Span = [DateTime, DateTime];

/**
 * Each preset as a pair of days (both inclusive). Weeks start on Monday
 * (luxon's ISO weeks). 'Last N Days' and 'Next N Days' count today as one of
 * the N: the last 7 days are today and the 6 before it.
 */
const PRESET_SPANS: Record<DatePreset, (today: DateTime) => Span> = {
  Today: (t) => [t, t],
  'This Week': (t) => [t.startOf('week'), t.endOf('week')],
  'This Month': (t) => [t.startOf('month'), t.endOf('month')],
  'Last Month': (t) => [t.minus({ months: 1 }).startOf('month'), t.minus({ months: 1 }).endOf('month')],
  'This Year': (t) => [t.startOf('year'), t.endOf('year')],
  'Last 7 Days': (t) => [t.minus({ days: 6 }), t],
  'Last 30 Days': (t) => [t.minus({ days: 29 }), t],
  'Next 7 Days': (t) => [t, t.plus({ days: 6 })],
  'Next 30 Days': (t) => [t, t.plus({ days: 29 })],
};

/** ISO start (00:00:00.000) and end (23:59:59.999) of a preset, in the zone. */
export function datePresetRange(preset: DatePreset, now: Instant, options?: ZoneOption): DateRange {
  const [from, to] = PRESET_SPANS[preset](toDateTime(now, options));
  return { start: from.startOf('day').toISO() ?? '', end: to.endOf('day').toISO() ?? '' };
}

// ---------------------------------------------------------------------------
// Notification drawer grouping (§2)

export const TODAY_LABEL = 'Today';

/** 'Today' or the full date, as the drawer groups notifications. */
export function notificationDayLabel(value: Instant, now: Instant, options?: ZoneOption): string {
  const day = toDateTime(value, options);
  return day.isValid && day.hasSame(toDateTime(now, options), 'day') ? TODAY_LABEL : formatDate(value, options);
}

export interface DayGroup<T> {
  /** yyyy-MM-dd in the zone: a stable key for the group. */
  key: string;
  /** 'Today' or DD MMM yyyy. */
  label: string;
  items: T[];
}

/** Items of the same day in one group, wherever they sit in the list; groups in order of first appearance. */
export function groupByDay<T>(items: readonly T[], getIso: (item: T) => Instant, now: Instant, options?: ZoneOption): DayGroup<T>[] {
  const groups = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const value = getIso(item);
    const key = toDateTime(value, options).toISODate() ?? String(value);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { key, label: notificationDayLabel(value, now, options), items: [item] });
  }
  return [...groups.values()];
}

/** A count as a list shows it: 16,520. */
export const formatCount = (n: number): string => n.toLocaleString('en-US');

/** Three significant digits: a count the database estimated is not exact to the row. */
export function roundEstimate(count: number): number {
  if (count < 1000) return count;
  const step = 10 ** (Math.floor(Math.log10(count)) - 2);
  return Math.round(count / step) * step;
}

/** A list's count in words: '160', or 'about 16,500' when the server marks it as its estimate. */
export const countWords = (count: number, isEstimate: boolean): string => (isEstimate ? `about ${formatCount(roundEstimate(count))}` : formatCount(count));
