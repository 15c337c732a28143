/**
 * A record's History (issue 15): its audit events in words, newest first, on
 * the detail pages of listings, authors, profile and as a dialog on tag rows;
 * shown exactly to those the server lets read the trail, and read again after
 * any write the app makes.
 */
import { QueryObserver } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '../../../domain/audit';
import type { Author } from '../../../domain/entities/author';
import type { ArticleTag } from '../../../domain/entities/article';
import type { Role } from '../../../domain/roles';
import { auditKeys } from '../../../src/api/audit/keys';
import { createQueryClient } from '../../../src/app/query-client';
import AuthorDetailPage from '../../../src/features/author/AuthorDetailPage';
import BlogTagsPage from '../../../src/features/blog-tags/BlogTagsPage';
import ListingDetailPage from '../../../src/features/listing/ListingDetailPage';
import ProfilePage from '../../../src/features/profile/ProfilePage';
import { fakeAuditEvent } from '../../fixtures/audit';
import { fakeListing, fakeShareCounts } from '../listing/listing-fixtures';
import { mockApi, ok, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession, USER_ID } from '../support/session';

vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));

const BUDI: Author = { employeeId: 'emp-budi', name: 'Budi Santoso', nickName: 'Budi', slugAuthor: 'budi-santoso', articleCount: 4 };
const KPR: ArticleTag = { tagId: 'tag-kpr', tagName: 'KPR', status: 'PUBLISH' };

const linkChanged = (n: number): AuditEvent =>
  fakeAuditEvent({
    auditEventId: `a-${n}`,
    action: 'update',
    entityType: 'author',
    entityId: BUDI.employeeId,
    stateFrom: null,
    stateTo: null,
    changes: [{ field: 'slugAuthor', before: `budi-${n - 1}`, after: `budi-${n}` }],
  });

const page = (rows: AuditEvent[], count = rows.length) => ok({ results: rows, count, prev: null, next: null });
const historyCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === 'audit-events').map((c) => Object.fromEntries(c.query));

function openAuthor(roles: Role[], events: (call: ApiCall) => ReturnType<typeof page>) {
  const api = mockApi({ [`GET authors/${BUDI.employeeId}`]: ok(BUDI), 'GET audit-events': events });
  window.history.replaceState(null, '', `/author/${BUDI.employeeId}`);
  renderWithProviders(<Route path="/author/:employeeId/:tab?/:index?" component={AuthorDetailPage} />, { session: fakeSession(roles) });
  return api;
}

