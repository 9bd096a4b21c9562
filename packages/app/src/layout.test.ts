// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('.', import.meta.url));

/** The app's own source files (stories and tests aside: they style nothing people see). */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each styled component of the app: where it is and the properties its CSS sets. */
const styledComponents = sources(src).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(\w+) = styled(?:\.\w+|\([^)]*\))(?:<[^>]*>)?`([^`]*)`/g)].map(
    ([, name, css]) => ({
      where: `${relative(src, file)} ${name}`,
      properties: [...(css ?? '').matchAll(/^\s*([a-z-]+)\s*:/gm)].map(
        ([, property]) => property ?? '',
      ),
    }),
  );
});

/** What arranges things: where they go and how much room they take. Nothing of their look. */
const LAYOUT =
  /^(display|position|inset|top|right|bottom|left|z-index|grid(-.+)?|gap|row-gap|column-gap|flex(-.+)?|align-.+|justify-.+|place-.+|order|margin(-.+)?|padding(-.+)?|(min-|max-)?(width|height)|(min-|max-)?(inline|block)-size|overflow(-.+)?|box-sizing|aspect-ratio|list-style)$/;

// The issue "areas as modules": pages keep layout only. Looks and states live in @sprint/ui,
// where they have stories, docs and one place to change.
describe('the app’s own styles', () => {
  it('has fewer than 60 styled components', () => {
    expect(styledComponents.length).toBeGreaterThan(0);
    expect(styledComponents.length).toBeLessThan(60);
  });

  it.each(styledComponents.map((component) => [component.where, component.properties] as const))(
    '%s does layout only',
    (_where, properties) => {
      expect(properties.filter((property) => !LAYOUT.test(property))).toEqual([]);
    },
  );
});
