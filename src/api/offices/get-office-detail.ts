import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { officeDetail, type OfficeDetail } from '../../../domain/entities/office';
import { http } from '../http';
import { officeKeys } from './keys';

const answer = envelope(officeDetail);

/** GET offices/{officeId}: every field, the approval's story and the owners. */
export async function getOfficeDetail(officeId: string, signal?: AbortSignal): Promise<OfficeDetail> {
  const res = await http.get(`offices/${encodeURIComponent(officeId)}`, { signal, schema: answer });
  return res.payload;
}

export const officeDetailQueryOptions = (officeId: string) =>
  queryOptions({ queryKey: officeKeys.full(officeId), queryFn: ({ signal }) => getOfficeDetail(officeId, signal) });

export const useOfficeDetail = (officeId: string) => useQuery({ ...officeDetailQueryOptions(officeId), enabled: officeId !== '' });
