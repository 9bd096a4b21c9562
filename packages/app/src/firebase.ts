import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { config } from './config';

const app = initializeApp(config.firebase);

/**
 * `initializeAuth` with only local persistence: `getAuth` would also bundle the popup and
 * redirect machinery and IndexedDB persistence, which e-mail/password sign-in never uses.
 */
export const auth: Auth = initializeAuth(app, { persistence: browserLocalPersistence });

if (config.authEmulatorUrl) {
  connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
}
