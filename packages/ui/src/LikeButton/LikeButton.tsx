import { forwardRef, useId, type ButtonHTMLAttributes } from 'react';
import { ThumbsUp } from 'lucide-react';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';
import { Tooltip, TooltipContent, TooltipTrigger } from '../Tooltip';
import { VisuallyHidden } from '../VisuallyHidden';

/** What the button says when no `label` is given. */
export const LIKE_BUTTON_LABEL = 'Gefällt mir';

export type LikeButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children' | 'disabled' | 'type' | 'onToggle' | 'onClick' | 'aria-pressed'
> & {
  /** Whether I like it: the button is pressed (`aria-pressed`), the thumb filled. */
  liked: boolean;
  /** How many like it, me included. */
  count: number;
  /** Called on click, Enter or Space, unless `disabled` or `busy`. The caller flips `liked`. */
  onToggle: () => void;
  /** The button does nothing; it stays focusable (`aria-disabled`), so the reason can be read. */
  disabled?: boolean;
  /** Why it is disabled ('Eigene Beiträge kannst du nicht …'): a tooltip and the description. */
  disabledReason?: string;
  /** A change is being saved: further clicks are ignored until it is done (`aria-busy`). */
  busy?: boolean;
  /** The button's name before the count, for screen readers. Default 'Gefällt mir'. */
  label?: string;
};

const countFormat = new Intl.NumberFormat('de-DE');

const StyledButton = styled.button`
  --like-button-fg: var(--color-muted-foreground);

  display: inline-flex;
  align-items: center;
  gap: var(--space-1-5);
  height: var(--size-control-sm);
  padding: 0 var(--space-2);
  border: 0;
  border-radius: var(--radius-md);
  background: transparent;
  color: var(--like-button-fg);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  font-variant-numeric: tabular-nums;
  line-height: 1;
  cursor: pointer;
  transition: background-color var(--duration-fast) var(--easing-standard);

  & svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }

  &[aria-pressed='true'] {
    --like-button-fg: var(--color-primary);
  }

  &[aria-pressed='true'] svg {
    fill: currentColor;
  }

  &:hover:not([aria-disabled='true']) {
    background: var(--color-accent);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/**
 * 'Gefällt mir' on a post or comment: a toggle button (`aria-pressed`) with a thumb and the
 * count, read as 'Gefällt mir, 3'. Disabled it stays focusable; its reason (`disabledReason`)
 * shows as a tooltip on hover and focus and is the button's description.
 */
export const LikeButton = forwardRef<HTMLButtonElement, LikeButtonProps>(function LikeButton(
  {
    liked,
    count,
    onToggle,
    disabled = false,
    disabledReason,
    busy = false,
    label = LIKE_BUTTON_LABEL,
    className,
    ...props
  },
  ref,
) {
  const reasonId = useId();
  const reason = disabled && disabledReason ? disabledReason : null;

  const button = (
    <StyledButton
      ref={ref}
      type="button"
      data-slot="like-button"
      className={cx('sprint-like-button', className)}
      aria-pressed={liked}
      // Not `disabled`: a disabled button cannot be focused, and its reason could not be read.
      aria-disabled={disabled || undefined}
      aria-busy={busy || undefined}
      aria-describedby={reason ? reasonId : undefined}
      {...props}
      onClick={() => {
        if (disabled || busy) return;
        onToggle();
      }}
    >
      <ThumbsUp aria-hidden />
      <VisuallyHidden>{label}, </VisuallyHidden>
      <span data-slot="like-button-count">{countFormat.format(count)}</span>
    </StyledButton>
  );

  if (!reason) return button;
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>{button}</TooltipTrigger>
        {/* The tooltip repeats the reason for sighted users; screen readers get it once, as
            the button's description, which stays while the tooltip is closed. */}
        <TooltipContent aria-hidden>{reason}</TooltipContent>
      </Tooltip>
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  );
});
