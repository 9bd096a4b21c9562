import { forwardRef, useState, type HTMLAttributes } from 'react';
import { FileQuestion, TriangleAlert } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { Button } from '../Button';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const errorViewVariants = defineVariants(
  'error-view',
  { variant: ['error', 'not-found'] },
  { variant: 'error' },
);

export type ErrorViewVariant = NonNullable<VariantProps<typeof errorViewVariants>['variant']>;

export type ErrorViewProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  VariantProps<typeof errorViewVariants> & {
    /** Whatever was thrown; shown on demand under 'Show Error'. */
    error?: unknown;
  };

/**
 * The text behind 'Show Error': an Error's message and stack (V8 stacks already begin with
 * `Name: message`, which is then not repeated), a thrown string as is, other values as JSON where
 * possible (a router's error response, say) and `String(value)` otherwise. `null` when nothing
 * was thrown, so the toggle is left out rather than revealing "undefined".
 */
export function errorDetails(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  if (error instanceof Error) {
    const heading = `${error.name}: ${error.message}`;
    if (!error.stack) return heading;
    return error.stack.includes(error.message) ? error.stack : `${heading}\n${error.stack}`;
  }
  if (typeof error === 'string') return error;
  if (typeof error === 'object') {
    try {
      const json = JSON.stringify(error, null, 2);
      if (json !== undefined && json !== '{}') return json;
    } catch {
      // Circular or otherwise unserialisable: fall through to String().
    }
  }
  return String(error);
}

const StyledErrorView = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-4);
  padding: var(--space-12) var(--space-4);
  text-align: center;

  & [data-slot='error-view-icon'] {
    width: var(--space-10);
    height: var(--space-10);
    color: var(--color-destructive-text);
  }

  &[data-variant='not-found'] [data-slot='error-view-icon'] {
    color: var(--color-muted-foreground);
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-2xl);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
`;

const Details = styled(Collapsible.Root)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  max-width: 80ch;
`;

const Stack = styled.pre`
  width: 100%;
  margin: 0;
  padding: var(--space-3) var(--space-4);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-muted);
  color: var(--color-foreground);
  font-family: var(--font-mono);
  font-size: var(--font-size-xs);
  line-height: var(--line-height-normal);
  text-align: left;
  /* Wrapped rather than scrolled: a scrolling region would need its own keyboard stop. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * The router's fallbacks (spec §2): 'Not Found' for an unmatched route and 'Something went
 * wrong!' for a thrown error, in the spec's English. The error itself stays folded away behind
 * 'Show Error' (a Radix Collapsible: `aria-expanded`, `aria-controls`) — useful for a support
 * call, noise for everyone else.
 */
export const ErrorView = forwardRef<HTMLDivElement, ErrorViewProps>(function ErrorView(
  { error, variant, className, ...props },
  ref,
) {
  const [open, setOpen] = useState(false);
  const resolved = variant ?? errorViewVariants.defaults.variant;
  const details = resolved === 'error' ? errorDetails(error) : null;
  const Icon = resolved === 'not-found' ? FileQuestion : TriangleAlert;

  return (
    <StyledErrorView
      ref={ref}
      data-slot="error-view"
      className={cx(errorViewVariants({ variant }), className)}
      {...errorViewVariants.dataAttributes({ variant })}
      {...props}
    >
      <Icon aria-hidden data-slot="error-view-icon" />
      <Title data-slot="error-view-title">
        {resolved === 'not-found' ? 'Not Found' : 'Something went wrong!'}
      </Title>
      {details !== null ? (
        <Details open={open} onOpenChange={setOpen} data-slot="error-view-details">
          <Collapsible.Trigger asChild>
            <Button variant="outline" size="sm" data-slot="error-view-toggle">
              {open ? 'Hide Error' : 'Show Error'}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content asChild>
            <Stack data-slot="error-view-stack">{details}</Stack>
          </Collapsible.Content>
        </Details>
      ) : null}
    </StyledErrorView>
  );
});
