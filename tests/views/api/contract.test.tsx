/**
 * One contract for requests and answers (src/api/http.ts): the client's query
 * parameters are the route schema's parsed form, written into the URL so the
 * very schema the server validates with reads them back; answers are parsed
 * with the schema the server answers with, and a broken answer says which
 * call broke it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentsQuery } from '../../../domain/entities/comment';
import { employeesQuery } from '../../../domain/entities/employee';
import { envelope, listPayload } from '../../../domain/entities/common';
import { hasPortalQuery, listingsQuery } from '../../../domain/entities/listing';
import { maskingHistoryQuery } from '../../../domain/entities/listing-masking';
import { listingListItem } from '../../../domain/lists/listings';
import { getListings, type ListingsParams } from '../../../src/api/listings/get-listings';
import { ApiError, buildUrl, ContractError, http, type Query } from '../../../src/api/http';
import type { CommentsParams } from '../../../src/api/article-comments/get-comments';
import type { EmployeesParams } from '../../../src/api/employees/get-employees';
import type { HasPortalParams } from '../../../src/api/listings/get-has-portal';
import type { MaskingHistoryFilters } from '../../../src/api/masking/get-masking-histories';
import { fakeListing } from '../listing/listing-fixtures';
import { json, mockApi, ok } from '../support/api';

/** What the server's schema reads from the URL the client builds. */
const roundTrip = (query: Query) => Object.fromEntries(new URL(buildUrl('x', query), 'http://localhost').searchParams);

afterEach(() => vi.unstubAllGlobals());

describe('query parameters', () => {
  it('the listings parameters come back from the URL as they were given', () => {
    const params: ListingsParams = {
      limit: 25,
      offset: 50,
      sort: 'price:ASC',
      search: 'kemang',
      filterStatus: ['PUBLISH', 'OPEN'],
      filterOfficeId: ['office-1'],
      filterCity: 'Jakarta Selatan',
      filterSellOrRent: 'rent',
    };
    expect(listingsQuery.parse(roundTrip(params))).toEqual(params);
  });

  it('so do those of has-portal, the comments panel, employees and the masking history', () => {
    const hasPortal: HasPortalParams = { limit: 10, offset: 0, search: 'rumah', filterPortalId: 'p-1' };
    expect(hasPortalQuery.parse(roundTrip(hasPortal))).toEqual(hasPortal);

    const comments: CommentsParams & { limit: number; offset: number } = {
      articleIds: ['post-1'],
      status: 'WAITING_APPROVAL',
      sort: 'createdAt:DESC',
      showDeleted: true,
      limit: 20,
      offset: 40,
    };
    expect(commentsQuery.parse(roundTrip(comments))).toEqual(comments);

    const employees: EmployeesParams = { filterStatus: ['ACTIVE'], filterRoleStatus: ['PUBLISH', 'UNPUBLISH'], includeNullOffice: true, limit: 100, offset: 0 };
    expect(employeesQuery.parse(roundTrip(employees))).toEqual(employees);

    const history: MaskingHistoryFilters = { offset: 10, filterStatusListing: ['PUBLISH', 'CLOSED'], filterType: ['LINK'] };
    expect(maskingHistoryQuery.parse(roundTrip(history))).toMatchObject(history);
  });
});

describe('answers', () => {
  it('resolve to what the schema parses: a listings page keeps only what its rows read', async () => {
    const house = fakeListing({ listingCode: 'LST-0101' });
    mockApi({ 'GET listings': ok({ results: [house], count: 1, prev: null, next: null }) });
    const page = await getListings(true, { limit: 25, offset: 0, sort: 'updatedAt:DESC' });
    expect(page).toEqual({ results: [listingListItem.parse(house)], count: 1, countIsEstimate: false, prev: null, next: null });
    expect(page.results[0]).not.toHaveProperty('description');
  });

  it('an answer the schema refuses is a ContractError naming the call, and is no API refusal', async () => {
    mockApi({ 'GET listings': ok({ results: [{ listingId: 'l-1' }], count: 1, prev: null, next: null }) });
    const call = http.get('listings', { schema: envelope(listPayload(listingListItem)) });
    await expect(call).rejects.toBeInstanceOf(ContractError);
    await expect(call).rejects.toThrow(/^Unexpected answer from GET listings: .*payload\.results\[0\]\.listingCode/s);
    const error = (await call.catch((e: unknown) => e)) as ContractError;
    expect(error.status).toBeUndefined();
    expect(error.answer).toMatchObject({ payload: { count: 1 } });
  });

  it('a refusal is still the API error, whatever the schema', async () => {
    mockApi({ 'GET listings': json(400, { code: 'err_validation', message: 'sort format is invalid.' }) });
    const call = http.get('listings', { schema: envelope(listPayload(listingListItem)) });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.not.toBeInstanceOf(ContractError);
  });

  it('without a schema the answer comes as it is', async () => {
    mockApi({ 'GET health': ok({ status: 'ok' }) });
    await expect(http.get('health')).resolves.toEqual({ payload: { status: 'ok' } });
  });
});
