/** /masking/{listingId}: 'Detail Masking Listing' (§2), opened from a row of either tab. */
export const maskingDetailPath = (listingId: string): string => `/masking/${encodeURIComponent(listingId)}`;
