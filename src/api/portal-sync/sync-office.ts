import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { syncOfficeAnswer, type SyncOfficeAnswer, type SyncOfficeBody } from '../../../domain/portal-sync';
import { listingKeys } from '../listings/keys';
import { http } from '../http';
import { portalSyncKeys } from './keys';

const answer = envelope(syncOfficeAnswer);

/** POST [/office]/office-portal-profiles/{officeId}/sync (§7): HQ without the prefix, an office's managers with it (§6). */
export async function syncOffice(prefix: '' | 'office/', officeId: string, body: SyncOfficeBody): Promise<SyncOfficeAnswer> {
  const res = await http.post(`${prefix}office-portal-profiles/${encodeURIComponent(officeId)}/sync`, body, { schema: answer });
  return res.payload;
}

export function useSyncOffice(prefix: '' | 'office/', officeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SyncOfficeBody) => syncOffice(prefix, officeId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalSyncKeys.all });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
