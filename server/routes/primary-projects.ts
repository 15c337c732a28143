/**
 * Primary projects (issue 18): network-wide, so one set of routes for
 * everyone (no office/ prefix): every listing viewer reads them, admin-HQ-plus
 * creates and edits them. Thin: schemas from domain/primary-project.ts.
 */
import { envelope } from '../../domain/entities/common';
import { PRIMARY_PROJECT_COLUMNS, PROJECT_LISTING_COLUMNS } from '../../domain/lists/primary-projects';
import {
  createPrimaryProjectBody,
  primaryProject,
  primaryProjectIdParams,
  primaryProjectsQuery,
  projectListing,
  projectListingsQuery,
  updatePrimaryProjectBody,
} from '../../domain/primary-project';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createPrimaryProject, getPrimaryProject, listPrimaryProjects, listProjectListings, updatePrimaryProject } from '../services/primary-projects';

const answer = envelope(primaryProject);

export const primaryProjectRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  listRoute(fastify, {
    url: '/primary-projects',
    querystring: primaryProjectsQuery,
    item: primaryProject,
    columns: PRIMARY_PROJECT_COLUMNS,
    screen: 'primary-projects',
    read: (_request, q) => listPrimaryProjects(db, q),
  });
  app.get('/primary-projects/:primaryProjectId', { schema: { params: primaryProjectIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await getPrimaryProject(db, request.params.primaryProjectId),
  }));
  listRoute(fastify, {
    url: '/primary-project-listings',
    querystring: projectListingsQuery,
    item: projectListing,
    columns: PROJECT_LISTING_COLUMNS,
    screen: 'primary-project-listings',
    read: (request, q) => listProjectListings(db, callerOf(request), q.filterPrimaryProjectId, q),
  });
  app.post('/primary-projects', { schema: { body: createPrimaryProjectBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createPrimaryProject(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/primary-projects/:primaryProjectId', { schema: { params: primaryProjectIdParams, body: updatePrimaryProjectBody, response: { 200: answer } } }, async (request) => ({
    payload: await updatePrimaryProject(db, callerOf(request), request.params.primaryProjectId, request.body, services.now()),
  }));
};
