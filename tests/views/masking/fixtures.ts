import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Listing } from '../../../domain/entities/listing';
import type { ListingMaskingHistory } from '../../../domain/entities/listing-masking';

/** A listing row of another agent's office, as GET listings answers with includeData user,office. */
export function fakeListing(overrides: Partial<Listing> = {}): Listing {
  const id = overrides.listingId ?? 'lst-1';
  return {
    listingId: id,
    listingCode: `LST-${id}`,
    title: 'Rumah 2 Lantai di Kebayoran Baru',
    description: '<p>Rumah asri dekat sekolah dan pasar.</p>',
    status: 'PUBLISH',
    sellOrRent: 'sell',
    listingType: 'secondary',
    listingPartId: 'part-1',
    listingPart: { name: 'Rumah' },
    listingPropertyTypeId: 'pt-1',
    listingPropertyType: { name: 'House' },
    listingCertificateTypeId: 'cert-1',
    listingCertificateType: { name: 'SHM' },
    buildingArea: 180,
    landArea: 200,
    buildingFace: 'north',
    numberOfFloor: 2,
    mainBedroom: 4,
    mainBathroom: 3,
    housekeepBedroom: 1,
    housekeepBathroom: 1,
    facilities: [{ facilityName: 'Carport', total: 2 }],
    price: 1_500_000_000,
    defaultPriceFreq: null,
    additionalPriceFreq: null,
    pdfOrientation: 'LANDSCAPE',
    videoUrl: [],
    photos: [],
    country: 'Indonesia',
    province: 'DKI Jakarta',
    city: 'Jakarta Selatan',
    userId: 'user-other',
    user: { nickName: 'Budi' },
    profile: { firstPhoneNumber: '0811-111-222', mainEmail: 'genius', geniusEmail: 'budi@genius.test', privateEmail: 'budi@mail.test' },
    office: { officeName: 'Office Kemang' },
    listingRenewHistory: [],
    listingTransferHistory: [],
    portalListing: [],
    closingId: null,
    viewCount: 12,
    shareCount: 3,
    maskingCount: 0,
    copyListingMaskingCount: 0,
    pdfListingMaskingCount: 0,
    officeId: 'office-9',
    employeeId: 'emp-other',
    createdAt: '2026-01-05T03:00:00.000Z',
    updatedAt: '2026-01-06T03:00:00.000Z',
    ...overrides,
  };
}

export const maskedListing = (overrides: Partial<Listing> = {}) =>
  fakeListing({ listingId: 'lst-m', title: 'Apartemen Sudirman', maskingCount: 1, copyListingMaskingCount: 3, pdfListingMaskingCount: 2, ...overrides });

export function fakeHistory(overrides: Partial<ListingMaskingHistory> = {}): ListingMaskingHistory {
  return {
    listingMaskingHistoryId: 'h-1',
    listingId: 'lst-m',
    employeeId: 'emp-0',
    type: 'LINK',
    maskingDate: '2026-03-10T03:00:00.000Z',
    createdAt: '2026-03-10T03:00:00.000Z',
    listing: {
      listingId: 'lst-m',
      listingCode: 'LST-lst-m',
      title: 'Apartemen Sudirman',
      status: 'CLOSED',
      sellOrRent: 'sell',
      price: 900_000_000,
      defaultPriceFreq: null,
      officeId: 'office-9',
      employeeId: 'emp-other',
      userId: 'user-other',
    },
    user: { userId: 'user-1', name: 'Dewi Lestari', nickName: 'Dewi' },
    employee: { employeeId: 'emp-0', employeeCode: 'A-001', officeId: 'office-0', office: { officeName: 'Office 1' } },
    ...overrides,
  };
}

/** A listingSharedCode as the server draws it (22 base64url characters). */
export const SHARED_CODE = 'AbCdEfGhIjKlMnOpQrStUv';

/**
 * Choose an option of a PrimeReact Dropdown by keyboard, as a user would.
 * jsdom cannot place the overlay (it stays display:none), so its options are read as hidden.
 */
export async function pickOption(label: string, option: string) {
  screen.getByLabelText(label).focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox', { hidden: true });
  await userEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

export async function optionsOf(label: string): Promise<string[]> {
  screen.getByLabelText(label).focus();
  await userEvent.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox', { hidden: true });
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent ?? '');
}
