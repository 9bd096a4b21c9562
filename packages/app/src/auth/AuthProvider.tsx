import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from 'firebase/auth';
import { toast } from '@sprint/ui';
import { loadFirebase } from './loadFirebase';
import { trpcClient } from '../api/trpc';
import { setRequestCompany } from '../api/requestCompany';
import type { CustomerChoice, SessionCustomer, SessionUser } from '../api/types';
import {
  createSessionOrder,
  isCustomerSelectionRequired,
  isEmailNotVerified,
  retryWhileBusy,
  SERVER_BUSY_MESSAGE,
  syncWithRetries,
  VERIFICATION_POLL_MS,
  waitBeforeAuthHandling,
} from './authFlow';
import { verificationErrorMessage } from './firebaseErrors';
import {
  AuthContext,
  type AuthContextValue,
  type AuthState,
  type SignUpInput,
} from './AuthContext';
import { beginSignUp, endSignUp, isSignUpInProgress } from './signUpState';
import {
  clearStoredSession,
  forgetStoredCustomer,
  readStoredCustomerId,
  readStoredSession,
  rememberVerificationSent,
  storeSession,
  wasVerificationSent,
} from './storage';

type Session = { user: SessionUser; customer: SessionCustomer };

type Action =
  | { type: 'firebaseUser'; user: User }
  | { type: 'signedIn'; session: Session }
  | { type: 'resumed'; session: Session }
  | { type: 'cleared' }
  | { type: 'selectionOpened' }
  | { type: 'selectionLoaded'; customers: CustomerChoice[] }
  | { type: 'selectionSubmitting' }
  | { type: 'profile'; session: Session }
  | { type: 'verificationRequired'; email: string; sent: boolean }
  | { type: 'verificationSending' }
  | { type: 'verificationSent' }
  | { type: 'verificationFailed'; error: string }
  | { type: 'serverBusy' };

const initialState: AuthState = {
  firebaseUser: null,
  databaseUser: null,
  customer: null,
  loading: true,
  selection: null,
  emailVerification: null,
  serverBusy: false,
  resumed: false,
};

function reducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'firebaseUser':
      return { ...state, firebaseUser: action.user, loading: true };
    case 'signedIn':
    case 'profile':
    case 'resumed':
      return {
        ...state,
        databaseUser: action.session.user,
        customer: action.session.customer,
        loading: false,
        selection: null,
        emailVerification: null,
        serverBusy: false,
        resumed: action.type === 'resumed' || (action.type === 'profile' && state.resumed),
      };
    case 'cleared':
      return { ...initialState, loading: false };
    case 'selectionOpened':
      return {
        ...state,
        loading: false,
        serverBusy: false,
        selection: { customers: [], loading: true, submitting: false, error: null },
      };
    case 'selectionLoaded':
      return state.selection
        ? {
            ...state,
            selection: { ...state.selection, customers: action.customers, loading: false },
          }
        : state;
    case 'selectionSubmitting':
      return state.selection
        ? { ...state, selection: { ...state.selection, submitting: true, error: null } }
        : state;
    case 'verificationRequired':
      return {
        ...state,
        loading: false,
        serverBusy: false,
        emailVerification: { email: action.email, sending: false, sent: action.sent, error: null },
      };
    case 'verificationSending':
    case 'verificationSent':
    case 'verificationFailed':
      return state.emailVerification
        ? {
            ...state,
            emailVerification: {
              ...state.emailVerification,
              sending: action.type === 'verificationSending',
              sent: state.emailVerification.sent || action.type === 'verificationSent',
              error: action.type === 'verificationFailed' ? action.error : null,
            },
          }
        : state;
    case 'serverBusy':
      return { ...state, serverBusy: true };
  }
}

/**
 * Whether the account's address was confirmed meanwhile (in another tab, on another device).
 * Then its ID token is renewed, so the next sync carries `email_verified`.
 */
async function addressConfirmed(user: User): Promise<boolean> {
  try {
    await user.reload();
    if (!user.emailVerified) return false;
    await user.getIdToken(true);
    return true;
  } catch {
    // Offline for a moment: the next check asks again.
    return false;
  }
}

