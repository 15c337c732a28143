import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { messagePayload, type changePasswordBody } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';

export type ChangePasswordInput = z.input<typeof changePasswordBody>;

const answer = envelope(messagePayload);

/** POST auth/change-password. Success revokes every session of the user, this one included. */
export async function changePassword(body: ChangePasswordInput): Promise<{ message: string }> {
  const res = await http.post('auth/change-password', body, { schema: answer });
  return res.payload;
}

export function useChangePassword(options: { onSuccess?: () => void | Promise<void> } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: () => options.onSuccess?.() });
}
