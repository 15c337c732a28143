/**
 * Clients (issue 19): an agent's own buyers and tenants, their notes, and the
 * listings shared with them — each share one masked link (a LINK masking
 * history, as /masking makes), kept here with the client it went to.
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, trigram, ts } from './columns';
import { listings } from './listings';
import { listingMaskingHistories } from './masking';
import { users } from './people';

const money = (name: string) => bigint(name, { mode: 'number' });

export const clients = pgTable(
  'clients',
  {
    clientId: text('client_id').primaryKey(),
    /** The agent (user) whose client it is: only they see it, the Super Admin reads it. */
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.userId),
    name: text('name').notNull(),
    phones: text('phones').array().notNull(),
    email: text('email'),
    needs: text('needs').$type<'buy' | 'rent'>().notNull(),
    budgetMin: money('budget_min'),
    budgetMax: money('budget_max'),
    preferredAreas: text('preferred_areas').array().notNull().default([]),
    status: text('status').$type<'ACTIVE' | 'CLOSED' | 'INACTIVE'>().notNull().default('ACTIVE'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('clients_owner_updated_idx').on(t.ownerUserId, t.updatedAt, t.clientId),
    index('clients_owner_name_idx').on(t.ownerUserId, t.name, t.clientId),
    index('clients_owner_created_idx').on(t.ownerUserId, t.createdAt, t.clientId),
    // The Super Admin's list of every agent's clients.
    index('clients_updated_idx').on(t.updatedAt, t.clientId),
    index('clients_name_idx').on(t.name, t.clientId),
    index('clients_created_idx').on(t.createdAt, t.clientId),
    index('clients_status_idx').on(t.status, t.updatedAt, t.clientId),
    index('clients_needs_idx').on(t.needs, t.updatedAt, t.clientId),
    trigram('clients_name_trgm', t.name),
    trigram('clients_email_trgm', t.email),
    // The search by a phone number: phones @> '{0812…}'.
    index('clients_phones_gin').using('gin', t.phones),
  ],
);

/** A note on a client, kept as written (no edit, no delete: the client's history). */
export const clientNotes = pgTable(
  'client_notes',
  {
    clientNoteId: text('client_note_id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.userId),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('client_notes_client_idx').on(t.clientId, t.createdAt)],
);

/** A listing shared with a client: the masked link (masking history) it went out as. */
export const clientShares = pgTable(
  'client_shares',
  {
    clientShareId: text('client_share_id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId, { onDelete: 'cascade' }),
    listingMaskingHistoryId: text('listing_masking_history_id')
      .notNull()
      .references(() => listingMaskingHistories.listingMaskingHistoryId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('client_shares_client_idx').on(t.clientId, t.createdAt), index('client_shares_listing_idx').on(t.listingId), index('client_shares_history_idx').on(t.listingMaskingHistoryId)],
);
