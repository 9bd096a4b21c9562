import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type LinkButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

const StyledLinkButton = styled.button`
  padding: 0;
  border: 0;
  border-radius: var(--radius-sm);
  background: none;
  color: var(--color-primary);
  font: inherit;
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/**
 * An action that reads like a link in running text ('Passwort vergessen?') but does something on
 * this page instead of navigating: a real `<button>`, so it is announced and operated as one
 * (Enter and Space), with the look of the links in `Prose`. To go somewhere, use `Link`.
 */
export const LinkButton = forwardRef<HTMLButtonElement, LinkButtonProps>(function LinkButton(
  { type = 'button', ...props },
  ref,
) {
  // A plain <button> inside a form would submit by default; make that an explicit choice.
  return <StyledLinkButton ref={ref} type={type} data-slot="link-button" {...props} />;
});
