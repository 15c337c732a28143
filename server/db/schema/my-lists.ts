/**
 * My lists (issue 18): an agent's own saved lists of listings to share with a
 * client. Sharing a list masks each of its listings (a LINK masking per
 * listing, as /masking does) and gives the list a code for its public page.
 */
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, trigram, ts } from './columns';
import { listings } from './listings';
import { users } from './people';

export const myLists = pgTable(
  'my_lists',
  {
    myListId: text('my_list_id').primaryKey(),
    ownerUserId: text('owner_user_id')
      .notNull()
      .references(() => users.userId),
    name: text('name').notNull(),
    /** For whom the list is (a client's name), optional. */
    clientName: text('client_name'),
    note: text('note'),
    /** Set once the list is shared: the public page's code. */
    sharedCode: text('shared_code'),
    sharedAt: ts('shared_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('my_lists_owner_updated_idx').on(t.ownerUserId, t.updatedAt, t.myListId),
    index('my_lists_owner_name_idx').on(t.ownerUserId, t.name, t.myListId),
    uniqueIndex('my_lists_shared_code_unique').on(t.sharedCode),
    trigram('my_lists_name_trgm', t.name),
  ],
);

/** A listing on a list, in order; its masked link's code once the list is shared. */
export const myListItems = pgTable(
  'my_list_items',
  {
    myListId: text('my_list_id')
      .notNull()
      .references(() => myLists.myListId, { onDelete: 'cascade' }),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId),
    position: integer('position').notNull(),
    listingSharedCode: text('listing_shared_code'),
  },
  (t) => [primaryKey({ columns: [t.myListId, t.listingId] }), index('my_list_items_listing_idx').on(t.listingId)],
);
