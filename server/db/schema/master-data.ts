/**
 * Master data (issue 19): the agent achievement levels and the career levels,
 * each published or not; a name, a level number and a position are unique
 * (case aside), which the unique indexes hold under concurrent writes.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MasterStatus } from '../../../domain/master-data';
import { createdAt, trigram, ts } from './columns';

export const masterAchievements = pgTable(
  'master_achievements',
  {
    masterAchievementId: text('master_achievement_id').primaryKey(),
    name: text('name').notNull(),
    minClosings: integer('min_closings').notNull(),
    minCommission: bigint('min_commission', { mode: 'number' }).notNull(),
    description: text('description'),
    status: text('status').$type<MasterStatus>().notNull().default('PUBLISH'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('master_achievements_name_unique').on(sql`lower(${t.name})`),
    index('master_achievements_commission_idx').on(t.minCommission, t.masterAchievementId),
    index('master_achievements_status_commission_idx').on(t.status, t.minCommission, t.masterAchievementId),
    index('master_achievements_name_idx').on(t.name, t.masterAchievementId),
    index('master_achievements_created_idx').on(t.createdAt, t.masterAchievementId),
    trigram('master_achievements_name_trgm', t.name),
  ],
);

export const masterCareers = pgTable(
  'master_careers',
  {
    masterCareerId: text('master_career_id').primaryKey(),
    level: integer('level').notNull(),
    position: text('position').notNull(),
    description: text('description'),
    status: text('status').$type<MasterStatus>().notNull().default('PUBLISH'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('master_careers_level_unique').on(t.level),
    uniqueIndex('master_careers_position_unique').on(sql`lower(${t.position})`),
    index('master_careers_status_level_idx').on(t.status, t.level),
    index('master_careers_position_idx').on(t.position, t.masterCareerId),
    index('master_careers_created_idx').on(t.createdAt, t.masterCareerId),
    trigram('master_careers_position_trgm', t.position),
  ],
);
