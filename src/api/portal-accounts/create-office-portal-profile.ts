import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { officePortalProfile, type CreateOfficePortalProfileInput, type OfficePortalProfile } from '../../../domain/portal-accounts';
import { http } from '../http';
import { portalAccountKeys } from './keys';

const answer = envelope(officePortalProfile);

/** POST [/office]/office-portal-profiles: HQ directly; others with their verified OTP session. */
export async function createOfficePortalProfile(prefix: '' | 'office/', body: CreateOfficePortalProfileInput): Promise<OfficePortalProfile> {
  const res = await http.post(`${prefix}office-portal-profiles`, body, { schema: answer });
  return res.payload;
}

export function useCreateOfficePortalProfile(prefix: '' | 'office/') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOfficePortalProfileInput) => createOfficePortalProfile(prefix, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalAccountKeys.all }),
  });
}
