// Theme
export { GlobalStyle } from './theme/GlobalStyle';
export { SprintThemeProvider } from './theme/SprintThemeProvider';
export type { SprintThemeProviderProps } from './theme/SprintThemeProvider';
export { tokens, lightColors, darkColors, themes, cssVar } from './theme/tokens';
export type { TokenName, ThemeName, ColorTokens } from './theme/tokens';
export * from './theme/constants';

// Primitives
export * from './Button';
export * from './Badge';

// Formatters and helpers
export * from './format';
export * from './Link';
export * from './Skeleton';
export * from './Tooltip';
export * from './Dialog';
export * from './Sheet';

// Shell
export * from './Sidebar';
