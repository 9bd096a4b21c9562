/**
 * Set while the sign-up page creates an account and fills in its profile. The auth provider
 * waits for it (spec §4: up to 30 polls of 500 ms) so the first sync sees the finished account.
 */
let inProgress = false;

export function beginSignUp(): void {
  inProgress = true;
}

export function endSignUp(): void {
  inProgress = false;
}

export function isSignUpInProgress(): boolean {
  return inProgress;
}
