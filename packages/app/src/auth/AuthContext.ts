import { createContext, useContext } from 'react';
import type { User } from 'firebase/auth';
import type { CustomerChoice, SessionCustomer, SessionUser } from '../api/types';

export type CustomerSelection = {
  customers: CustomerChoice[];
  loading: boolean;
  submitting: boolean;
  error: string | null;
};

/** Spec §3: firebaseUser, databaseUser, customer, loading — plus the customer dialog's state. */
export type AuthState = {
  firebaseUser: User | null;
  databaseUser: SessionUser | null;
  customer: SessionCustomer | null;
  loading: boolean;
  selection: CustomerSelection | null;
};

export type SignUpInput = { email: string; password: string; displayName: string };

export type AuthContextValue = AuthState & {
  signIn: (email: string, password: string) => Promise<void>;
  signUp: (input: SignUpInput) => Promise<void>;
  signOut: () => Promise<void>;
  chooseCustomer: (customerId: string) => Promise<void>;
  refreshUser: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
