// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, tokens } from '../src/theme/tokens';

const sourceRoot = fileURLToPath(new URL('../src', import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('design tokens', () => {
  it('give the dark theme every colour the light theme has', () => {
    expect(Object.keys(darkColors).sort()).toEqual(Object.keys(lightColors).sort());
  });

  it('are the only custom properties components read', () => {
    const unknown: string[] = [];
    for (const file of sourceFiles(sourceRoot).filter((path) => !path.includes('/theme/'))) {
      const text = readFileSync(file, 'utf8');
      // Component-local variables are declared in the same file (`--button-bg: …`, or inline
      // as `style={{ '--progress-bar-value': … }}`).
      const local = new Set([...text.matchAll(/(--[\w-]+)['"]?\s*:/g)].map((match) => match[1]));
      for (const [, name = ''] of text.matchAll(/var\((--[\w-]+)/g)) {
        const token = name.slice(2);
        if (token in tokens || local.has(name) || name.startsWith('--radix-')) continue;
        unknown.push(`${file.slice(sourceRoot.length + 1)}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('keep raw colours out of components', () => {
    const offenders = sourceFiles(sourceRoot)
      .filter((file) => !file.includes('/theme/') && !file.endsWith('.stories.tsx'))
      .filter((file) => /#[0-9a-fA-F]{3,8}\b|rgba?\(/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(sourceRoot.length + 1));
    expect(offenders).toEqual([]);
  });
});
