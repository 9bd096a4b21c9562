/**
 * When the identity provider cannot be reached for the sign-in's account check, the sync says
 * "try again shortly" (503 with Retry-After), not "signed out" (401): the app keeps the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, identity } from '../../../test/fixtures';
import { signUpWithEmulator } from '../../../test/firebaseClient';
import { authHeaders, startTestServer, type TestServer } from '../../../test/httpServer';

describe('auth.syncUser while the identity provider is unreachable', () => {
  let server: TestServer;
  let reachable = true;

  beforeAll(async () => {
    server = await startTestServer(
      {},
      {
        // Tokens are still checked against the emulator; only the account lookup of a sign-in
        // fails, as when Google's API does not answer.
        wrapVerifier: (verify) => async (token, options) => {
          if (options?.checkRevoked && !reachable) throw new Error('connect ETIMEDOUT');
          return verify(token, options);
        },
      },
    );
  });
  afterAll(() => server.stop());

  it('answers 503 with Retry-After, and signs in once the provider answers again', async () => {
    const account = await signUpWithEmulator();
    const customer = await createCustomer(server.db);
    await createUser(server.db, identity({ uid: account.uid, email: account.email }), {
      memberships: [{ customer, role: 'user' }],
    });
    const sync = () =>
      fetch(`${server.url}/api/trpc/auth.syncUser`, {
        method: 'POST',
        headers: { ...authHeaders(account), 'content-type': 'application/json' },
        body: JSON.stringify({
          json: { idToken: account.idToken, firebaseUser: { uid: account.uid } },
        }),
      });

    reachable = false;
    const refused = await sync();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = (await refused.json()) as { error: { json: { message: string } } };
    expect(body.error.json.message).toBe(
      'Das Konto konnte nicht geprüft werden. Bitte versuche es erneut.',
    );

    reachable = true;
    expect((await sync()).status).toBe(200);
  });
});
