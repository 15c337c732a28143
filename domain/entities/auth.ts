import { z } from 'zod';
import { FORMAT_PATTERNS } from '../validation';
import { MESSAGES } from '../messages';

const email = z.email('Email format is invalid.').max(200);
const password = z.string().regex(FORMAT_PATTERNS.password, MESSAGES.passwordRule).max(200);

export const signInBody = z.object({ email, password: z.string().min(1, 'Password is required.').max(200) }).strict();
export const signInPayload = z.object({ token: z.string() });

export const pingPayload = z.object({ status: z.string() });

export const forgotPasswordBody = z.object({ platform: z.enum(['cms', 'web', 'mobile']), email }).strict();

export const resetPasswordBody = z
  .object({ password, confirmPassword: z.string().max(200) })
  .strict()
  .refine((b) => b.password === b.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const changePasswordBody = z
  .object({ currentPassword: z.string().min(1, 'Current password is required.').max(200), newPassword: password, confirmPassword: z.string().max(200) })
  .strict()
  .refine((b) => b.newPassword === b.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const fcmRegisterBody = z
  .object({
    fcmToken: z.string().min(1, 'fcmToken is required.').max(4096),
    deviceId: z.string().min(1, 'deviceId is required.').max(200),
    deviceType: z.enum(['web', 'android', 'ios']),
    meta: z
      .object({
        platform: z.string().max(100),
        os: z.string().max(100),
        osVersion: z.string().max(100),
        appVersion: z.string().max(50),
      })
      .strict(),
  })
  .strict();

/** Answers that only carry a sentence for the user. */
export const messagePayload = z.object({ message: z.string() });

/** GET auth/reset-password/{sessionId}: whose password the link resets. */
export const resetPasswordInfoPayload = z.object({ email: z.string() });

/** Path parameter of the reset and verify links. */
export const sessionIdParams = z.object({ sessionId: z.string().min(1).max(200) }).strict();

export const fcmTokenParams = z.object({ token: z.string().min(1).max(4096) }).strict();
export const fcmRegisterPayload = z.object({ fcmToken: z.string(), deviceId: z.string(), deviceType: z.string() });
export const fcmDeletePayload = z.object({ deleted: z.boolean() });
