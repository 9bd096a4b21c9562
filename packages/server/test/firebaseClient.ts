import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth';
import { inject } from 'vitest';
import { DEMO_PROJECT_ID } from '../src/platform/config';

export type SignedInAccount = { uid: string; email: string; idToken: string };

function emulatorAuth() {
  const app = initializeApp(
    {
      apiKey: 'demo-api-key',
      projectId: DEMO_PROJECT_ID,
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
    },
    `test-${randomUUID()}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${inject('authEmulatorHost')}`, { disableWarnings: true });
  return { app, auth };
}

/** Signs an existing account in again (a fresh sign-in, a fresh token). */
export async function signInWithEmulator(email: string): Promise<SignedInAccount> {
  const { app, auth } = emulatorAuth();
  try {
    const { user } = await signInWithEmailAndPassword(auth, email, 'geheim-123');
    return { uid: user.uid, email, idToken: await user.getIdToken(true) };
  } finally {
    await deleteApp(app);
  }
}

/**
 * The emulator drops a connection now and then when both cores are busy (the SDK reports
 * `auth/network-request-failed`); the request had no effect, so it is sent again.
 */
async function withEmulatorRetry<T>(request: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      const failed = (error as { code?: string }).code === 'auth/network-request-failed';
      if (!failed || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/**
 * A new account in the test Auth emulator, signed in through the real Firebase web SDK, as the
 * app does it; returns its ID token.
 */
export async function signUpWithEmulator(
  options: { email?: string; displayName?: string } = {},
): Promise<SignedInAccount> {
  const app = initializeApp(
    {
      apiKey: 'demo-api-key',
      projectId: DEMO_PROJECT_ID,
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
    },
    `test-${randomUUID()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${inject('authEmulatorHost')}`, { disableWarnings: true });
    const email = options.email ?? `konto-${randomUUID().slice(0, 8)}@test.local`;
    const { user } = await withEmulatorRetry(() =>
      createUserWithEmailAndPassword(auth, email, 'geheim-123'),
    );
    if (options.displayName) await updateProfile(user, { displayName: options.displayName });
    return { uid: user.uid, email, idToken: await user.getIdToken(true) };
  } finally {
    await deleteApp(app);
  }
}
