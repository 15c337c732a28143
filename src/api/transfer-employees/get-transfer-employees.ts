import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { transferEmployee, type TransferEmployee, type transferEmployeesQuery } from '../../../domain/staff-transfer';
import { http, type QueryParams } from '../http';
import { transferEmployeeKeys } from './keys';

export type TransferEmployeesParams = Partial<QueryParams<typeof transferEmployeesQuery>>;

const answer = envelope(listPayload(transferEmployee));

/** GET transfer-employees: newest first, by status, searched by name or code. */
export async function getTransferEmployees(params: TransferEmployeesParams, signal?: AbortSignal): Promise<ListPayload<TransferEmployee>> {
  const res = await http.get('transfer-employees', { query: { ...params }, signal, schema: answer });
  return res.payload;
}

export const useTransferEmployees = (params: TransferEmployeesParams) =>
  useQuery({ queryKey: transferEmployeeKeys.list({ ...params }), queryFn: ({ signal }) => getTransferEmployees(params, signal), placeholderData: keepPreviousData });
