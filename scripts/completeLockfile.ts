/**
 * `npm run lockfile:complete`, after every `npm install` that changes package-lock.json.
 *
 * Packages with native builds (rollup, unrs-resolver) list one optional package per platform.
 * npm writes an entry only for those the registry serves, and the registry this project installs
 * from serves Linux builds only. `npm ci` then finds the other platforms' packages "missing from
 * lock file" and refuses to install. This adds each missing entry with its version and the
 * platform it is for (`os`, `cpu`, `libc`, read from the package's name), so `npm ci` skips it
 * here and fetches it on a machine of that platform.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
];
const CPU = [
  'arm',
  'arm64',
  'ia32',
  'loong64',
  'mips64el',
  'ppc64',
  'riscv64',
  's390x',
  'x64',
  'wasm32',
];
const LIBC: Record<string, string> = {
  gnu: 'glibc',
  gnueabihf: 'glibc',
  musl: 'musl',
  musleabihf: 'musl',
};

type Platform = { os: string[]; cpu: string[]; libc?: string[] };

type LockEntry = {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
};

export type Lockfile = { packages: Record<string, LockEntry> };

/** `@rollup/rollup-linux-arm-musleabihf` → { os: ['linux'], cpu: ['arm'], libc: ['musl'] }. */
export function platformOf(name: string): Platform | null {
  const parts = (name.split('/').at(-1) ?? name).split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return null;
  const libc = parts.map((part) => LIBC[part]).find(Boolean);
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

/** The lockfile with an entry for every platform package it lacks; the names added. */
export function completeLockfile(lock: Lockfile): string[] {
  const packages = lock.packages;
  const added: string[] = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path}/node_modules/${name}`;
      const top = `node_modules/${name}`;
      if (packages[nested] || packages[top]) continue;
      const platform = platformOf(name);
      // Only exact versions of platform packages are filled in; anything else stays npm's job.
      if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec)) continue;
      // Keys in the order npm writes them, so a later `npm install` leaves the entry as it is.
      const { os, cpu, libc } = platform;
      packages[top] = {
        version: spec,
        cpu,
        ...(entry.dev ? { dev: true } : {}),
        ...(libc ? { libc } : {}),
        optional: true,
        os,
      };
      added.push(`${name}@${spec}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../package-lock.json', import.meta.url));
  const lock = JSON.parse(readFileSync(file, 'utf8')) as Lockfile;
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `package-lock.json: ${added.length} Plattform-Pakete ergänzt (${added.join(', ')}).`
      : 'package-lock.json ist vollständig.',
  );
}
