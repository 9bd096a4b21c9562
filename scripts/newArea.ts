/**
 * `npm run area:new -- <name>`: writes a new area's two folders from scripts/area-template —
 * `packages/server/src/areas/<name>/` (schema, model, service, router with tenant procedures,
 * events, seed, fixtures, personal data, search, tenant probe, tests on both databases, the
 * definition) and `packages/app/src/areas/<name>/` (routes, queries, public.ts, page, page story,
 * dashboard card) — registers both in their registries, writes the migration and the stories'
 * screenshot baselines. docs/adding-an-area.md says what to do next.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE = join(ROOT, 'scripts', 'area-template');
const SERVER_AREAS = join(ROOT, 'packages', 'server', 'src', 'areas');
const APP_AREAS = join(ROOT, 'packages', 'app', 'src', 'areas');

/** Ids the platform's own modules and the registries already use. */
const RESERVED = new Set([
  'identity',
  'storage',
  'settings',
  'realtime',
  'system',
  'area',
  'index',
  'public',
  'components',
]);

export type AreaNames = {
  /** The id: folder, API namespace, settings key (`phoneTraining`). */
  area: string;
  /** Components and types (`PhoneTraining`). */
  Area: string;
  /** Table names (`phone_training`). */
  snake: string;
  /** The app path (`phone-training`). */
  kebab: string;
  /** Constants (`PHONE_TRAINING`). */
  constant: string;
  /** The page's title until someone names it in German (`Phone Training`). */
  title: string;
};

/** The spellings of a new area's name, or the reason it cannot be one. */
export function areaNames(name: string): AreaNames | { error: string } {
  if (!/^[a-z][a-zA-Z0-9]{1,40}$/.test(name)) {
    return {
      error: `"${name}" ist kein gültiger Name: camelCase, mit einem Buchstaben am Anfang.`,
    };
  }
  if (RESERVED.has(name)) return { error: `"${name}" ist reserviert.` };
  const words = name.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    area: name,
    Area: capital(name),
    snake: words.join('_'),
    kebab: words.join('-'),
    constant: words.join('_').toUpperCase(),
    title: words.map(capital).join(' '),
  };
}

/** A template's text (or file name) with the area's names put in. */
export function render(text: string, names: AreaNames): string {
  return text
    .replaceAll('__area_snake__', names.snake)
    .replaceAll('__area-kebab__', names.kebab)
    .replaceAll('__AREA_CONST__', names.constant)
    .replaceAll('__Title__', names.title)
    .replaceAll('__Area__', names.Area)
    .replaceAll('__area__', names.area);
}

/** Inserts `line` after the last line matching `after` (the last import, say). */
function insertAfterLast(source: string, after: RegExp, line: string): string {
  const lines = source.split('\n');
  const index = lines.map((text) => after.test(text)).lastIndexOf(true);
  if (index < 0) throw new Error(`no line matching ${after}`);
  lines.splice(index + 1, 0, line);
  return lines.join('\n');
}

/** Inserts `line` before the first line equal to `closing` after the line matching `opening`. */
function insertInBlock(source: string, opening: RegExp, closing: string, line: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((text) => opening.test(text));
  if (start < 0) throw new Error(`no block ${opening}`);
  const end = lines.findIndex((text, index) => index > start && text === closing);
  if (end < 0) throw new Error(`no end of block ${opening}`);
  lines.splice(end, 0, line);
  return lines.join('\n');
}

/** The server's registry with the new area: imported, re-exported, last in the list. */
export function registerServerArea(registry: string, names: AreaNames): string {
  let next = insertAfterLast(
    registry,
    /^import .* from '\.\/[^']+';$/,
    `import { ${names.area} } from './${names.area}';`,
  );
  next = insertInBlock(next, /^export \{$/, '};', `  ${names.area},`);
  next = insertInBlock(next, /^const features = \[$/, '] as const;', `  ${names.area},`);
  return next;
}

/** The app's registry with the new area's routes, last in the list. */
export function registerAppArea(registry: string, names: AreaNames): string {
  let next = insertAfterLast(
    registry,
    /^import .* from '\.\/[^']+\/routes';$/,
    `import { ${names.area}Area } from './${names.area}/routes';`,
  );
  next = insertInBlock(
    next,
    /^export const areas: readonly AreaDefinition\[\] = \[$/,
    '];',
    `  ${names.area}Area,`,
  );
  return next;
}

function writeTemplates(from: string, to: string, names: AreaNames): string[] {
  mkdirSync(to, { recursive: true });
  return readdirSync(from).map((file) => {
    const target = join(to, render(file.replace(/\.tpl$/, ''), names));
    writeFileSync(target, render(readFileSync(join(from, file), 'utf8'), names));
    return target;
  });
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

function main(argv: string[]) {
  const [name, ...flags] = argv;
  const names = areaNames(name ?? '');
  if ('error' in names) {
    console.error(`area:new: ${names.error}\nAufruf: npm run area:new -- <name> [--no-baselines]`);
    process.exit(1);
  }
  const serverFolder = join(SERVER_AREAS, names.area);
  const appFolder = join(APP_AREAS, names.area);
  if (existsSync(serverFolder) || existsSync(appFolder)) {
    console.error(`area:new: "${names.area}" gibt es schon.`);
    process.exit(1);
  }

  const written = [
    ...writeTemplates(join(TEMPLATE, 'server'), serverFolder, names),
    ...writeTemplates(join(TEMPLATE, 'app'), appFolder, names),
  ];
  const serverRegistry = join(SERVER_AREAS, 'index.ts');
  const appRegistry = join(APP_AREAS, 'index.ts');
  writeFileSync(serverRegistry, registerServerArea(readFileSync(serverRegistry, 'utf8'), names));
  writeFileSync(appRegistry, registerAppArea(readFileSync(appRegistry, 'utf8'), names));

  run('npm', ['exec', '--', 'prettier', '--write', ...written, serverRegistry, appRegistry]);
  // The area's table as a migration (drizzle-kit reads areas/*/schema.ts).
  run('npm', ['run', 'db:generate', '-w', '@sprint/server', '--', '--name', names.snake]);
  run('npm', ['exec', '--', 'prettier', '--write', join(ROOT, 'packages', 'server', 'drizzle')]);
  if (!flags.includes('--no-baselines')) {
    // The stories' screenshots, as a designer would then review them.
    run('npm', ['exec', '--', 'vitest', 'run', '--project', 'stories', appFolder, '--update']);
  }
  console.log(
    `\nDas Gebiet "${names.area}" ist angelegt:\n  ${serverFolder}\n  ${appFolder}\n` +
      'Weiter mit docs/adding-an-area.md (Namen, Texte, Seitenleiste, README).',
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2));
}
