/**
 * `node --import tsx scripts/loginBudget.ts` (after `npm run build:app`): the JavaScript /login
 * needs before its first paint, gzip -9, against its budget of 175 KB (KB = 1024 bytes, as
 * bench/web.ts counts). Bytes are deterministic, so unlike the timings this is a check: above the
 * budget it exits with 1.
 *
 * What is counted is read from Vite's manifest (packages/app/dist/.vite/manifest.json): the entry
 * chunk and its static imports, and the /login page's lazy chunk and its static imports,
 * transitively. That is what the browser fetches before it paints: index.html names the entry and
 * preloads its static imports; the router starts the matched route's `lazy` while it starts up,
 * and Vite's preload helper fetches that chunk's static imports along with it. Dynamic imports
 * (Firebase, the toaster, other pages) start later and are not counted; `npm run bench:web`
 * confirms the list in a real browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_KB = 175;
/** The /login route's page module (areas/public/routes.ts), as the manifest names it. */
export const LOGIN_PAGE_MODULE = 'src/areas/public/LoginPage.tsx';

/** One chunk of Vite's build manifest (`build.manifest`); only what the walk reads. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically. */
  imports?: string[];
  dynamicImports?: string[];
};

export type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { file: string; gzipBytes: number };

export type BudgetResult = {
  /** Largest first. */
  chunks: ChunkSize[];
  gzipBytes: number;
  /** As bench/web.ts prints it: 1024 bytes, one decimal. */
  gzipKb: number;
  budgetKb: number;
  withinBudget: boolean;
};

/**
 * The files of the given chunks and of everything they import statically, transitively; each
 * once, in the order found. A key the manifest lacks is an error, not a smaller figure.
 */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Der Manifest-Eintrag ${key} fehlt.`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return files;
}

/** The manifest keys /login starts from: the HTML entry and the page's lazy chunk. */
export function loginRoots(manifest: Manifest, pageModule = LOGIN_PAGE_MODULE): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const [entry] = entries;
  if (entry === undefined || entries.length !== 1) {
    throw new Error(`Genau ein Einstiegs-Chunk erwartet, gefunden: ${entries.length}.`);
  }
  const page = manifest[pageModule];
  if (!page?.isDynamicEntry) {
    throw new Error(`${pageModule} ist kein eigener Chunk im Manifest (lazy geladen?).`);
  }
  return [entry, pageModule];
}

/** The gzip size of a file, as bench/web.ts measures it (level 9). */
export const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/** The first-paint JavaScript of /login: which files, how large, and whether within budget. */
export function loginBudget(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  budgetKb = LOGIN_BUDGET_KB,
): BudgetResult {
  const chunks = staticClosure(manifest, loginRoots(manifest))
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: sizeOf(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return {
    chunks,
    gzipBytes,
    gzipKb: Number((gzipBytes / 1024).toFixed(1)),
    budgetKb,
    // Bytes, not the rounded figure: 175.04 KB is over a budget of 175.
    withinBudget: gzipBytes <= budgetKb * 1024,
  };
}

/** Reads a build folder (packages/app/dist) and measures /login in it. */
export function measureBuild(distDir: string, budgetKb = LOGIN_BUDGET_KB): BudgetResult {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} fehlt: erst \`npm run build:app\` (build.manifest).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return loginBudget(manifest, (file) => gzipSize(readFileSync(join(distDir, file))), budgetKb);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatReport(result: BudgetResult, top = 10): string {
  const lines = [
    `/login vor dem ersten Paint: ${result.chunks.length} JavaScript-Dateien, ${kb(result.gzipBytes)} KB gzip (Budget ${result.budgetKb} KB, KB = 1024 Byte, gzip -9)`,
    ...result.chunks
      .slice(0, top)
      .map((chunk) => `  ${kb(chunk.gzipBytes).padStart(6)} KB  ${chunk.file}`),
  ];
  if (result.chunks.length > top) lines.push(`  … und ${result.chunks.length - top} weitere`);
  lines.push(
    result.withinBudget
      ? `Budget eingehalten: ${kb(result.budgetKb * 1024 - result.gzipBytes)} KB Luft.`
      : `Budget überschritten um ${kb(result.gzipBytes - result.budgetKb * 1024)} KB.`,
  );
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = join(dirname(fileURLToPath(import.meta.url)), '../packages/app/dist');
  const result = measureBuild(distDir);
  const report = formatReport(result);
  if (result.withinBudget) console.log(report);
  else {
    console.error(report);
    process.exitCode = 1;
  }
}
