import { queryOptions, useQuery } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { checkEmailPayload } from '../../../domain/entities/user';
import { http } from '../http';
import { userKeys } from './keys';

const answer = envelope(checkEmailPayload);

/** POST users/check-email: isExist true means 'Email is already used' (§5). */
export async function checkEmail(email: string, signal?: AbortSignal): Promise<{ isExist: boolean }> {
  const res = await http.post('users/check-email', { email }, { signal, schema: answer });
  return res.payload;
}

export const emailCheckQueryOptions = (email: string) =>
  queryOptions({
    queryKey: userKeys.emailCheck(email),
    queryFn: ({ signal }) => checkEmail(email, signal),
    staleTime: 30_000,
    retry: false,
  });

/** Ask only when `email` is set (the caller debounces and skips the user's own address). */
export const useEmailCheck = (email: string | null) =>
  useQuery({ ...emailCheckQueryOptions(email ?? ''), enabled: email !== null && email !== '' });
