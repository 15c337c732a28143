import { useMutation } from '@tanstack/react-query';
import { http, type Envelope } from '../http';

/** POST auth/forgot-password/confirmation-link: the back office asks as platform 'cms'. */
export async function sendResetLink(email: string): Promise<{ message: string }> {
  const res = await http.post<Envelope<{ message: string }>>('auth/forgot-password/confirmation-link', { platform: 'cms', email });
  return res.payload;
}

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
