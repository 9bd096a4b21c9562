import { describe, expect, it } from 'vitest';
import { acceptedExtensions, formatFileSize, invalidTypeMessage } from './FileDrop';

describe('formatFileSize', () => {
  it('uses binary units and a German decimal comma', () => {
    expect(formatFileSize(512)).toBe('512 Byte');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(5_000_000)).toBe('4,8 MB');
  });
});

describe('acceptedExtensions', () => {
  it('lists each extension once, upper case, without the dot', () => {
    expect(
      acceptedExtensions({ 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'] }),
    ).toEqual(['CSV']);
    expect(acceptedExtensions({ 'text/plain': '.txt' })).toEqual(['TXT']);
    expect(acceptedExtensions(undefined)).toEqual([]);
  });
});

describe('invalidTypeMessage', () => {
  it('names the accepted types in German', () => {
    expect(invalidTypeMessage(['CSV'])).toBe('Nur CSV-Dateien.');
    expect(invalidTypeMessage(['CSV', 'TXT'])).toBe('Nur CSV- oder TXT-Dateien.');
    expect(invalidTypeMessage(['CSV', 'TSV', 'TXT'])).toBe('Nur CSV-, TSV- oder TXT-Dateien.');
    expect(invalidTypeMessage([])).toBe('Dieser Dateityp wird nicht unterstützt.');
  });
});
