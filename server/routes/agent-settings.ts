/** Setting Agent (/setting-agent, issue 16): the caller's offices, the office agent grid, and one agent's settings. */
import { agentCard, agentSettingOffice, agentSettingsParams, agentSettingsQuery, updateAgentSettingsBody } from '../../domain/agent-settings';
import { envelope } from '../../domain/entities/common';
import { AGENT_CARD_COLUMNS } from '../../domain/lists/agent-settings';
import { z } from 'zod';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { listAgentCards, listAgentSettingOffices, updateAgentSettings } from '../services/agent-settings';

export const agentSettingRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.get('/agent-settings/offices', { schema: { response: { 200: envelope(z.array(agentSettingOffice)) } } }, async (request) => ({
    payload: await listAgentSettingOffices(services.db, callerOf(request)),
  }));

  listRoute(fastify, {
    url: '/agent-settings',
    querystring: agentSettingsQuery,
    item: agentCard,
    columns: AGENT_CARD_COLUMNS,
    screen: 'setting-agent',
    read: (request, q) => listAgentCards(services.db, callerOf(request), q),
  });

  app.patch(
    '/agent-settings/:employeeId',
    { schema: { params: agentSettingsParams, body: updateAgentSettingsBody, response: { 200: envelope(agentCard) } } },
    async (request) => ({ payload: await updateAgentSettings(services.db, callerOf(request), request.params.employeeId, request.body, services.now()) }),
  );
};
