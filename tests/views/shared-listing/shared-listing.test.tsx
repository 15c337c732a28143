import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { SharedListing } from '../../../domain/entities/listing-masking';
import SharedListingPage from '../../../src/features/shared-listing/SharedListingPage';
import { json, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';

const shared: SharedListing = {
  listing: {
    listingCode: 'LST-0042',
    title: 'Rumah 2 Lantai di Kebayoran Baru',
    description: '<p>Dekat <em>MRT</em> dan sekolah.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    status: 'PUBLISH',
    sellOrRent: 'rent',
    listingType: 'secondary',
    buildingArea: 180,
    landArea: 200,
    buildingFace: 'east',
    numberOfFloor: 2,
    mainBedroom: 4,
    mainBathroom: 3,
    housekeepBedroom: 1,
    housekeepBathroom: 1,
    facilities: [{ facilityName: 'Pool', total: 1 }],
    price: 150_000_000,
    defaultPriceFreq: 'yearly',
    additionalPriceFreq: null,
    videoUrl: [],
    country: 'Indonesia',
    province: 'DKI Jakarta',
    city: 'Jakarta Selatan',
    listingPart: { name: 'Rumah' },
    listingPropertyType: { name: 'House' },
    listingCertificateType: { name: 'SHM' },
    photos: [{ url: '/api/files/photo-1.jpg' }, { url: '/api/files/photo-2.jpg' }],
  },
  agent: {
    name: 'Dewi Lestari',
    nickName: 'Dewi',
    phone: '0812-3456-7890',
    email: 'dewi@demo.test',
    profilePic: null,
    officeName: 'Office Menteng',
  },
  type: 'LINK',
  maskingDate: '2026-03-10T03:00:00.000Z',
};

function renderShared(code = CODE) {
  window.history.replaceState(null, '', `/shared/${code}`);
  return renderWithProviders(
    <Route path="/shared/:listingSharedCode">
      <SharedListingPage />
    </Route>,
  );
}

describe('shared listing page (public)', () => {
  it("shows the listing with the sharing agent's contact: phone as tel:, email as mailto:, office", async () => {
    const api = mockApi({ [`GET shared-listings/${CODE}`]: ok(shared) });
    renderShared();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rumah 2 Lantai di Kebayoran Baru' })).toBeInTheDocument();
    expect(screen.getByText('Rp 150.000.000/thn')).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Contact Agent' }));
    expect(contact.getByText('Dewi')).toBeInTheDocument();
    expect(contact.getByText('Office Menteng')).toBeInTheDocument();
    expect(contact.getByRole('link', { name: '0812-3456-7890' })).toHaveAttribute('href', 'tel:081234567890');
    expect(contact.getByRole('link', { name: 'dewi@demo.test' })).toHaveAttribute('href', 'mailto:dewi@demo.test');
    // A public page: no token is sent.
    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('shows specifications and the description with scripts and handlers removed', async () => {
    mockApi({ [`GET shared-listings/${CODE}`]: ok(shared) });
    renderShared();
    const specs = within(await screen.findByRole('region', { name: 'Specifications' }));
    expect(specs.getByText('Land Area').nextElementSibling).toHaveTextContent('200 m²');
    expect(specs.getByText('Building Face').nextElementSibling).toHaveTextContent('East');
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText('MRT').tagName).toBe('EM');
    expect(description.innerHTML).not.toMatch(/<script|onerror/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('shows the photos one at a time with thumbnails', async () => {
    mockApi({ [`GET shared-listings/${CODE}`]: ok(shared) });
    renderShared();
    expect(await screen.findByRole('img', { name: /photo 1 of 2/ })).toHaveAttribute('src', '/api/files/photo-1.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: /photo 2 of 2/ })).toHaveAttribute('src', '/api/files/photo-2.jpg');
  });

  it("shows a 'No photo' placeholder where the photos go when the listing has none", async () => {
    mockApi({ [`GET shared-listings/${CODE}`]: ok({ ...shared, listing: { ...shared.listing, photos: [] } }) });
    renderShared();
    const photos = within(await screen.findByRole('region', { name: 'Photos' }));
    expect(photos.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(photos.queryByRole('button', { name: /Show photo/ })).not.toBeInTheDocument();
  });

  it.each([
    ['the link is older than SHARED_LINK_DAYS', 'This shared link has expired.', 'This shared link has expired.'],
    ['the listing is no longer public, or the code unknown', 'This listing is no longer available.', 'This listing is no longer available.'],
    ["any other 404 (a proxy's, a router's)", 'Not found: GET /api/shared-listings/x', 'This listing is no longer available.'],
  ])("says why on a 404 when %s: '%s' → '%s'", async (_case, serverMessage, shown) => {
    mockApi({ [`GET shared-listings/${CODE}`]: json(404, { code: 'err_not_found', message: serverMessage }) });
    renderShared();
    expect((await screen.findByRole('alert')).textContent).toBe(shown);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('does not look up a code that cannot be one', async () => {
    const api = mockApi({});
    renderShared('123');
    expect((await screen.findByRole('alert')).textContent).toBe('This listing is no longer available.');
    expect(api.calls).toHaveLength(0);
  });
});
