import { z } from 'zod';
import { MESSAGES } from '../messages';
import { requiredText, textField } from '../validation';

export const NOTIFICATION_FEATURES = [
  'dashboard',
  'masking',
  'document',
  'invoice-report',
  'cancel-report',
  'closing',
  'blog',
  'listing',
  'event',
] as const;

export const notification = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  receiverUserId: z.string(),
  readByUserAt: z.string().nullable(),
  createdAt: z.string(),
  externalId: z.string().nullable(),
  requestData: z.object({ feature: z.string() }),
});
export type Notification = z.infer<typeof notification>;

/** GET notifications (§7). receiverUserId may only name the caller. */
export const notificationsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(999_999).default(999_999),
    offset: z.coerce.number().int().min(0).default(0),
    receiverUserId: z.string().max(64).optional(),
    isRead: z.enum(['all', 'unread']).default('all'),
  })
  .strict();

export const markAsReadBody = z
  .object({
    notificationIds: z.array(textField('notificationId', 64, { trim: false }).min(1)).min(1, 'notificationIds is required.').max(1000),
    receiverUserId: textField('receiverUserId', 64, { trim: false }).optional(),
  })
  .strict();

/** PATCH notifications/mark-all-as-read: no body, or only the caller as receiver. */
export const markAllAsReadBody = z
  .object({ receiverUserId: textField('receiverUserId', 64, { trim: false }).optional() })
  .strict()
  .nullish();

/** How many rows a mark-as-read call changed. */
export const markedPayload = z.object({ updated: z.number().int().nonnegative() });

const feature = z
  .string()
  .trim()
  .min(1, 'feature is required.')
  .max(50, MESSAGES.maxLength('feature', 50))
  .regex(/^[a-z0-9-]+$/, 'feature format is invalid.');

/**
 * POST notifications (HQ admins, ops and tests push one to a user). The
 * feature comes as requestData.feature, like the Notification itself, or as a
 * top-level feature.
 */
export const createNotificationBody = z
  .object({
    receiverUserId: textField('receiverUserId', 64, { trim: false }).min(1, 'receiverUserId is required.'),
    title: requiredText('title', 200),
    message: requiredText('message', 2000),
    externalId: textField('externalId', 200, { trim: false }).nullable().optional(),
    feature: feature.optional(),
    requestData: z.object({ feature }).strict().optional(),
  })
  .strict()
  .refine((b) => b.feature !== undefined || b.requestData !== undefined, { message: 'feature is required.', path: ['feature'] })
  .refine((b) => !b.feature || !b.requestData || b.feature === b.requestData.feature, {
    message: 'feature and requestData.feature differ.',
    path: ['feature'],
  });
export type CreateNotificationBody = z.infer<typeof createNotificationBody>;

/** The event name of the notifications stream (server-sent events); its data is a Notification. */
export const NOTIFICATION_EVENT = 'notification';
