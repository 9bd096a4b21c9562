/**
 * The name and picture in a real ID token (the Auth emulator's, set by the account's owner via
 * Firebase's profile update) are checked before the sync stores them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { users } from '../../platform/identity/schema';
import { createCustomer, createUser, identity } from '../../../test/fixtures';
import { authHeaders, startTestServer, type TestServer } from '../../../test/httpServer';

type Account = { uid: string; email: string; idToken: string };

async function identityToolkit<T>(operation: string, body: unknown): Promise<T> {
  const response = await fetch(
    `http://${inject('authEmulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:${operation}?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...(body as object), returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`${operation}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new account whose profile says this, and a token issued after the profile was set. */
async function accountWithProfile(displayName: string, photoUrl: string): Promise<Account> {
  const email = `profil-${randomUUID().slice(0, 8)}@test.local`;
  const created = await identityToolkit<{ idToken: string; localId: string }>('signUp', {
    email,
    password: 'geheim-123',
  });
  await identityToolkit('update', { idToken: created.idToken, displayName, photoUrl });
  const signedIn = await identityToolkit<{ idToken: string }>('signInWithPassword', {
    email,
    password: 'geheim-123',
  });
  return { uid: created.localId, email, idToken: signedIn.idToken };
}

function claims(account: Account) {
  const payload = account.idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    name?: string;
    picture?: string;
  };
}

describe('profile claims of a real token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  async function sync(account: Account) {
    const customer = await createCustomer(server.db);
    await createUser(server.db, identity({ uid: account.uid, email: account.email }), {
      memberships: [{ customer, role: 'user' }],
    });
    const { name, picture } = claims(account);
    const response = await fetch(`${server.url}/api/trpc/auth.syncUser`, {
      method: 'POST',
      headers: { ...authHeaders(account), 'content-type': 'application/json' },
      body: JSON.stringify({
        json: {
          idToken: account.idToken,
          // The app sends Firebase's profile as it is: the same values as the claims.
          firebaseUser: {
            uid: account.uid,
            email: account.email,
            displayName: name,
            photoURL: picture,
          },
          forceUpdate: true,
        },
      }),
    });
    expect(response.status).toBe(200);
    const [row] = await server.db.select().from(users).where(eq(users.firebaseUid, account.uid));
    return row;
  }

  it('stores a name with control characters and a non-https or over-long picture as none', async () => {
    for (const [displayName, photoUrl] of [
      ['Eva\nAdmin', 'http://bilder.example/eva.png'],
      ['Rechnung\u202Efdp.exe', `https://bilder.example/${'e'.repeat(2100)}.png`],
      ['x'.repeat(101), 'javascript:alert(1)'],
    ] as const) {
      const account = await accountWithProfile(displayName, photoUrl);
      // The emulator hands them out as set: the check is ours.
      expect(claims(account)).toMatchObject({ name: displayName, picture: photoUrl });
      expect(await sync(account)).toMatchObject({ displayName: null, avatar: null });
    }
  });

  it('stores a name and an https picture that pass, the name trimmed', async () => {
    const account = await accountWithProfile('  Jürgen Müller ', 'https://bilder.example/j.png');
    expect(await sync(account)).toMatchObject({
      displayName: 'Jürgen Müller',
      avatar: 'https://bilder.example/j.png',
    });
  });
});
