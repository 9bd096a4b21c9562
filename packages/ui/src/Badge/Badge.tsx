import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const badgeVariants = defineVariants(
  'badge',
  { variant: ['default', 'secondary', 'outline', 'destructive', 'success'] },
  { variant: 'default' },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

const StyledBadge = styled.span`
  --badge-bg: var(--color-primary);
  --badge-fg: var(--color-primary-foreground);
  --badge-border: transparent;

  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  width: fit-content;
  padding: var(--space-0-5) var(--space-2);
  border: var(--border-width) solid var(--badge-border);
  border-radius: var(--radius-full);
  background: var(--badge-bg);
  color: var(--badge-fg);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-normal);
  white-space: nowrap;

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }

  &[data-variant='secondary'] {
    --badge-bg: var(--color-secondary);
    --badge-fg: var(--color-secondary-foreground);
  }

  &[data-variant='outline'] {
    --badge-bg: transparent;
    --badge-fg: var(--color-foreground);
    --badge-border: var(--color-input);
  }

  &[data-variant='destructive'] {
    --badge-bg: var(--color-destructive);
    --badge-fg: var(--color-destructive-foreground);
  }

  &[data-variant='success'] {
    --badge-bg: var(--color-success);
    --badge-fg: var(--color-success-foreground);
  }
`;

/** A short status or category label. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { variant, className, ...props },
  ref,
) {
  return (
    <StyledBadge
      ref={ref}
      data-slot="badge"
      className={cx(badgeVariants({ variant }), className)}
      {...badgeVariants.dataAttributes({ variant })}
      {...props}
    />
  );
});
