import { formatFileSize } from '../FileDrop';

/** The types a browser can show and a canvas can read everywhere. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const IMAGE_UPLOAD_MAX_SIZE = 5 * 1024 * 1024;

export const invalidImageTypeMessage = 'Bitte wähle ein Bild im Format PNG, JPEG oder WebP.';

/** `5 * 1024 * 1024` → 'Das Bild ist größer als 5 MB.' */
export function imageTooLargeMessage(maxSize: number): string {
  return `Das Bild ist größer als ${formatFileSize(maxSize)}.`;
}

/**
 * The German message for a file the image field refuses, or `null` when it may be cropped.
 * The type is checked by MIME type: a file dialog set to "Alle Dateien" or a drop lets anything in.
 */
export function validateImageFile(
  file: Pick<File, 'type' | 'size'>,
  maxSize: number = IMAGE_UPLOAD_MAX_SIZE,
): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) {
    return invalidImageTypeMessage;
  }
  if (file.size > maxSize) return imageTooLargeMessage(maxSize);
  return null;
}
