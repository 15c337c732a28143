import { useMutation } from '@tanstack/react-query';
import { messagePayload } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';
import type { SetUserPasswordBody } from '../../../domain/entities/user-admin';
import { http } from '../http';

const answer = envelope(messagePayload);

export interface SetUserPasswordInput {
  userId: string;
  body: SetUserPasswordBody;
}

/** POST users/{userId}/change-password: the Super Admin sets a user's password (their sessions end). */
export async function setUserPassword({ userId, body }: SetUserPasswordInput): Promise<string> {
  const res = await http.post(`users/${encodeURIComponent(userId)}/change-password`, body, { schema: answer });
  return res.payload.message;
}

export const useSetUserPassword = () => useMutation({ mutationFn: setUserPassword });
