import { forwardRef, type HTMLAttributes } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';
import { VisuallyHidden } from '../VisuallyHidden';

/** The lowest and the highest level a member can reach. */
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 9;

export const levelBadgeVariants = defineVariants(
  'level-badge',
  { size: ['sm', 'md'] },
  { size: 'md' },
);

export type LevelBadgeSize = NonNullable<VariantProps<typeof levelBadgeVariants>['size']>;

export type LevelBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** The member's level, 1 to 9; other numbers are rounded and kept within that range. */
  level: number;
  /** `sm` next to a small avatar (a comment, a table row), `md` (default) elsewhere. */
  size?: LevelBadgeSize;
};

/** A whole level between `LEVEL_MIN` and `LEVEL_MAX` (a broken value shows as level 1). */
export function clampLevel(level: number): number {
  if (!Number.isFinite(level)) return LEVEL_MIN;
  return Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, Math.round(level)));
}

// The ramp is mixed from the theme's colours, so it follows light and dark: grey at 1, ever more
// of the primary colour up to 6, solid primary at 7 and 8, amber for the top level. Every step
// keeps its text at 4.5:1 or more in both themes.
const Root = styled.span`
  --level-badge-bg: var(--color-muted);
  --level-badge-fg: var(--color-muted-foreground);
  --level-badge-border: var(--color-border);
  --level-badge-font-size: var(--font-size-xs);
  --level-badge-padding-y: var(--space-0-5);
  --level-badge-padding-x: var(--space-2);

  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  width: fit-content;
  padding: var(--level-badge-padding-y) var(--level-badge-padding-x);
  border: var(--border-width) solid var(--level-badge-border);
  border-radius: var(--radius-full);
  background: var(--level-badge-bg);
  color: var(--level-badge-fg);
  font-size: var(--level-badge-font-size);
  font-weight: var(--font-weight-semibold);
  font-variant-numeric: tabular-nums;
  line-height: var(--line-height-tight);
  white-space: nowrap;

  &[data-size='sm'] {
    --level-badge-padding-y: 0;
    --level-badge-padding-x: var(--space-1-5);
  }

  /* Levels 2 to 6: ever more of the primary colour mixed into the background. */
  &[data-level='2'] {
    --level-badge-mix: 8%;
  }
  &[data-level='3'] {
    --level-badge-mix: 16%;
  }
  &[data-level='4'] {
    --level-badge-mix: 24%;
  }
  &[data-level='5'] {
    --level-badge-mix: 32%;
  }
  &[data-level='6'] {
    --level-badge-mix: 45%;
  }

  &:is([data-level='2'], [data-level='3'], [data-level='4'], [data-level='5'], [data-level='6']) {
    --level-badge-bg: color-mix(
      in srgb,
      var(--color-primary) var(--level-badge-mix),
      var(--color-background)
    );
    --level-badge-fg: var(--color-primary-hover);
    --level-badge-border: color-mix(
      in srgb,
      var(--color-primary) calc(var(--level-badge-mix) + 20%),
      var(--color-background)
    );
  }

  &:is([data-level='5'], [data-level='6']) {
    --level-badge-fg: var(--color-foreground);
  }

  &[data-level='7'] {
    --level-badge-bg: var(--color-primary);
    --level-badge-fg: var(--color-primary-foreground);
    --level-badge-border: var(--color-primary);
  }

  &[data-level='8'] {
    --level-badge-bg: var(--color-primary-hover);
    --level-badge-fg: var(--color-primary-foreground);
    --level-badge-border: var(--color-primary-hover);
  }

  &[data-level='9'] {
    --level-badge-bg: var(--color-warning);
    /* The background's colour is white in light mode and near black in dark mode: the opposite
       of the amber in each, as the theme has no foreground token for warning. */
    --level-badge-fg: var(--color-background);
    --level-badge-border: var(--color-warning);
  }
`;

/**
 * A member's level in the community as a small pill next to the avatar or name: 'Lvl 3' on
 * screen, 'Level 3' for screen readers. The colour rises with the level (`data-level`).
 */
export const LevelBadge = forwardRef<HTMLSpanElement, LevelBadgeProps>(function LevelBadge(
  { level, size, className, ...props },
  ref,
) {
  const value = clampLevel(level);
  return (
    <Root
      ref={ref}
      data-slot="level-badge"
      data-level={value}
      className={cx(levelBadgeVariants({ size }), className)}
      {...levelBadgeVariants.dataAttributes({ size })}
      {...props}
    >
      <span aria-hidden>Lvl {value}</span>
      <VisuallyHidden>Level {value}</VisuallyHidden>
    </Root>
  );
});
