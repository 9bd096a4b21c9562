import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../auth/AuthContext';
import { sessionCustomerFixture, sessionUserFixture } from '../testing/storyProviders';
import { createSessionGate, SESSION_WAIT_MS, sessionStateOf } from './session';

afterEach(() => {
  vi.useRealTimers();
});

const firebaseUser = { uid: 'u-1' } as AuthState['firebaseUser'];
const auth = (overrides: Partial<AuthState>): AuthState => ({
  firebaseUser: null,
  databaseUser: null,
  customer: null,
  loading: false,
  selection: null,
  emailVerification: null,
  serverBusy: false,
  resumed: false,
  ...overrides,
});

describe('sessionStateOf', () => {
  it('is restoring while auth loads, or Firebase knows the user and the server sync runs', () => {
    expect(sessionStateOf(auth({ loading: true }))).toBe('restoring');
    expect(sessionStateOf(auth({ firebaseUser, loading: true }))).toBe('restoring');
    expect(sessionStateOf(auth({ firebaseUser }))).toBe('restoring');
    // A session being synced again (a new token, say) answers once that is done.
    expect(
      sessionStateOf(
        auth({
          firebaseUser,
          databaseUser: sessionUserFixture,
          customer: sessionCustomerFixture,
          loading: true,
        }),
      ),
    ).toBe('restoring');
  });

  it('is signed in with a user and a company, signed out without either', () => {
    expect(
      sessionStateOf(
        auth({ firebaseUser, databaseUser: sessionUserFixture, customer: sessionCustomerFixture }),
      ),
    ).toBe('signedIn');
    expect(sessionStateOf(auth({}))).toBe('signedOut');
    // The customer dialog is open: the server answered, and no company is chosen yet.
    const selection = { customers: [], loading: false, submitting: false, error: null };
    expect(sessionStateOf(auth({ firebaseUser, selection }))).toBe('signedOut');
    // An invitation waits for the account's confirmed address: nobody to sync into yet.
    const emailVerification = { email: 'neu@example.com', sending: false, sent: true, error: null };
    expect(sessionStateOf(auth({ firebaseUser, emailVerification }))).toBe('signedOut');
  });
});

describe('createSessionGate', () => {
  it('answers at once when the session is known', async () => {
    const gate = createSessionGate();
    gate.set('signedIn');
    await expect(gate.whenReady()).resolves.toBe(true);
    gate.set('signedOut');
    await expect(gate.whenReady()).resolves.toBe(false);
  });

  it('keeps requests waiting while the session is restored, and wakes them in order', async () => {
    const gate = createSessionGate();
    const order: string[] = [];
    const first = gate.whenReady().then((ready) => order.push(`first:${String(ready)}`));
    const second = gate.whenReady().then((ready) => order.push(`second:${String(ready)}`));
    gate.set('restoring');
    await Promise.resolve();
    expect(order).toEqual([]);

    gate.set('signedIn');
    await Promise.all([first, second]);
    expect(order).toEqual(['first:true', 'second:true']);
  });

  it('gives up after SESSION_WAIT_MS with the answer of that moment', async () => {
    vi.useFakeTimers();
    const gate = createSessionGate();
    let ready: boolean | undefined;
    void gate.whenReady().then((value) => (ready = value));

    await vi.advanceTimersByTimeAsync(SESSION_WAIT_MS - 1);
    expect(ready).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(ready).toBe(false);
    // A session that arrives later answers the next request.
    gate.set('signedIn');
    await expect(gate.whenReady()).resolves.toBe(true);
  });
});
