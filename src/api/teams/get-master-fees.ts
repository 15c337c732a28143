import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import { masterFee } from '../../../domain/fees';
import { http } from '../http';
import { teamKeys } from './keys';

const answer = envelope(listPayload(masterFee));

/** GET master-fees: the fee codes of §9. */
export async function getMasterFees(signal?: AbortSignal) {
  const res = await http.get('master-fees', { signal, schema: answer });
  return res.payload.results;
}

export const masterFeesQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.masterFees(), queryFn: ({ signal }) => getMasterFees(signal), staleTime: 5 * 60_000 });

export const useMasterFees = () => useQuery(masterFeesQueryOptions());
