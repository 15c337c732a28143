/**
 * Offices (§7, issue 17): the list behind /office and the office pickers,
 * one office, create, edit, and the approval (submit, approve, reject).
 * Thin: schemas from domain/, the work in services/offices.ts, who may do
 * what in domain/office-policy.ts.
 */
import { envelope } from '../../domain/entities/common';
import { createOfficeBody, officeApprovalBody, officeDetail, officeIdParams, officeListItem, officesQuery, patchOfficeBody } from '../../domain/entities/office';
import { OFFICE_COLUMNS } from '../../domain/lists/reference';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createOffice, decideOffice, getOffice, patchOffice, searchOffices } from '../services/offices';

const officeAnswer = envelope(officeDetail);

export const officeRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;
  listRoute(fastify, {
    url: '/offices',
    querystring: officesQuery,
    item: officeListItem,
    columns: OFFICE_COLUMNS,
    screen: 'offices',
    read: (request, q) => searchOffices(db, callerOf(request), q),
  });
  app.get('/offices/:officeId', { schema: { params: officeIdParams, response: { 200: officeAnswer } } }, async (request) => ({
    payload: await getOffice(db, callerOf(request), request.params.officeId),
  }));
  app.post('/offices', { schema: { body: createOfficeBody, response: { 201: officeAnswer } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createOffice(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/offices/:officeId', { schema: { params: officeIdParams, body: patchOfficeBody, response: { 200: officeAnswer } } }, async (request) => ({
    payload: await patchOffice(db, callerOf(request), request.params.officeId, request.body, services.now()),
  }));
  app.post('/offices/:officeId/approval', { schema: { params: officeIdParams, body: officeApprovalBody, response: { 200: officeAnswer } } }, async (request) => ({
    payload: await decideOffice(db, callerOf(request), request.params.officeId, request.body, services.now()),
  }));
};
