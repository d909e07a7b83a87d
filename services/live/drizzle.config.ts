import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/features/**/*.tables.ts'],
  out: './src/db/migrations',
  schemaFilter: ['live'],
});
