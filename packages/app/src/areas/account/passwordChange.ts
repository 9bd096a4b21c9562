import { createContext, useContext } from 'react';
import { loadFirebase } from '../../auth/loadFirebase';

/** Sets a new password after proving the current one; rejects with Firebase's error codes. */
export type ChangePassword = (currentPassword: string, newPassword: string) => Promise<void>;

/**
 * Firebase asks for a recent sign-in before a password change: the current password
 * re-authenticates, then the new one is set. Firebase stays lazily loaded (loadFirebase).
 */
export const changePasswordWithFirebase: ChangePassword = async (currentPassword, newPassword) => {
  const firebase = await loadFirebase();
  const user = firebase.auth.currentUser;
  if (!user?.email) throw new Error('Bitte melde dich erneut an.');
  const credential = firebase.EmailAuthProvider.credential(user.email, currentPassword);
  await firebase.reauthenticateWithCredential(user, credential);
  await firebase.updatePassword(user, newPassword);
};

/** Firebase in the app; stories put a stand-in here. */
export const PasswordChangeContext = createContext<ChangePassword>(changePasswordWithFirebase);

export function useChangePassword(): ChangePassword {
  return useContext(PasswordChangeContext);
}
