import { z } from 'zod';
import { useEmailCheck } from '../api/users/check-email';
import { useDebouncedValue } from './use-debounced-value';

export type EmailStatus = 'idle' | 'checking' | 'available' | 'used';

const isEmail = (s: string) => z.email().safeParse(s).success;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * §5's uniqueness check of a user's email, 500 ms after the last keystroke.
 * The user's own address needs no check; a failed lookup counts as available.
 */
export function useEmailAvailability(email: string, currentEmail: string): EmailStatus {
  const typed = email.trim();
  const debounced = useDebouncedValue(typed);
  const shouldCheck = debounced !== '' && !same(debounced, currentEmail) && isEmail(debounced);
  const check = useEmailCheck(shouldCheck ? debounced : null);
  if (typed === '' || same(typed, currentEmail) || !isEmail(typed)) return 'idle';
  if (!shouldCheck || debounced !== typed || check.isPending) return 'checking';
  if (check.isError) return 'available';
  return check.data.isExist ? 'used' : 'available';
}
