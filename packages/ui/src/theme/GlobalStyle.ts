import { createGlobalStyle } from 'styled-components';
import { darkColors, lightColors, sharedTokens, toCustomProperties } from './tokens';

/** Publishes the design tokens on `:root` and sets the few base rules every screen relies on. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${toCustomProperties(sharedTokens)}
    ${toCustomProperties(lightColors)}
    color-scheme: light;
  }

  :root[data-theme='dark'] {
    ${toCustomProperties(darkColors)}
    color-scheme: dark;
  }

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    background: var(--color-background);
    color: var(--color-foreground);
    font-family: var(--font-sans);
    font-size: var(--font-size-base);
    line-height: var(--line-height-normal);
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }

  :focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
