import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { masterFeeRate, type MasterFeeRate } from '../../../domain/entities/team';
import type { FeeCode, UpdateMasterFeeBody } from '../../../domain/fees';
import { http } from '../http';
import { teamKeys } from './keys';

const answer = envelope(listPayload(masterFeeRate));

/** GET master-fees: the fee codes of §9 with the rates in force (the fee master, issue 19). */
export async function getMasterFees(signal?: AbortSignal): Promise<ListPayload<MasterFeeRate>> {
  const res = await http.get('master-fees', { signal, schema: answer });
  return res.payload;
}

export const masterFeesQueryOptions = () => queryOptions({ queryKey: teamKeys.masterFees(), queryFn: ({ signal }) => getMasterFees(signal), staleTime: 60_000 });

/** The list as /master-data-fee shows it. */
export const useMasterFeeList = () => useQuery(masterFeesQueryOptions());

/** Just the rates (the closing form's preview). */
export const useMasterFees = () => useQuery({ ...masterFeesQueryOptions(), select: (payload) => payload.results });

/** PATCH master-fees/{feeCode}: a new rate; the list is asked again. */
export async function updateMasterFee(feeCode: FeeCode, body: UpdateMasterFeeBody): Promise<MasterFeeRate> {
  const res = await http.patch(`master-fees/${feeCode}`, body, { schema: envelope(masterFeeRate) });
  return res.payload;
}

export function useUpdateMasterFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feeCode, body }: { feeCode: FeeCode; body: UpdateMasterFeeBody }) => updateMasterFee(feeCode, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.masterFees() }),
  });
}
