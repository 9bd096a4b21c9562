import { forwardRef, type HTMLAttributes } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { Medal } from 'lucide-react';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';

/** The German words of the badge: the medals, and what a result without one shows. */
export const MEDAL_BADGE_TEXTS = {
  bronze: 'Bronze',
  silber: 'Silber',
  gold: 'Gold',
  none: 'Keine Medaille',
  /** Read before a medal's name: 'Medaille: Gold'. */
  prefix: 'Medaille',
} as const;

export const medalBadgeVariants = defineVariants(
  'medal-badge',
  { medal: ['bronze', 'silber', 'gold', 'none'], size: ['sm', 'md', 'lg'] },
  { medal: 'none', size: 'md' },
);

export type MedalBadgeMedal = NonNullable<VariantProps<typeof medalBadgeVariants>['medal']>;
export type MedalBadgeSize = NonNullable<VariantProps<typeof medalBadgeVariants>['size']>;

export type MedalBadgeProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> & {
  /** The medal a result earned; `none` or `null` for a result below bronze. */
  medal: MedalBadgeMedal | null;
  /**
   * `sm` in a list row or a card's meta line, `md` (default) beside a heading, `lg` as the
   * result of an evaluation.
   */
  size?: MedalBadgeSize;
};

/** What the badge is called for screen readers: 'Medaille: Gold', or 'Keine Medaille'. */
export function medalBadgeName(medal: MedalBadgeMedal | null): string {
  const value = medal ?? 'none';
  return value === 'none'
    ? MEDAL_BADGE_TEXTS.none
    : `${MEDAL_BADGE_TEXTS.prefix}: ${MEDAL_BADGE_TEXTS[value]}`;
}

// The medals are mixed from the theme's colours, as the leaderboard's ranks are, so they follow
// light and dark: amber for gold, slate for silver, a browner amber for bronze. The text keeps
// the foreground colour on a light tint (4.5:1 and more in both themes); the medal's colour is
// in the icon and the border, never the only sign: the name is written out.
const Root = styled.span`
  --medal-badge-tone: var(--color-muted-foreground);
  --medal-badge-bg: var(--color-background);
  --medal-badge-border: var(--color-border);
  --medal-badge-fg: var(--color-foreground);
  --medal-badge-font-size: var(--font-size-sm);
  --medal-badge-padding-y: var(--space-0-5);
  --medal-badge-padding-x: var(--space-2);
  --medal-badge-icon: var(--size-icon);

  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: var(--space-1);
  width: fit-content;
  padding: var(--medal-badge-padding-y) var(--medal-badge-padding-x);
  border: var(--border-width) solid var(--medal-badge-border);
  border-radius: var(--radius-full);
  background: var(--medal-badge-bg);
  color: var(--medal-badge-fg);
  font-size: var(--medal-badge-font-size);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
  white-space: nowrap;

  & > svg {
    flex-shrink: 0;
    width: var(--medal-badge-icon);
    height: var(--medal-badge-icon);
    color: var(--medal-badge-tone);
  }

  &[data-size='sm'] {
    --medal-badge-font-size: var(--font-size-xs);
    --medal-badge-padding-y: 0;
    --medal-badge-padding-x: var(--space-1-5);
    --medal-badge-icon: var(--size-icon-sm);
  }

  &[data-size='lg'] {
    --medal-badge-font-size: var(--font-size-lg);
    --medal-badge-padding-y: var(--space-1-5);
    --medal-badge-padding-x: var(--space-4);
    --medal-badge-icon: var(--size-icon-lg);

    gap: var(--space-2);
    border-width: 2px;
  }

  &[data-medal='gold'] {
    --medal-badge-tone: var(--color-warning);
    --medal-badge-bg: color-mix(in srgb, var(--color-warning) 24%, var(--color-background));
    --medal-badge-border: var(--color-warning);
  }

  &[data-medal='silber'] {
    --medal-badge-tone: var(--color-muted-foreground);
    --medal-badge-bg: var(--color-secondary);
    --medal-badge-border: var(--color-input);
  }

  &[data-medal='bronze'] {
    --medal-badge-tone: color-mix(in srgb, var(--color-warning) 60%, var(--color-destructive));
    --medal-badge-bg: color-mix(in srgb, var(--medal-badge-tone) 10%, var(--color-background));
    --medal-badge-border: var(--medal-badge-tone);
  }

  &[data-medal='none'] {
    --medal-badge-fg: var(--color-muted-foreground);

    border-style: dashed;
    font-weight: var(--font-weight-medium);
  }
`;

/**
 * The medal of a practice result ('Bronze', 'Silber', 'Gold') as a pill with a medal icon, or
 * 'Keine Medaille' in a dashed outline. An image for assistive technology, named
 * 'Medaille: Gold' (`medalBadgeName`), so a list row reads what the pill shows.
 */
export const MedalBadge = forwardRef<HTMLSpanElement, MedalBadgeProps>(function MedalBadge(
  { medal, size, className, ...props },
  ref,
) {
  const choice = { medal: medal ?? 'none', size };
  return (
    <Root
      ref={ref}
      role="img"
      aria-label={medalBadgeName(choice.medal)}
      data-slot="medal-badge"
      className={cx(medalBadgeVariants(choice), className)}
      {...medalBadgeVariants.dataAttributes(choice)}
      {...props}
    >
      {choice.medal === 'none' ? null : <Medal aria-hidden />}
      {MEDAL_BADGE_TEXTS[choice.medal]}
    </Root>
  );
});
