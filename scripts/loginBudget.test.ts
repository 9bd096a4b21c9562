// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LOGIN_PAGE_MODULE,
  formatReport,
  gzipSize,
  loginBudget,
  measureBuild,
  staticClosure,
  type Manifest,
  type ManifestChunk,
} from './loginBudget';

const entry: ManifestChunk = {
  file: 'assets/index.js',
  src: 'index.html',
  isEntry: true,
  imports: ['_react.js', '_ui.js'],
  dynamicImports: [LOGIN_PAGE_MODULE, 'src/shell/AppShell.tsx', 'src/auth/firebaseSession.ts'],
};

/**
 * A build in miniature: the entry imports react and the shared UI; /login's page imports the UI
 * and a form helper that imports zod; the shell and Firebase come only by dynamic import.
 */
const manifest: Manifest = {
  'index.html': entry,
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
  [LOGIN_PAGE_MODULE]: {
    file: 'assets/LoginPage.js',
    src: LOGIN_PAGE_MODULE,
    isDynamicEntry: true,
    imports: ['_ui.js', '_authForm.js'],
  },
  '_authForm.js': { file: 'assets/authForm.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/shell/AppShell.tsx': {
    file: 'assets/AppShell.js',
    isDynamicEntry: true,
    imports: ['_icons.js', '_ui.js'],
  },
  '_icons.js': { file: 'assets/icons.js' },
  'src/auth/firebaseSession.ts': { file: 'assets/firebase.js', isDynamicEntry: true },
};

const KB = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 40 * KB,
  'assets/react.js': 60 * KB,
  'assets/ui.js': 30 * KB,
  'assets/LoginPage.js': 5 * KB,
  'assets/authForm.js': 10 * KB,
  'assets/zod.js': 20 * KB,
  'assets/AppShell.js': 50 * KB,
  'assets/icons.js': 14 * KB,
  'assets/firebase.js': 40 * KB,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('the JavaScript /login needs before its first paint', () => {
  it('follows static imports of the entry and of the page, each chunk once, not dynamic ones', () => {
    expect(staticClosure(manifest, ['index.html', LOGIN_PAGE_MODULE])).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/ui.js',
      'assets/LoginPage.js',
      'assets/authForm.js',
      'assets/zod.js',
    ]);
  });

  it('adds up their gzip sizes, largest first, and passes within the budget', () => {
    const result = loginBudget(manifest, sizeOf, 175);
    expect(result.chunks.map((chunk) => chunk.file)).toEqual([
      'assets/react.js',
      'assets/index.js',
      'assets/ui.js',
      'assets/zod.js',
      'assets/authForm.js',
      'assets/LoginPage.js',
    ]);
    expect(result.gzipBytes).toBe(165 * KB);
    expect(result.gzipKb).toBe(165);
    expect(result.withinBudget).toBe(true);
    expect(formatReport(result)).toContain('Budget eingehalten: 10.0 KB Luft.');
  });

  it('fails above the budget, by a single byte too', () => {
    const heavier = loginBudget(
      manifest,
      (file) => sizeOf(file) + (file === 'assets/zod.js' ? 10 * KB + 1 : 0),
      175,
    );
    expect(heavier.gzipBytes).toBe(175 * KB + 1);
    expect(heavier.withinBudget).toBe(false);
    expect(formatReport(heavier)).toContain('Budget überschritten um 0.0 KB.');

    // A static import from the entry to the shell pulls it, and its icons, into the first paint.
    const shellInEntry: Manifest = {
      ...manifest,
      'index.html': { ...entry, imports: ['_react.js', '_ui.js', 'src/shell/AppShell.tsx'] },
    };
    const result = loginBudget(shellInEntry, sizeOf, 175);
    expect(result.gzipBytes).toBe((165 + 50 + 14) * KB);
    expect(result.withinBudget).toBe(false);
  });

  it('refuses a manifest without the page as its own chunk or with a missing import', () => {
    const { [LOGIN_PAGE_MODULE]: _page, ...withoutPage } = manifest;
    expect(() => loginBudget(withoutPage, sizeOf)).toThrow(/kein eigener Chunk/);
    const broken: Manifest = {
      ...manifest,
      '_ui.js': { file: 'assets/ui.js', imports: ['_gone.js'] },
    };
    expect(() => loginBudget(broken, sizeOf)).toThrow('Der Manifest-Eintrag _gone.js fehlt.');
  });
});

describe('measureBuild', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Bytes that gzip cannot shrink much, the same on every run (xorshift). */
  function noise(length: number, seed: number): Buffer {
    const bytes = Buffer.alloc(length);
    let state = seed;
    for (let index = 0; index < length; index++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      bytes[index] = state & 0xff;
    }
    return bytes;
  }

  it('reads the manifest and gzips the built files of a dist folder', () => {
    const folder = mkdtempSync(join(tmpdir(), 'login-budget-'));
    dir = folder;
    mkdirSync(join(folder, '.vite'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, '.vite/manifest.json'), JSON.stringify(manifest));
    const gzipped = new Map<string, number>();
    let seed = 1;
    for (const file of Object.keys(sizes)) {
      // The shell is large, but /login never loads it: it must not count.
      const content = noise(file === 'assets/AppShell.js' ? 400 * KB : 20 * KB, seed++);
      writeFileSync(join(folder, file), content);
      gzipped.set(file, gzipSize(content));
    }
    const expected = staticClosure(manifest, ['index.html', LOGIN_PAGE_MODULE]).reduce(
      (sum, file) => sum + (gzipped.get(file) ?? Number.NaN),
      0,
    );

    const within = measureBuild(folder, 175);
    expect(within.gzipBytes).toBe(expected);
    expect(within.withinBudget).toBe(true);
    // Six incompressible 20 KB files are a little over 120 KB: a budget of 120 KB fails.
    expect(measureBuild(folder, 120).withinBudget).toBe(false);
  });

  it('says to build first when the manifest is missing', () => {
    const folder = mkdtempSync(join(tmpdir(), 'login-budget-'));
    dir = folder;
    expect(() => measureBuild(folder)).toThrow(/npm run build:app/);
  });
});
