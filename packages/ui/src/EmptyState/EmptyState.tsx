import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const emptyStateVariants = defineVariants(
  'empty-state',
  { size: ['default', 'compact'] },
  { size: 'default' },
);

export type EmptyStateSize = NonNullable<VariantProps<typeof emptyStateVariants>['size']>;

export type EmptyStateHeadingLevel = 2 | 3;

export type EmptyStateProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  VariantProps<typeof emptyStateVariants> & {
    /** A lucide icon (with `aria-hidden`), shown in a muted circle above the title. */
    icon?: ReactNode;
    /** What is missing, e.g. 'Noch keine Leads'. Becomes the section's heading and name. */
    title: string;
    /** What will appear here, and how to get there. */
    children?: ReactNode;
    /** The way out of the empty state, usually a Button ('Lead anlegen'). */
    action?: ReactNode;
    /** `2` (default) for a page's main area; `3` inside a card or a section that has an `h2`. */
    headingLevel?: EmptyStateHeadingLevel;
  };

const StyledEmptyState = styled.section`
  --empty-state-padding: var(--space-12) var(--space-6);
  --empty-state-gap: var(--space-4);
  --empty-state-icon-box: var(--space-12);
  --empty-state-icon-size: var(--size-icon-lg);
  --empty-state-title-size: var(--font-size-lg);

  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--empty-state-gap);
  padding: var(--empty-state-padding);
  border: var(--border-width) dashed var(--color-input);
  border-radius: var(--radius-lg);
  text-align: center;

  &[data-size='compact'] {
    --empty-state-padding: var(--space-6) var(--space-4);
    --empty-state-gap: var(--space-3);
    --empty-state-icon-box: var(--space-10);
    --empty-state-icon-size: var(--size-icon);
    --empty-state-title-size: var(--font-size-base);
  }
`;

const Icon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: var(--empty-state-icon-box);
  height: var(--empty-state-icon-box);
  border-radius: var(--radius-full);
  background: var(--color-muted);
  color: var(--color-muted-foreground);

  & svg {
    width: var(--empty-state-icon-size);
    height: var(--empty-state-icon-size);
  }
`;

const Text = styled.div`
  display: grid;
  gap: var(--space-1);
  max-width: 60ch;
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--empty-state-title-size);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
  overflow-wrap: anywhere;
`;

const Description = styled.div`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
`;

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: var(--space-2);
`;

/**
 * Stands in for a list, table or chart that has nothing to show yet, and says what will appear
 * there — an empty table alone reads as broken. A `section` named by its heading, so screen
 * readers announce it like the content it replaces. `size="compact"` fits inside a Card.
 */
export const EmptyState = forwardRef<HTMLElement, EmptyStateProps>(function EmptyState(
  { icon, title, children, action, headingLevel = 2, size, className, ...props },
  ref,
) {
  const titleId = useId();
  return (
    <StyledEmptyState
      ref={ref}
      aria-labelledby={titleId}
      data-slot="empty-state"
      className={cx(emptyStateVariants({ size }), className)}
      {...emptyStateVariants.dataAttributes({ size })}
      {...props}
    >
      {icon !== undefined && icon !== null ? (
        // Decoration: the title already says what is missing.
        <Icon aria-hidden data-slot="empty-state-icon">
          {icon}
        </Icon>
      ) : null}
      <Text data-slot="empty-state-text">
        <Title id={titleId} as={`h${headingLevel}`} data-slot="empty-state-title">
          {title}
        </Title>
        {children !== undefined && children !== null ? (
          <Description data-slot="empty-state-description">{children}</Description>
        ) : null}
      </Text>
      {action !== undefined && action !== null ? (
        <Action data-slot="empty-state-action">{action}</Action>
      ) : null}
    </StyledEmptyState>
  );
});
