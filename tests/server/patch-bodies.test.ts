/**
 * A PATCH names what it changes and nothing else: parsing an empty body gives
 * an empty change, for every PATCH route the app registers. (zod 4 keeps a
 * field's .default() through .partial(): a listing PATCH of its title alone
 * used to reset its photos, facilities and videos to their defaults.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startTestServer, type TestServer } from './support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('PATCH bodies', () => {
  it('add no field the request did not send (no defaults on a partial update)', () => {
    const patches = server.app.registeredRoutes.filter((r) => r.method === 'PATCH' && r.schema?.body);
    expect(patches.length).toBeGreaterThanOrEqual(8);
    const injecting = patches.flatMap((r) => {
      const parsed = (r.schema!.body as z.ZodType).safeParse({});
      return parsed.success && Object.keys(parsed.data as object).length > 0 ? [`PATCH ${r.url} adds ${Object.keys(parsed.data as object).join(', ')}`] : [];
    });
    expect(injecting).toEqual([]);
  });
});
