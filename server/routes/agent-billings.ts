/**
 * Agent receivables (issue 18, §7's style): `agent-billings` — HQ unprefixed,
 * everyone else under office/, scoped to their offices (an agent: their own);
 * payouts recorded by the office's finance or HQ finance. Thin: schemas from
 * domain/agent-billing.ts.
 */
import { agentBilling, agentBillingIdParams, agentBillingsQuery } from '../../domain/agent-billing';
import { envelope } from '../../domain/entities/common';
import { recordPaymentBody } from '../../domain/invoice';
import { AGENT_BILLING_COLUMNS } from '../../domain/lists/agent-billings';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { getAgentBilling, listAgentBillings, recordPayout } from '../services/agent-billings';

const answer = envelope(agentBilling);

export const agentBillingRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  for (const prefix of ['', '/office'] as const) {
    listRoute(fastify, {
      url: `${prefix}/agent-billings`,
      querystring: agentBillingsQuery,
      item: agentBilling,
      columns: AGENT_BILLING_COLUMNS,
      screen: 'agent-receivables',
      read: (request, q) => listAgentBillings(db, callerOf(request), q),
    });
    app.get(`${prefix}/agent-billings/:agentBillingId`, { schema: { params: agentBillingIdParams, response: { 200: answer } } }, async (request) => ({
      payload: await getAgentBilling(db, callerOf(request), request.params.agentBillingId),
    }));
    app.post(`${prefix}/agent-billings/:agentBillingId/payments`, { schema: { params: agentBillingIdParams, body: recordPaymentBody, response: { 201: answer } } }, async (request, reply) => {
      reply.code(201);
      return { payload: await recordPayout(db, callerOf(request), request.params.agentBillingId, request.body, services.now()) };
    });
  }
};
