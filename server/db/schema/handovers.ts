/**
 * Handovers (issue 18): an agent hands a closed property over to its buyer or
 * tenant — a checklist ticked item by item, the handover date, and the
 * documents and signatures uploaded as files. One handover in force per
 * closing.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, trigram, ts } from './columns';
import { files } from './files';
import { listings } from './listings';
import { employees, offices, users } from './people';
import { closings } from './transactions';

export const handovers = pgTable(
  'handovers',
  {
    handoverId: text('handover_id').primaryKey(),
    /** Shown as HOV-000123. */
    handoverNumber: integer('handover_number').generatedAlwaysAsIdentity().notNull(),
    closingId: text('closing_id')
      .notNull()
      .references(() => closings.closingId),
    listingId: text('listing_id')
      .notNull()
      .references(() => listings.listingId),
    /** The closing's listing office: whose handover it is. */
    officeId: text('office_id')
      .notNull()
      .references(() => offices.officeId),
    /** The agent who hands over (the creator; only agents create). */
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId),
    handoverDate: date('handover_date', { mode: 'string' }).notNull(),
    /** The buyer or tenant receiving the property (from the closing, editable). */
    receiverName: text('receiver_name').notNull(),
    note: text('note'),
    status: text('status').$type<'OPEN' | 'COMPLETED' | 'CANCELLED'>().notNull().default('OPEN'),
    completedAt: ts('completed_at'),
    createdByUserId: text('created_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('handovers_number_unique').on(t.handoverNumber),
    uniqueIndex('handovers_closing_active_unique').on(t.closingId).where(sql`status <> 'CANCELLED'`),
    index('handovers_created_idx').on(t.createdAt, t.handoverId),
    index('handovers_office_created_idx').on(t.officeId, t.createdAt, t.handoverId),
    index('handovers_employee_created_idx').on(t.employeeId, t.createdAt, t.handoverId),
    index('handovers_status_created_idx').on(t.status, t.createdAt, t.handoverId),
    index('handovers_date_idx').on(t.handoverDate, t.handoverId),
    trigram('handovers_receiver_trgm', t.receiverName),
  ],
);

/** One line of a handover's checklist, in order. */
export const handoverItems = pgTable(
  'handover_items',
  {
    handoverId: text('handover_id')
      .notNull()
      .references(() => handovers.handoverId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    checked: boolean('checked').notNull().default(false),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.handoverId, t.position] })],
);

/** A document or signature uploaded for a handover. */
export const handoverFiles = pgTable(
  'handover_files',
  {
    handoverFileId: text('handover_file_id').primaryKey(),
    handoverId: text('handover_id')
      .notNull()
      .references(() => handovers.handoverId, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .references(() => files.fileKey),
    kind: text('kind').$type<'DOCUMENT' | 'SIGNATURE'>().notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
  },
  (t) => [index('handover_files_handover_idx').on(t.handoverId, t.createdAt)],
);
