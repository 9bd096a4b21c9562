import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

type Alias = { find: string | RegExp; replacement: string };

/** Vite takes aliases as an object or a list; ours are exact matches, so they need the list. */
function existingAliases(alias: unknown): Alias[] {
  if (Array.isArray(alias)) return alias as Alias[];
  if (alias && typeof alias === 'object') {
    return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({
      find,
      replacement,
    }));
  }
  return [];
}

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // MSW's service worker (public/mockServiceWorker.js) must be served from the root.
  // The seed's demo videos double as the stories' videos (served at /demo-clips/…).
  staticDirs: ['../public', { from: '../packages/server/src/areas/clips/demo', to: '/demo-clips' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  // App stories use the library from source, as the app itself does (one copy of each module).
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    resolve: {
      ...viteConfig.resolve,
      alias: [
        ...existingAliases(viteConfig.resolve?.alias),
        {
          find: /^@sprint\/ui$/,
          replacement: fileURLToPath(new URL('../packages/ui/src/index.ts', import.meta.url)),
        },
        {
          find: /^@sprint\/ui\/format$/,
          replacement: fileURLToPath(
            new URL('../packages/ui/src/format/index.ts', import.meta.url),
          ),
        },
      ],
    },
  }),
};

export default config;
