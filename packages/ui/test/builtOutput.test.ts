// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The package's own name: resolved through package.json "exports" to dist/, as an app would.
import * as ui from '@sprint/ui';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(`${packageRoot}package.json`, 'utf8')) as {
  version: string;
  sideEffects: boolean;
  exports: Record<string, { import?: string; types?: string } | string>;
  peerDependencies: Record<string, string>;
};

const formatterNames = [
  'formatCurrency',
  'formatDate',
  'formatDateTime',
  'formatRelativeTime',
  'getInitials',
  'calculateProgress',
  'roleLabel',
  'planBadgeVariant',
  'roleBadgeVariant',
  'resolveDisplayName',
] as const;

describe('@sprint/ui built output', () => {
  it('is what "@sprint/ui" resolves to', () => {
    expect(import.meta.resolve('@sprint/ui')).toMatch(/\/packages\/ui\/dist\/index\.js$/);
  });

  it.each(formatterNames)('exports %s', (name) => {
    expect(typeof ui[name]).toBe('function');
  });

  it('formats from the bundle exactly as from the source', () => {
    expect(ui.formatCurrency(123456, { cents: true })).toBe('1.234,56\u00a0€');
    expect(ui.formatDate(new Date(2026, 10, 20))).toBe('20.11.2026');
    expect(ui.formatDateTime(new Date(2026, 10, 20, 9, 5))).toBe('20.11.2026 09:05');
    const now = new Date(2026, 10, 20, 12, 0);
    expect(ui.formatRelativeTime(new Date(2026, 10, 20, 11, 0), { now })).toBe('vor 1 Std');
    expect(ui.getInitials('Max Mustermann')).toBe('MM');
    expect(ui.calculateProgress(3, 4)).toBe(75);
    expect(ui.roleLabel('primary_admin')).toBe('Hauptadministrator');
    expect(ui.planBadgeVariant('professional')).toBe('secondary');
    expect(ui.roleBadgeVariant('admin')).toBe('secondary');
    expect(ui.resolveDisplayName({ email: 'team@sprint.local' })).toBe('team');
  });

  it('ships type declarations for the same names', () => {
    const types = readFileSync(`${packageRoot}dist/index.d.ts`, 'utf8');
    for (const name of formatterNames) expect(types).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('leaves React and styled-components to the app', () => {
    const bundle = readFileSync(`${packageRoot}dist/index.js`, 'utf8');
    expect(bundle).toMatch(/from ['"]react['"]/);
    expect(bundle).toMatch(/from ['"]styled-components['"]/);
    expect(bundle).not.toMatch(/__SECRET_INTERNALS|react\.production/);
    expect(Object.keys(manifest.peerDependencies)).toEqual(
      expect.arrayContaining(['react', 'react-dom', 'styled-components']),
    );
  });

  it('imports styled-components by name, never its default export', () => {
    // Plain Node loads styled-components' CommonJS build, where the default import is the whole
    // `module.exports` object: `import styled from` would fail there with "styled is not a function".
    const bundle = readFileSync(`${packageRoot}dist/index.js`, 'utf8');
    const imports = bundle.match(/^import .* from ['"]styled-components['"];?$/gm);
    expect(imports).toEqual([expect.stringMatching(/^import \{[^}]*\bstyled\b[^}]*\} from/)]);
  });

  it('declares an ESM exports map and no side effects', () => {
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.exports['.']).toEqual({
      types: './dist/index.d.ts',
      import: './dist/index.js',
    });
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('offers the formatters alone as "@sprint/ui/format", with their types', () => {
    expect(manifest.exports['./format']).toEqual({
      types: './dist/format.d.ts',
      import: './dist/format.js',
    });
    expect(import.meta.resolve('@sprint/ui/format')).toMatch(/\/packages\/ui\/dist\/format\.js$/);
    const types = readFileSync(`${packageRoot}dist/format.d.ts`, 'utf8');
    for (const name of formatterNames) expect(types).toMatch(new RegExp(`\\b${name}\\b`));
    // Self-contained: no React, styled-components or component types behind the formatters.
    expect(types).not.toMatch(/^import\b/m);
  });
});
