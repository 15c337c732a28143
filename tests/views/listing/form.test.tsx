import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Switch } from 'wouter';
import { describe, expect, it, vi } from 'vitest';
import { createListingBody, type Listing } from '../../../domain/entities/listing';
import type { City, ListingOptions } from '../../../domain/entities/reference';
import { MESSAGES } from '../../../domain/messages';
import type { Session } from '../../../domain/session';
import { stripHtml } from '../../../domain/validation';
import ListingFormPage from '../../../src/features/listing/form/ListingFormPage';
import { json, list, mockApi, ok } from '../support/api';
import { currentPath, renderWithProviders } from '../support/render';
import { fakeEmployee, fakeSession } from '../support/session';
import { fakeListing } from './listing-fixtures';

const OPTIONS: ListingOptions = {
  parts: [
    { lookupId: 'part-1', name: 'Rumah' },
    { lookupId: 'part-2', name: 'Apartemen' },
  ],
  propertyTypes: [{ lookupId: 'type-1', name: 'Residential' }],
  certificateTypes: [{ lookupId: 'cert-1', name: 'SHM' }],
};

const CITIES: City[] = [
  { cityId: 'c-1', name: 'Bandung', provinceId: 'p-1', province: { provinceId: 'p-1', name: 'Jawa Barat' } },
  { cityId: 'c-2', name: 'Bandar Lampung', provinceId: 'p-2', province: { provinceId: 'p-2', name: 'Lampung' } },
];

const scrolled = () => vi.mocked(Element.prototype.scrollIntoView).mock.contexts as Element[];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET listing-options': ok(OPTIONS),
    'GET geodata/cities': (call) => list(CITIES.filter((c) => c.name.toLowerCase().startsWith((call.query.get('search') ?? '').toLowerCase()))),
    'POST listings': (call) => ok(fakeListing({ ...(call.body as Partial<Listing>), listingId: 'listing-new' })),
    ...extra,
  });
}

/** The page under the two paths it serves, and the information tab it leads to. */
function openForm(path: string, session: Session = fakeSession(['agent'])) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <>
      <Link href="/dashboard">Dashboard</Link>
      <Switch>
        <Route path="/listing/create" component={ListingFormPage} />
        <Route path="/listing/:listingId/edit" component={ListingFormPage} />
        <Route path="/listing/:listingId/:tab">
          <p>Listing information</p>
        </Route>
      </Switch>
    </>,
    { session },
  );
}

const editor = () => screen.findByRole('textbox', { name: 'Description' });
const submit = (name: 'Create' | 'Update' = 'Create') => userEvent.click(screen.getByRole('button', { name }));

/**
 * A suggestion of the city search. PrimeReact measures its overlay through offsetParent, which jsdom
 * never sets, so the panel keeps display:none here: the options count as hidden.
 */
const cityOption = (name: string) => screen.findByRole('option', { name, hidden: true });

async function pickCity(search: string, option: string) {
  await userEvent.type(screen.getByLabelText('City'), search);
  await userEvent.click(await cityOption(option));
}

/** Everything the schema requires, filled the way a user would. */
async function fillRequired() {
  await userEvent.type(await screen.findByLabelText('Title'), 'Rumah Kemang');
  await userEvent.selectOptions(screen.getByLabelText('Listing part'), 'Rumah');
  await userEvent.selectOptions(screen.getByLabelText('Property type'), 'Residential');
  await userEvent.type(await editor(), 'Rumah nyaman dekat stasiun');
  await userEvent.type(screen.getByLabelText('Price (Rp)'), '1500000000');
  await pickCity('Band', 'Bandung, Jawa Barat');
}

