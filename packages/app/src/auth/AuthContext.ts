import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';
import type { CustomerChoice, SessionCustomer, SessionUser } from '../api/types';

export type CustomerSelection = {
  customers: CustomerChoice[];
  loading: boolean;
  submitting: boolean;
  error: string | null;
};

/**
 * An invitation for one address waits until the account's address is confirmed: the link Firebase
 * sent to it, and whether sending worked. The page checks every few seconds and goes on by itself.
 */
export type EmailVerification = {
  email: string;
  sending: boolean;
  sent: boolean;
  error: string | null;
};

/**
 * Spec §3: firebaseUser, databaseUser, customer, loading — plus the customer dialog's state, the
 * wait for a confirmed address, and whether the sync is waiting for a busy server.
 */
export type AuthState = {
  firebaseUser: User | null;
  databaseUser: SessionUser | null;
  customer: SessionCustomer | null;
  loading: boolean;
  selection: CustomerSelection | null;
  emailVerification: EmailVerification | null;
  /**
   * The server is busy or unreachable (429, 5xx, offline): the sync is tried again shortly.
   * The session stays; with one stored from before, the pages work with it meanwhile.
   */
  serverBusy: boolean;
  /**
   * The session shown is the one this browser stored at the last sync (a reload, a new tab):
   * the sync that confirms or replaces it is still under way.
   */
  resumed: boolean;
};

export type SignUpInput = { email: string; password: string; displayName: string };

export type AuthContextValue = AuthState & {
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  /** Ends the session and opens the login page (`/login`, or this path on the login page). */
  signOut: (loginPath?: string) => Promise<void>;
  /** Sends the confirmation link again. */
  resendVerification: () => Promise<void>;
  chooseCustomer: (customerId: string) => Promise<void>;
  refreshUser: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
