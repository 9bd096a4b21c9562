import type * as FirebaseSession from './firebaseSession';

let loading: Promise<typeof FirebaseSession> | undefined;

/** Firebase Auth, loaded once on first use. */
export function loadFirebase(): Promise<typeof FirebaseSession> {
  loading ??= import('./firebaseSession');
  return loading;
}
