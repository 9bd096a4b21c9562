import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MAX_SIZE, validateImageFile } from './validateImageFile';

const MB = 1024 * 1024;

describe('validateImageFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp'])('takes %s', (type) => {
    expect(validateImageFile({ type, size: 200_000 })).toBeNull();
  });

  it.each(['image/svg+xml', 'image/gif', 'application/pdf', ''])('refuses "%s"', (type) => {
    expect(validateImageFile({ type, size: 10 })).toBe(
      'Bitte wähle ein Bild im Format PNG, JPEG oder WebP.',
    );
  });

  it('refuses files over 5 MB, and takes exactly 5 MB', () => {
    expect(IMAGE_UPLOAD_MAX_SIZE).toBe(5 * MB);
    expect(validateImageFile({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(validateImageFile({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      'Das Bild ist größer als 5 MB.',
    );
  });

  it('names another limit in the message', () => {
    expect(validateImageFile({ type: 'image/jpeg', size: 3 * MB }, 2 * MB)).toBe(
      'Das Bild ist größer als 2 MB.',
    );
  });

  it('checks the type before the size', () => {
    expect(validateImageFile({ type: 'image/gif', size: 9 * MB })).toBe(
      'Bitte wähle ein Bild im Format PNG, JPEG oder WebP.',
    );
  });
});
