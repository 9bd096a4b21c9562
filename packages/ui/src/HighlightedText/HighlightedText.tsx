import { Fragment, forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';

/** A piece of the text; `match` marks the words the search found. */
export type HighlightedTextSegment = { text: string; match: boolean };

export type HighlightedTextProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The text in order, cut where matches begin and end (as the search answers it). */
  segments: readonly HighlightedTextSegment[];
};

const Root = styled.span`
  overflow-wrap: anywhere;

  & mark {
    padding: 0 var(--space-0-5);
    border-radius: var(--radius-sm);
    /* A light tint of amber under the normal text colour, in light and dark mode alike. */
    background: color-mix(in srgb, var(--color-warning) 25%, transparent);
    color: inherit;
    font-weight: var(--font-weight-semibold);
  }
`;

/**
 * A passage of a search result with the words that matched marked (`<mark>`): '…die Kündigung
 * kam…'. The text is plain: it is rendered as text, never as HTML, so a passage from a post
 * cannot inject markup. Inline (`span`), to sit in a result's line or paragraph.
 */
export const HighlightedText = forwardRef<HTMLSpanElement, HighlightedTextProps>(
  function HighlightedText({ segments, ...props }, ref) {
    return (
      <Root ref={ref} data-slot="highlighted-text" {...props}>
        {/* The segments never move: their position is their identity. */}
        {segments.map((segment, index) =>
          segment.match ? (
            <mark key={index} data-slot="highlighted-text-match">
              {segment.text}
            </mark>
          ) : (
            <Fragment key={index}>{segment.text}</Fragment>
          ),
        )}
      </Root>
    );
  },
);
