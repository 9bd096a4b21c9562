import { forwardRef, type HTMLAttributes } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';
import { VisuallyHidden } from '../VisuallyHidden';

export const characterCountVariants = defineVariants(
  'character-count',
  { state: ['under', 'near', 'over'] },
  { state: 'under' },
);

export type CharacterCountState = NonNullable<VariantProps<typeof characterCountVariants>['state']>;

export type CharacterCountProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** How many characters there are. */
  count: number;
  /** The most allowed; without it, only the count shows ('1.234 Zeichen'). */
  limit?: number;
  /** Whose limit it is, for the hint when over it ('LinkedIn': '(über dem Limit von LinkedIn)'). */
  label?: string;
};

/** Above this share of the limit, the count turns to the warning colour. */
export const CHARACTER_COUNT_NEAR_SHARE = 0.9;

const numberFormat = new Intl.NumberFormat('de-DE');

/** 'near' above 90 % of the limit, 'over' above it, else 'under' (also without a limit). */
export function characterCountState(count: number, limit?: number): CharacterCountState {
  if (limit === undefined) return 'under';
  if (count > limit) return 'over';
  if (count > limit * CHARACTER_COUNT_NEAR_SHARE) return 'near';
  return 'under';
}

const Root = styled.span`
  --character-count-fg: var(--color-muted-foreground);

  color: var(--character-count-fg);
  font-size: var(--font-size-xs);
  font-variant-numeric: tabular-nums;
  line-height: var(--line-height-normal);
  white-space: nowrap;

  &[data-state='near'] {
    --character-count-fg: var(--color-warning-text);
  }

  &[data-state='over'] {
    --character-count-fg: var(--color-destructive-text);

    font-weight: var(--font-weight-medium);
  }
`;

/**
 * How long a text is against a limit: '1.234 / 3.000 Zeichen' in German figures, read as
 * '1.234 von 3.000 Zeichen'. Near the limit (above 90 %) in the warning colour, over it in the
 * danger colour, with '(über dem Limit)' for screen readers. Not a live region: link it to the
 * field with `aria-describedby`, so it is read with the field rather than on every keystroke.
 */
export const CharacterCount = forwardRef<HTMLSpanElement, CharacterCountProps>(
  function CharacterCount({ count, limit, label, className, ...props }, ref) {
    const state = characterCountState(count, limit);
    const shown = numberFormat.format(count);
    const max = limit === undefined ? null : numberFormat.format(limit);
    const overHint = label ? `(über dem Limit von ${label})` : '(über dem Limit)';
    return (
      <Root
        ref={ref}
        data-slot="character-count"
        className={cx(characterCountVariants({ state }), className)}
        {...characterCountVariants.dataAttributes({ state })}
        {...props}
      >
        {max === null ? (
          `${shown} Zeichen`
        ) : (
          <>
            <span aria-hidden>{`${shown} / ${max} Zeichen`}</span>
            <VisuallyHidden>{`${shown} von ${max} Zeichen`}</VisuallyHidden>
          </>
        )}
        {state === 'over' ? <VisuallyHidden> {overHint}</VisuallyHidden> : null}
      </Root>
    );
  },
);
