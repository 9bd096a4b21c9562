/**
 * Everything the app does with Firebase Auth, in one module that is loaded after the first
 * paint (see loadFirebase): the sign-in form shows before Firebase's ~40 KB have arrived.
 */
export { auth } from '../firebase';
export {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  updateProfile,
} from 'firebase/auth';
