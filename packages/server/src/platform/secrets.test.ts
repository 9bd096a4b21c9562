/** FILE_URL_SECRET's keys per purpose: what one signs, no other accepts; what worked, works. */
import { createCipheriv, createHmac, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openInvitationToken, sealInvitationToken } from './identity/invitationTokens';
import { purposeKey, type KeyPurpose } from './secrets';
import { createUrlSigner } from './storage/fileStorage';
import { partUrl, verifyPartUrl } from './storage/uploads';

const secret = 'ein-geheimnis-mit-mindestens-32-zeichen-0123456789';

const query = (url: string) => {
  const params = new URL(url, 'http://sprint.test').searchParams;
  return { expires: params.get('expires') ?? '', signature: params.get('signature') ?? '' };
};

describe('keys per purpose', () => {
  it('derives a different 32-byte key for each purpose and secret, the same every time', () => {
    const purposes: KeyPurpose[] = [
      'file-download-url',
      'upload-part-url',
      'calendar-feed-link',
      'invitation-link-v1',
    ];
    const keys = purposes.map((purpose) => purposeKey(secret, purpose).toString('hex'));
    expect(new Set(keys).size).toBe(purposes.length);
    expect(keys.every((key) => key.length === 64)).toBe(true);
    expect(purposeKey(secret, 'file-download-url').toString('hex')).toBe(keys[0]);
    expect(purposeKey(`${secret}!`, 'file-download-url').toString('hex')).not.toBe(keys[0]);
  });

  it('signs download and part URLs that verify for their own purpose, as before', () => {
    const signer = createUrlSigner(secret);
    const download = query(signer.downloadUrl('kunde/logo.png'));
    expect(signer.verifyDownload('kunde/logo.png', download.expires, download.signature)).toBe(
      true,
    );
    expect(signer.verifyDownload('kunde/andere.png', download.expires, download.signature)).toBe(
      false,
    );
    expect(
      createUrlSigner('ein-anderes-geheimnis-mit-32-zeichen-000000').verifyDownload(
        'kunde/logo.png',
        download.expires,
        download.signature,
      ),
    ).toBe(false);

    const uploadId = randomUUID();
    const part = query(partUrl(secret, uploadId));
    expect(verifyPartUrl(secret, uploadId, part.expires, part.signature)).toBe(true);
    expect(verifyPartUrl(secret, randomUUID(), part.expires, part.signature)).toBe(false);
  });

  it('never takes a part URL’s signature for a download’s, though both sign the same text', () => {
    // A part signs `upload-part\n<id>\n<expires>`, a download `<path>\n<expires>`: with one
    // key for both, the part's signature was a valid download signature of the path
    // `upload-part\n<id>`.
    const uploadId = randomUUID();
    const part = query(partUrl(secret, uploadId));
    const path = `upload-part\n${uploadId}`;
    const withTheSecretItself = createHmac('sha256', secret)
      .update(`${path}\n${part.expires}`)
      .digest('hex');
    expect(createUrlSigner(secret).verifyDownload(path, part.expires, part.signature)).toBe(false);
    // And the other way round: a download signature of that path is no part signature.
    const downloadKey = purposeKey(secret, 'file-download-url');
    const download = createHmac('sha256', downloadKey)
      .update(`${path}\n${part.expires}`)
      .digest('hex');
    expect(createUrlSigner(secret).verifyDownload(path, part.expires, download)).toBe(true);
    expect(verifyPartUrl(secret, uploadId, part.expires, download)).toBe(false);
    expect(verifyPartUrl(secret, uploadId, part.expires, withTheSecretItself)).toBe(false);
  });

  it('opens invitation links sealed before the keys had their own module', () => {
    // The key invitation links were always sealed with, as the code derived it before.
    const key = Buffer.from(hkdfSync('sha256', secret, 'sprint', 'invitation-link-v1', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const token = randomBytes(32).toString('base64url');
    const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    const sealed = Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
    expect(openInvitationToken(secret, sealed)).toBe(token);
    expect(openInvitationToken(secret, sealInvitationToken(secret, token))).toBe(token);
    expect(openInvitationToken(`${secret}!`, sealed)).toBeNull();
  });
});
