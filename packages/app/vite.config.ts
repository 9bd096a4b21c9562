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
    // Which chunk holds what: scripts/loginBudget.ts reads it to add up /login's first paint.
    manifest: true,
    modulePreload: { polyfill: false },
    // No chunk groups: a group of all lucide icons (with React, which they import) was one
    // 14 KB chunk that the first paint loaded for the three icons it shows. Without it, an icon
    // goes where it is used, at the price of more small chunks on signed-in pages, which the app
    // preloads while the sign-in is checked (shell/warmUp.ts).
  },
});
