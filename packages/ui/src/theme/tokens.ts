/**
 * Sprint's design tokens: the only place where raw colours, sizes and durations live.
 * `GlobalStyle` publishes them as CSS custom properties (`--color-primary`, …); components read
 * `var(--…)`. Contrast pairs (`x` on `x-bg`, `x-foreground` on `x`) meet WCAG AA (4.5:1).
 */

const shared = {
  'font-sans':
    "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  'font-mono': "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",

  'font-size-xs': '0.75rem',
  'font-size-sm': '0.875rem',
  'font-size-base': '1rem',
  'font-size-lg': '1.125rem',
  'font-size-xl': '1.25rem',
  'font-size-2xl': '1.5rem',
  'font-size-3xl': '1.875rem',
  'font-size-display': '4.5rem',
  'line-height-tight': '1.25',
  'line-height-normal': '1.5',
  'font-weight-normal': '400',
  'font-weight-medium': '500',
  'font-weight-semibold': '600',
  'font-weight-bold': '700',

  'space-0-5': '0.125rem',
  'space-1': '0.25rem',
  'space-1-5': '0.375rem',
  'space-2': '0.5rem',
  'space-3': '0.75rem',
  'space-4': '1rem',
  'space-5': '1.25rem',
  'space-6': '1.5rem',
  'space-8': '2rem',
  'space-10': '2.5rem',
  'space-12': '3rem',

  'size-icon-sm': '0.875rem',
  'size-icon': '1rem',
  'size-icon-lg': '1.25rem',
  'size-control-sm': '2rem',
  'size-control': '2.25rem',
  'size-control-lg': '2.5rem',

  'radius-sm': '0.25rem',
  'radius-md': '0.375rem',
  'radius-lg': '0.5rem',
  'radius-xl': '0.75rem',
  'radius-full': '9999px',

  'border-width': '1px',
  'focus-ring-width': '2px',

  'duration-fast': '150ms',
  'duration-normal': '200ms',
  'duration-slow': '300ms',
  'easing-standard': 'cubic-bezier(0.4, 0, 0.2, 1)',

  'z-sticky': '10',
  'z-sidebar': '20',
  'z-overlay': '50',
  'z-popover': '60',
  'z-toast': '100',

  // Spec §9: sidebar widths (desktop, mobile sheet, icon mode)
  'sidebar-width': '16rem',
  'sidebar-width-mobile': '18rem',
  'sidebar-width-icon': '3rem',
  'header-height': '3.5rem',
  'dialog-width': '32rem',
  'toast-width': '24rem',
} as const;

export const lightColors = {
  'color-background': '#ffffff',
  'color-foreground': '#0f172a',
  'color-muted': '#f1f5f9',
  'color-muted-foreground': '#475569',
  'color-card': '#ffffff',
  'color-card-foreground': '#0f172a',
  'color-popover': '#ffffff',
  'color-popover-foreground': '#0f172a',
  'color-primary': '#1d4ed8',
  'color-primary-hover': '#1e40af',
  'color-primary-foreground': '#ffffff',
  'color-secondary': '#e2e8f0',
  'color-secondary-hover': '#cbd5e1',
  'color-secondary-foreground': '#0f172a',
  'color-accent': '#f1f5f9',
  'color-accent-foreground': '#0f172a',
  'color-destructive': '#dc2626',
  'color-destructive-hover': '#b91c1c',
  'color-destructive-foreground': '#ffffff',
  'color-destructive-text': '#b91c1c',
  'color-success': '#15803d',
  'color-success-foreground': '#ffffff',
  'color-success-text': '#15803d',
  'color-warning': '#b45309',
  'color-warning-text': '#92400e',
  'color-info': '#0369a1',
  'color-info-foreground': '#ffffff',
  'color-border': '#e2e8f0',
  'color-input': '#94a3b8',
  'color-ring': '#2563eb',
  'color-overlay': 'rgb(15 23 42 / 0.6)',
  'color-skeleton': '#e2e8f0',
  'color-sidebar': '#f8fafc',
  'color-sidebar-foreground': '#0f172a',
  'color-sidebar-accent': '#e2e8f0',
  'color-sidebar-accent-foreground': '#0f172a',
  'color-sidebar-border': '#e2e8f0',
  'color-trend-up': '#15803d',
  'color-trend-down': '#b91c1c',
  'color-trend-neutral': '#475569',
  'shadow-sm': '0 1px 2px 0 rgb(15 23 42 / 0.06)',
  'shadow-md': '0 4px 12px -2px rgb(15 23 42 / 0.12), 0 2px 4px -2px rgb(15 23 42 / 0.08)',
  'shadow-lg': '0 16px 40px -8px rgb(15 23 42 / 0.25)',
} as const;

export type ColorTokens = Record<keyof typeof lightColors, string>;

export const darkColors: ColorTokens = {
  'color-background': '#0b1120',
  'color-foreground': '#f1f5f9',
  'color-muted': '#1e293b',
  'color-muted-foreground': '#cbd5e1',
  'color-card': '#0f172a',
  'color-card-foreground': '#f1f5f9',
  'color-popover': '#0f172a',
  'color-popover-foreground': '#f1f5f9',
  'color-primary': '#3b82f6',
  'color-primary-hover': '#60a5fa',
  'color-primary-foreground': '#0b1120',
  'color-secondary': '#334155',
  'color-secondary-hover': '#475569',
  'color-secondary-foreground': '#f1f5f9',
  'color-accent': '#1e293b',
  'color-accent-foreground': '#f1f5f9',
  'color-destructive': '#ef4444',
  'color-destructive-hover': '#f87171',
  'color-destructive-foreground': '#0b1120',
  'color-destructive-text': '#f87171',
  'color-success': '#22c55e',
  'color-success-foreground': '#0b1120',
  'color-success-text': '#4ade80',
  'color-warning': '#f59e0b',
  'color-warning-text': '#fbbf24',
  'color-info': '#38bdf8',
  'color-info-foreground': '#0b1120',
  'color-border': '#334155',
  'color-input': '#64748b',
  'color-ring': '#60a5fa',
  'color-overlay': 'rgb(2 6 23 / 0.75)',
  'color-skeleton': '#334155',
  'color-sidebar': '#0f172a',
  'color-sidebar-foreground': '#f1f5f9',
  'color-sidebar-accent': '#1e293b',
  'color-sidebar-accent-foreground': '#f1f5f9',
  'color-sidebar-border': '#1e293b',
  'color-trend-up': '#4ade80',
  'color-trend-down': '#f87171',
  'color-trend-neutral': '#cbd5e1',
  'shadow-sm': '0 1px 2px 0 rgb(0 0 0 / 0.4)',
  'shadow-md': '0 4px 12px -2px rgb(0 0 0 / 0.5)',
  'shadow-lg': '0 16px 40px -8px rgb(0 0 0 / 0.6)',
};

export const tokens = { ...shared, ...lightColors } as const;

export type TokenName = keyof typeof tokens;
export type ThemeName = 'light' | 'dark';

export const themes: Record<ThemeName, ColorTokens> = { light: lightColors, dark: darkColors };

/** `var(--name)` for a token, typed so a typo fails the typecheck. */
export function cssVar(name: TokenName): string {
  return `var(--${name})`;
}

export function toCustomProperties(values: Readonly<Record<string, string>>): string {
  return Object.entries(values)
    .map(([name, value]) => `--${name}: ${value};`)
    .join('\n');
}

export const sharedTokens = shared;
