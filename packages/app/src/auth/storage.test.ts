import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredSession, readStoredSession, storeSession } from './storage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const nordlicht = {
  user: { id: 'u-1', role: 'admin' },
  customer: { id: 'c-nordlicht', name: 'Nordlicht Vertrieb GmbH' },
};
const kleinkram = {
  user: { id: 'u-1', role: 'user' },
  customer: { id: 'c-kleinkram', name: 'Kleinkram UG' },
};

describe('readStoredSession', () => {
  it('gives the last synced session back to the same account only', () => {
    storeSession(nordlicht, 'uid-eva');
    expect(readStoredSession('uid-eva')).toEqual(nordlicht);
    expect(readStoredSession('uid-mallory')).toBeNull();
  });

  it('prefers this tab’s company and role over what another tab chose since', () => {
    storeSession(nordlicht, 'uid-eva');
    // Another tab of the same person syncs into another company: the shared copy changes…
    const thisTab = JSON.stringify(Object.entries(sessionStorage));
    storeSession(kleinkram, 'uid-eva');
    sessionStorage.clear();
    for (const [key, value] of JSON.parse(thisTab) as [string, string][]) {
      sessionStorage.setItem(key, value);
    }
    // …this tab keeps working in its own; a new tab takes the latest.
    expect(readStoredSession('uid-eva')).toEqual(nordlicht);
    sessionStorage.clear();
    expect(readStoredSession('uid-eva')).toEqual(kleinkram);
  });

  it('has nothing after sign-out, and survives what is not JSON', () => {
    storeSession(nordlicht, 'uid-eva');
    clearStoredSession();
    expect(readStoredSession('uid-eva')).toBeNull();
    localStorage.setItem('sprint.auth.uid', 'uid-eva');
    localStorage.setItem('sprint.auth.user', '{kaputt');
    localStorage.setItem('sprint.auth.customer', '{}');
    expect(readStoredSession('uid-eva')).toBeNull();
  });
});
