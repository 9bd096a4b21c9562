import { forwardRef, type DetailsHTMLAttributes, type ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';

export type DisclosureProps = Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'children'> & {
  /** What the section holds, always visible: 'Angaben und Lead'. */
  summary: ReactNode;
  children: ReactNode;
};

const Root = styled.details`
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);

  & > summary {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    padding: var(--space-2) var(--space-3);
    border-radius: var(--radius-md);
    font-size: var(--font-size-sm);
    font-weight: var(--font-weight-medium);
    cursor: pointer;
    list-style: none;
  }

  & > summary::-webkit-details-marker {
    display: none;
  }

  & > summary:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  & > summary > svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    color: var(--color-muted-foreground);
    transition: transform var(--duration-fast) var(--easing-standard);
  }

  &[open] > summary > svg {
    transform: rotate(90deg);
  }

  & > [data-slot='disclosure-content'] {
    display: grid;
    gap: var(--space-3);
    padding: 0 var(--space-3) var(--space-3);
  }

  @media (prefers-reduced-motion: reduce) {
    & > summary > svg {
      transition: none;
    }
  }
`;

/**
 * A section that folds away: the browser's own `details`/`summary` (keyboard, screen readers
 * and find-in-page work without script), framed, with a chevron that turns when it is open.
 * For inputs a person sets once and then wants out of the way (a chat's form above its input).
 */
export const Disclosure = forwardRef<HTMLDetailsElement, DisclosureProps>(function Disclosure(
  { summary, children, className, ...props },
  ref,
) {
  return (
    <Root
      ref={ref}
      data-slot="disclosure"
      className={cx('sprint-disclosure', className)}
      {...props}
    >
      <summary>
        <ChevronRight aria-hidden />
        {summary}
      </summary>
      <div data-slot="disclosure-content">{children}</div>
    </Root>
  );
});
