import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

// Dates are formatted in Sprint's home time zone; test workers inherit this.
process.env.TZ = 'Europe/Berlin';

export default defineConfig({
  plugins: [react()],
  // Pre-bundled up front, so a run never re-optimizes and reloads halfway through.
  optimizeDeps: {
    include: [
      'radix-ui',
      'lucide-react',
      'date-fns',
      'date-fns/locale',
      'class-variance-authority',
      'styled-components',
      'react',
      'react-dom',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'mockdate',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      '@dnd-kit/core',
      '@dnd-kit/sortable',
      '@dnd-kit/utilities',
      'react-day-picker',
      'react-day-picker/locale/de',
      'react-dropzone',
      '@tiptap/react',
      '@tiptap/starter-kit',
      'dompurify',
      'media-chrome/react',
      'media-chrome/react/menu',
      'media-chrome/lang/de',
      'media-chrome/utils/i18n',
      'recharts',
      // The AI chats: found late, they made Vite reload mid-run on a cold cache.
      'ai',
      '@ai-sdk/react',
      'react-markdown',
      'remark-gfm',
      'remend',
    ],
  },
  test: {
    projects,
  },
});
