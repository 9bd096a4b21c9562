import { describe, expect, it, vi } from 'vitest';
import {
  createSessionOrder,
  isCustomerSelectionRequired,
  isEmailNotVerified,
  safeRedirectPath,
  syncWithRetries,
  waitBeforeAuthHandling,
} from './authFlow';
import { authErrorMessage, UNKNOWN_AUTH_ERROR } from './firebaseErrors';

describe('waitBeforeAuthHandling', () => {
  it('waits 500 ms when no sign-up is running', async () => {
    const waits: number[] = [];
    await waitBeforeAuthHandling(
      () => false,
      async (ms) => void waits.push(ms),
    );
    expect(waits).toEqual([500]);
  });

  it('polls every 500 ms while a sign-up runs, at most 30 times', async () => {
    const waits: number[] = [];
    let polls = 0;
    await waitBeforeAuthHandling(
      () => ++polls <= 3,
      async (ms) => void waits.push(ms),
    );
    expect(waits).toEqual([500, 500, 500, 500]);

    const endless: number[] = [];
    await waitBeforeAuthHandling(
      () => true,
      async (ms) => void endless.push(ms),
    );
    expect(endless).toHaveLength(31);
  });
});

describe('syncWithRetries', () => {
  const failing = (times: number, error: unknown = new Error('noch nicht da')) => {
    let calls = 0;
    const sync = vi.fn(async () => {
      calls += 1;
      if (calls <= times) throw error;
      return 'session';
    });
    return sync;
  };

  it('tries once without an invitation', async () => {
    const sync = failing(1);
    await expect(
      syncWithRetries(sync, { withInvitation: false, wait: async () => undefined }),
    ).rejects.toThrow();
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('with an invitation, tries up to 6 times, waiting 1 s × attempt in between', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    await expect(syncWithRetries(failing(5), { withInvitation: true, wait })).resolves.toBe(
      'session',
    );
    expect(waits).toEqual([1000, 2000, 3000, 4000, 5000]);

    const hopeless = failing(99);
    await expect(
      syncWithRetries(hopeless, { withInvitation: true, wait: async () => undefined }),
    ).rejects.toThrow();
    expect(hopeless).toHaveBeenCalledTimes(6);
  });

  it('does not retry when the server asks for a customer choice', async () => {
    const sync = failing(99, {
      message: 'Customer selection required',
      data: { appCode: 'CUSTOMER_SELECTION_REQUIRED' },
    });
    await expect(
      syncWithRetries(sync, { withInvitation: true, wait: async () => undefined }),
    ).rejects.toMatchObject({
      message: 'Customer selection required',
    });
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('does not retry when the invitation waits for a confirmed address', async () => {
    const sync = failing(99, {
      message: 'Bitte bestätige…',
      data: { appCode: 'EMAIL_NOT_VERIFIED' },
    });
    await expect(
      syncWithRetries(sync, { withInvitation: true, wait: async () => undefined }),
    ).rejects.toSatisfy(isEmailNotVerified);
    expect(sync).toHaveBeenCalledTimes(1);
  });
});

describe('isCustomerSelectionRequired', () => {
  it('recognises the message and the code (spec §8)', () => {
    expect(isCustomerSelectionRequired(new Error('TRPC: Customer selection required'))).toBe(true);
    expect(
      isCustomerSelectionRequired({
        message: 'x',
        data: { appCode: 'CUSTOMER_SELECTION_REQUIRED' },
      }),
    ).toBe(true);
    expect(isCustomerSelectionRequired(new Error('Kein Zugriff'))).toBe(false);
    expect(isCustomerSelectionRequired(null)).toBe(false);
  });
});

describe('safeRedirectPath', () => {
  it('follows paths of the app', () => {
    expect(safeRedirectPath('/app/crm')).toBe('/app/crm');
    expect(safeRedirectPath('/app/outreach/inbox?channel=linkedin')).toBe(
      '/app/outreach/inbox?channel=linkedin',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example',
    '//evil.example/app',
    '/\\evil.example',
    'javascript:alert(1)',
    'app/crm',
  ])('refuses %j and goes to the dashboard', (value) => {
    expect(safeRedirectPath(value)).toBe('/app/dashboard');
  });
});

describe('authErrorMessage', () => {
  it('says in German what went wrong', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe(
      'E-Mail-Adresse oder Passwort ist falsch.',
    );
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toContain('bereits ein Konto');
    expect(authErrorMessage(new Error('?'))).toBe(UNKNOWN_AUTH_ERROR);
  });
});

describe('createSessionOrder', () => {
  it('keeps the answer of the later request when an earlier one arrives after it', () => {
    const order = createSessionOrder<string>();
    const sync = order.sent();
    const refresh = order.sent();
    expect(order.answered(refresh, 'uid-1', 'neues Logo')).toBe('neues Logo');
    expect(order.answered(sync, 'uid-1', 'altes Logo')).toBe('neues Logo');
    // In order, each answer is taken as it is.
    const next = order.sent();
    expect(order.answered(next, 'uid-1', 'noch neuer')).toBe('noch neuer');
  });

  it('never hands one account’s session to another, nor one from before a sign-out', () => {
    const order = createSessionOrder<string>();
    const first = order.sent();
    const second = order.sent();
    expect(order.answered(second, 'uid-1', 'Eva')).toBe('Eva');
    expect(order.answered(first, 'uid-2', 'Jan')).toBe('Jan');
    order.clear();
    expect(order.answered(first, 'uid-1', 'Eva, neu angemeldet')).toBe('Eva, neu angemeldet');
  });
});
