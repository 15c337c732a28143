/**
 * The columns of a list, defined once: the SPA's list widget draws its headers
 * from them and the server writes its CSV export with them, so a screen and
 * its file always agree. The CSV encoding lives here too (pure text rules).
 */
import { DateTime } from 'luxon';
import { DEFAULT_ZONE, formatDate, type Instant } from './format';

export interface ListColumn<Row> {
  /** Stable id of the column (the sort field when the column sorts). */
  key: string;
  /** The screen's column name: the CSV header row. */
  header: string;
  /** The cell as plain text. */
  text: (row: Row) => string;
}

/** A missing value, as the tables show it. */
export const EMPTY_CELL = '-';

export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? EMPTY_CELL : String(value);

/** '05 Jan 2026' in Jakarta time, '-' when absent. */
export const dateCell = (value: Instant | null | undefined): string => (value ? formatDate(value) : EMPTY_CELL);

/** '05 Jan 2026 14:30' in Jakarta time, '-' when absent. */
export function dateTimeCell(value: Instant | null | undefined): string {
  if (!value) return EMPTY_CELL;
  const at = typeof value === 'string' ? DateTime.fromISO(value, { zone: DEFAULT_ZONE }) : DateTime.fromJSDate(value, { zone: DEFAULT_ZONE });
  return at.isValid ? at.setLocale('en').toFormat('dd MMM yyyy HH:mm') : String(value);
}

/** Money as whole rupiah, digits only, so a spreadsheet reads it as a number. */
export const rupiahCell = (value: number | string | null | undefined): string =>
  value === null || value === undefined || value === '' ? EMPTY_CELL : String(Math.round(Number(value)));

/** A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a leading quote. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: formula-safe, then quoted as RFC 4180 asks when it holds a comma, quote or line break. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record with its CRLF line end (RFC 4180). */
export const csvRecord = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;

export const csvHeader = <Row>(columns: readonly ListColumn<Row>[]): string => csvRecord(columns.map((c) => c.header));

export const csvRow = <Row>(columns: readonly ListColumn<Row>[], row: Row): string => csvRecord(columns.map((c) => c.text(row)));

/** '<screen>-2026-01-05.csv', dated in Jakarta. */
export function csvFileName(screen: string, now: Date): string {
  return `${screen}-${DateTime.fromJSDate(now, { zone: DEFAULT_ZONE }).toFormat('yyyy-MM-dd')}.csv`;
}
