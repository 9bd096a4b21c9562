import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.SPRINT_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The library from source: one styled-components instance, HMR across both packages, and
    // tree shaking sees every module.
    alias: [
      {
        find: /^@sprint\/ui$/,
        replacement: fileURLToPath(new URL('../ui/src/index.ts', import.meta.url)),
      },
      {
        find: /^@sprint\/ui\/format$/,
        replacement: fileURLToPath(new URL('../ui/src/format/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    // `npm run dev`: the API (and its signed file URLs) behind the Vite dev server.
    proxy: { '/api': apiTarget, '/files': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Each icon would otherwise be a chunk of its own (40 requests for the dashboard);
        // all of them together are a few KB.
        codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/ }] },
      },
    },
  },
});
