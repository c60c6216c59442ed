import { defineConfig } from 'drizzle-kit'

// The studio's own migrations, in its own PostgreSQL schema: `npx drizzle-kit generate --config studio/drizzle.config.ts`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './studio/server/db/schema.ts',
  out: './studio/server/db/migrations',
  schemaFilter: ['studio'],
})
