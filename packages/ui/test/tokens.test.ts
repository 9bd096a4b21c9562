// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, tokens } from '../src/theme/tokens';

/** The library's components and the app's pages and shell: both draw only with tokens. */
const roots = {
  ui: fileURLToPath(new URL('../src', import.meta.url)),
  app: fileURLToPath(new URL('../../app/src', import.meta.url)),
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Files that style something, as `ui/…` or `app/…`: not the theme (where tokens are defined),
 * not stories (their fixtures may show colours), not sample data (clip thumbnails stand in for
 * images).
 */
function styledFiles(): { name: string; text: string }[] {
  return Object.entries(roots).flatMap(([label, root]) =>
    sourceFiles(root)
      .filter((file) => !file.includes('/theme/') && !file.endsWith('.stories.tsx'))
      .filter((file) => !/\/sample[A-Z]\w*\.ts$/.test(file))
      .map((file) => ({
        name: `${label}/${file.slice(root.length + 1)}`,
        text: readFileSync(file, 'utf8'),
      })),
  );
}

describe('design tokens', () => {
  it('give the dark theme every colour the light theme has', () => {
    expect(Object.keys(darkColors).sort()).toEqual(Object.keys(lightColors).sort());
  });

  it('are the only custom properties components and pages read', () => {
    const unknown: string[] = [];
    for (const { name: file, text } of styledFiles()) {
      // Component-local variables are declared in the same file (`--button-bg: …`, inline as
      // `style={{ '--progress-bar-value': … }}`, or measured: `setProperty('--header-height', …)`).
      const local = new Set(
        [...text.matchAll(/(--[\w-]+)['"]?\s*:|setProperty\(\s*['"](--[\w-]+)['"]/g)].map(
          (match) => match[1] ?? match[2],
        ),
      );
      for (const [, name = ''] of text.matchAll(/var\((--[\w-]+)/g)) {
        const token = name.slice(2);
        if (token in tokens || local.has(name)) continue;
        // Set by the libraries themselves: Radix (sizes of popovers) and FullCalendar (an
        // event's colour, from the `color` Sprint gives it).
        if (name.startsWith('--radix-') || name.startsWith('--fc-')) continue;
        unknown.push(`${file}: ${name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('keep raw colours out of components and pages', () => {
    const offenders = styledFiles()
      .filter(({ text }) => /#[0-9a-fA-F]{3,8}\b|rgba?\(/.test(text))
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });

  it('give every breakpoint from one token (`media`), never a width of its own', () => {
    // Feature queries such as `prefers-reduced-motion` are not breakpoints.
    const offenders = styledFiles()
      .filter(({ text }) => /@media[^{]*\(\s*(min|max)-(width|height)\s*:/.test(text))
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });
});
