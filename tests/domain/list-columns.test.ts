/** The CSV encoding of domain/list-columns.ts: what a spreadsheet opening an export reads. */
import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, csvHeader, csvRecord, csvRow, dateCell, rupiahCell, type ListColumn } from '../../domain/list-columns';

describe('csvField', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+62 812', "'+62 812"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("a","b")', `"'=HYPERLINK(""a"",""b"")"`],
  ])('neutralises a cell a spreadsheet would run: %j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['', ''],
    ['Rumah 2 lantai - Jakarta', 'Rumah 2 lantai - Jakarta'],
  ])('quotes as RFC 4180 asks: %j → %j', (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe('records, header and cells', () => {
  const columns: ListColumn<{ a: string; n: number }>[] = [
    { key: 'a', header: 'Name, full', text: (r) => r.a },
    { key: 'n', header: 'Price', text: (r) => rupiahCell(r.n) },
  ];

  it('writes CRLF records with the screen’s column names first', () => {
    expect(csvHeader(columns)).toBe('"Name, full",Price\r\n');
    expect(csvRow(columns, { a: 'x', n: 1_500_000_000.4 })).toBe('x,1500000000\r\n');
    expect(csvRecord([])).toBe('\r\n');
  });

  it('dates cells and the file name in Jakarta time', () => {
    // 20:00 UTC is already the next day in Jakarta (UTC+7).
    expect(dateCell('2026-01-04T20:00:00.000Z')).toBe('05 Jan 2026');
    expect(dateCell(null)).toBe('-');
    expect(csvFileName('listings', new Date('2026-01-04T20:00:00.000Z'))).toBe('listings-2026-01-05.csv');
  });
});
