import { useMutation } from '@tanstack/react-query';
import { messagePayload } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';

const answer = envelope(messagePayload);

/** POST auth/forgot-password/confirmation-link: the back office asks as platform 'cms'. */
export async function sendResetLink(email: string): Promise<{ message: string }> {
  const res = await http.post('auth/forgot-password/confirmation-link', { platform: 'cms', email }, { schema: answer });
  return res.payload;
}

export const useSendResetLink = () => useMutation({ mutationFn: sendResetLink });
