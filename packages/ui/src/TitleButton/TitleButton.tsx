import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type TitleButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

const StyledButton = styled.button`
  justify-self: start;
  align-self: flex-start;
  max-width: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-foreground);
  font: inherit;
  font-weight: var(--font-weight-semibold);
  text-align: left;
  cursor: pointer;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    border-radius: var(--radius-sm);
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: var(--space-0-5);
  }
`;

/**
 * A card's title that opens what the card stands for: it reads as the title (bold text, no box),
 * underlines on hover and shows the focus ring on keyboard focus. A real `button`, so Enter and
 * Space open it; as wide as its text (at most the card), so the card around it stays free for
 * dragging.
 */
export const TitleButton = forwardRef<HTMLButtonElement, TitleButtonProps>(function TitleButton(
  { type = 'button', ...props },
  ref,
) {
  return <StyledButton ref={ref} type={type} data-slot="title-button" {...props} />;
});
