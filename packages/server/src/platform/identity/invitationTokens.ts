import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { purposeKey } from '../secrets';

/**
 * What the database keeps of an invitation link's token: its SHA-256. A database dump or a query
 * log then holds nothing that lets anyone join a company. Tokens are long random strings, so an
 * unsalted hash cannot be reversed by guessing.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** How long an invitation link works. */
export const INVITATION_VALID_DAYS = 14;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe: far past guessing, even without the lookup's rate limit. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

function linkKey(secret: string): Buffer {
  // A key of its own for this one purpose, derived from the server secret (ADR 028).
  return purposeKey(secret, 'invitation-link-v1');
}

/** The token encrypted (AES-256-GCM) so 'Link kopieren' can show it again; see the schema. */
export function sealInvitationToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', linkKey(secret), iv);
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

/** The token back, or null when it was sealed with another secret or tampered with. */
export function openInvitationToken(secret: string, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', linkKey(secret), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A fresh token with what the database keeps of it. */
export function issueInvitationToken(secret: string) {
  const token = newInvitationToken();
  return {
    token,
    tokenHash: hashInvitationToken(token),
    tokenCiphertext: sealInvitationToken(secret, token),
  };
}

/** The link an invitation e-mail carries (spec §2: /invite/{token}). */
export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/invite/${encodeURIComponent(token)}`;
}
