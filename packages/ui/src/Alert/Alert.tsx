import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { VariantProps } from 'class-variance-authority';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';

export const alertVariants = defineVariants(
  'alert',
  { variant: ['destructive', 'warning', 'info', 'success'] },
  { variant: 'destructive' },
);

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'children' | 'role'> &
  VariantProps<typeof alertVariants> & {
    /**
     * What to say, e.g. the server's German refusal. Nothing (`null`, `undefined`, `''`) shows
     * no box; the live region stays mounted, so a message that appears later is announced.
     */
    message?: ReactNode;
    /** A bold first line above the message ('Anmeldung fehlgeschlagen'); shown only with one. */
    title?: ReactNode;
    /**
     * The live region's role. By default `alert` (assertive) for `destructive` and `warning`,
     * `status` (polite) for `info` and `success`, which should not interrupt.
     */
    role?: 'alert' | 'status';
  };

const politeVariants: readonly AlertVariant[] = ['info', 'success'];

// The root only sets the variant's colours: with no message it renders nothing visible.
const Root = styled.div`
  --alert-border: var(--color-destructive);
  --alert-fg: var(--color-destructive-text);

  &[data-variant='warning'] {
    --alert-border: var(--color-warning);
    --alert-fg: var(--color-warning-text);
  }

  &[data-variant='info'] {
    --alert-border: var(--color-info);
    --alert-fg: var(--color-info);
  }

  &[data-variant='success'] {
    --alert-border: var(--color-success);
    --alert-fg: var(--color-success-text);
  }
`;

const Box = styled.p`
  margin: 0;
  padding: var(--space-3);
  border: var(--border-width) solid var(--alert-border);
  border-radius: var(--radius-md);
  color: var(--alert-fg);
  font-size: var(--font-size-sm);

  &[data-titled='true'] {
    display: grid;
    gap: var(--space-1);
  }
`;

const Line = styled.p`
  margin: 0;
`;

const Title = styled(Line)`
  font-weight: var(--font-weight-semibold);
`;

function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/**
 * A message about the whole form or page, above its actions: a refused request with the server's
 * German reason, a warning, a note. The element with `role="alert"` (or `status`) is always
 * rendered and stays empty without a `message`: screen readers announce text that appears in a
 * live region that is already there, but often miss a region inserted together with its text.
 * Mount it where the message will show and pass the message (or `null`) in.
 *
 * Colours come from the variant (`data-variant`): `destructive` (default, red), `warning`
 * (amber), `info` (blue), `success` (green); the words carry the meaning, not the colour.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { message, title, variant, role, className, ...props },
  ref,
) {
  const resolved = variant ?? alertVariants.defaults.variant;
  const titled = hasContent(title);
  return (
    <Root
      ref={ref}
      role={role ?? (politeVariants.includes(resolved) ? 'status' : 'alert')}
      data-slot="alert"
      className={cx(alertVariants({ variant }), className)}
      {...alertVariants.dataAttributes({ variant })}
      {...props}
    >
      {hasContent(message) ? (
        // Without a title, one paragraph: exactly what the app's form alerts rendered.
        <Box as={titled ? 'div' : 'p'} data-slot="alert-box" data-titled={titled || undefined}>
          {titled ? (
            <>
              <Title data-slot="alert-title">{title}</Title>
              <Line data-slot="alert-message">{message}</Line>
            </>
          ) : (
            message
          )}
        </Box>
      ) : null}
    </Root>
  );
});
