import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { INCLUDE_LISTING_DATA, type Listing } from '../../../domain/entities/listing';
import type { Session } from '../../../domain/session';
import ListingDetailPage from '../../../src/features/listing/ListingDetailPage';
import { json, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeListing, fakeShareCounts } from './listing-fixtures';

// jsdom has no canvas to draw on: the chart is a blank one here, its numbers are in the table beside it.
vi.mock('primereact/chart', () => ({ Chart: () => <canvas /> }));

const LISTING_ID = 'listing-42';

function mockDetail(listing: Listing, extra: Parameters<typeof mockApi>[0] = {}) {
  const answer = ok(listing);
  const counts = ok(fakeShareCounts({ facebook: 4, whatsapp: 7 }));
  const views = ok({ totalCount: 31 });
  return mockApi({
    [`GET office/listings/${listing.listingId}`]: answer,
    [`GET listings/${listing.listingId}`]: answer,
    'GET office/content-shared/count': counts,
    'GET content-shared/count': counts,
    'GET office/listing-visitors/count': views,
    'GET listing-visitors/count': views,
    ...extra,
  });
}

function openDetail(path: string, session: Session = fakeSession(['agent'])) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<Route path="/listing/:listingId/:tab" component={ListingDetailPage} />, { session });
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Rumah Kemang' });
const section = (name: string) => screen.getByRole('region', { name });
const valueOf = (container: HTMLElement, label: string) => within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/listing/{listingId}/{tab}', () => {
  it('shows title, code, status, price and Edit Listing, asking office/listings/{id} with every relation', async () => {
    // The signed-in agent's own listing (fakeSession's emp-0).
    const api = mockDetail(fakeListing({ listingId: LISTING_ID, listingCode: 'LST-0042', title: 'Rumah Kemang', status: 'OPEN', employeeId: 'emp-0' }));
    openDetail(`/listing/${LISTING_ID}/information`);
    await title();
    expect(screen.getAllByText('LST-0042').length).toBeGreaterThan(0);
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getAllByText('Rp 1.500.000.000').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Edit Listing' })).toHaveAttribute('href', `/listing/${LISTING_ID}/edit`);
    const [call] = api.callsTo('GET', `office/listings/${LISTING_ID}`);
    expect(call?.query.get('includeData')).toBe(INCLUDE_LISTING_DATA.join(','));
  });

  it('shows no Edit Listing on a colleague’s listing, which the server would refuse', async () => {
    mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang', employeeId: 'emp-9' }));
    openDetail(`/listing/${LISTING_ID}/information`);
    await title();
    expect(screen.queryByRole('link', { name: 'Edit Listing' })).not.toBeInTheDocument();
  });

  it('HQ users ask listings/{id} and the unprefixed statistics', async () => {
    const api = mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang' }));
    openDetail(`/listing/${LISTING_ID}/information`, fakeSession(['admin_manager']));
    await title();
    await screen.findByRole('table', { name: 'Shares by channel' });
    expect(api.callsTo('GET', `listings/${LISTING_ID}`)).toHaveLength(1);
    expect(api.callsTo('GET', 'content-shared/count')).toHaveLength(1);
    expect(api.calls.some((c) => c.path.startsWith('office/'))).toBe(false);
  });

  it('has no Edit Listing for a role that may not edit', async () => {
    mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang' }));
    openDetail(`/listing/${LISTING_ID}/information`, fakeSession(['finance_office']));
    await title();
    expect(screen.queryByRole('link', { name: 'Edit Listing' })).not.toBeInTheDocument();
  });

  it('shows the information: sell/rent, type, part, property type, location, agent contact, office, posting date, counts', async () => {
    mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang', viewCount: 12, shareCount: 5, maskingCount: 2 }));
    openDetail(`/listing/${LISTING_ID}/information`);
    await title();
    const info = section('Information');
    expect(valueOf(info, 'Sell or rent')).toBe('Sell');
    expect(valueOf(info, 'Listing type')).toBe('Secondary');
    expect(valueOf(info, 'Listing part')).toBe('Rumah');
    expect(valueOf(info, 'Property type')).toBe('Residential');
    expect(valueOf(info, 'Location')).toBe('Jakarta Selatan, DKI Jakarta, Indonesia');
    expect(valueOf(info, 'Agent')).toBe('Rina');
    expect(valueOf(info, 'Agent phone')).toBe('0812-1111-2222');
    expect(valueOf(info, 'Agent email')).toBe('rina@demo.test');
    expect(valueOf(info, 'Office')).toBe('Office Kemang');
    expect(valueOf(info, 'Posting date')).toBe('05 Jan 2025');
    expect(valueOf(info, 'Views')).toBe('12');
    expect(valueOf(info, 'Shares')).toBe('5');
    expect(valueOf(info, 'Masking')).toBe('2');
  });

  it('renders the description without the handlers a malicious description carries', async () => {
    const description = '<p>Rumah <strong>asri</strong> dekat taman.</p><img src="x.png" onerror="window.__hacked = true"><script>window.__hacked = true</script>';
    mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang', description }));
    openDetail(`/listing/${LISTING_ID}/information`);
    await title();
    const body = section('Description');
    expect(within(body).getByText('asri').tagName).toBe('STRONG');
    const img = body.querySelector('img');
    expect(img).not.toBeNull();
    expect(img?.hasAttribute('onerror')).toBe(false);
    expect(body.querySelector('script')).toBeNull();
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('shows views and the shares per channel as a chart with its numbers in a table', async () => {
    const api = mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang' }));
    openDetail(`/listing/${LISTING_ID}/information`);
    const table = await screen.findByRole('table', { name: 'Shares by channel' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['Facebook4', 'Twitter0', 'Telegram0', 'WhatsApp7', 'LINE0', 'Instagram0', 'Copy Link0', 'Total11']);
    expect(await within(section('Statistics')).findByText('31')).toBeInTheDocument();
    const [count] = api.callsTo('GET', 'office/content-shared/count');
    expect(Object.fromEntries(count?.query ?? [])).toEqual({ contentType: 'listing', contentId: LISTING_ID });
    expect(api.callsTo('GET', 'office/listing-visitors/count')[0]?.query.get('listingId')).toBe(LISTING_ID);
  });

  it('switches tabs through the URL and marks the current one', async () => {
    mockDetail(
      fakeListing({
        listingId: LISTING_ID,
        title: 'Rumah Kemang',
        facilities: [
          { facilityName: 'Carport', total: 2 },
          { facilityName: 'Kolam renang', total: 1 },
        ],
        videoUrl: ['https://www.youtube.com/watch?v=abc123'],
        photos: [
          { key: 'p1', url: '/files/p1.jpg', isWatermark: true, createdAt: '2025-01-01T00:00:00.000Z' },
          { key: 'p2', url: '/files/p2.jpg', isWatermark: true, createdAt: null },
          { key: 'p3', url: '/files/p3.jpg', isWatermark: false },
          { key: 'p4', url: '/files/p4.jpg' },
        ],
      }),
    );
    openDetail(`/listing/${LISTING_ID}/specifications`);
    await title();
    const tabs = screen.getByRole('navigation', { name: 'Listing sections' });
    expect(within(tabs).getByRole('link', { name: 'Specifications' })).toHaveAttribute('aria-current', 'page');
    const spec = section('Specifications');
    expect(valueOf(spec, 'Building area')).toBe('120 m²');
    expect(valueOf(spec, 'Building face')).toBe('North East');
    expect(valueOf(spec, 'Bedrooms (main + housekeep)')).toBe('3 + 1');
    expect(valueOf(spec, 'Certificate')).toBe('SHM');
    expect(within(section('Facilities')).getByRole('row', { name: 'Total 3' })).toBeInTheDocument();
    expect(within(section('Videos')).getByRole('link', { name: 'https://www.youtube.com/watch?v=abc123' })).toHaveAttribute('target', '_blank');

    await userEvent.click(within(tabs).getByRole('link', { name: 'Photos' }));
    expect(window.location.pathname).toBe(`/listing/${LISTING_ID}/photos`);
    expect(within(tabs).getByRole('link', { name: 'Photos' })).toHaveAttribute('aria-current', 'page');
    const photos = within(section('Photos')).getAllByRole('figure');
    expect(photos.map((p) => within(p).getByRole('img').getAttribute('alt'))).toEqual([
      'Rumah Kemang, photo 1',
      'Rumah Kemang, photo 2',
      'Rumah Kemang, photo 3',
      'Rumah Kemang, photo 4',
    ]);
    expect(photos.map((p) => p.querySelector('figcaption')?.textContent)).toEqual([
      'Watermark by Genius',
      'Watermark by Admin',
      'Not Watermark',
      'Unidentified',
    ]);
    expect(screen.queryByRole('region', { name: 'Specifications' })).not.toBeInTheDocument();
  });

  it('shows the information tab for an unknown tab', async () => {
    mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang' }));
    openDetail(`/listing/${LISTING_ID}/nonsense`);
    await title();
    expect(section('Information')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Information' })).toHaveAttribute('aria-current', 'page');
  });

  it('tags the first listing portal #2951A3 and the others #FF8600', async () => {
    const portal = (id: string, portalName: string, position: number) => ({
      portalListingId: id,
      portalAgent: { portal: { portalId: `portal-${id}`, portalName, position } },
    });
    mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang', portalListing: [portal('a', 'Rumah123', 1), portal('b', 'OLX', 2)] }));
    openDetail(`/listing/${LISTING_ID}/portal`);
    await title();
    const tags = within(screen.getByRole('list', { name: 'Portals' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['Rumah123', 'OLX']);
    expect(tags[0]?.firstElementChild).toHaveStyle({ background: '#2951A3' });
    expect(tags[1]?.firstElementChild).toHaveStyle({ background: '#FF8600' });
  });

  it("says 'No Records Found' when the listing is on no portal", async () => {
    mockDetail(fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang' }));
    openDetail(`/listing/${LISTING_ID}/portal`);
    await title();
    expect(within(section('Portal')).getByText('No Records Found')).toBeInTheDocument();
  });

  it('lists renewals and transfers with their dates', async () => {
    mockDetail(
      fakeListing({
        listingId: LISTING_ID,
        title: 'Rumah Kemang',
        listingRenewHistory: [
          { listingRenewHistoryId: 'r1', previousExpiredAt: '2025-03-01T00:00:00.000Z', expiredAt: '2025-06-01T00:00:00.000Z', createdAt: '2025-02-20T00:00:00.000Z' },
        ],
        listingTransferHistory: [{ listingTransferHistoryId: 't1', fromEmployeeId: 'emp-7', toEmployeeId: 'emp-9', createdAt: '2025-04-02T00:00:00.000Z' }],
      }),
    );
    openDetail(`/listing/${LISTING_ID}/history`);
    await title();
    const cells = (name: string) =>
      within(within(section(name)).getByRole('table'))
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent));
    expect(cells('Renew')[1]).toEqual(['20 Feb 2025', '01 Mar 2025', '01 Jun 2025']);
    expect(cells('Transfer')[1]).toEqual(['02 Apr 2025', 'emp-7', 'emp-9']);
  });

  it.each([404, 403])("says 'Listing not found' when the API answers %i", async (status) => {
    mockApi({ [`GET office/listings/${LISTING_ID}`]: json(status, { code: status === 404 ? 'err_not_found' : 'err_not_visible', message: 'Listing not found.' }) });
    openDetail(`/listing/${LISTING_ID}/information`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Listing' })).toHaveAttribute('href', '/listing');
  });

  it('offers a retry when the listing cannot load', async () => {
    let isDown = true;
    const listing = fakeListing({ listingId: LISTING_ID, title: 'Rumah Kemang' });
    mockDetail(listing, { [`GET office/listings/${LISTING_ID}`]: () => (isDown ? json(503, { code: 'err_internal', message: 'down' }) : ok(listing)) });
    openDetail(`/listing/${LISTING_ID}/information`);
    await screen.findByRole('alert');
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await title()).toBeInTheDocument());
  });
});
