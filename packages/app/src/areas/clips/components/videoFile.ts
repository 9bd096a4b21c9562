/**
 * What 'Video hochladen' takes: MP4, WebM or MOV up to 2 GB — the server's rules for a video
 * upload (storage `UPLOAD_RULES.video`), checked before anything is sent.
 */
export const MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;

export const VIDEO_TYPES: Record<string, readonly string[]> = {
  'video/mp4': ['.mp4', '.m4v'],
  'video/webm': ['.webm'],
  'video/quicktime': ['.mov'],
};

export const VIDEO_MESSAGES = {
  wrongType: 'Bitte wähle ein Video im Format MP4, WebM oder MOV.',
  tooLarge: 'Das Video ist größer als 2 GB. Bitte kürze es oder verringere die Qualität.',
  empty: 'Die Datei ist leer.',
  unreadable:
    'Dein Browser kann dieses Video nicht abspielen, darum lässt es sich nicht hochladen. Bitte wandle es in MP4 (H.264) um.',
} as const;

/** The upload's type of a file: its own when it is one of ours, else by its extension. */
export function videoContentType(file: { name: string; type: string }): string | null {
  const type = file.type.toLowerCase();
  if (type in VIDEO_TYPES) return type;
  const name = file.name.toLowerCase();
  const byExtension = Object.entries(VIDEO_TYPES).find(([, extensions]) =>
    extensions.some((extension) => name.endsWith(extension)),
  );
  return byExtension?.[0] ?? null;
}

/** Why a file cannot be uploaded as a clip, or null when it can. */
export function videoFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | null {
  if (!videoContentType(file)) return VIDEO_MESSAGES.wrongType;
  if (file.size > MAX_VIDEO_BYTES) return VIDEO_MESSAGES.tooLarge;
  if (file.size === 0) return VIDEO_MESSAGES.empty;
  return null;
}

/** `Kundengespräch_final-v2.mp4` → `Kundengespräch final-v2`: a first title from the name. */
export function titleFromFileName(name: string): string {
  const stem = name.replace(/\.[^.]+$/, '');
  // Hyphens stay: German writes 'Follow-up' and 'LinkedIn-Profil'.
  return stem.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}
