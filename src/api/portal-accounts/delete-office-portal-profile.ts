import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { officePortalProfile, type OfficePortalProfile } from '../../../domain/portal-accounts';
import { listingKeys } from '../listings/keys';
import { http } from '../http';
import { portalAccountKeys } from './keys';

const answer = envelope(officePortalProfile);

/** DELETE [/office]/office-portal-profiles/{id}: the office's listings leave that portal too. */
export async function deleteOfficePortalProfile(prefix: '' | 'office/', id: string): Promise<OfficePortalProfile> {
  const res = await http.delete(`${prefix}office-portal-profiles/${encodeURIComponent(id)}`, { schema: answer });
  return res.payload;
}

export function useDeleteOfficePortalProfile(prefix: '' | 'office/') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOfficePortalProfile(prefix, id),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalAccountKeys.all });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
