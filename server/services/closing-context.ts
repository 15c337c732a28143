/**
 * What a record raised from a closing (an invoice, an agent receivable, a
 * handover) shows beside its own row: the closing's code, its listing and the
 * record's office — joined into the record's own statement, so a page of them
 * is one statement and its count.
 */
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { closingCode } from '../../domain/closing';
import { closings, listings, offices } from '../db/schema';

/** The context's columns, spread into the record's select. */
export const CLOSING_CONTEXT = { closingNumber: closings.closingNumber, listingCode: listings.listingCode, title: listings.title, officeName: offices.officeName };

export interface ClosingContextRow {
  closingNumber: number;
  listingCode: string;
  title: string;
  officeName: string;
}

/** Joins the context to a dynamic select of the record: its closing (and that closing's listing) and its office. */
export function joinClosingContext<T extends PgSelect>(query: T, on: { closingId: AnyPgColumn; officeId: AnyPgColumn }) {
  return query
    .innerJoin(closings, eq(closings.closingId, on.closingId))
    .innerJoin(listings, eq(listings.listingId, closings.listingId))
    .innerJoin(offices, eq(offices.officeId, on.officeId));
}

/** The context as the records' schemas name it. */
export const closingContextOf = (r: ClosingContextRow) => ({ closingCode: closingCode(r.closingNumber), listing: { listingCode: r.listingCode, title: r.title }, officeName: r.officeName });
