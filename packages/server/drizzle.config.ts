import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Each area keeps its tables in its own folder; migrations stay one ordered folder.
  schema: ['./src/platform/*/schema.ts', './src/areas/*/schema.ts', './src/platform/rateLimits.ts'],
  out: './drizzle',
});
