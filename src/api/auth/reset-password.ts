import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type Envelope } from '../http';
import { authKeys } from './keys';

export interface ResetPasswordInput {
  sessionId: string;
  password: string;
  confirmPassword: string;
}

/** POST auth/reset-password/{sessionId} (password, confirmPassword). */
export async function resetPassword({ sessionId, ...body }: ResetPasswordInput): Promise<{ message: string }> {
  const res = await http.post<Envelope<{ message: string }>>(`auth/reset-password/${encodeURIComponent(sessionId)}`, body);
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
