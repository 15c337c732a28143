/** The demo's three offices: the people of demo.ts and the teams of demo-teams.ts both name them. */
export type OfficeKey = 'jakartaSelatan' | 'bandung' | 'surabaya';

export const DEMO_OFFICES: Record<OfficeKey, { officeName: string; officeCode: string; city: string; province: string }> = {
  jakartaSelatan: { officeName: 'Genius Jakarta Selatan', officeCode: 'GNS-JKS', city: 'Jakarta Selatan', province: 'DKI Jakarta' },
  bandung: { officeName: 'Genius Bandung', officeCode: 'GNS-BDG', city: 'Bandung', province: 'Jawa Barat' },
  surabaya: { officeName: 'Genius Surabaya', officeCode: 'GNS-SBY', city: 'Surabaya', province: 'Jawa Timur' },
};
