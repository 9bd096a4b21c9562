import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      '.data/**',
      'public/mockServiceWorker.js',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // `role` on our components can be a domain prop (RoleBadge's membership role), not ARIA.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a string-literal union instead of an enum.',
        },
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Named exports only (stories and config files excepted).',
        },
      ],
    },
  },
  {
    // The layers (docs/adr/013): an area imports no other area and no shell internals, the shell
    // imports no pages (only the areas' registry and their contract), the library nothing of
    // the app or the server. Imports inside one element are not checked.
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          alwaysTryTypes: true,
          project: 'packages/*/tsconfig.json',
          noWarnOnMultipleProjects: true,
        },
      },
      'boundaries/elements': [
        { type: 'area-contract', pattern: 'app/src/areas/area.ts', mode: 'file' },
        { type: 'area-registry', pattern: 'app/src/areas/index.ts', mode: 'file' },
        { type: 'area', pattern: 'app/src/areas/*', capture: ['area'] },
        { type: 'shell-api', pattern: 'app/src/shell/index.ts', mode: 'file' },
        { type: 'shell', pattern: 'app/src/shell' },
        { type: 'app-root', pattern: 'app/src/{App,main,routes}.tsx', mode: 'file' },
        { type: 'components', pattern: 'app/src/components' },
        { type: 'app', pattern: 'app/src/*.{ts,tsx}', mode: 'file' },
        { type: 'app', pattern: 'app/src/*' },
        { type: 'ui', pattern: 'packages/ui' },
        // The server's layers (docs/adr/025): the registry, the areas, the platform, and the
        // composition root around them (app.ts, router.ts, the CLIs, the whole-API tests).
        { type: 'server-registry', pattern: 'server/src/areas/index.ts', mode: 'file' },
        { type: 'server-area', pattern: 'server/src/areas/*', capture: ['area'] },
        { type: 'server-platform', pattern: 'server/src/platform' },
        { type: 'server-test', pattern: 'server/test' },
        { type: 'server', pattern: 'packages/server' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: { type: 'area' },
              disallow: {
                to: { type: ['area', 'area-registry', 'shell', 'app-root'] },
              },
              message:
                "A page imports no other area's internals, no registry and no shell internals: use that area's public.ts, the area contract (areas/area.ts), the shell API (shell/index.ts), components/ or @sprint/ui.",
            },
            {
              // What an area offers the others is in its public.ts.
              from: { type: 'area' },
              allow: { to: { type: 'area', internalPath: 'public.ts' } },
            },
            {
              // Stories and tests may draw on another area's fixtures (its sample data).
              from: {
                type: 'area',
                internalPath: ['**/*.stories.tsx', '**/*Fixtures.ts', '**/*.test.{ts,tsx}'],
              },
              allow: { to: { type: 'area', internalPath: '*Fixtures.ts' } },
            },
            {
              from: { type: 'components' },
              disallow: { to: { type: ['area', 'area-registry', 'shell', 'app-root'] } },
              message:
                'components/ holds what every area may use, so it imports no area: a piece that needs an area belongs to that area (its public.ts offers it).',
            },
            {
              from: { type: ['shell', 'shell-api'] },
              disallow: { to: { type: 'area' } },
              message:
                'The shell imports no pages: it reads the areas through areas/index.ts and areas/area.ts.',
            },
            {
              from: { type: 'server-platform' },
              disallow: { to: { type: ['server-area', 'server-registry', 'server'] } },
              message:
                'Platform code imports no area, no registry and nothing of the composition root: areas plug in through their definitions (platform/area.ts).',
            },
            {
              from: { type: 'server-area' },
              disallow: { to: { type: ['server-registry', 'server'] } },
              message:
                'An area imports no registry and nothing of the composition root: what it needs of all areas comes through the context (ctx.registry).',
            },
            {
              // Another area only through its public faces: index.ts (the definition and what
              // other areas may call), model.ts (client-safe), schema.ts (its tables).
              from: { type: 'server-area' },
              disallow: {
                to: {
                  type: 'server-area',
                  internalPath: '!{index,model,schema}.ts',
                },
              },
              message:
                "An area imports another area only through its index.ts (or its model.ts and schema.ts): that area's other files are its own.",
            },
            {
              // Tests may build another area's records with its fixtures and its demo data.
              from: {
                type: 'server-area',
                internalPath: ['**/*.test.ts', '**/tenantProbe.ts', '**/fixtures.ts'],
              },
              allow: { to: { type: 'server-area', internalPath: ['fixtures.ts', 'seed.ts'] } },
            },
            {
              from: { type: 'ui' },
              disallow: {
                to: {
                  type: [
                    'area',
                    'area-contract',
                    'area-registry',
                    'shell',
                    'shell-api',
                    'app',
                    'app-root',
                    'server',
                  ],
                },
              },
              message: '@sprint/ui imports nothing of the app or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // The library stays usable by any host: no imports of our other packages at all.
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a string-literal union instead of an enum.',
        },
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Named exports only (stories and config files excepted).',
        },
        {
          // styled-components has no ESM entry for Node: its default import is the CommonJS
          // module object there, and the built library would fail in plain Node (0.6.0).
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: "Import { styled } from 'styled-components', not its default export.",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@sprint/*', '!@sprint/ui'],
              message: '@sprint/ui imports nothing of the app or the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // What modules add to the platform's registries (export sections, realtime events, shared
    // settings) is declared by declaration merging, which only interfaces can do.
    files: ['packages/server/src/**/{personalData,events,settings}.ts'],
    rules: {
      '@typescript-eslint/consistent-type-definitions': 'off',
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
    },
  },
  {
    // Storybook CSF and tool configs require a default export.
    files: ['**/*.stories.tsx', '.storybook/**', '**/*.config.{ts,js}', '**/globalSetup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
