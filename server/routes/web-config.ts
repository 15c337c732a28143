/**
 * Web config (issue 19): `partners`, `banners` and `template-messages` (§7's
 * list shape and CSV through listRoute; create, edit, delete; partners and
 * banners reordered in one request). Admin-HQ-plus only (§6). Thin: schemas
 * from domain/partners.ts, domain/banners.ts, domain/template-messages.ts.
 */
import { z } from 'zod';
import { banner, bannerIdParams, bannerOrderBody, bannersQuery, createBannerBody, updateBannerBody } from '../../domain/banners';
import { envelope } from '../../domain/entities/common';
import { BANNER_COLUMNS, PARTNER_COLUMNS, TEMPLATE_MESSAGE_COLUMNS } from '../../domain/lists/web-config';
import { createPartnerBody, partner, partnerIdParams, partnerOrderBody, partnersQuery, updatePartnerBody } from '../../domain/partners';
import { templateIdParams, templateMessage, templateMessageBody, templateMessagesQuery } from '../../domain/template-messages';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import {
  createBanner,
  createPartner,
  createTemplateMessage,
  deleteBanner,
  deletePartner,
  deleteTemplateMessage,
  getTemplateMessage,
  listBanners,
  listPartners,
  listTemplateMessages,
  orderBanners,
  orderPartners,
  updateBanner,
  updatePartner,
  updateTemplateMessage,
} from '../services/web-config';

export const webConfigRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const { db } = services;

  listRoute(fastify, { url: '/partners', querystring: partnersQuery, item: partner, columns: PARTNER_COLUMNS, screen: 'partner', read: (_request, q) => listPartners(db, q) });
  app.post('/partners', { schema: { body: createPartnerBody, response: { 201: envelope(partner) } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createPartner(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/partners/order', { schema: { body: partnerOrderBody, response: { 200: envelope(z.array(partner)) } } }, async (request) => ({
    payload: await orderPartners(db, callerOf(request), request.body, services.now()),
  }));
  app.patch('/partners/:partnerId', { schema: { params: partnerIdParams, body: updatePartnerBody, response: { 200: envelope(partner) } } }, async (request) => ({
    payload: await updatePartner(db, callerOf(request), request.params.partnerId, request.body, services.now()),
  }));
  app.delete('/partners/:partnerId', { schema: { params: partnerIdParams, response: { 200: envelope(partner) } } }, async (request) => ({
    payload: await deletePartner(db, callerOf(request), request.params.partnerId, services.now()),
  }));

  listRoute(fastify, { url: '/banners', querystring: bannersQuery, item: banner, columns: BANNER_COLUMNS, screen: 'banner', read: (_request, q) => listBanners(db, q) });
  app.post('/banners', { schema: { body: createBannerBody, response: { 201: envelope(banner) } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createBanner(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/banners/order', { schema: { body: bannerOrderBody, response: { 200: envelope(z.array(banner)) } } }, async (request) => ({
    payload: await orderBanners(db, callerOf(request), request.body, services.now()),
  }));
  app.patch('/banners/:bannerId', { schema: { params: bannerIdParams, body: updateBannerBody, response: { 200: envelope(banner) } } }, async (request) => ({
    payload: await updateBanner(db, callerOf(request), request.params.bannerId, request.body, services.now()),
  }));
  app.delete('/banners/:bannerId', { schema: { params: bannerIdParams, response: { 200: envelope(banner) } } }, async (request) => ({
    payload: await deleteBanner(db, callerOf(request), request.params.bannerId, services.now()),
  }));

  listRoute(fastify, {
    url: '/template-messages',
    querystring: templateMessagesQuery,
    item: templateMessage,
    columns: TEMPLATE_MESSAGE_COLUMNS,
    screen: 'template-messages',
    read: (_request, q) => listTemplateMessages(db, q),
  });
  app.get('/template-messages/:templateId', { schema: { params: templateIdParams, response: { 200: envelope(templateMessage) } } }, async (request) => ({
    payload: await getTemplateMessage(db, request.params.templateId),
  }));
  app.post('/template-messages', { schema: { body: templateMessageBody, response: { 201: envelope(templateMessage) } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createTemplateMessage(db, callerOf(request), request.body, services.now()) };
  });
  app.patch('/template-messages/:templateId', { schema: { params: templateIdParams, body: templateMessageBody, response: { 200: envelope(templateMessage) } } }, async (request) => ({
    payload: await updateTemplateMessage(db, callerOf(request), request.params.templateId, request.body, services.now()),
  }));
  app.delete('/template-messages/:templateId', { schema: { params: templateIdParams, response: { 200: envelope(templateMessage) } } }, async (request) => ({
    payload: await deleteTemplateMessage(db, callerOf(request), request.params.templateId, services.now()),
  }));
};
