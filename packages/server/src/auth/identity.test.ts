import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { cachedVerifier, identityFromToken, type Identity } from './identity';

const who: Identity = { uid: 'u1', email: 'u1@test.local', name: null, picture: null };

describe('cachedVerifier', () => {
  it('verifies a token once while it is valid', async () => {
    let calls = 0;
    let clock = 1_000;
    const verify = cachedVerifier(
      async () => {
        calls += 1;
        return { identity: who, expiresAt: clock + 60_000 };
      },
      () => clock,
    );
    await verify('t');
    await verify('t');
    expect(calls).toBe(1);
    clock += 60_001;
    await verify('t');
    expect(calls).toBe(2);
  });

  it('never keeps a token past five minutes, even when it lives longer', async () => {
    let calls = 0;
    let clock = 0;
    const verify = cachedVerifier(
      async () => {
        calls += 1;
        return { identity: who, expiresAt: clock + 60 * 60_000 };
      },
      () => clock,
    );
    await verify('t');
    clock += 5 * 60_000 + 1;
    await verify('t');
    expect(calls).toBe(2);
  });

  it('does not remember failures', async () => {
    let fail = true;
    const verify = cachedVerifier(async () => {
      if (fail) throw new Error('ungültig');
      return { identity: who, expiresAt: Date.now() + 60_000 };
    });
    await expect(verify('t')).rejects.toThrow('ungültig');
    fail = false;
    await expect(verify('t')).resolves.toEqual(who);
  });
});

describe('identityFromToken', () => {
  const token = (fields: Partial<DecodedIdToken>) =>
    ({
      uid: 'u',
      firebase: { identities: {}, sign_in_provider: 'password' },
      ...fields,
    }) as DecodedIdToken;

  it('takes the account e-mail, else one from a provider, else none', () => {
    expect(identityFromToken(token({ email: 'a@b.de' })).email).toBe('a@b.de');
    expect(
      identityFromToken(
        token({
          firebase: { identities: { email: ['provider@b.de'] }, sign_in_provider: 'google.com' },
        }),
      ).email,
    ).toBe('provider@b.de');
    expect(identityFromToken(token({ email: '  ' })).email).toBeNull();
  });
});
