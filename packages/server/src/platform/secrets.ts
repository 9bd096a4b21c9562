import { hkdfSync } from 'node:crypto';

/**
 * What FILE_URL_SECRET signs or seals. Each purpose gets a key of its own (ADR 028): a signature
 * made for one can never pass as one of another, whatever text the two happen to sign.
 * `invitation-link-v1` is the name the invitation links' key always had, so links sealed
 * before stay readable.
 */
export type KeyPurpose =
  'file-download-url' | 'upload-part-url' | 'calendar-feed-link' | 'invitation-link-v1';

/** The key of one purpose: HKDF-SHA-256 of the server secret, 32 bytes. */
export function purposeKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sprint', purpose, 32));
}
