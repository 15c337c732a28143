/**
 * The bench's second server: exactly `npm start`'s (server/serve.ts, same
 * environment) but built with `audit: false`, so its requests write no audit
 * events. scripts/bench/api.mjs runs the audit-overhead rows against it and
 * the normal server in turn, on copies of the same database, and prints the
 * ratio. Only scripts/bench/server.mjs starts it; nothing in server/ can.
 */
import { serve } from '../../server/serve';

serve({ audit: false }).catch((error: unknown) => {
  console.error('[server] failed to start:', error);
  process.exit(1);
});
