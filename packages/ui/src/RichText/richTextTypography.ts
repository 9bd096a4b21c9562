import { css } from 'styled-components';
import { quotesAndLinks } from '../lib/quotesAndLinks';

/**
 * How lesson content reads, in the editor and for readers alike: what a trainer writes is what a
 * participant sees. Only the elements `sanitizeRichText` lets through are styled.
 */
export const richTextTypography = css`
  /* About 70 characters a line: long enough for flow, short enough for the eye to find the next. */
  max-width: 70ch;
  color: var(--color-foreground);
  font-size: var(--font-size-base);
  line-height: var(--line-height-normal);
  overflow-wrap: break-word;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  & p {
    margin: 0 0 var(--space-4);
  }

  & h2,
  & h3 {
    color: var(--color-foreground);
    font-weight: var(--font-weight-semibold);
    line-height: var(--line-height-tight);
  }

  & h2 {
    margin: var(--space-8) 0 var(--space-3);
    font-size: var(--font-size-xl);
  }

  & h3 {
    margin: var(--space-6) 0 var(--space-2);
    font-size: var(--font-size-lg);
  }

  /* A heading belongs to what follows it: less space below than above. */
  & h2 + h3 {
    margin-top: var(--space-4);
  }

  & strong,
  & b {
    font-weight: var(--font-weight-semibold);
  }

  & ul,
  & ol {
    margin: 0 0 var(--space-4);
    padding-left: var(--space-6);
  }

  & li {
    margin: var(--space-1) 0;
    padding-left: var(--space-1);
  }

  & li::marker {
    color: var(--color-muted-foreground);
  }

  /* The editor wraps list items in paragraphs; they must not add a paragraph's gap. */
  & li > p {
    margin: 0;
  }

  & li > ul,
  & li > ol {
    margin: var(--space-1) 0 0;
  }

  & blockquote {
    margin: 0 0 var(--space-4);
  }

  ${quotesAndLinks}

  & a:focus-visible {
    border-radius: var(--radius-sm);
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  & code {
    padding: 0 var(--space-1);
    border-radius: var(--radius-sm);
    background: var(--color-muted);
    font-family: var(--font-mono);
    font-size: 0.9em;
  }

  /* Wrapped rather than scrolled: a scrolling block would need its own keyboard access. */
  & pre {
    margin: 0 0 var(--space-4);
    padding: var(--space-3) var(--space-4);
    border-radius: var(--radius-md);
    background: var(--color-muted);
    font-family: var(--font-mono);
    font-size: var(--font-size-sm);
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  & pre code {
    padding: 0;
    background: none;
    font-size: inherit;
  }

  & hr {
    margin: var(--space-6) 0;
    border: 0;
    border-top: var(--border-width) solid var(--color-border);
  }

  /* A mentioned person (community posts): a subtle pill of the primary colour, the text in the
     body colour, so it reads in either theme and is not mistaken for a link. */
  & span[data-type='mention'] {
    padding: 0 var(--space-1);
    border-radius: var(--radius-full);
    background: color-mix(in srgb, var(--color-primary) 15%, transparent);
    color: var(--color-foreground);
    font-weight: var(--font-weight-medium);
    white-space: nowrap;
  }
`;
