/**
 * What pages may use of the shell: the header's per-screen actions, the app's theme, the
 * company logo as the sidebar resolves it, and the event that refreshes the signed-in user.
 */
export { useNavbarActions } from './navbarActions';
export { setThemePreference, useThemePreference, type ThemePreference } from './theme';
export { useCompanyLogo } from './useCompanyLogo';
export { announceProfileUpdated } from './profileUpdated';
