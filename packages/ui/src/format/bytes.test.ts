import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

describe('formatBytes', () => {
  it('shows whole bytes below one kilobyte', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(-0)).toBe('0 B');
    expect(formatBytes(1)).toBe('1 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1023)).toBe('1.023 B');
    expect(formatBytes(12.6)).toBe('13 B');
  });

  it('steps by 1024 with one German decimal under 100', () => {
    expect(formatBytes(KB)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(12_400_000)).toBe('11,8 MB');
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(99.94 * MB)).toBe('99,9 MB');
    expect(formatBytes(1.2 * GB)).toBe('1,2 GB');
  });

  it('drops the decimal from 100 on', () => {
    expect(formatBytes(123.4 * MB)).toBe('123 MB');
    expect(formatBytes(99.96 * MB)).toBe('100 MB');
    expect(formatBytes(512 * GB)).toBe('512 GB');
  });

  it('moves to the next unit instead of showing 1.024 of one', () => {
    expect(formatBytes(MB - 1)).toBe('1 MB');
    expect(formatBytes(1023.4 * KB)).toBe('1.023 KB');
    expect(formatBytes(GB - 1)).toBe('1 GB');
  });

  it('goes up to terabytes', () => {
    expect(formatBytes(1.5 * 1024 * GB)).toBe('1,5 TB');
    expect(formatBytes(2048 * 1024 * GB)).toBe('2.048 TB');
  });

  it('shows a dash for values that are no byte count', () => {
    expect(formatBytes(-1)).toBe('–');
    expect(formatBytes(Number.NaN)).toBe('–');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('–');
    expect(formatBytes('12' as unknown as number)).toBe('–');
  });
});
