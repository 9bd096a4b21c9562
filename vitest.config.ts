import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

// Dates are formatted in Sprint's home time zone; test workers inherit this.
process.env.TZ = 'Europe/Berlin';

export default defineConfig({
  plugins: [react()],
  test: {
    projects,
  },
});
