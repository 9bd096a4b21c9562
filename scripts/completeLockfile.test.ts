// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeLockfile, platformOf, type Lockfile } from './completeLockfile';

describe('completeLockfile', () => {
  it('reads the platform from a native package’s name', () => {
    expect(platformOf('@rollup/rollup-linux-arm-musleabihf')).toEqual({
      os: ['linux'],
      cpu: ['arm'],
      libc: ['musl'],
    });
    expect(platformOf('@rollup/rollup-win32-ia32-msvc')).toEqual({ os: ['win32'], cpu: ['ia32'] });
    expect(platformOf('@unrs/resolver-binding-darwin-arm64')).toEqual({
      os: ['darwin'],
      cpu: ['arm64'],
    });
    expect(platformOf('left-pad')).toBeNull();
  });

  it('adds the platform packages npm left out, once', () => {
    const lock: Lockfile = {
      packages: {
        '': { name: 'x' },
        'node_modules/rollup': {
          version: '4.0.0',
          dev: true,
          optionalDependencies: {
            '@rollup/rollup-linux-x64-gnu': '4.0.0',
            '@rollup/rollup-darwin-arm64': '4.0.0',
            fsevents: '~2.3.2',
          },
        },
        'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.0.0', optional: true },
      },
    };
    expect(completeLockfile(lock)).toEqual(['@rollup/rollup-darwin-arm64@4.0.0']);
    expect(lock.packages['node_modules/@rollup/rollup-darwin-arm64']).toEqual({
      version: '4.0.0',
      cpu: ['arm64'],
      dev: true,
      optional: true,
      os: ['darwin'],
    });
    expect(completeLockfile(lock)).toEqual([]);
  });

  // `npm ci` refuses a lockfile with a missing entry: after `npm install` adds a native
  // package, `npm run lockfile:complete` must run before committing.
  it('has nothing left to add to the committed lockfile', () => {
    const lock = JSON.parse(
      readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'),
    ) as Lockfile;
    expect(completeLockfile(lock)).toEqual([]);
  });
});
