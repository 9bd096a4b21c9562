import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Note } from '../Note';

export type CalloutProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** A bold lead-in before the content ('Möglicher Duplikat:'). */
  title?: ReactNode;
};

// The same quiet box as `Note`; a callout's lead-in runs on in the text, and a list under it is
// indented.
const Root = styled(Note)`
  display: block;

  & ul,
  & ol {
    margin: var(--space-1) 0 0;
    padding-left: var(--space-5);
  }
`;

const Title = styled.strong`
  font-weight: var(--font-weight-bold);
`;

/**
 * A quiet box beside a form or a list with something worth knowing that asks for nothing: a
 * possible duplicate while a lead is typed in, with links to the leads it may be. Muted, framed,
 * small type; not a live region of its own (put it in one where it appears while typing) and not
 * for refusals or warnings, which are an `Alert`.
 */
export const Callout = forwardRef<HTMLDivElement, CalloutProps>(function Callout(
  { title, children, ...props },
  ref,
) {
  return (
    <Root ref={ref} data-slot="callout" {...props}>
      {title !== undefined && title !== null ? (
        <Title data-slot="callout-title">{title}</Title>
      ) : null}
      {children}
    </Root>
  );
});
