import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { officeDetail, type CreateOfficeInput, type OfficeDetail } from '../../../domain/entities/office';
import { http } from '../http';
import { officeKeys } from './keys';

const answer = envelope(officeDetail);

/** POST offices: a new office, saved as a draft. */
export async function createOffice(body: CreateOfficeInput): Promise<OfficeDetail> {
  const res = await http.post('offices', body, { schema: answer });
  return res.payload;
}

export function useCreateOffice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOffice, onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }) });
}