describe('/listing/create', () => {
  it('refuses an empty form: each message at its field, the first invalid focused and its label scrolled to', async () => {
    const calls = api();
    openForm('/listing/create');
    await editor();
    await submit();
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(MESSAGES.required('Title'));
    expect(scrolled()).toContain(screen.getByText('Title', { selector: 'label' }));
    expect(screen.getByLabelText('Listing part')).toHaveAccessibleDescription(MESSAGES.required('Listing part'));
    expect(screen.getByLabelText('Property type')).toHaveAccessibleDescription(MESSAGES.required('Property type'));
    expect(await editor()).toHaveAccessibleDescription(MESSAGES.required('Description'));
    expect(screen.getByLabelText('Price (Rp)')).toHaveAccessibleDescription(MESSAGES.required('Price'));
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(MESSAGES.required('City'));
    expect(calls.callsTo('POST', 'listings')).toHaveLength(0);
  });

  it('refuses a description of 19 visible characters: the HTML around them does not count', async () => {
    const calls = api();
    openForm('/listing/create');
    await fillRequired();
    const description = await editor();
    await userEvent.clear(description);
    await userEvent.type(description, 'Rumah dekat stasiun');
    await submit();
    await waitFor(() => expect(description).toHaveAccessibleDescription(MESSAGES.descriptionMin));
    expect(description).toHaveFocus();
    expect(calls.callsTo('POST', 'listings')).toHaveLength(0);

    await userEvent.type(description, '!');
    await submit();
    await waitFor(() => expect(calls.callsTo('POST', 'listings')).toHaveLength(1));
    const body = calls.callsTo('POST', 'listings')[0]?.body as { description: string };
    expect(stripHtml(body.description)).toBe('Rumah dekat stasiun!');
  });

  it('refuses a negative price and a rent without its price frequency', async () => {
    const calls = api();
    openForm('/listing/create');
    await fillRequired();
    const price = screen.getByLabelText('Price (Rp)');
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(screen.getByLabelText('Rent'));
    await submit();
    await waitFor(() => expect(price).toHaveFocus());
    expect(price).toHaveAccessibleDescription(MESSAGES.priceMin);
    expect(screen.getByLabelText('Price frequency')).toHaveAccessibleDescription(MESSAGES.required('Price frequency'));

    await userEvent.clear(price);
    await userEvent.type(price, '15000000');
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Price frequency')).toHaveFocus());
    expect(calls.callsTo('POST', 'listings')).toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Price frequency'), 'Yearly');
    expect(screen.getByText('Rp 15.000.000/thn')).toBeInTheDocument();
    await submit();
    await waitFor(() => expect(calls.callsTo('POST', 'listings')).toHaveLength(1));
    expect(calls.callsTo('POST', 'listings')[0]?.body).toMatchObject({ sellOrRent: 'rent', price: 15_000_000, defaultPriceFreq: 'yearly', additionalPriceFreq: null });
  });

  it('says which YouTube URL is invalid and focuses it', async () => {
    const calls = api();
    openForm('/listing/create');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await userEvent.type(screen.getByLabelText('YouTube URL 1'), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.type(screen.getByLabelText('YouTube URL 2'), 'https://vimeo.com/12345');
    await submit();
    const second = screen.getByLabelText('YouTube URL 2');
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveAccessibleDescription(MESSAGES.invalidFormat('Video URL'));
    expect(screen.getByLabelText('YouTube URL 1')).not.toHaveAccessibleDescription();

    await userEvent.click(screen.getByRole('button', { name: 'Remove video 2' }));
    await submit();
    await waitFor(() => expect(calls.callsTo('POST', 'listings')).toHaveLength(1));
    expect(calls.callsTo('POST', 'listings')[0]?.body).toMatchObject({ videoUrl: ['https://youtu.be/dQw4w9WgXcQ'] });
  });

  it('adds and removes facility rows and shows the total of the facilities', async () => {
    api();
    openForm('/listing/create');
    await editor();
    expect(screen.getByText('Total facilities: 0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add facility' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add facility' }));
    await userEvent.type(screen.getByLabelText('Facility name 1'), 'Carport');
    await userEvent.clear(screen.getByLabelText('Total 1'));
    await userEvent.type(screen.getByLabelText('Total 1'), '2');
    await userEvent.type(screen.getByLabelText('Facility name 2'), 'Pool');
    expect(screen.getByText('Total facilities: 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove facility 1' }));
    expect(screen.getByText('Total facilities: 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Facility name 1')).toHaveValue('Pool');
  });

  it('searches cities 500 ms after typing and fills city, province and country from the pick', async () => {
    const calls = api();
    openForm('/listing/create');
    await editor();
    await userEvent.type(screen.getByLabelText('City'), 'Band');
    expect(await cityOption('Bandar Lampung, Lampung')).toBeInTheDocument();
    await userEvent.click(await cityOption('Bandung, Jawa Barat'));
    expect(screen.getByLabelText('City')).toHaveValue('Bandung, Jawa Barat');
    expect(screen.getByLabelText('Province')).toHaveValue('Jawa Barat');
    expect(screen.getByLabelText('Country')).toHaveValue('Indonesia');
    const searches = calls.callsTo('GET', 'geodata/cities');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]?.query ?? [])).toEqual({ search: 'Band', limit: '20', includeData: 'province' });
  });

  it('sends exactly the body of the schema, says so and opens the new listing', async () => {
    const calls = api();
    openForm('/listing/create');
    await fillRequired();
    await userEvent.click(screen.getByLabelText('Primary'));
    await userEvent.selectOptions(screen.getByLabelText('Certificate type'), 'SHM');
    await userEvent.selectOptions(screen.getByLabelText('Building face'), 'North East');
    await userEvent.type(screen.getByLabelText('Land area (m²)'), '150');
    await userEvent.type(screen.getByLabelText('Main bedroom'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add facility' }));
    await userEvent.type(screen.getByLabelText('Facility name 1'), 'Carport');
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await userEvent.type(screen.getByLabelText('YouTube URL 1'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await userEvent.click(screen.getByLabelText('Landscape'));
    await submit();

    expect(await screen.findByText('Listing created successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/listing/listing-new/information'));
    const body = calls.callsTo('POST', 'listings')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      title: 'Rumah Kemang',
      description: expect.stringContaining('Rumah nyaman dekat stasiun'),
      status: 'OPEN',
      sellOrRent: 'sell',
      listingType: 'primary',
      listingPartId: 'part-1',
      listingPropertyTypeId: 'type-1',
      listingCertificateTypeId: 'cert-1',
      buildingArea: null,
      landArea: 150,
      buildingFace: 'north_east',
      numberOfFloor: null,
      mainBedroom: 3,
      mainBathroom: null,
      housekeepBedroom: null,
      housekeepBathroom: null,
      facilities: [{ facilityName: 'Carport', total: 1 }],
      price: 1_500_000_000,
      defaultPriceFreq: null,
      additionalPriceFreq: null,
      pdfOrientation: 'LANDSCAPE',
      videoUrl: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      photos: [],
      country: 'Indonesia',
      province: 'Jawa Barat',
      city: 'Bandung',
    });
    expect(createListingBody.parse(body)).toEqual(body);
  });

  it('an office admin picks the listing agent among their office’s agents', async () => {
    const agents = [
      fakeEmployee('agent', 5, { officeId: 'office-7', user: { name: 'Rina Wati', nickName: 'Rina', email: 'rina@demo.test' } }),
      fakeEmployee('agent', 6, { officeId: 'office-7', user: { name: 'Budi Santoso', nickName: 'Budi', email: 'budi@demo.test' } }),
    ];
    const calls = api({ 'GET employees': list(agents) });
    const admin = fakeEmployee('admin_office', 0, { officeId: 'office-7', agentListingPermission: true });
    openForm('/listing/create', { ...fakeSession(['admin_office']), employees: [admin], officeId: 'office-7', isHQ: false });
    await fillRequired();
    await submit();
    const picker = screen.getByLabelText('Listing agent');
    await waitFor(() => expect(picker).toHaveFocus());
    expect(picker).toHaveAccessibleDescription(MESSAGES.required('Listing agent'));
    const query = calls.callsTo('GET', 'employees')[0]?.query;
    expect(query?.get('filterRole')).toBe('agent');
    expect(query?.get('filterOfficeId')).toBe('office-7');

    await userEvent.selectOptions(picker, 'Budi');
    await submit();
    await waitFor(() => expect(calls.callsTo('POST', 'listings')).toHaveLength(1));
    expect(calls.callsTo('POST', 'listings')[0]?.body).toMatchObject({ employeeId: 'emp-6' });
  });

  it('an agent lists for themself: no agent picker, no employeeId', async () => {
    const calls = api();
    openForm('/listing/create');
    await fillRequired();
    expect(screen.queryByLabelText('Listing agent')).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(calls.callsTo('POST', 'listings')).toHaveLength(1));
    expect(calls.callsTo('POST', 'listings')[0]?.body).not.toHaveProperty('employeeId');
  });

  it('shows the server’s field errors at their fields and focuses the first', async () => {
    api({
      'POST listings': json(400, {
        code: 'err_validation',
        message: 'Invalid listing',
        fields: { city: 'City is not in the geodata.', title: 'Title is already used by another listing.' },
      }),
    });
    openForm('/listing/create');
    await fillRequired();
    await submit();
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Title is already used by another listing.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is not in the geodata.');
    expect(currentPath()).toBe('/listing/create');
  });

  it('asks before leaving with unsaved changes', async () => {
    api();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    openForm('/listing/create');
    await editor();
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await userEvent.type(screen.getByLabelText('Title'), 'Rumah');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('You have unsaved changes. Leave this page?');
    expect(currentPath()).toBe('/listing/create');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(currentPath()).toBe('/listing/create');
    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(currentPath()).toBe('/listing');
    confirm.mockRestore();
  });

  it('says when the form’s choices cannot be loaded, and tries again', async () => {
    let fail = true;
    api({ 'GET listing-options': () => (fail ? { status: 503 } : ok(OPTIONS)) });
    openForm('/listing/create');
    expect(await screen.findByText(MESSAGES.serverUnavailable)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Title')).toBeInTheDocument();
  });
});

describe('/listing/{listingId}/edit', () => {
  const existing = () =>
    fakeListing({
      listingId: 'listing-1',
      // The signed-in agent's own listing (fakeSession's emp-0): theirs to edit.
      employeeId: 'emp-0',
      title: 'Rumah Menteng',
      status: 'PUBLISH',
      sellOrRent: 'rent',
      price: 120_000_000,
      defaultPriceFreq: 'yearly',
      facilities: [{ facilityName: 'Carport', total: 2 }],
      videoUrl: ['https://youtu.be/dQw4w9WgXcQ'],
      photos: [{ key: 'photo-a', url: '/api/files/photo-a', isWatermark: true, createdAt: null }],
    });

  it('does not offer the form for a listing the user may not edit (a colleague’s), as the server would refuse it', async () => {
    const calls = api({ 'GET office/listings/listing-1': ok({ ...existing(), employeeId: 'emp-9' }) });
    openForm('/listing/listing-1/edit');
    expect(await screen.findByText('You can only edit your own listings.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
    expect(calls.callsTo('PATCH', 'listings/listing-1')).toHaveLength(0);
  });

  it('fills the form from office/listings/{id}, keeps the photos, and PATCHes only what changed', async () => {
    const calls = api({
      'GET office/listings/listing-1': ok(existing()),
      'PATCH listings/listing-1': (call) => ok({ ...existing(), ...(call.body as object) }),
    });
    openForm('/listing/listing-1/edit');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Rumah Menteng');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit Listing');
    expect(screen.getByLabelText('Rent')).toBeChecked();
    expect(screen.getByLabelText('Price (Rp)')).toHaveValue(120_000_000);
    expect(screen.getByLabelText('Price frequency')).toHaveValue('yearly');
    expect(screen.getByLabelText('Listing part')).toHaveValue('part-1');
    expect(screen.getByLabelText('Status')).toHaveValue('PUBLISH');
    expect(screen.getByLabelText('Facility name 1')).toHaveValue('Carport');
    expect(screen.getByLabelText('YouTube URL 1')).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
    expect(screen.getByLabelText('City')).toHaveValue('Jakarta Selatan, DKI Jakarta');
    expect(await editor()).toHaveTextContent('Rumah nyaman dekat stasiun dan sekolah.');
    const gallery = screen.getByRole('list', { name: 'Photos: uploaded' });
    expect(within(gallery).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', '/api/files/photo-a');

    await userEvent.clear(title);
    await userEvent.type(title, 'Rumah Menteng Baru');
    await submit('Update');
    expect(await screen.findByText('Listing updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/listing/listing-1/information'));
    expect(calls.callsTo('PATCH', 'listings/listing-1')[0]?.body).toEqual({ title: 'Rumah Menteng Baru' });
  });

  it('sends the price fields together, and a removed facility as the new list', async () => {
    const calls = api({
      'GET listings/listing-1': ok(existing()),
      'PATCH listings/listing-1': ok(existing()),
    });
    openForm('/listing/listing-1/edit', fakeSession(['admin_manager']));
    await userEvent.selectOptions(await screen.findByLabelText('Price frequency'), 'Monthly');
    await userEvent.click(screen.getByRole('button', { name: 'Remove facility 1' }));
    await submit('Update');
    await waitFor(() => expect(calls.callsTo('PATCH', 'listings/listing-1')).toHaveLength(1));
    expect(calls.callsTo('PATCH', 'listings/listing-1')[0]?.body).toEqual({
      sellOrRent: 'rent',
      price: 120_000_000,
      defaultPriceFreq: 'monthly',
      additionalPriceFreq: null,
      facilities: [],
    });
    expect(calls.callsTo('GET', 'office/listings/listing-1')).toHaveLength(0);
  });

  it('says when the listing cannot be loaded', async () => {
    api({ 'GET office/listings/listing-404': json(404, { code: 'err_not_found', message: 'Listing not found.' }) });
    openForm('/listing/listing-404/edit');
    expect(await screen.findByText('Listing not found.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});

describe('the Status select offers only the moves the user may make', () => {
  const statusOptions = () => within(screen.getByLabelText('Status')).getAllByRole('option').map((o) => o.textContent);
  const waiting = () => fakeListing({ listingId: 'listing-1', status: 'WAITING_APPROVAL', employeeId: 'emp-0', officeId: 'office-0' });
  const officeAdmin = (): Session => ({
    ...fakeSession(['admin_office']),
    employees: [fakeEmployee('admin_office', 0, { officeId: 'office-0', agentListingPermission: true })],
    officeId: 'office-0',
    isHQ: false,
  });

  it("an agent's listing waiting approval: withdraw, never Publish", async () => {
    const calls = api({
      'GET office/listings/listing-1': ok(waiting()),
      'PATCH listings/listing-1': (call) => ok({ ...waiting(), ...(call.body as object) }),
    });
    openForm('/listing/listing-1/edit');
    await screen.findByLabelText('Title');
    expect(screen.getByLabelText('Status')).toHaveValue('WAITING_APPROVAL');
    expect(statusOptions()).toEqual(['Keep current status', 'Waiting Approval', 'Open']);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Open');
    await submit('Update');
    await waitFor(() => expect(calls.callsTo('PATCH', 'listings/listing-1')).toHaveLength(1));
    expect(calls.callsTo('PATCH', 'listings/listing-1')[0]?.body).toEqual({ status: 'OPEN' });
  });

  it("an agent's new listing: a draft or submitted for approval, never Publish", async () => {
    api();
    openForm('/listing/create');
    await screen.findByLabelText('Title');
    expect(statusOptions()).toEqual(['Keep current status', 'Open', 'Waiting Approval']);
  });

  it("the office admin approves or rejects their office's listing", async () => {
    api({ 'GET office/listings/listing-1': ok(waiting()) });
    openForm('/listing/listing-1/edit', officeAdmin());
    await screen.findByLabelText('Title');
    expect(statusOptions()).toEqual(['Keep current status', 'Waiting Approval', 'Publish', 'Rejected', 'Open']);
  });
});
