import { describe, expect, it } from 'vitest';
import { formatUploadAmount, uploadPercent } from './UploadProgress';

const nbsp = '\u00a0';
const MB = 1024 * 1024;
const GB = 1024 * MB;

describe('uploadPercent', () => {
  it('rounds down, so an upload is never shown as done early', () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(29, 100)).toBe(29);
    expect(uploadPercent(996, 1000)).toBe(99);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(12_400_000, 1.2 * GB)).toBe(0);
    expect(uploadPercent(13 * MB, 1.2 * GB)).toBe(1);
  });

  it('clamps to 0..100', () => {
    expect(uploadPercent(1500, 1000)).toBe(100);
    expect(uploadPercent(-5, 1000)).toBe(0);
  });

  it('is 0 for an unknown or empty total and for broken numbers', () => {
    expect(uploadPercent(10, 0)).toBe(0);
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(Number.NaN, 100)).toBe(0);
    expect(uploadPercent(10, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('formatUploadAmount', () => {
  it('shows sent of total and the percentage while sending', () => {
    expect(formatUploadAmount(13 * MB, 1.2 * GB, 'uploading')).toBe(`13 MB von 1,2 GB · 1${nbsp}%`);
    expect(formatUploadAmount(512, 2048, 'paused')).toBe(`512 B von 2 KB · 25${nbsp}%`);
    expect(formatUploadAmount(0, 5 * MB, 'error')).toBe(`0 B von 5 MB · 0${nbsp}%`);
  });

  it('shows just the size once done', () => {
    expect(formatUploadAmount(1.2 * GB, 1.2 * GB, 'done')).toBe('1,2 GB');
  });
});
