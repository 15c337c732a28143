import { z } from 'zod';
import { FORMAT_PATTERNS, textField } from '../validation';
import { MESSAGES } from '../messages';

const email = z.email('Email format is invalid.').max(200, MESSAGES.maxLength('Email', 200));
const password = textField('Password', 200, { trim: false }).regex(FORMAT_PATTERNS.password, MESSAGES.passwordRule);
const confirmPassword = textField('Confirm password', 200, { trim: false });

export const signInBody = z.object({ email, password: textField('Password', 200, { trim: false }).min(1, 'Password is required.') }).strict();
export const signInPayload = z.object({ token: z.string() });

export const pingPayload = z.object({ status: z.string() });

export const forgotPasswordBody = z.object({ platform: z.enum(['cms', 'web', 'mobile']), email }).strict();

export const resetPasswordBody = z
  .object({ password, confirmPassword })
  .strict()
  .refine((b) => b.password === b.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const changePasswordBody = z
  .object({ currentPassword: textField('Current password', 200, { trim: false }).min(1, 'Current password is required.'), newPassword: password, confirmPassword })
  .strict()
  .refine((b) => b.newPassword === b.confirmPassword, { message: MESSAGES.passwordMismatch, path: ['confirmPassword'] });

export const fcmRegisterBody = z
  .object({
    fcmToken: textField('fcmToken', 4096, { trim: false }).min(1, 'fcmToken is required.'),
    deviceId: textField('deviceId', 200, { trim: false }).min(1, 'deviceId is required.'),
    deviceType: z.enum(['web', 'android', 'ios']),
    meta: z
      .object({
        platform: textField('platform', 100, { trim: false }),
        os: textField('os', 100, { trim: false }),
        osVersion: textField('osVersion', 100, { trim: false }),
        appVersion: textField('appVersion', 50, { trim: false }),
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
