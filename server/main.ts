/**
 * `npm start`: open the database (PGlite under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), migrate, seed an empty one with the demo data, serve
 * the built SPA from dist/ and the API under /api on PORT (default 3000).
 * The environment it reads is documented in server/serve.ts.
 */
import { serve } from './serve';

serve().catch((error: unknown) => {
  console.error('[server] failed to start:', error);
  process.exit(1);
});
