import { css } from 'styled-components';

/** Quotes and links in running text, the same in lesson content and in AI answers. */
export const quotesAndLinks = css`
  & blockquote {
    padding: var(--space-1) 0 var(--space-1) var(--space-4);
    border-left: var(--space-1) solid var(--color-border);
    color: var(--color-muted-foreground);
  }

  & blockquote > :last-child {
    margin-bottom: 0;
  }

  /* Underlined as well as coloured: a link is recognisable without colour vision. */
  & a {
    color: var(--color-primary);
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }

  & a:hover {
    color: var(--color-primary-hover);
  }
`;
