import { pingPayload, signInPayload } from '../../../domain/entities/auth';
import { envelope } from '../../../domain/entities/common';

/** The session calls' answers, loaded beside the calls (sign-in.ts, ping.ts): /login paints without zod. */
export const signInAnswer = envelope(signInPayload);
export const pingAnswer = envelope(pingPayload);
