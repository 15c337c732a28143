/**
 * Master data (issue 19): achievement levels and career levels, listed with
 * search, status filter and sorts (§7's shape), created and edited by
 * admin-HQ-plus (the route's guard), each write audited; a name, a level or a
 * position another record has is refused at its field, before any write and
 * when two admins race (the unique indexes).
 */
import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import {
  MASTER_DATA_MESSAGES as M,
  type CreateMasterAchievementBody,
  type CreateMasterCareerBody,
  type MasterAchievement,
  type MasterAchievementsQuery,
  type MasterCareer,
  type MasterCareersQuery,
  type UpdateMasterAchievementBody,
  type UpdateMasterCareerBody,
} from '../../domain/master-data';
import type { Db, Executor } from '../db/client';
import { masterAchievements, masterCareers } from '../db/schema';
import { fieldError, notFound, refusingDuplicates } from '../errors';
import { callerAudit, recordAudit } from './audit';
import type { Caller } from './caller';
import { countedPage, escapeLike, type ListPage, type Window } from './lists';
import { newId } from './tokens';

type AchievementRow = typeof masterAchievements.$inferSelect;
type CareerRow = typeof masterCareers.$inferSelect;

const toAchievement = (r: AchievementRow): MasterAchievement => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });
const toCareer = (r: CareerRow): MasterCareer => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

type Orderable = Parameters<typeof asc>[0];
const ordered = (column: Orderable, tie: Orderable, direction: string) => (direction.toUpperCase() === 'ASC' ? [asc(column), asc(tie)] : [desc(column), desc(tie)]);
const lower = (column: SQL | Parameters<typeof eq>[0]) => sql`lower(${column})`;

// ---------------------------------------------------------------------------
// Achievements

const ACHIEVEMENT_SORTS = { minCommission: masterAchievements.minCommission, name: masterAchievements.name, createdAt: masterAchievements.createdAt } as const;
const AUDITED_ACHIEVEMENT = ['name', 'minClosings', 'minCommission', 'description', 'status'] as const;

export async function listMasterAchievements(db: Executor, q: MasterAchievementsQuery & Window): Promise<ListPage<MasterAchievement>> {
  const search = q.search?.trim();
  const where = and(q.filterStatus ? eq(masterAchievements.status, q.filterStatus) : undefined, search ? ilike(masterAchievements.name, `%${escapeLike(search)}%`) : undefined);
  const [key = 'minCommission', direction = 'ASC'] = (q.sort ?? 'minCommission:ASC').split(':') as [keyof typeof ACHIEVEMENT_SORTS, string];
  const rows = await db
    .select()
    .from(masterAchievements)
    .where(where)
    .orderBy(...ordered(ACHIEVEMENT_SORTS[key], masterAchievements.masterAchievementId, direction))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map(toAchievement), db.select({ one: sql`1` }).from(masterAchievements).where(where), q);
}

async function refuseAchievementName(db: Executor, name: string | undefined, exceptId?: string): Promise<void> {
  if (name === undefined) return;
  const [taken] = await db
    .select({ id: masterAchievements.masterAchievementId })
    .from(masterAchievements)
    .where(and(eq(lower(masterAchievements.name), name.toLowerCase()), exceptId ? ne(masterAchievements.masterAchievementId, exceptId) : undefined))
    .limit(1);
  if (taken) throw fieldError('name', M.achievementNameTaken);
}

export async function createMasterAchievement(db: Db, caller: Caller, body: CreateMasterAchievementBody, now: Date): Promise<MasterAchievement> {
  await refuseAchievementName(db, body.name);
  const row = { masterAchievementId: newId(), ...body, createdAt: now, updatedAt: now };
  await refusingDuplicates('name', M.achievementNameTaken, () =>
    db.transaction(async (tx) => {
      await tx.insert(masterAchievements).values(row);
      await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'master_achievement', entityId: row.masterAchievementId, officeId: null, before: null, after: row, fields: AUDITED_ACHIEVEMENT });
    }),
  );
  return toAchievement(row);
}

