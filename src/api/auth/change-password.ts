import { useMutation } from '@tanstack/react-query';
import { http, type Envelope } from '../http';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST auth/change-password. Success revokes every session of the user, this one included. */
export async function changePassword(body: ChangePasswordInput): Promise<{ message: string }> {
  const res = await http.post<Envelope<{ message: string }>>('auth/change-password', body);
  return res.payload;
}

export function useChangePassword(options: { onSuccess?: () => void | Promise<void> } = {}) {
  return useMutation({ mutationFn: changePassword, onSuccess: () => options.onSuccess?.() });
}
