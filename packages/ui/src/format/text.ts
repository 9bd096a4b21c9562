/** `Max Mustermann` → `MM`; first letters of up to two words, '?' when there is no name. */
export function getInitials(name?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  // Array.from keeps a letter outside the BMP (or an emoji) whole instead of half a surrogate pair.
  const initials = words.map((word) => Array.from(word)[0] ?? '').join('');
  return initials ? initials.toLocaleUpperCase('de-DE') : '?';
}

export type DisplayNameSource = {
  displayName?: string | null;
  email?: string | null;
};

/** The display name, else the part of the e-mail before '@', else 'User' (spec §3). */
export function resolveDisplayName({ displayName, email }: DisplayNameSource): string {
  const name = displayName?.trim();
  if (name) return name;
  const local = email?.split('@')[0]?.trim();
  return local || 'User';
}
