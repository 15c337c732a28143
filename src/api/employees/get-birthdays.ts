import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import { birthday, type Birthday } from '../../../domain/entities/employee';
import { http } from '../http';
import { employeeKeys } from './keys';

const answer = envelope(listPayload(birthday));

/** GET employees/birthdays: colleagues whose birthday falls this week (dashboard #birthday-list). */
export async function getBirthdays(signal?: AbortSignal): Promise<Birthday[]> {
  const res = await http.get('employees/birthdays', { signal, schema: answer });
  return res.payload.results;
}

export const birthdaysQueryOptions = () =>
  queryOptions({ queryKey: employeeKeys.birthdays(), queryFn: ({ signal }) => getBirthdays(signal), staleTime: 5 * 60_000 });

export const useBirthdays = () => useQuery(birthdaysQueryOptions());
