import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY, setThemePreference, useAppTheme, useThemePreference } from './theme';

function Probe() {
  return (
    <p>
      {useThemePreference()} → {useAppTheme()}
    </p>
  );
}

/** A `prefers-color-scheme` the test can switch, like a person switching their OS at night. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    dark = next;
    for (const listener of listeners) listener();
  };
}

afterEach(() => {
  cleanup();
  act(() => setThemePreference('system'));
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the app theme', () => {
  it('applies a choice at once and remembers it in the browser', () => {
    fakeSystemScheme(false);
    render(<Probe />);
    expect(screen.getByText('system → light')).toBeTruthy();
    act(() => setThemePreference('dark'));
    expect(screen.getByText('dark → dark')).toBeTruthy();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('follows the operating system live while set to System', () => {
    const switchSystem = fakeSystemScheme(false);
    render(<Probe />);
    act(() => switchSystem(true));
    expect(screen.getByText('system → dark')).toBeTruthy();
    act(() => setThemePreference('light'));
    act(() => switchSystem(false));
    act(() => switchSystem(true));
    expect(screen.getByText('light → light')).toBeTruthy();
  });

  it('follows a choice made in another tab', () => {
    fakeSystemScheme(false);
    render(<Probe />);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }),
      );
    });
    expect(screen.getByText('dark → dark')).toBeTruthy();
  });
});
