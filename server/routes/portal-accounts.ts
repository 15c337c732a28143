/**
 * Office portal accounts (§7, issue 17): HQ calls the routes without the
 * /office prefix and adds accounts directly; an office's owners and office
 * admin call them with it and add accounts only with a verified OTP session
 * (§6). Thin: schemas from domain/portal-accounts.ts, the work in services.
 */
import { envelope } from '../../domain/entities/common';
import {
  agentPortalProfile,
  agentPortalProfileIdParams,
  agentPortalProfilesQuery,
  createAgentPortalProfileBody,
  createOfficePortalProfileBody,
  officePortalProfile,
  officePortalProfileIdParams,
  officePortalProfilesQuery,
  sendOtpAnswer,
  sendOtpBody,
  validatePortalEmailAnswer,
  validatePortalEmailBody,
  verifyOtpAnswer,
  verifyOtpBody,
} from '../../domain/portal-accounts';
import { AGENT_PORTAL_PROFILE_COLUMNS, OFFICE_PORTAL_PROFILE_COLUMNS } from '../../domain/lists/portal-accounts';
import { listRoute } from '../http/list-route';
import { createAgentPortalProfile, deleteAgentPortalProfile, isAgentPortalEmailUsed, listAgentPortalProfiles } from '../services/agent-portal-accounts';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import {
  createOfficePortalProfile,
  deleteOfficePortalProfile,
  isPortalEmailUsed,
  listOfficePortalProfiles,
  sendOtp,
  verifyOtp,
} from '../services/portal-accounts';

const profileAnswer = envelope(officePortalProfile);

export const portalAccountRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  for (const prefix of ['', '/office'] as const) {
    const viaOffice = prefix === '/office';
    listRoute(fastify, {
      url: `${prefix}/office-portal-profiles`,
      querystring: officePortalProfilesQuery,
      item: officePortalProfile,
      columns: OFFICE_PORTAL_PROFILE_COLUMNS,
      screen: 'portal-accounts',
      read: (request, q) => listOfficePortalProfiles(db, callerOf(request), q),
    });
    app.post(`${prefix}/office-portal-profiles`, { schema: { body: createOfficePortalProfileBody, response: { 201: profileAnswer } } }, async (request, reply) => {
      reply.code(201);
      return { payload: await createOfficePortalProfile(db, callerOf(request), request.body, viaOffice, services.now()) };
    });
    app.delete(`${prefix}/office-portal-profiles/:officePortalProfileId`, { schema: { params: officePortalProfileIdParams, response: { 200: profileAnswer } } }, async (request) => ({
      payload: await deleteOfficePortalProfile(db, callerOf(request), request.params.officePortalProfileId, viaOffice, services.now()),
    }));
  }

  // Agent portal accounts (/setting-portal-agent): admin-HQ-plus only.
  listRoute(fastify, {
    url: '/agent-portal-profiles',
    querystring: agentPortalProfilesQuery,
    item: agentPortalProfile,
    columns: AGENT_PORTAL_PROFILE_COLUMNS,
    screen: 'agent-portal-accounts',
    read: (_request, q) => listAgentPortalProfiles(db, q),
  });
  app.post('/agent-portal-profiles', { schema: { body: createAgentPortalProfileBody, response: { 201: envelope(agentPortalProfile) } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createAgentPortalProfile(db, callerOf(request), request.body, services.now()) };
  });
  app.delete('/agent-portal-profiles/:agentPortalProfileId', { schema: { params: agentPortalProfileIdParams, response: { 200: envelope(agentPortalProfile) } } }, async (request) => ({
    payload: await deleteAgentPortalProfile(db, callerOf(request), request.params.agentPortalProfileId, services.now()),
  }));
  app.post('/agent-portal-profiles/validate-email', { schema: { body: validatePortalEmailBody, response: { 200: envelope(validatePortalEmailAnswer) } } }, async (request) => ({
    payload: { isExist: await isAgentPortalEmailUsed(db, request.body) },
  }));

  app.post('/office-portal-profiles/validate-email', { schema: { body: validatePortalEmailBody, response: { 200: envelope(validatePortalEmailAnswer) } } }, async (request) => ({
    payload: { isExist: await isPortalEmailUsed(db, request.body) },
  }));
  app.post('/office-portal-profiles/auth/send-otp', { schema: { body: sendOtpBody, response: { 200: envelope(sendOtpAnswer) } } }, async (request) => {
    const payload = await sendOtp(db, services.mailer, callerOf(request), request.body, services.now());
    services.mailer.flush().catch((error: Error) => request.log.error({ err: error }, 'mail flush failed'));
    return { payload };
  });
  app.post('/office-portal-profiles/auth/verify-otp', { schema: { body: verifyOtpBody, response: { 200: envelope(verifyOtpAnswer) } } }, async (request) => ({
    payload: await verifyOtp(db, callerOf(request), request.body, services.now()),
  }));
};
