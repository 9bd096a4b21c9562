import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type NoteProps = HTMLAttributes<HTMLDivElement>;

const StyledNote = styled.div`
  display: grid;
  gap: var(--space-2);
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-muted);
  font-size: var(--font-size-sm);

  & p {
    margin: 0;
  }
`;

/**
 * A short, neutral note in a muted box: the invitation a sign-up joins, that a reset link was
 * sent. Not a warning and not an error (those are `Alert`s). Paragraphs inside need no styling;
 * pass `role="status"` when the note changes while the page is open, so it is announced.
 */
export const Note = forwardRef<HTMLDivElement, NoteProps>(function Note(props, ref) {
  return <StyledNote ref={ref} data-slot="note" {...props} />;
});