const USER_DATA_UPDATED = 'userDataUpdated';
const PROFILE_UPDATED = 'profileUpdated';

/** Only the sign-up and sign-in pages carry an invitation into the sync (`?invitation=…`). */
function invitationFrom(pathname: string, search: string): string | null {
  if (pathname !== '/signup' && pathname !== '/login') return null;
  return new URLSearchParams(search).get('invitation')?.trim() || null;
}

function isForbidden(error: unknown): boolean {
  return (error as { data?: { code?: string } | null })?.data?.code === 'FORBIDDEN';
}

function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unbekannter Fehler.';
}

/**
 * The auth state machine of spec §4: follows Firebase's user, synchronises it with the server,
 * opens the customer dialog when the server asks for a choice, and clears everything on
 * sign-out or failure. A busy or unreachable server (429, 5xx, offline) is no failure: the
 * session stays, the page says so and the sync is tried again (docs/adr/026). Lives inside the
 * router, so it can navigate.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A newer auth event makes an older, still running handler stale.
  const generation = useRef(0);
  const signingOut = useRef(false);
  // Which request each synced session answered: a later refresh's session wins over it.
  const [order] = useState(() => createSessionOrder<Session>());
  const answeredRequest = useRef(new WeakMap<Session, number>());

  const sync = useCallback(
    async (user: User, options: { customerId?: string | null; invitation?: string | null }) => {
      const idToken = await user.getIdToken();
      const request = order.sent();
      const session = await trpcClient.auth.syncUser.mutate({
        idToken,
        firebaseUser: {
          uid: user.uid,
          email: user.email,
          displayName: user.displayName,
          photoURL: user.photoURL,
        },
        customerId: options.customerId ?? undefined,
        forceUpdate: true,
        invitation: options.invitation ?? undefined,
      });
      answeredRequest.current.set(session, request);
      return session;
    },
    [order],
  );

  // The notice while the server is busy: gone once the sync has its answer, or is not wanted.
  const busyNotice = useRef<{ dismiss: () => void } | null>(null);
  const endBusyNotice = useCallback(() => {
    busyNotice.current?.dismiss();
    busyNotice.current = null;
  }, []);

  /**
   * A synced session (stored for the next page load, with its uid), or the stored one meanwhile
   * (`uid` null): on a page load, or while a busy server keeps the sync waiting.
   */
  const applySession = useCallback(
    (answer: Session, uid: string | null) => {
      const request = answeredRequest.current.get(answer);
      const session = uid && request !== undefined ? order.answered(request, uid, answer) : answer;
      if (uid) storeSession(session, uid);
      // Before the state changes: the pages it renders ask for this company's data.
      setRequestCompany(session.customer.id);
      dispatch({ type: uid ? 'signedIn' : 'resumed', session });
      window.dispatchEvent(new CustomEvent(USER_DATA_UPDATED, { detail: session.user }));
    },
    [order],
  );

  /**
   * Waits out a busy server around a sync for `user`: the page says so and, on a page load
   * (`restore`), goes on with the session the last sync of this account stored meanwhile.
   */
  const throughBusyServer = useCallback(
    <T,>(
      user: User,
      options: { stillWanted: () => boolean; restore: boolean },
      call: () => Promise<T>,
    ): Promise<T> => {
      let notice: { dismiss: () => void } | null = null;
      return retryWhileBusy(call, {
        stillWanted: options.stillWanted,
        onBusy: () => {
          if (!notice) {
            const stored = options.restore
              ? readStoredSession<SessionUser, SessionCustomer>(user.uid)
              : null;
            if (stored) applySession(stored, null);
            notice = toast({
              variant: 'info',
              title: SERVER_BUSY_MESSAGE,
              duration: Number.POSITIVE_INFINITY,
            });
            busyNotice.current = notice;
          }
          dispatch({ type: 'serverBusy' });
        },
      }).finally(() => {
        if (notice && busyNotice.current === notice) endBusyNotice();
        else notice?.dismiss();
      });
    },
    [applySession, endBusyNotice],
  );

  /** A failed sign-in ends the session entirely, and says why. */
  const fail = useCallback(
    async (error: unknown) => {
      toast({
        variant: 'destructive',
        title: 'Anmeldung fehlgeschlagen',
        description: errorMessage(error),
      });
      dispatch({ type: 'cleared' });
      queryClient.clear();
      const firebase = await loadFirebase();
      await firebase.signOut(firebase.auth).catch(() => undefined);
    },
    [queryClient],
  );

  const openSelection = useCallback(async () => {
    dispatch({ type: 'selectionOpened' });
    // Spec §8: customers that fail to load make an empty list, not an error.
    const customers = await trpcClient.auth.customers.query().catch(() => []);
    dispatch({ type: 'selectionLoaded', customers });
  }, []);

  /** Sends the link that confirms the account's address; it leads back to this page. */
  const sendVerification = useCallback(async (user: User) => {
    dispatch({ type: 'verificationSending' });
    try {
      const firebase = await loadFirebase();
      await firebase.sendEmailVerification(user, { url: window.location.href });
      rememberVerificationSent(user.uid);
      dispatch({ type: 'verificationSent' });
    } catch (error) {
      dispatch({ type: 'verificationFailed', error: verificationErrorMessage(error) });
    }
  }, []);

  const handleUser = useCallback(
    async (user: User | null, run: number, afterConfirmation = false): Promise<void> => {
      // A sync still waiting for a busy server is for an earlier event: its notice goes.
      endBusyNotice();
      if (!user) {
        order.clear();
        // A sign-out clears and goes to /login itself, once Firebase is done: cleared here first,
        // the guard would send the page to /login?redirectTo=… meanwhile.
        if (!signingOut.current) dispatch({ type: 'cleared' });
        return;
      }
      dispatch({ type: 'firebaseUser', user });
      // A reload (or a new tab) of an account this browser synced before shows the page with
      // that session at once; the sync below, after the spec's wait, confirms or replaces it,
      // and ends it on 401/403. The server checks every request meanwhile (docs/adr/032).
      const resumable =
        !isSignUpInProgress() &&
        invitationFrom(window.location.pathname, window.location.search) === null
          ? readStoredSession<SessionUser, SessionCustomer>(user.uid)
          : null;
      if (resumable) applySession(resumable, null);
      await waitBeforeAuthHandling(isSignUpInProgress);
      if (run !== generation.current) return;

      // The page at the moment of handling (the sign-up page, say), not when it started.
      const invitation = invitationFrom(window.location.pathname, window.location.search);
      let customerId = readStoredCustomerId();
      const syncSession = (): Promise<Session> =>
        throughBusyServer(
          user,
          // Shown already (a reload): a busy server does not put the stored one back over a
          // name saved meanwhile.
          { stillWanted: () => run === generation.current, restore: !resumable },
          async () => {
            try {
              return await syncWithRetries(() => sync(user, { customerId, invitation }), {
                withInvitation: invitation !== null,
              });
            } catch (error) {
              // A remembered company the user may no longer open: forget it, ask again.
              if (!customerId || !isForbidden(error) || isEmailNotVerified(error)) throw error;
              forgetStoredCustomer();
              customerId = null;
              return sync(user, { invitation });
            }
          },
        );
      try {
        let session: Session;
        try {
          session = await syncSession();
        } catch (error) {
          // Confirmed since the token was issued (the link opened this page, say): once more.
          if (afterConfirmation || !isEmailNotVerified(error) || !(await addressConfirmed(user))) {
            throw error;
          }
          session = await syncSession();
        }
        if (run === generation.current) applySession(session, user.uid);
      } catch (error) {
        if (run !== generation.current) return;
        if (isCustomerSelectionRequired(error)) await openSelection();
        else if (isEmailNotVerified(error) && !afterConfirmation) {
          const sent = wasVerificationSent(user.uid);
          dispatch({ type: 'verificationRequired', email: user.email ?? '', sent });
          // Once per tab: a reload does not send another link.
          if (!sent) await sendVerification(user);
        } else await fail(error);
      }
    },
    [
      applySession,
      endBusyNotice,
      fail,
      openSelection,
      order,
      sendVerification,
      sync,
      throughBusyServer,
    ],
  );

  // While the page waits for the confirmation: check now and then, and whenever it is shown again
  // (back from the mailbox), and go on as soon as the address is confirmed.
  const waitingForConfirmation = state.emailVerification !== null;
  useEffect(() => {
    if (!waitingForConfirmation) return;
    let checking = false;
    const check = async () => {
      if (checking || document.visibilityState !== 'visible') return;
      checking = true;
      try {
        const user = (await loadFirebase()).auth.currentUser;
        if (user && (await addressConfirmed(user))) {
          generation.current += 1;
          await handleUser(user, generation.current, true);
        }
      } finally {
        checking = false;
      }
    };
    const timer = window.setInterval(() => void check(), VERIFICATION_POLL_MS);
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [waitingForConfirmation, handleUser]);

  const resendVerification = useCallback(async () => {
    const user = (await loadFirebase()).auth.currentUser;
    if (user) await sendVerification(user);
  }, [sendVerification]);

  useEffect(() => {
    // Started after the first paint: nothing on screen waits for Firebase.
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void loadFirebase().then(({ auth, onAuthStateChanged }) => {
      if (!active) return;
      unsubscribe = onAuthStateChanged(auth, (user) => {
        generation.current += 1;
        void handleUser(user, generation.current);
      });
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [handleUser]);

  const refreshUser = useCallback(async () => {
    const { auth } = await loadFirebase();
    const user = auth.currentUser;
    if (!user) return;
    const request = order.sent();
    const answer = await trpcClient.auth.me.query();
    if (auth.currentUser?.uid !== user.uid) return;
    const session = order.answered(request, user.uid, answer);
    // The next page load resumes with this, not with what the last sync stored.
    storeSession(session, user.uid);
    dispatch({ type: 'profile', session });
  }, [order]);

  useEffect(() => {
    const handleProfileUpdated = () => void refreshUser().catch(() => undefined);
    window.addEventListener(PROFILE_UPDATED, handleProfileUpdated);
    return () => window.removeEventListener(PROFILE_UPDATED, handleProfileUpdated);
  }, [refreshUser]);

  const chooseCustomer = useCallback(
    async (customerId: string) => {
      const user = (await loadFirebase()).auth.currentUser;
      if (!user) return;
      dispatch({ type: 'selectionSubmitting' });
      const run = generation.current;
      try {
        // The dialog stays while the server is busy: no older session replaces the choice.
        const session = await throughBusyServer(
          user,
          { stillWanted: () => run === generation.current, restore: false },
          () => sync(user, { customerId }),
        );
        if (run === generation.current) applySession(session, user.uid);
      } catch (error) {
        if (run === generation.current) await fail(error);
      }
    },
    [applySession, fail, sync, throughBusyServer],
  );

  const signOut = useCallback(
    async (loginPath = '/login') => {
      signingOut.current = true;
      try {
        const firebase = await loadFirebase();
        await firebase.signOut(firebase.auth);
      } finally {
        signingOut.current = false;
        // Spec §8: even a failed sign-out leaves nothing behind and goes to the login page.
        clearStoredSession();
        setRequestCompany(null);
        queryClient.clear();
        dispatch({ type: 'cleared' });
        void navigate(loginPath.startsWith('/login') ? loginPath : '/login', { replace: true });
      }
    },
    [navigate, queryClient],
  );

  const signIn = useCallback(async (email: string, password: string) => {
    const firebase = await loadFirebase();
    await firebase.signInWithEmailAndPassword(firebase.auth, email.trim(), password);
  }, []);

  const signUp = useCallback(async ({ email, password, displayName }: SignUpInput) => {
    beginSignUp();
    try {
      const firebase = await loadFirebase();
      const { user } = await firebase.createUserWithEmailAndPassword(
        firebase.auth,
        email.trim(),
        password,
      );
      if (displayName.trim()) {
        await firebase.updateProfile(user, { displayName: displayName.trim() });
        // The ID token carries the name only once it is refreshed.
        await user.getIdToken(true);
      }
    } finally {
      endSignUp();
    }
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      signIn,
      signUp,
      signOut,
      chooseCustomer,
      refreshUser,
      resendVerification,
    }),
    [state, signIn, signUp, signOut, chooseCustomer, refreshUser, resendVerification],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
