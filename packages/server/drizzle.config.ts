import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each area keeps its tables in its own folder; migrations stay one ordered folder.
  schema: ['./src/areas/*/schema.ts', './src/rateLimits.ts'],
  out: './drizzle',
});
