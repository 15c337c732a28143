/**
 * Office billing (issue 18, §7's style): `office-billings` — HQ's only (§6
 * 'Billing for HQ with finance'), so no office/ prefix; created and stopped
 * by HQ finance. Thin: schemas from domain/office-billing.ts.
 */
import { envelope } from '../../domain/entities/common';
import { OFFICE_BILLING_COLUMNS } from '../../domain/lists/office-billings';
import { recordPaymentBody } from '../../domain/invoice';
import { createOfficeBillingBody, officeBilling, officeBillingChargeParams, officeBillingIdParams, officeBillingsQuery } from '../../domain/office-billing';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { createOfficeBilling, getOfficeBilling, listOfficeBillings, recordChargePayment, stopOfficeBilling } from '../services/office-billings';

const answer = envelope(officeBilling);

export const officeBillingRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  listRoute(fastify, {
    url: '/office-billings',
    querystring: officeBillingsQuery,
    item: officeBilling,
    columns: OFFICE_BILLING_COLUMNS,
    screen: 'billing',
    read: (_request, q) => listOfficeBillings(db, q),
  });
  app.get('/office-billings/:officeBillingId', { schema: { params: officeBillingIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await getOfficeBilling(db, request.params.officeBillingId),
  }));
  app.post('/office-billings', { schema: { body: createOfficeBillingBody, response: { 201: answer } } }, async (request, reply) => {
    reply.code(201);
    const created = await createOfficeBilling(db, callerOf(request), request.body, services.now());
    services.wakeJobs();
    return { payload: created };
  });
  app.post('/office-billings/:officeBillingId/stop', { schema: { params: officeBillingIdParams, response: { 200: answer } } }, async (request) => ({
    payload: await stopOfficeBilling(db, callerOf(request), request.params.officeBillingId, services.now()),
  }));
  app.post(
    '/office-billings/:officeBillingId/charges/:officeBillingChargeId/payments',
    { schema: { params: officeBillingChargeParams, body: recordPaymentBody, response: { 201: answer } } },
    async (request, reply) => {
      reply.code(201);
      const { officeBillingId, officeBillingChargeId } = request.params;
      return { payload: await recordChargePayment(db, callerOf(request), officeBillingId, officeBillingChargeId, request.body, services.now()) };
    },
  );
};
