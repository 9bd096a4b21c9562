import { forwardRef, type HTMLAttributes } from 'react';
import { Loader2 } from 'lucide-react';
import { styled, keyframes } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const loadingScreenVariants = defineVariants(
  'loading-screen',
  { variant: ['content', 'auth'] },
  { variant: 'content' },
);

export type LoadingScreenVariant = NonNullable<
  VariantProps<typeof loadingScreenVariants>['variant']
>;

/** The spec's loading texts (§2 "Other texts"), character for character. */
const messages: Record<LoadingScreenVariant, string> = {
  content: 'Lädt Inhalte...',
  auth: 'Anmeldung wird überprüft...',
};

export type LoadingScreenProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> &
  VariantProps<typeof loadingScreenVariants> & {
    /** Overrides the variant's text; keep it short, it is announced on every load. */
    message?: string;
    /** Centre in the whole viewport (auth check before any layout exists). */
    fullScreen?: boolean;
  };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const StyledLoadingScreen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  padding: var(--space-12) var(--space-4);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  text-align: center;

  &[data-full-screen] {
    min-height: 100svh;
  }

  & [data-slot='loading-screen-spinner'] {
    width: var(--space-8);
    height: var(--space-8);
    color: var(--color-primary);
    animation: ${spin} 1s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    & [data-slot='loading-screen-spinner'] {
      animation: none;
    }
  }
`;

/**
 * What a route shows while it loads: a spinner and a short text in a `role="status"` region, so
 * screen readers announce the wait politely instead of meeting an empty page. The spinner is
 * decorative and stands still for people who ask for reduced motion; the text still says it.
 */
export const LoadingScreen = forwardRef<HTMLDivElement, LoadingScreenProps>(function LoadingScreen(
  { message, variant, fullScreen = false, className, ...props },
  ref,
) {
  return (
    <StyledLoadingScreen
      ref={ref}
      role="status"
      data-slot="loading-screen"
      data-full-screen={fullScreen ? '' : undefined}
      className={cx(loadingScreenVariants({ variant }), className)}
      {...loadingScreenVariants.dataAttributes({ variant })}
      {...props}
    >
      <Loader2 aria-hidden data-slot="loading-screen-spinner" />
      <span data-slot="loading-screen-message">
        {message ?? messages[variant ?? loadingScreenVariants.defaults.variant]}
      </span>
    </StyledLoadingScreen>
  );
});
