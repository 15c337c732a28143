/**
 * Demo master data (issue 19): the network's achievement levels (one retired,
 * unpublished) and its career ladder (one level unpublished), so both lists
 * show each status.
 */
import type { Tx } from '../client';
import { masterAchievements, masterCareers } from '../schema';
import { newId } from '../../services/tokens';

const ACHIEVEMENTS = [
  { name: 'Bronze', minClosings: 3, minCommission: 50_000_000, description: 'The first closings of the year.', status: 'PUBLISH' },
  { name: 'Silver', minClosings: 8, minCommission: 150_000_000, description: null, status: 'PUBLISH' },
  { name: 'Gold', minClosings: 15, minCommission: 400_000_000, description: 'Invited to the yearly Gold retreat.', status: 'PUBLISH' },
  { name: 'Platinum', minClosings: 30, minCommission: 1_000_000_000, description: null, status: 'PUBLISH' },
  { name: 'Rookie Star', minClosings: 1, minCommission: 10_000_000, description: 'Retired in 2025: every new agent is now Bronze first.', status: 'UNPUBLISH' },
] as const;

const CAREERS = [
  { level: 1, position: 'Associate Agent', description: 'The first six months, with a mentor.', status: 'PUBLISH' },
  { level: 2, position: 'Agent', description: null, status: 'PUBLISH' },
  { level: 3, position: 'Senior Agent', description: 'Ten closings or more.', status: 'PUBLISH' },
  { level: 4, position: 'Team Leader', description: 'Leads a team of agents.', status: 'PUBLISH' },
  { level: 5, position: 'Principal Agent', description: 'Not awarded yet.', status: 'UNPUBLISH' },
] as const;

export async function seedMasterData(tx: Tx, now: Date): Promise<void> {
  await tx.insert(masterAchievements).values(ACHIEVEMENTS.map((a) => ({ masterAchievementId: newId(), ...a, createdAt: now, updatedAt: now })));
  await tx.insert(masterCareers).values(CAREERS.map((c) => ({ masterCareerId: newId(), ...c, createdAt: now, updatedAt: now })));
}
