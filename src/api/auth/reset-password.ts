import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { messagePayload, type resetPasswordBody } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { authKeys } from './keys';

export type ResetPasswordInput = z.input<typeof resetPasswordBody> & { sessionId: string };

const answer = envelope(messagePayload);

/** POST auth/reset-password/{sessionId} (password, confirmPassword). */
export async function resetPassword({ sessionId, ...body }: ResetPasswordInput): Promise<{ message: string }> {
  const res = await http.post(`auth/reset-password/${encodeURIComponent(sessionId)}`, body, { schema: answer });
  return res.payload;
}

export function useResetPassword(options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: async (_data, input) => {
      // The link is spent: forget what it said.
      queryClient.removeQueries({ queryKey: authKeys.resetPasswordLink(input.sessionId) });
      options.onSuccess?.();
    },
  });
}
