/** Query keys of reference data (cities, portals). */
export const referenceKeys = {
  cities: (search: string) => ['geodata', 'cities', search] as const,
  portals: () => ['portals'] as const,
};
