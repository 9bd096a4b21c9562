/**
 * Spec §4.6: after this browser event the shell refetches the signed-in user and their company
 * (AuthProvider listens), so the sidebar shows a new name, picture, role or logo at once.
 */
export const PROFILE_UPDATED_EVENT = 'profileUpdated';

export function announceProfileUpdated(): void {
  window.dispatchEvent(new Event(PROFILE_UPDATED_EVENT));
}
