/**
 * Master data (issue 19, §2 master-data-achievement and master-data-career;
 * admin-HQ-plus, §6): the network's agent achievement levels with the
 * thresholds an agent reaches them at, and its career levels with their
 * positions. Each a list with create, edit and publish/unpublish (a level in
 * use is unpublished, never deleted, so what refers to it keeps its name).
 */
import { z } from 'zod';
import { id, listQuery, pageLimit } from './entities/common';
import type { TagColor } from './listing';
import { MESSAGES } from './messages';
import { MAX_RUPIAH } from './money';
import { requiredText, textField } from './validation';

export const MASTER_STATUSES = ['PUBLISH', 'UNPUBLISH'] as const;
export type MasterStatus = (typeof MASTER_STATUSES)[number];
export const MASTER_STATUS_LABELS: Record<MasterStatus, string> = { PUBLISH: 'Publish', UNPUBLISH: 'Unpublish' };
export const MASTER_STATUS_COLORS: Record<MasterStatus, TagColor> = { PUBLISH: 'green', UNPUBLISH: 'warning' };

export const MASTER_DATA_MESSAGES = {
  achievementNameTaken: 'Another achievement already has this name.',
  careerLevelTaken: 'Another career level already has this number.',
  careerPositionTaken: 'Another career level already has this position.',
  achievementNotFound: 'Achievement not found.',
  careerNotFound: 'Career level not found.',
  created: (name: string) => `${name} created.`,
  updated: (name: string) => `${name} updated.`,
  published: (name: string) => `${name} published.`,
  unpublished: (name: string) => `${name} unpublished.`,
} as const;

const optionalText = (field: string, max: number) =>
  textField(field, max)
    .nullish()
    .transform((v) => v || null);
const wholeCount = (field: string, max: number) =>
  z
    .number({ error: MESSAGES.required(field) })
    .int(`${field} must be a whole number.`)
    .min(0, `${field} cannot be negative.`)
    .max(max, `${field} must be at most ${max.toLocaleString('en-US')}.`);
const rupiah = (field: string) =>
  z
    .number({ error: MESSAGES.required(field) })
    .int(`${field} must be whole rupiah.`)
    .min(0, `${field} cannot be negative.`)
    .max(MAX_RUPIAH, `${field} is too large.`);
const status = z.enum(MASTER_STATUSES, { error: MESSAGES.required('Status') });

// ---------------------------------------------------------------------------
// Achievements: a level an agent reaches with so many closings and so much commission in a year

export const masterAchievement = z.object({
  masterAchievementId: z.string(),
  name: z.string(),
  minClosings: z.number(),
  minCommission: z.number(),
  description: z.string().nullable(),
  status: z.enum(MASTER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MasterAchievement = z.infer<typeof masterAchievement>;

export const MASTER_ACHIEVEMENT_LABELS = {
  name: 'Name',
  minClosings: 'Closings in a year',
  minCommission: 'Commission in a year (Rp)',
  description: 'Description',
} as const;

const achievementFields = z
  .object({
    name: requiredText(MASTER_ACHIEVEMENT_LABELS.name, 100),
    minClosings: wholeCount(MASTER_ACHIEVEMENT_LABELS.minClosings, 100_000),
    minCommission: rupiah(MASTER_ACHIEVEMENT_LABELS.minCommission),
    description: optionalText(MASTER_ACHIEVEMENT_LABELS.description, 500),
    status,
  })
  .strict();
export const createMasterAchievementBody = achievementFields;
export type CreateMasterAchievementBody = z.infer<typeof createMasterAchievementBody>;
export const updateMasterAchievementBody = achievementFields.partial().strict();
export type UpdateMasterAchievementBody = z.infer<typeof updateMasterAchievementBody>;

export const MASTER_ACHIEVEMENT_SORTS = ['minCommission', 'name', 'createdAt'] as const;
export const masterAchievementsQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(MASTER_STATUSES),
    sort: z.string().regex(new RegExp(`^(${MASTER_ACHIEVEMENT_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(9999), offset: listQuery.shape.offset })
  .strict();
export type MasterAchievementsQuery = z.infer<typeof masterAchievementsQuery>;
export const masterAchievementIdParams = z.object({ masterAchievementId: id }).strict();

// ---------------------------------------------------------------------------
// Careers: a numbered level and the position it carries

export const masterCareer = z.object({
  masterCareerId: z.string(),
  level: z.number(),
  position: z.string(),
  description: z.string().nullable(),
  status: z.enum(MASTER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MasterCareer = z.infer<typeof masterCareer>;

export const MASTER_CAREER_LABELS = { level: 'Level', position: 'Position', description: 'Description' } as const;

const careerFields = z
  .object({
    level: wholeCount(MASTER_CAREER_LABELS.level, 99).min(1, `${MASTER_CAREER_LABELS.level} must be at least 1.`),
    position: requiredText(MASTER_CAREER_LABELS.position, 100),
    description: optionalText(MASTER_CAREER_LABELS.description, 500),
    status,
  })
  .strict();
export const createMasterCareerBody = careerFields;
export type CreateMasterCareerBody = z.infer<typeof createMasterCareerBody>;
export const updateMasterCareerBody = careerFields.partial().strict();
export type UpdateMasterCareerBody = z.infer<typeof updateMasterCareerBody>;

export const MASTER_CAREER_SORTS = ['level', 'position', 'createdAt'] as const;
export const masterCareersQuery = listQuery
  .pick({ search: true })
  .extend({
    filterStatus: z.enum(MASTER_STATUSES),
    sort: z.string().regex(new RegExp(`^(${MASTER_CAREER_SORTS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.'),
  })
  .partial()
  .extend({ limit: pageLimit(9999), offset: listQuery.shape.offset })
  .strict();
export type MasterCareersQuery = z.infer<typeof masterCareersQuery>;
export const masterCareerIdParams = z.object({ masterCareerId: id }).strict();
