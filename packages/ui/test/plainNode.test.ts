// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * The built package as a server-rendering host or a plain Node script sees it: a `node` child
 * process (the pinned Node that runs Vitest) resolves `@sprint/ui` from the repository root through
 * node_modules and the package's "exports", with no bundler, no Vite module graph and no DOM.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** A cold Node loads all of date-fns and the library's dependencies: seconds on a busy machine. */
const childTimeout = 45_000;

/** Records every module the script loads from here on, by its resolved URL. */
const recordLoads = `
import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    loaded.push(result.url);
    return result;
  },
});
`;

async function runInNode<T>(script: string): Promise<T> {
  // Without the parent's NODE_OPTIONS: no loader or flag of the test runner reaches the child.
  const { NODE_OPTIONS: _nodeOptions, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '--eval', `${recordLoads}\n${script}`],
    { cwd: repoRoot, env, timeout: childTimeout },
  );
  return JSON.parse(stdout) as T;
}

/** `file:///…/node_modules/@scope/name/dist/x.js` → `@scope/name`; our own files → nothing. */
function packagesOf(urls: string[]): string[] {
  const names = urls.flatMap((url) => {
    const match = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
    return match?.[1] ? [match[1]] : [];
  });
  return [...new Set(names)].sort();
}

const framework = ['react', 'react-dom', 'styled-components'];

describe('the built @sprint/ui in plain Node', { timeout: childTimeout + 5_000 }, () => {
  it('renders a component to a string with react-dom/server', async () => {
    const { html, loadedByUi } = await runInNode<{ html: string; loadedByUi: string[] }>(`
      const { Badge } = await import('@sprint/ui');
      const loadedByUi = [...loaded];
      const { createElement } = await import('react');
      const { renderToString } = await import('react-dom/server');
      const html = renderToString(createElement(Badge, { variant: 'success' }, 'Aktiv'));
      console.log(JSON.stringify({ html, loadedByUi }));
    `);

    expect(html).toMatch(
      /^<span data-slot="badge" class="[^"]+" data-variant="success">Aktiv<\/span>$/,
    );
    // The recording sees the peers where they are loaded: the check below is not vacuous.
    expect(loadedByUi.some((url) => url.endsWith('/packages/ui/dist/index.js'))).toBe(true);
    expect(packagesOf(loadedByUi)).toEqual(expect.arrayContaining(['react', 'styled-components']));
  });

  it('formats from @sprint/ui/format without loading React or styled-components', async () => {
    const { amount, missing, loaded } = await runInNode<{
      amount: string;
      missing: string;
      loaded: string[];
    }>(`
      const { formatCurrency, EMPTY_VALUE } = await import('@sprint/ui/format');
      const amount = formatCurrency(123456, { cents: true });
      const missing = formatCurrency(Number.NaN) === EMPTY_VALUE ? 'empty' : 'formatted';
      console.log(JSON.stringify({ amount, missing, loaded }));
    `);

    expect(amount).toBe('1.234,56\u00a0€');
    expect(missing).toBe('empty');
    expect(loaded.some((url) => url.endsWith('/packages/ui/dist/format.js'))).toBe(true);
    const packages = packagesOf(loaded);
    expect(packages).toContain('date-fns');
    expect(packages.filter((name) => framework.includes(name))).toEqual([]);
  });
});
