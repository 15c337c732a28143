/** GET health: the SPA's connectivity check every 60 s; it also looks at the database. */
import { z } from 'zod';
import { envelope } from '../../domain/entities/common';
import { pingDatabase } from '../db/client';
import { unavailable } from '../errors';
import { typed, type ApiPlugin } from '../http/types';

export const healthPayload = z.object({ status: z.literal('ok') });

export const healthRoutes: ApiPlugin = async (app) => {
  typed(app).get('/health', { schema: { response: { 200: envelope(healthPayload) } } }, async () => {
    try {
      await pingDatabase(app.services.db);
    } catch {
      throw unavailable();
    }
    return { payload: { status: 'ok' as const } };
  });
};
