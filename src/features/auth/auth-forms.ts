import { z } from 'zod';
import { forgotPasswordBody, signInBody } from '../../../domain/entities/auth';
import { MESSAGES } from '../../../domain/messages';

/** An empty email says 'Email is required.'; a malformed one keeps the schema's own message. */
const requiredEmail = z.string().trim().min(1, MESSAGES.required('Email')).pipe(signInBody.shape.email);

export const loginForm = signInBody.extend({ email: requiredEmail });
export type LoginValues = z.infer<typeof loginForm>;

export const forgotPasswordForm = forgotPasswordBody.pick({ email: true }).extend({ email: requiredEmail });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordForm>;
