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
        { type: 'app', pattern: 'app/src/*.{ts,tsx}', mode: 'file' },
        { type: 'app', pattern: 'app/src/*' },
        { type: 'ui', pattern: 'packages/ui' },
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
                'A page imports no other area, no registry and no shell internals: use the area contract (areas/area.ts), the shell API (shell/index.ts), components/ or @sprint/ui.',
            },
            {
              from: { type: ['shell', 'shell-api'] },
              disallow: { to: { type: 'area' } },
              message:
                'The shell imports no pages: it reads the areas through areas/index.ts and areas/area.ts.',
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
    // Storybook CSF and tool configs require a default export.
    files: ['**/*.stories.tsx', '.storybook/**', '**/*.config.{ts,js}', '**/globalSetup.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
