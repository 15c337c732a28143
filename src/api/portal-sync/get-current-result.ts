import { useMutation } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { currentPortalResult, type CurrentPortalResult } from '../../../domain/portal-sync';
import { http } from '../http';

const answer = envelope(currentPortalResult);

/** GET /portal-listings/{portalListingId}/current-result (§7): asked on a click, so a mutation (nothing cached). */
export async function getCurrentPortalResult(portalListingId: string): Promise<CurrentPortalResult> {
  const res = await http.get(`portal-listings/${encodeURIComponent(portalListingId)}/current-result`, { schema: answer });
  return res.payload;
}

export const useCurrentPortalResult = () => useMutation({ mutationFn: getCurrentPortalResult });
