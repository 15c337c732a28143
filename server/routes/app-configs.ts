/** App configs of §7: legal texts and the latest CMS version, read by anyone, changed by admin-HQ-plus. */
import { inArray } from 'drizzle-orm';
import {
  APP_CONFIG_KEYS,
  appConfigKeyParams,
  appConfigKeysQuery,
  appConfigPayload,
  appConfigValue,
  appConfigsPayload,
  patchAppConfigBody,
  type AppConfigKey,
} from '../../domain/entities/app-config';
import { envelope } from '../../domain/entities/common';
import { appConfigs } from '../db/schema';
import { notFound } from '../http/errors';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { parseOr400 } from '../http/validation';

const isKey = (key: string): key is AppConfigKey => (APP_CONFIG_KEYS as readonly string[]).includes(key);

export const appConfigRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.get(
    '/app-configs/custom/as-object',
    { schema: { querystring: appConfigKeysQuery, response: { 200: envelope(appConfigsPayload) } } },
    async (request) => {
      const keys = request.query.keys;
      const rows = await services.db.select().from(appConfigs).where(inArray(appConfigs.key, keys));
      const byKey = new Map(rows.map((r) => [r.key, r.value]));
      return { payload: Object.fromEntries(keys.map((k) => [k, byKey.get(k) ?? null])) };
    },
  );

  app.patch(
    '/app-configs/:key',
    { schema: { params: appConfigKeyParams, body: patchAppConfigBody, response: { 200: envelope(appConfigPayload) } } },
    async (request) => {
      const { key } = request.params;
      if (!isKey(key)) throw notFound(`Unknown app config key: ${key}.`);
      const value: unknown = parseOr400(appConfigValue[key], request.body.value, 'value');
      const now = services.now();
      const updatedByUserId = callerOf(request).userId;
      await services.db
        .insert(appConfigs)
        .values({ key, value, updatedAt: now, updatedByUserId })
        .onConflictDoUpdate({ target: appConfigs.key, set: { value, updatedAt: now, updatedByUserId } });
      return { payload: { key, value } };
    },
  );
};
