import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * What FILE_URL_SECRET signs or seals. Each purpose gets a key of its own (ADR 028): a signature
 * made for one can never pass as one of another, whatever text the two happen to sign.
 * `invitation-link-v1` is the name the invitation links' key always had, so links sealed
 * before stay readable.
 */
export type KeyPurpose =
  | 'file-download-url'
  | 'upload-part-url'
  | 'calendar-feed-link'
  | 'invitation-link-v1'
  | 'ai-provider-key';

/** The key of one purpose: HKDF-SHA-256 of the server secret, 32 bytes. */
export function purposeKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sprint', purpose, 32));
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM: base64url(iv ‖ tag ‖ ciphertext). `bound` (whose it is: a user's or a company's
 * id) is authenticated, not stored: a sealed value copied into another row does not open there.
 */
export function seal(key: Buffer, plaintext: string, bound: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(bound, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

/** The plaintext, or an exception for anything tampered with, sealed elsewhere or for another. */
export function open(key: Buffer, sealed: string, bound: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(bound, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([
    decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
