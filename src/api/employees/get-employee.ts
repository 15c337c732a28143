import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { employeeDetail, type EmployeeDetail } from '../../../domain/entities/employee';
import { http } from '../http';
import { employeeKeys } from './keys';

const answer = envelope(employeeDetail);

/** GET employees/{employeeId}: one record with its office, user and last approval decision (404 outside the caller's scope). */
export async function getEmployee(employeeId: string, signal?: AbortSignal): Promise<EmployeeDetail> {
  const res = await http.get(`employees/${encodeURIComponent(employeeId)}`, { signal, schema: answer });
  return res.payload;
}

export const employeeQueryOptions = (employeeId: string) =>
  queryOptions({ queryKey: employeeKeys.detail(employeeId), queryFn: ({ signal }) => getEmployee(employeeId, signal) });

export const useEmployee = (employeeId: string) => useQuery(employeeQueryOptions(employeeId));
