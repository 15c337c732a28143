import { useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { transferEmployee, type TransferEmployee } from '../../../domain/staff-transfer';
import { http } from '../http';
import { transferEmployeeKeys } from './keys';

const answer = envelope(transferEmployee);

/** GET transfer-employees/{transferEmployeeId}. */
export async function getTransferEmployee(id: string, signal?: AbortSignal): Promise<TransferEmployee> {
  const res = await http.get(`transfer-employees/${encodeURIComponent(id)}`, { signal, schema: answer });
  return res.payload;
}

export const useTransferEmployee = (id: string) => useQuery({ queryKey: transferEmployeeKeys.detail(id), queryFn: ({ signal }) => getTransferEmployee(id, signal) });
