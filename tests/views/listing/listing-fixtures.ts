import type { Listing } from '../../../domain/entities/listing';
import type { ShareCounts } from '../../../domain/entities/listing-masking';

let seq = 0;

/** A listing as GET listings answers it (§3), with its relations. */
export function fakeListing(overrides: Partial<Listing> = {}): Listing {
  seq += 1;
  return {
    listingId: `listing-${seq}`,
    listingCode: `LST-${String(seq).padStart(4, '0')}`,
    title: `Rumah ${seq}`,
    description: '<p>Rumah nyaman dekat stasiun dan sekolah.</p>',
    status: 'PUBLISH',
    sellOrRent: 'sell',
    listingType: 'secondary',
    listingPartId: 'part-1',
    listingPart: { name: 'Rumah' },
    listingPropertyTypeId: 'type-1',
    listingPropertyType: { name: 'Residential' },
    listingCertificateTypeId: 'cert-1',
    listingCertificateType: { name: 'SHM' },
    buildingArea: 120,
    landArea: 150,
    buildingFace: 'north_east',
    numberOfFloor: 2,
    mainBedroom: 3,
    mainBathroom: 2,
    housekeepBedroom: 1,
    housekeepBathroom: 1,
    facilities: [],
    price: 1_500_000_000,
    defaultPriceFreq: null,
    additionalPriceFreq: null,
    pdfOrientation: 'PORTRAIT',
    videoUrl: [],
    photos: [],
    country: 'Indonesia',
    province: 'DKI Jakarta',
    city: 'Jakarta Selatan',
    userId: 'user-9',
    user: { nickName: 'Rina' },
    profile: { firstPhoneNumber: '0812-1111-2222', mainEmail: 'genius', geniusEmail: 'rina@demo.test', privateEmail: 'rina.private@example.com' },
    office: { officeName: 'Office Kemang' },
    listingRenewHistory: [],
    listingTransferHistory: [],
    portalListing: [],
    closingId: null,
    viewCount: 0,
    shareCount: 0,
    maskingCount: 0,
    copyListingMaskingCount: 0,
    pdfListingMaskingCount: 0,
    officeId: 'office-0',
    employeeId: 'emp-9',
    createdAt: '2025-01-05T03:00:00.000Z',
    updatedAt: '2025-02-10T03:00:00.000Z',
    ...overrides,
  };
}

export function fakeShareCounts(perChannel: Partial<ShareCounts['socialMediaCounts']>): ShareCounts {
  const socialMediaCounts = { facebook: 0, twitter: 0, telegram: 0, whatsapp: 0, line: 0, instagram: 0, copyLink: 0, ...perChannel };
  return { totalCount: Object.values(socialMediaCounts).reduce((a, b) => a + b, 0), socialMediaCounts };
}
