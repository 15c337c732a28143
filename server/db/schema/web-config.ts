/**
 * Web config (issue 19): partners (logo, name, link, order), banners (image,
 * link, placement, schedule, order within the placement, status) and the
 * template messages agents send (WhatsApp or e-mail, with placeholders).
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BannerPlacement, BannerStatus } from '../../../domain/banners';
import type { TemplateChannel } from '../../../domain/template-messages';
import { createdAt, trigram, ts } from './columns';

export const partners = pgTable(
  'partners',
  {
    partnerId: text('partner_id').primaryKey(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    logoUrl: text('logo_url').notNull(),
    displayOrder: integer('display_order').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partners_name_unique').on(sql`lower(${t.name})`), index('partners_order_idx').on(t.displayOrder, t.partnerId)],
);

export const banners = pgTable(
  'banners',
  {
    bannerId: text('banner_id').primaryKey(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    link: text('link'),
    placement: text('placement').$type<BannerPlacement>().notNull(),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at'),
    status: text('status').$type<BannerStatus>().notNull().default('ACTIVE'),
    displayOrder: integer('display_order').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('banners_placement_order_idx').on(t.placement, t.displayOrder, t.bannerId), index('banners_order_idx').on(t.displayOrder, t.bannerId)],
);

export const templateMessages = pgTable(
  'template_messages',
  {
    templateId: text('template_id').primaryKey(),
    channel: text('channel').$type<TemplateChannel>().notNull(),
    name: text('name').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('template_messages_channel_name_unique').on(t.channel, sql`lower(${t.name})`),
    index('template_messages_updated_idx').on(t.updatedAt, t.templateId),
    index('template_messages_channel_updated_idx').on(t.channel, t.updatedAt, t.templateId),
    trigram('template_messages_name_trgm', t.name),
  ],
);
