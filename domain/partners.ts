/**
 * Partners (issue 19, §2 partner, admin-HQ-plus): the network's partners the
 * public website shows as logos linking to their sites, in an order HQ sets.
 */
import { z } from 'zod';
import { id, listQuery, pageLimit } from './entities/common';
import { requiredText } from './validation';
import { imageUrl, orderIds, webLink } from './web-config';

/** The most partners the website shows: the screen orders them all on one page. */
export const PARTNERS_MAX = 50;

export const PARTNER_MESSAGES = {
  created: (name: string) => `Partner ${name} created.`,
  updated: (name: string) => `Partner ${name} updated.`,
  notFound: 'Partner not found.',
  nameTaken: 'Another partner already has this name.',
  full: `The website shows at most ${PARTNERS_MAX} partners: delete one first.`,
} as const;

export const PARTNER_LABELS = { logoUrl: 'Logo', name: 'Name', link: 'Link' } as const;

export const partner = z.object({
  partnerId: z.string(),
  name: z.string(),
  link: z.string(),
  logoUrl: z.string(),
  displayOrder: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Partner = z.infer<typeof partner>;

const partnerFields = z
  .object({
    logoUrl: imageUrl(PARTNER_LABELS.logoUrl),
    name: requiredText(PARTNER_LABELS.name, 100),
    link: webLink(PARTNER_LABELS.link),
  })
  .strict();
export const createPartnerBody = partnerFields;
export type CreatePartnerBody = z.infer<typeof createPartnerBody>;
export type PartnerInput = z.input<typeof createPartnerBody>;
export const updatePartnerBody = partnerFields.partial().strict();
export type UpdatePartnerBody = z.infer<typeof updatePartnerBody>;

export const partnersQuery = listQuery
  .pick({ search: true })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type PartnersQuery = z.infer<typeof partnersQuery>;
export const partnerIdParams = z.object({ partnerId: id }).strict();

/** PATCH partners/order: every partner's id, in the new order. */
export const partnerOrderBody = z.object({ partnerIds: orderIds }).strict();
export type PartnerOrderBody = z.infer<typeof partnerOrderBody>;
