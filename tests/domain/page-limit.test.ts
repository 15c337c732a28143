import { describe, expect, it } from 'vitest';
import { DROPDOWN_LIST_LIMIT, listPayload, MAX_PAGE_LIMIT, pageLimit } from '../../domain/entities/common';
import { employeesQuery } from '../../domain/entities/employee';
import { listingsQuery, notWatermarkQuery } from '../../domain/entities/listing';
import { maskingHistoryQuery } from '../../domain/entities/listing-masking';
import { z } from 'zod';

describe('pageLimit: any whole number from 1 to the route maximum (issue 13)', () => {
  const limit = pageLimit(MAX_PAGE_LIMIT);

  it.each(['1', '7', '25', '99', '100'])('takes %s', (value) => {
    expect(limit.parse(value)).toBe(Number(value));
  });

  it.each(['0', '-1', '101', '2.5', 'abc'])('refuses %s', (value) => {
    expect(limit.safeParse(value).success).toBe(false);
  });

  it('falls back to the default page size', () => {
    expect(limit.parse(undefined)).toBe(25);
    expect(pageLimit(MAX_PAGE_LIMIT, 10).parse(undefined)).toBe(10);
  });

  it('is what the paged lists take, and the transfer dropdowns reach 9999', () => {
    for (const schema of [listingsQuery, notWatermarkQuery, maskingHistoryQuery]) {
      expect(schema.parse({ limit: '1' }).limit).toBe(1);
      expect(schema.safeParse({ limit: '101' }).success).toBe(false);
    }
    expect(employeesQuery.parse({ limit: String(DROPDOWN_LIST_LIMIT) }).limit).toBe(DROPDOWN_LIST_LIMIT);
    expect(employeesQuery.safeParse({ limit: String(DROPDOWN_LIST_LIMIT + 1) }).success).toBe(false);
  });
});

describe('listPayload', () => {
  it('marks a count as exact unless the server says it is an estimate', () => {
    const schema = listPayload(z.number());
    expect(schema.parse({ results: [], count: 0, prev: null, next: null }).countIsEstimate).toBe(false);
    expect(schema.parse({ results: [1], count: 16_500, countIsEstimate: true, prev: null, next: 1 }).countIsEstimate).toBe(true);
  });
});
