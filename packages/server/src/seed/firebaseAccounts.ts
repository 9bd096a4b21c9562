import { firebaseAdminAuth } from '../platform/identity/verify';
import type { EnsureAuthUser } from './seed';

/**
 * Demo accounts in the Auth emulator through firebase-admin: created when missing, otherwise
 * given the demo password and name again (someone may have changed them while trying things).
 */
export function emulatorAccounts(options: {
  projectId: string;
  emulatorHost: string;
}): EnsureAuthUser {
  const auth = firebaseAdminAuth(options);

  return async ({ email, password, displayName }) => {
    try {
      const existing = await auth.getUserByEmail(email);
      await auth.updateUser(existing.uid, { password, displayName, emailVerified: true });
      return existing.uid;
    } catch (error) {
      if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
      const created = await auth.createUser({ email, password, displayName, emailVerified: true });
      return created.uid;
    }
  };
}
