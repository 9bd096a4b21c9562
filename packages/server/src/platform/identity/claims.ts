/**
 * The name and picture an ID token claims come from the account's profile at the identity
 * provider, which its owner sets at will (Firebase's `updateProfile`, any sign-in provider's
 * profile): user input like any other. They are checked as such; a claim that fails is not used
 * (the name then falls back to the address, the picture to the default), never stored as sent.
 */

/** As long as a name typed in 'Konto' may be. */
export const MAX_PERSON_NAME_LENGTH = 100;
/** As long as any web address Sprint keeps (`httpsUrl` in platform/inputs). */
export const MAX_PICTURE_URL_LENGTH = 2048;

/**
 * Control characters (C0, DEL, C1), line and paragraph separators, and the bidirectional
 * controls that reorder the text around a name where it is shown ('…gnp.exe' tricks).
 */
const UNSAFE_IN_NAME = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The person's name, trimmed; null when absent, empty, too long or with control characters. */
export function personNameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value.trim();
  if (name === '' || name.length > MAX_PERSON_NAME_LENGTH || UNSAFE_IN_NAME.test(name)) {
    return null;
  }
  return name;
}

/**
 * The profile picture's address: https only (never `javascript:`, `data:` or plain http), no
 * credentials, no spaces or control characters (which URL parsing would silently drop), at most
 * 2048 characters; else null.
 */
export function pictureClaim(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_PICTURE_URL_LENGTH) return null;
  if (/[\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || !url.hostname) return null;
  return value;
}
