import { forwardRef, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type InputProps = InputHTMLAttributes<HTMLInputElement>;

const StyledInput = styled.input`
  --input-border: var(--color-input);
  --input-ring: var(--color-ring);

  display: flex;
  width: 100%;
  min-width: 0;
  height: var(--size-control);
  padding: 0 var(--space-3);
  border: var(--border-width) solid var(--input-border);
  border-radius: var(--radius-md);
  background: var(--color-background);
  color: var(--color-foreground);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
  transition: border-color var(--duration-fast) var(--easing-standard);

  &::placeholder {
    color: var(--color-muted-foreground);
    opacity: 1;
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--input-ring);
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    --input-border: var(--color-destructive);
    --input-ring: var(--color-destructive);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[type='file'] {
    padding-top: var(--space-1-5);
  }

  &[type='search']::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

/**
 * A single-line text field. Validity is shown from `aria-invalid`, the attribute screen readers
 * announce, so the look can never say "error" while assistive technology says "fine".
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { type = 'text', ...props },
  ref,
) {
  return <StyledInput ref={ref} type={type} data-slot="input" {...props} />;
});
