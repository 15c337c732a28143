import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { officeDetail, type OfficeApprovalBody, type OfficeDetail } from '../../../domain/entities/office';
import { http } from '../http';
import { officeKeys } from './keys';

const answer = envelope(officeDetail);

export interface DecideOfficeInput {
  officeId: string;
  body: OfficeApprovalBody;
}

/** POST offices/{officeId}/approval: submit for approval, approve, or reject with a reason. */
export async function decideOffice({ officeId, body }: DecideOfficeInput): Promise<OfficeDetail> {
  const res = await http.post(`offices/${encodeURIComponent(officeId)}/approval`, body, { schema: answer });
  return res.payload;
}

export function useDecideOffice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: decideOffice, onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }) });
}
