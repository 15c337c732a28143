/**
 * The Rumah123 checker (/rumah123-checker, §2, §7, issue 17): is an email
 * registered on the first listing portal (Rumah123) through one of the
 * network's accounts, and which agents and listings are there under it.
 * "Registered under" an email: an agent's own account on that portal with
 * that email, or an office's account on it with that email (then every
 * listing of that office on the portal).
 */
import { z } from 'zod';
import { listQuery, pageLimit } from './entities/common';
import { MESSAGES } from './messages';
import { typeError } from './validation';

export const R123_FIELD_LABELS = { email: 'Email' } as const;

export const checkerEmail = z
  .string(typeError(R123_FIELD_LABELS.email))
  .trim()
  .min(1, MESSAGES.required(R123_FIELD_LABELS.email))
  .max(200, MESSAGES.maxLength(R123_FIELD_LABELS.email, 200))
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, MESSAGES.invalidFormat(R123_FIELD_LABELS.email))
  .transform((v) => v.toLowerCase());

/** The checker's form and GET listings/r123-check?email. */
export const r123CheckForm = z.object({ email: checkerEmail }).strict();
export type R123CheckInput = z.input<typeof r123CheckForm>;

export const r123CheckAnswer = z.object({ isFound: z.boolean(), message: z.string() });
export type R123CheckAnswer = z.infer<typeof r123CheckAnswer>;

export const r123Message = (found: { agents: number; offices: number }): string =>
  found.agents + found.offices === 0
    ? 'No Rumah123 account of the network is registered with this email.'
    : `This email is registered on Rumah123 for ${found.agents} agent ${found.agents === 1 ? 'account' : 'accounts'} and ${found.offices} office ${found.offices === 1 ? 'account' : 'accounts'}.`;

const R123_SORTS = ['updatedAt:DESC', 'updatedAt:ASC'] as const;

export const r123ListQuery = listQuery
  .pick({ search: true })
  .extend({ sort: z.enum(R123_SORTS) })
  .partial()
  .extend({ filterEmail: checkerEmail, limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type R123ListQuery = z.infer<typeof r123ListQuery>;

export const r123Listing = z.object({
  listingId: z.string(),
  listingCode: z.string(),
  title: z.string(),
  status: z.string(),
  officeName: z.string(),
  agentName: z.string(),
  updatedAt: z.string(),
});
export type R123Listing = z.infer<typeof r123Listing>;

export const r123Employee = z.object({
  employeeId: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  officeName: z.string().nullable(),
  portalUsername: z.string(),
});
export type R123Employee = z.infer<typeof r123Employee>;
