import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';
import { loadFirebase } from '../../auth/loadFirebase';

/**
 * How the signed-in person proves again that it is them: their password, or, for an account
 * that has none (signed up with Google), Google's own sign-in window.
 */
export type ReauthMethod = 'password' | 'google';

/** The account's own way in: a password wins, Google only where there is no password. */
export function reauthMethodOf(user: Pick<User, 'providerData'> | null): ReauthMethod {
  const providers = user?.providerData.map((provider) => provider.providerId) ?? [];
  if (!providers.includes('password') && providers.includes('google.com')) return 'google';
  return 'password';
}

export type ReauthProof = { method: 'password'; password: string } | { method: 'google' };

/** Renews the sign-in; rejects with Firebase's error codes. */
export type Reauthenticate = (proof: ReauthProof) => Promise<void>;

/**
 * Firebase's re-authentication: afterwards the user's ID token carries a fresh `auth_time`
 * (Firebase stores the new token at once, so the next API call sends it), which the server asks
 * for before it deletes an account.
 */
export const reauthenticateWithFirebase: Reauthenticate = async (proof) => {
  const firebase = await loadFirebase();
  const user = firebase.auth.currentUser;
  if (!user) throw new Error('Bitte melde dich erneut an.');
  if (proof.method === 'password') {
    if (!user.email) throw new Error('Bitte melde dich erneut an.');
    const credential = firebase.EmailAuthProvider.credential(user.email, proof.password);
    await firebase.reauthenticateWithCredential(user, credential);
    return;
  }
  // The same module the session has already loaded: no extra download.
  const { GoogleAuthProvider, reauthenticateWithPopup } = await import('firebase/auth');
  await reauthenticateWithPopup(user, new GoogleAuthProvider());
};

/** Firebase in the app; stories put a stand-in here. */
export const ReauthenticationContext = createContext<Reauthenticate>(reauthenticateWithFirebase);

export function useReauthenticate(): Reauthenticate {
  return useContext(ReauthenticationContext);
}
