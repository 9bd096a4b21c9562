import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import {
  AccountRevokedError,
  cachedVerifier,
  identityFromToken,
  revocationAware,
  type AccountState,
  type Identity,
} from './verify';

const who: Identity = {
  uid: 'u1',
  email: 'u1@test.local',
  emailVerified: true,
  name: null,
  picture: null,
};

describe('cachedVerifier', () => {
  it('verifies a token once while it is valid', async () => {
    let calls = 0;
    let clock = 1_000;
    const verify = cachedVerifier(
      async () => {
        calls += 1;
        return { identity: who, expiresAt: clock + 60_000, authTime: 0 };
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
        return { identity: who, expiresAt: clock + 60 * 60_000, authTime: 0 };
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
      return { identity: who, expiresAt: Date.now() + 60_000, authTime: 0 };
    });
    await expect(verify('t')).rejects.toThrow('ungültig');
    fail = false;
    await expect(verify('t')).resolves.toMatchObject({ identity: who });
  });
});

describe('revocationAware', () => {
  const signedInAt = 10_000;
  const token = async () => ({ identity: who, expiresAt: Infinity, authTime: signedInAt });

  function verifier(accounts: AccountState[], start = 100_000) {
    const clock = { now: start };
    let lookups = 0;
    const verify = revocationAware(
      token,
      async () => {
        const account = accounts[Math.min(lookups, accounts.length - 1)] ?? null;
        lookups += 1;
        return account;
      },
      { now: () => clock.now },
    );
    return { verify, clock, lookups: () => lookups };
  }

  it('looks an account up at most once a minute, and at once when signing in', async () => {
    const ok = { disabled: false, validSince: 0 };
    const { verify, clock, lookups } = verifier([ok, ok, ok]);
    await verify('t');
    await verify('t');
    expect(lookups()).toBe(1);
    clock.now += 59_999;
    await verify('t');
    expect(lookups()).toBe(1);
    clock.now += 1;
    await verify('t');
    expect(lookups()).toBe(2);
    await verify('t', { checkRevoked: true });
    expect(lookups()).toBe(3);
  });

  it.each<[string, AccountState, string]>([
    ['disabled', { disabled: true, validSince: 0 }, 'Dieses Konto ist gesperrt.'],
    [
      'signed out everywhere after this sign-in',
      { disabled: false, validSince: signedInAt + 1000 },
      'Die Anmeldung wurde widerrufen. Bitte melde dich erneut an.',
    ],
    ['deleted', null, 'Dieses Konto gibt es nicht mehr.'],
  ])('refuses an account %s within a minute', async (_name, later, message) => {
    const { verify, clock } = verifier([{ disabled: false, validSince: 0 }, later]);
    await verify('t');
    clock.now += 60_000;
    const refused = await verify('t').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AccountRevokedError);
    expect(refused).toMatchObject({ uid: 'u1', message });
  });

  it('keeps the last verdict when a lookup fails, and refuses without one', async () => {
    let fail = false;
    let clock = 0;
    const verify = revocationAware(
      token,
      async () => {
        if (fail) throw new Error('Firebase nicht erreichbar');
        return { disabled: false, validSince: 0 };
      },
      { now: () => clock },
    );
    await verify('t');
    fail = true;
    clock += 60_000;
    await expect(verify('t')).resolves.toEqual(who);
    await expect(verify('t', { checkRevoked: true })).rejects.toThrow('Firebase nicht erreichbar');
    const fresh = revocationAware(token, async () => {
      throw new Error('Firebase nicht erreichbar');
    });
    await expect(fresh('t')).rejects.toThrow('Firebase nicht erreichbar');
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
