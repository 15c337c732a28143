import { DateTime } from 'luxon';
import { DATE_PRESETS, datePresetRange, DEFAULT_ZONE, type DatePreset, type DateRange } from '../../domain/format';

/**
 * A date range filter as a URL keeps it: one of §9's presets by name ('Last 7
 * Days', re-read against today) or a custom 'YYYY-MM-DD..YYYY-MM-DD'; '' for none.
 */
const CUSTOM_SEPARATOR = '..';

export const isPreset = (value: string): value is DatePreset => (DATE_PRESETS as readonly string[]).includes(value);

export function customRange(from: Date, to: Date): string {
  const day = (d: Date) => DateTime.fromJSDate(d).toISODate() ?? '';
  return `${day(from)}${CUSTOM_SEPARATOR}${day(to)}`;
}

/** The days of a custom range as the calendar shows them (local midnight), or null. */
export function customDays(value: string): [Date, Date] | null {
  const [from, to] = value.split(CUSTOM_SEPARATOR);
  const start = DateTime.fromISO(from ?? '');
  const end = DateTime.fromISO(to ?? '');
  return start.isValid && end.isValid ? [start.toJSDate(), end.toJSDate()] : null;
}

/** A preset or custom range as ISO bounds in the network's zone, the way datePresetRange gives them. */
export function rangeBounds(value: string, now: Date): DateRange | null {
  if (isPreset(value)) return datePresetRange(value, now);
  const [from, to] = value.split(CUSTOM_SEPARATOR);
  const start = DateTime.fromISO(from ?? '', { zone: DEFAULT_ZONE });
  const end = DateTime.fromISO(to ?? '', { zone: DEFAULT_ZONE });
  if (!start.isValid || !end.isValid) return null;
  return { start: start.startOf('day').toISO() ?? '', end: end.endOf('day').toISO() ?? '' };
}