export async function updateMasterAchievement(db: Db, caller: Caller, masterAchievementId: string, body: UpdateMasterAchievementBody, now: Date): Promise<MasterAchievement> {
  await refuseAchievementName(db, body.name, masterAchievementId);
  const after = await refusingDuplicates('name', M.achievementNameTaken, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(masterAchievements).where(eq(masterAchievements.masterAchievementId, masterAchievementId)).for('update');
      if (!before) throw notFound(M.achievementNotFound);
      const [row] = await tx.update(masterAchievements).set({ ...body, updatedAt: now }).where(eq(masterAchievements.masterAchievementId, masterAchievementId)).returning();
      const moved = body.status !== undefined && body.status !== before.status;
      await recordAudit(tx, callerAudit(caller, now), {
        action: moved ? 'status' : 'update',
        entityType: 'master_achievement',
        entityId: masterAchievementId,
        officeId: null,
        before,
        after: row!,
        fields: AUDITED_ACHIEVEMENT,
        ...(moved && { stateFrom: before.status, stateTo: row!.status }),
      });
      return row!;
    }),
  );
  return toAchievement(after);
}

// ---------------------------------------------------------------------------
// Careers

const CAREER_SORTS = { level: masterCareers.level, position: masterCareers.position, createdAt: masterCareers.createdAt } as const;
const AUDITED_CAREER = ['level', 'position', 'description', 'status'] as const;

export async function listMasterCareers(db: Executor, q: MasterCareersQuery & Window): Promise<ListPage<MasterCareer>> {
  const search = q.search?.trim();
  const where = and(q.filterStatus ? eq(masterCareers.status, q.filterStatus) : undefined, search ? ilike(masterCareers.position, `%${escapeLike(search)}%`) : undefined);
  const [key = 'level', direction = 'ASC'] = (q.sort ?? 'level:ASC').split(':') as [keyof typeof CAREER_SORTS, string];
  const rows = await db
    .select()
    .from(masterCareers)
    .where(where)
    .orderBy(...ordered(CAREER_SORTS[key], masterCareers.masterCareerId, direction))
    .limit(q.limit)
    .offset(q.offset);
  return countedPage(db, rows.map(toCareer), db.select({ one: sql`1` }).from(masterCareers).where(where), q);
}

async function refuseCareerClash(db: Executor, body: { level?: number; position?: string }, exceptId?: string): Promise<void> {
  const other = exceptId ? ne(masterCareers.masterCareerId, exceptId) : undefined;
  if (body.level !== undefined && (await db.select({ id: masterCareers.masterCareerId }).from(masterCareers).where(and(eq(masterCareers.level, body.level), other)).limit(1)).length) {
    throw fieldError('level', M.careerLevelTaken);
  }
  if (body.position !== undefined && (await db.select({ id: masterCareers.masterCareerId }).from(masterCareers).where(and(eq(lower(masterCareers.position), body.position.toLowerCase()), other)).limit(1)).length) {
    throw fieldError('position', M.careerPositionTaken);
  }
}

export async function createMasterCareer(db: Db, caller: Caller, body: CreateMasterCareerBody, now: Date): Promise<MasterCareer> {
  await refuseCareerClash(db, body);
  const row = { masterCareerId: newId(), ...body, createdAt: now, updatedAt: now };
  await refusingDuplicates('level', M.careerLevelTaken, () =>
    db.transaction(async (tx) => {
      await tx.insert(masterCareers).values(row);
      await recordAudit(tx, callerAudit(caller, now), { action: 'create', entityType: 'master_career', entityId: row.masterCareerId, officeId: null, before: null, after: row, fields: AUDITED_CAREER });
    }),
  );
  return toCareer(row);
}

export async function updateMasterCareer(db: Db, caller: Caller, masterCareerId: string, body: UpdateMasterCareerBody, now: Date): Promise<MasterCareer> {
  await refuseCareerClash(db, body, masterCareerId);
  const after = await refusingDuplicates('level', M.careerLevelTaken, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(masterCareers).where(eq(masterCareers.masterCareerId, masterCareerId)).for('update');
      if (!before) throw notFound(M.careerNotFound);
      const [row] = await tx.update(masterCareers).set({ ...body, updatedAt: now }).where(eq(masterCareers.masterCareerId, masterCareerId)).returning();
      const moved = body.status !== undefined && body.status !== before.status;
      await recordAudit(tx, callerAudit(caller, now), {
        action: moved ? 'status' : 'update',
        entityType: 'master_career',
        entityId: masterCareerId,
        officeId: null,
        before,
        after: row!,
        fields: AUDITED_CAREER,
        ...(moved && { stateFrom: before.status, stateTo: row!.status }),
      });
      return row!;
    }),
  );
  return toCareer(after);
}
