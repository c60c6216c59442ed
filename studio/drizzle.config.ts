import { defineConfig } from 'drizzle-kit'

// The studio's own migrations, in its own PostgreSQL schema: `npm run db:generate --workspace @betsuite/studio`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  schemaFilter: ['studio'],
})