describe("a record's History", () => {
  it("lists the author's changes in words, newest first, and loads older ones on request", async () => {
    const newest = Array.from({ length: 10 }, (_, i) => linkChanged(12 - i));
    const api = openAuthor(['admin'], (call) => (call.query.get('offset') === '0' ? page(newest, 12) : page([linkChanged(2), linkChanged(1)], 12)));
    const history = await screen.findByRole('region', { name: 'History' });
    const items = await within(history).findAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('Slug author: budi-11 → budi-12 by Rina (admin_blog), 24 Nov 2026 14:02');
    expect(historyCalls(api.calls)[0]).toEqual({ filterEntityType: 'author', filterEntityId: 'emp-budi', limit: '10', offset: '0', sort: 'occurredAt:DESC' });

    await userEvent.click(within(history).getByRole('button', { name: 'Show older changes' }));
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(12));
    expect(within(history).getAllByRole('listitem')[11]).toHaveTextContent('Slug author: budi-0 → budi-1');
    expect(historyCalls(api.calls).at(-1)?.offset).toBe('10');
    expect(within(history).queryByRole('button', { name: 'Show older changes' })).not.toBeInTheDocument();
  });

  it('is not shown, nor asked for, to a blog admin the server would refuse', async () => {
    const api = openAuthor(['admin_blog'], () => page([linkChanged(1)]));
    await screen.findByRole('heading', { level: 1, name: 'Budi Santoso' });
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
    expect(historyCalls(api.calls)).toEqual([]);
  });

  it('says No Records Found for a record nobody has changed yet', async () => {
    openAuthor(['admin_manager'], () => page([]));
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByText('No Records Found')).toBeInTheDocument();
  });

  it("shows an office's owner the listing's changes under the History tab, with status labels", async () => {
    const listing = fakeListing({ listingId: 'listing-42', title: 'Rumah Kemang', status: 'WAITING_APPROVAL', employeeId: 'emp-9' });
    const moved = fakeAuditEvent({ entityType: 'listing', entityId: 'listing-42', actorName: 'Agus', actorRole: 'agent', stateFrom: 'OPEN', stateTo: 'WAITING_APPROVAL' });
    const api = mockApi({
      'GET office/listings/listing-42': ok(listing),
      'GET office/content-shared/count': ok(fakeShareCounts({})),
      'GET office/listing-visitors/count': ok({ totalCount: 0 }),
      'GET audit-events': () => page([moved]),
    });
    window.history.replaceState(null, '', '/listing/listing-42/history');
    renderWithProviders(<Route path="/listing/:listingId/:tab" component={ListingDetailPage} />, { session: fakeSession(['franchise_owner']) });
    const changes = await screen.findByRole('region', { name: 'Changes' });
    expect(await within(changes).findByRole('listitem')).toHaveTextContent('Status: Open → Waiting Approval by Agus (agent), 24 Nov 2026 14:02');
    expect(historyCalls(api.calls)[0]).toMatchObject({ filterEntityType: 'listing', filterEntityId: 'listing-42' });
  });

  it("shows a reader their own profile's changes, a password change without its values", async () => {
    const changed = fakeAuditEvent({ action: 'password_change', entityType: 'user', entityId: USER_ID, stateFrom: null, stateTo: null, changes: [{ field: 'passwordHash', secret: true }] });
    const api = mockApi({ 'GET users/me': ok(fakeSession(['admin']).user), 'GET audit-events': () => page([changed]) });
    window.history.replaceState(null, '', '/profile');
    renderWithProviders(<ProfilePage />, { session: fakeSession(['admin']) });
    const history = await screen.findByRole('region', { name: 'History' });
    expect(await within(history).findByRole('listitem')).toHaveTextContent('Password hash changed by Rina (admin_blog)');
    expect(historyCalls(api.calls)[0]).toMatchObject({ filterEntityType: 'user', filterEntityId: USER_ID });
  });

  it("opens a tag's History in a dialog from its row", async () => {
    const renamed = fakeAuditEvent({ action: 'update', entityType: 'article_tag', entityId: 'tag-kpr', stateFrom: null, stateTo: null, changes: [{ field: 'tagName', before: 'Kpr', after: 'KPR' }] });
    mockApi({ 'GET master-article-tags': () => page([KPR] as never), 'GET audit-events': () => page([renamed]) });
    window.history.replaceState(null, '', '/blog-tags');
    renderWithProviders(<BlogTagsPage />, { session: fakeSession(['admin_general_manager']) });
    await userEvent.click(await screen.findByRole('button', { name: 'History of KPR' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of KPR' });
    expect(await within(dialog).findByRole('listitem')).toHaveTextContent('Tag name: Kpr → KPR by Rina (admin_blog)');
  });

  it('offers no History on tag rows to an HQ admin who may not read the trail', async () => {
    mockApi({ 'GET master-article-tags': () => page([KPR] as never) });
    window.history.replaceState(null, '', '/blog-tags');
    renderWithProviders(<BlogTagsPage />, { session: fakeSession(['admin_hq']) });
    await screen.findByRole('button', { name: 'Rename KPR' });
    expect(screen.queryByRole('button', { name: 'History of KPR' })).not.toBeInTheDocument();
  });
});

describe("the app's query client", () => {
  it('reads every History on screen again once any write succeeds: the write added events', async () => {
    const client = createQueryClient();
    const key = auditKeys.record('author', 'emp-budi');
    let reads = 0;
    const observer = new QueryObserver(client, { queryKey: key, queryFn: () => ++reads, staleTime: Infinity });
    const unsubscribe = observer.subscribe(() => undefined);
    await waitFor(() => expect(client.getQueryData(key)).toBe(1));
    await client.getMutationCache().build(client, { mutationFn: async () => 'saved' }).execute(undefined);
    await waitFor(() => expect(client.getQueryData(key)).toBe(2));
    unsubscribe();
  });
});
