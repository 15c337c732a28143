import { z } from 'zod';

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
    notificationIds: z.array(z.string().min(1).max(64)).min(1, 'notificationIds is required.').max(1000),
    receiverUserId: z.string().max(64).optional(),
  })
  .strict();
