import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const buttonVariants = defineVariants(
  'button',
  {
    variant: ['default', 'secondary', 'outline', 'ghost', 'destructive'],
    size: ['sm', 'md', 'lg', 'icon'],
  },
  { variant: 'default', size: 'md' },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with the button's look instead of a `<button>`. */
    asChild?: boolean;
  };

const StyledButton = styled.button`
  --button-bg: var(--color-primary);
  --button-bg-hover: var(--color-primary-hover);
  --button-fg: var(--color-primary-foreground);
  --button-border: transparent;
  --button-height: var(--size-control);
  --button-padding-x: var(--space-4);
  --button-font-size: var(--font-size-sm);

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  flex-shrink: 0;
  height: var(--button-height);
  padding: 0 var(--button-padding-x);
  border: var(--border-width) solid var(--button-border);
  border-radius: var(--radius-md);
  background: var(--button-bg);
  color: var(--button-fg);
  font-size: var(--button-font-size);
  font-weight: var(--font-weight-medium);
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition:
    background-color var(--duration-fast) var(--easing-standard),
    border-color var(--duration-fast) var(--easing-standard);

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
    flex-shrink: 0;
    pointer-events: none;
  }

  &:hover {
    background: var(--button-bg-hover);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &:disabled {
    pointer-events: none;
  }

  &[data-variant='secondary'] {
    --button-bg: var(--color-secondary);
    --button-bg-hover: var(--color-secondary-hover);
    --button-fg: var(--color-secondary-foreground);
  }

  &[data-variant='outline'] {
    --button-bg: var(--color-background);
    --button-bg-hover: var(--color-accent);
    --button-fg: var(--color-foreground);
    --button-border: var(--color-input);
  }

  &[data-variant='ghost'] {
    --button-bg: transparent;
    --button-bg-hover: var(--color-accent);
    --button-fg: var(--color-foreground);
  }

  &[data-variant='destructive'] {
    --button-bg: var(--color-destructive);
    --button-bg-hover: var(--color-destructive-hover);
    --button-fg: var(--color-destructive-foreground);
  }

  &[data-size='sm'] {
    --button-height: var(--size-control-sm);
    --button-padding-x: var(--space-3);
    --button-font-size: var(--font-size-xs);
  }

  &[data-size='lg'] {
    --button-height: var(--size-control-lg);
    --button-padding-x: var(--space-6);
    --button-font-size: var(--font-size-base);
  }

  &[data-size='icon'] {
    --button-padding-x: 0;
    width: var(--button-height);
  }
`;

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, asChild = false, className, type, ...props },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      as={asChild ? Slot.Root : 'button'}
      // A plain <button> inside a form would submit by default; make that an explicit choice.
      type={asChild ? type : (type ?? 'button')}
      data-slot="button"
      className={cx(buttonVariants({ variant, size }), className)}
      {...buttonVariants.dataAttributes({ variant, size })}
      {...props}
    />
  );
});
