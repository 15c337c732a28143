import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { officeDetail, type OfficeDetail, type patchOfficeBody } from '../../../domain/entities/office';
import type { z } from 'zod';
import { http } from '../http';
import { officeKeys } from './keys';

const answer = envelope(officeDetail);

export interface UpdateOfficeInput {
  officeId: string;
  body: z.input<typeof patchOfficeBody>;
}

/** PATCH offices/{officeId}: the fields that changed. */
export async function updateOffice({ officeId, body }: UpdateOfficeInput): Promise<OfficeDetail> {
  const res = await http.patch(`offices/${encodeURIComponent(officeId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateOffice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOffice, onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }) });
}
