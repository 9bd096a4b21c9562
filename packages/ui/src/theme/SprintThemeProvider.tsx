import { useLayoutEffect, type ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';
import type { ThemeName } from './tokens';

export type SprintThemeProviderProps = {
  children: ReactNode;
  /** Colour theme; tokens switch on `html[data-theme]`, so portals (dialogs, toasts) follow. */
  theme?: ThemeName;
  /** Render `GlobalStyle`; turn off when the host page already renders it once. */
  withGlobalStyle?: boolean;
};

/**
 * Root of every Sprint screen: tokens and base styles. Tooltips need `SprintTooltipProvider`
 * once around the part of the app that shows them (kept apart, so pages without tooltips never
 * load Radix's positioning code).
 */
export function SprintThemeProvider({
  children,
  theme = 'light',
  withGlobalStyle = true,
}: SprintThemeProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const previous = root.dataset.theme;
    root.dataset.theme = theme;
    return () => {
      if (previous === undefined) delete root.dataset.theme;
      else root.dataset.theme = previous;
    };
  }, [theme]);

  return (
    <>
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </>
  );
}
