import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SprintThemeProvider, type ThemeName } from '@sprint/ui';
import { useTRPC } from '../api/trpc';

/** Einstellungen › Darstellung: 'Hell', 'Dunkel' or 'System' (follows the operating system). */
export type ThemePreference = 'light' | 'dark' | 'system';

/**
 * The last choice, kept in the browser as well as on the server: a reload paints in the chosen
 * theme at once instead of flashing light until the preferences query answers.
 */
export const THEME_STORAGE_KEY = 'sprint.theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isPreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

function readStored(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    // Blocked storage (privacy settings): the operating system decides.
    return 'system';
  }
}

// A tiny external store: the settings page sets it, the root of the app reads it.
let preference: ThemePreference = readStored();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Applies the preference app-wide at once and remembers it in this browser. */
export function setThemePreference(next: ThemePreference): void {
  if (next === preference) return;
  preference = next;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Not remembered; the server still has it.
  }
  emit();
}

/** Another tab of the same browser chose a theme: this one follows. */
function handleStorage(event: StorageEvent) {
  if (event.key !== THEME_STORAGE_KEY) return;
  const next = isPreference(event.newValue) ? event.newValue : 'system';
  if (next === preference) return;
  preference = next;
  emit();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(
    subscribe,
    () => preference,
    () => 'system',
  );
}

function darkQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
}

function subscribeToSystem(listener: () => void) {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** The operating system's scheme, live: switching it at night repaints an open tab. */
function useSystemTheme(): ThemeName {
  return useSyncExternalStore(
    subscribeToSystem,
    () => (darkQuery()?.matches ? 'dark' : 'light'),
    () => 'light',
  );
}

/** The theme the app paints in: the preference, with 'System' resolved. */
export function useAppTheme(): ThemeName {
  const chosen = useThemePreference();
  const system = useSystemTheme();
  return chosen === 'system' ? system : chosen;
}

/**
 * `SprintThemeProvider` in the chosen theme. Its own component, so a change of theme re-renders
 * the provider only, not the app it wraps.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  return <SprintThemeProvider theme={useAppTheme()}>{children}</SprintThemeProvider>;
}

/** What AuthProvider announces after every sync with the server (spec §4.6). */
const USER_DATA_UPDATED = 'userDataUpdated';

/**
 * The account's saved theme, once someone has signed in: another device (or a cleared browser)
 * gets the theme chosen elsewhere. Shares its cache entry with the settings page.
 */
export function ThemePreferenceSync() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  useEffect(() => {
    const handleSignedIn = () => {
      queryClient
        .fetchQuery(trpc.account.preferences.get.queryOptions())
        .then((saved) => setThemePreference(saved.theme))
        // Not reachable now: the browser's remembered choice stays until the next sign-in.
        .catch(() => undefined);
    };
    window.addEventListener(USER_DATA_UPDATED, handleSignedIn);
    return () => window.removeEventListener(USER_DATA_UPDATED, handleSignedIn);
  }, [queryClient, trpc]);

  return null;
}
