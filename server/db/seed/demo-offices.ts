/** The demo's three offices: the people of demo.ts and the teams of demo-teams.ts both name them. */
export type OfficeKey = 'jakartaSelatan' | 'bandung' | 'surabaya';

export const DEMO_OFFICES: Record<OfficeKey, { officeName: string; officeCode: string; city: string; province: string }> = {
  jakartaSelatan: { officeName: 'Genius Jakarta Selatan', officeCode: 'GNS-JKS', city: 'Jakarta Selatan', province: 'DKI Jakarta' },
  bandung: { officeName: 'Genius Bandung', officeCode: 'GNS-BDG', city: 'Bandung', province: 'Jawa Barat' },
  surabaya: { officeName: 'Genius Surabaya', officeCode: 'GNS-SBY', city: 'Surabaya', province: 'Jawa Timur' },
};

/** Issue 17's fields of the three demo offices: Jakarta Selatan is PKP and denies similar listings. */
export const DEMO_OFFICE_DETAILS: Record<OfficeKey, { subdomain: string; secondPhoneNumber: string | null; isOfficePkp: boolean; denyDuplicateListing: boolean }> = {
  jakartaSelatan: { subdomain: 'jakartaselatan', secondPhoneNumber: '021-7100-5678', isOfficePkp: true, denyDuplicateListing: true },
  bandung: { subdomain: 'bandung', secondPhoneNumber: null, isOfficePkp: false, denyDuplicateListing: false },
  surabaya: { subdomain: 'surabaya', secondPhoneNumber: '031-5600-2211', isOfficePkp: true, denyDuplicateListing: false },
};

/** Offices on their way in, one in each other approval status (§4), so /office and /approve-office open on every case. */
export const DEMO_NEW_OFFICES = [
  { officeName: 'Genius Bekasi', officeCode: 'GNS-BKS', city: 'Bekasi', province: 'Jawa Barat', approvalStatus: 'WAITING_APPROVAL', isOfficePkp: false, subdomain: 'bekasi', reason: null },
  { officeName: 'Genius Depok', officeCode: 'GNS-DPK', city: 'Depok', province: 'Jawa Barat', approvalStatus: 'WAITING_APPROVAL', isOfficePkp: true, subdomain: 'depok', reason: null },
  { officeName: 'Genius Malang', officeCode: 'GNS-MLG', city: 'Malang', province: 'Jawa Timur', approvalStatus: 'DRAFT', isOfficePkp: false, subdomain: null, reason: null },
  {
    officeName: 'Genius Bogor',
    officeCode: 'GNS-BGR',
    city: 'Bogor',
    province: 'Jawa Barat',
    approvalStatus: 'REJECTED',
    isOfficePkp: false,
    subdomain: 'bogor',
    reason: 'The office address is a residential house; send the commercial lease first.',
  },
] as const;
