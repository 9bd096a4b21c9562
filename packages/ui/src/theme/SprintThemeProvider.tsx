import { useLayoutEffect, type ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { GlobalStyle } from './GlobalStyle';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './constants';
import type { ThemeName } from './tokens';

export type SprintThemeProviderProps = {
  children: ReactNode;
  /** Colour theme; tokens switch on `html[data-theme]`, so portals (dialogs, toasts) follow. */
  theme?: ThemeName;
  /** Render `GlobalStyle`; turn off when the host page already renders it once. */
  withGlobalStyle?: boolean;
  /** Tooltip timings; the spec's 700 ms / 300 ms unless a screen has a reason to differ. */
  tooltipDelayDuration?: number;
  tooltipSkipDelayDuration?: number;
};

/** Root of every Sprint screen: tokens, base styles and the one shared tooltip provider. */
export function SprintThemeProvider({
  children,
  theme = 'light',
  withGlobalStyle = true,
  tooltipDelayDuration = TOOLTIP_DELAY_MS,
  tooltipSkipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
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
    <TooltipPrimitive.Provider
      delayDuration={tooltipDelayDuration}
      skipDelayDuration={tooltipSkipDelayDuration}
    >
      {withGlobalStyle ? <GlobalStyle /> : null}
      {children}
    </TooltipPrimitive.Provider>
  );
}
