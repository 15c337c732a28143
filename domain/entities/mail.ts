import { z } from 'zod';
import { listQuery } from './common';

/** A mail the server wrote: sent by SMTP when configured (sentAt), else waiting in the outbox the demo reads. */
export const mailOutboxItem = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof mailOutboxItem>;

export const mailOutboxQuery = listQuery.extend({ to: z.string().max(200).optional() }).strict();
