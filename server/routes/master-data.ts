/**
 * Master data (issue 19): `master-achievements` and `master-careers` (§7's
 * list shape and CSV through listRoute; create and edit, publish and unpublish
 * through the edit's status). Admin-HQ-plus only (§6). Thin: schemas from
 * domain/master-data.ts.
 */
import { envelope } from '../../domain/entities/common';
import { MASTER_ACHIEVEMENT_COLUMNS, MASTER_CAREER_COLUMNS } from '../../domain/lists/master-data';
import {
  createMasterAchievementBody,
  createMasterCareerBody,
  masterAchievement,
  masterAchievementIdParams,
  masterAchievementsQuery,
  masterCareer,
  masterCareerIdParams,
  masterCareersQuery,
  updateMasterAchievementBody,
  updateMasterCareerBody,
} from '../../domain/master-data';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createMasterAchievement, createMasterCareer, listMasterAchievements, listMasterCareers, updateMasterAchievement, updateMasterCareer } from '../services/master-data';

export const masterDataRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  listRoute(fastify, {
    url: '/master-achievements',
    querystring: masterAchievementsQuery,
    item: masterAchievement,
    columns: MASTER_ACHIEVEMENT_COLUMNS,
    screen: 'master-data-achievement',
    read: (_request, q) => listMasterAchievements(db, q),
  });
  app.post('/master-achievements', { schema: { body: createMasterAchievementBody, response: { 201: envelope(masterAchievement) } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createMasterAchievement(db, callerOf(request), request.body, services.now()) };
  });
  app.patch(
    '/master-achievements/:masterAchievementId',
    { schema: { params: masterAchievementIdParams, body: updateMasterAchievementBody, response: { 200: envelope(masterAchievement) } } },
    async (request) => ({ payload: await updateMasterAchievement(db, callerOf(request), request.params.masterAchievementId, request.body, services.now()) }),
  );

  listRoute(fastify, {
    url: '/master-careers',
    querystring: masterCareersQuery,
    item: masterCareer,
    columns: MASTER_CAREER_COLUMNS,
    screen: 'master-data-career',
    read: (_request, q) => listMasterCareers(db, q),
  });
  app.post('/master-careers', { schema: { body: createMasterCareerBody, response: { 201: envelope(masterCareer) } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createMasterCareer(db, callerOf(request), request.body, services.now()) };
  });
  app.patch(
    '/master-careers/:masterCareerId',
    { schema: { params: masterCareerIdParams, body: updateMasterCareerBody, response: { 200: envelope(masterCareer) } } },
    async (request) => ({ payload: await updateMasterCareer(db, callerOf(request), request.params.masterCareerId, request.body, services.now()) }),
  );
};
