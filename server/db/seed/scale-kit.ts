/**
 * What every scale generator shares: the context they read and fill in turn
 * (ScaleContext, the people, listings and posts planned so far), and the small
 * tools they use: a seeded random source, picks, chances and past dates, and
 * `generator` to type a table's rows. The generators import this module and it
 * imports none of them.
 */
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';
import type { ContentStatus } from '../../../domain/entities/article';
import type { ListingStatus } from '../../../domain/entities/listing';
import type { Role } from '../../../domain/roles';

export interface ScaleOffice {
  officeId: string;
  officeCode: string;
  city: string;
  province: string;
}

export interface ScalePerson {
  userId: string;
  employeeId: string;
  email: string;
  firstName: string;
  lastName: string;
  nickName: string;
  officeId: string | null;
  role: Role;
  /** An active employee record. */
  isActive: boolean;
  /** An active user account: with isActive, the person can sign in. */
  isUserActive: boolean;
  /** The employee record is approved: without it, the person has no role (domain/session.ts activeEmployees). */
  isApproved: boolean;
}

export interface ScaleContext {
  readonly factor: number;
  readonly now: Date;
  /** Seeded: the same factor gives the same names, dates and mix. */
  readonly random: () => number;
  /** Demo1234! for everyone, hashed once (scrypt per row would take minutes). */
  readonly passwordHash: string;
  /** The demo accounts that can sign in, who get a long history too (nobody else could open it). */
  readonly demoUserIds: string[];
  offices: ScaleOffice[];
  people: ScalePerson[];
  groups: { groupId: string; officeId: string }[];
  /** The demo's listing options, portals and photos, which the scaled listings use. */
  listingRefs: ScaleListingRefs;
  listings: ScaleListing[];
  maskings: ScaleMasking[];
  /** The scaled listings' places on the portals, which their sync history names. */
  portalListings: { portalListingId: string; listingId: string; portalId: string; officeId: string; createdAt: Date }[];
  /** The demo's blog taxonomy, images and author, which the scaled posts use. */
  blog: ScaleBlog;
  /** The demo's accounts and listings, which part of the scaled audit trail names. */
  audit: ScaleAuditRefs;
}

export interface ScaleListingRefs {
  lookups: Record<'part' | 'propertyType' | 'certificateType', string[]>;
  portalIds: string[];
  imageKeys: string[];
}

export interface ScaleListing {
  listingId: string;
  officeId: string;
  employeeId: string;
  status: ListingStatus;
  createdAt: Date;
  viewCount: number;
  shareCount: number;
}

export interface ScaleGenerator {
  table: PgTable;
  rows(ctx: ScaleContext): Iterable<Record<string, unknown>>;
  /** Writes a batch its own way (default: drizzle's multi-row insert, `batchSize` rows a statement). */
  insert?: (tx: Executor, rows: Record<string, unknown>[]) => Promise<void>;
  batchSize?: number;
  /** Runs in the generator's transaction before its first row; what it answers runs after its last (see indexesBuiltAfter). */
  prepare?: (tx: Executor) => Promise<() => Promise<void>>;
}

export interface ScaleMasking {
  listingMaskingId: string;
  listingId: string;
  employeeId: string;
  userId: string;
  officeId: string;
  createdAt: Date;
}

export interface ScaleBlog {
  categoryIds: string[];
  tagIds: string[];
  imageKeys: string[];
  authorUserIds: string[];
  posts: { articleId: string; status: ContentStatus; createdAt: Date; comments: number }[];
  comments: { commentId: string; createdAt: Date }[];
}

/** Someone the audit trail names as its actor: their main role and that role's office. */
export interface ScaleAuditActor {
  userId: string;
  employeeId: string;
  name: string;
  role: Role;
  officeId: string | null;
}

export interface ScaleAuditRefs {
  demoActors: ScaleAuditActor[];
  /** Listings in the database before the scaled ones: the demo's. */
  demoListings: { listingId: string; officeId: string; employeeId: string }[];
}

export const DAY = 86_400_000;

/** A generator whose rows are type-checked against its table. */
export const generator = <T extends PgTable>(table: T, rows: (ctx: ScaleContext) => Iterable<T['$inferInsert']>): ScaleGenerator => ({
  table,
  rows: rows as ScaleGenerator['rows'],
});

/**
 * A batch as one JSON parameter (jsonb_to_recordset), for a table of hundreds
 * of thousands of rows: drizzle's multi-row insert binds and maps every value
 * (a thousand rows of twenty columns is twenty thousand parameters), which
 * costs more than the database's own work. Every row must give every column
 * (no defaults are applied) but identity ones, which the database numbers;
 * dates go as ISO strings, jsonb as it is.
 */
export function jsonInsert(table: PgTable): NonNullable<ScaleGenerator['insert']> {
  const columns = Object.entries(getTableColumns(table)).filter(([, c]) => !c.generatedIdentity);
  const target = sql.join(columns.map(([, c]) => sql.identifier(c.name)), sql`, `);
  const picked = sql.join(columns.map(([key]) => sql`r.${sql.identifier(key)}`), sql`, `);
  const shape = sql.join(columns.map(([key, c]) => sql`${sql.identifier(key)} ${sql.raw(c.getSQLType())}`), sql`, `);
  return async (tx, rows) => {
    await tx.execute(sql`insert into ${table} (${target}) select ${picked} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${shape})`);
  };
}

/**
 * For a `prepare`: the table's secondary indexes are dropped before its rows
 * and built again from their own definitions (pg_indexes) after them, in the
 * same transaction: one build of a GIN trigram index over half a million rows
 * costs a fraction of half a million inserts into it. The primary key stays.
 * DROP INDEX locks the table until the transaction ends: on PostgreSQL a
 * server left running would wait that long to write its events (seed:scale
 * asks for the server to be stopped anyway).
 */
export function indexesBuiltAfter(table: PgTable): NonNullable<ScaleGenerator['prepare']> {
  return async (tx) => {
    const name = getTableName(table);
    // node-postgres and PGlite both answer execute() with { rows }.
    const { rows } = (await tx.execute(
      sql`select i.indexname, i.indexdef from pg_indexes i
          where i.schemaname = current_schema() and i.tablename = ${name}
            and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] };
    for (const r of rows) await tx.execute(sql`drop index ${sql.identifier(r.indexname)}`);
    return async () => {
      for (const r of rows) await tx.execute(sql.raw(r.indexdef));
    };
  };
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(ctx: ScaleContext, list: readonly T[]): T => list[Math.floor(ctx.random() * list.length)]!;
export const chance = (ctx: ScaleContext, p: number) => ctx.random() < p;
export const daysAgo = (ctx: ScaleContext, maxDays: number, minDays = 0) =>
  new Date(ctx.now.getTime() - (minDays + ctx.random() * (maxDays - minDays)) * DAY);
