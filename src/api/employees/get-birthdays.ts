import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListPayload } from '../../../domain/entities/common';
import type { Birthday } from '../../../domain/entities/employee';
import { http, type Envelope } from '../http';
import { employeeKeys } from './keys';

/** GET employees/birthdays: colleagues whose birthday falls this week (dashboard #birthday-list). */
export async function getBirthdays(signal?: AbortSignal): Promise<Birthday[]> {
  const res = await http.get<Envelope<ListPayload<Birthday>>>('employees/birthdays', { signal });
  return res.payload.results;
}

export const birthdaysQueryOptions = () =>
  queryOptions({ queryKey: employeeKeys.birthdays(), queryFn: ({ signal }) => getBirthdays(signal), staleTime: 5 * 60_000 });

export const useBirthdays = () => useQuery(birthdaysQueryOptions());
