/** Behaviour constants from the product spec (§9); exported so the app uses the same numbers. */
export const MOBILE_BREAKPOINT = 768;

/**
 * The media queries of the breakpoint, so every `@media` in the library and the app agrees on the
 * same pixel: `mobile` ends one pixel below where `desktop` begins.
 */
export const media = {
  mobile: `(max-width: ${MOBILE_BREAKPOINT - 1}px)`,
  desktop: `(min-width: ${MOBILE_BREAKPOINT}px)`,
} as const;
export const SIDEBAR_STORAGE_KEY = 'sprint.sidebar.open';
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export const PRODUCT_NAME = 'Sprint';
