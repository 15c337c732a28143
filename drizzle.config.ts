/** `npm run db:generate` writes a new migration into server/db/migrations from server/db/schema/. */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
