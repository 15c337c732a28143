/** App configs of §7: legal texts, the latest CMS version and the feature flags, read by anyone, changed by admin-HQ-plus. */
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
import { notFound } from '../errors';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { parseOr400 } from '../http/validation';
import { readAppConfigs, writeAppConfig } from '../services/app-configs';

const isKey = (key: string): key is AppConfigKey => (APP_CONFIG_KEYS as readonly string[]).includes(key);

export const appConfigRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.get(
    '/app-configs/custom/as-object',
    { schema: { querystring: appConfigKeysQuery, response: { 200: envelope(appConfigsPayload) } } },
    async (request) => {
      return { payload: await readAppConfigs(services.db, request.query.keys) };
    },
  );

  app.patch(
    '/app-configs/:key',
    { schema: { params: appConfigKeyParams, body: patchAppConfigBody, response: { 200: envelope(appConfigPayload) } } },
    async (request) => {
      const { key } = request.params;
      if (!isKey(key)) throw notFound(`Unknown app config key: ${key}.`);
      const checked: unknown = parseOr400(appConfigValue[key], request.body.value, 'value');
      const value = await writeAppConfig(services.db, callerOf(request), key, checked, services.now());
      return { payload: { key, value } };
    },
  );
};
