import { forwardRef, useState, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { Skeleton } from '../Skeleton';
import { DefaultCompanyLogo } from './DefaultCompanyLogo';

export const companyLogoVariants = defineVariants(
  'company-logo',
  { size: ['sm', 'md', 'lg'] },
  { size: 'md' },
);

export type CompanyLogoSize = NonNullable<VariantProps<typeof companyLogoVariants>['size']>;

/** `none`: no logo set; `error`: the logo did not load. Both show the default logo. */
export type CompanyLogoState = 'none' | 'loading' | 'loaded' | 'error';

export type CompanyLogoProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> &
  VariantProps<typeof companyLogoVariants> & {
    /** Image URL (data or http URL, or an already resolved storage download URL). */
    src?: string | null;
    /** The company's name, used for the accessible name `Logo von {name}`. */
    name: string;
    /** The logo's URL is still being resolved (e.g. storage path → download URL). */
    loading?: boolean;
  };

function resolveState(
  src: string | null | undefined,
  loading: boolean,
  failed: boolean,
): CompanyLogoState {
  if (loading) return 'loading';
  if (!src) return 'none';
  return failed ? 'error' : 'loaded';
}

const StyledCompanyLogo = styled.span`
  --company-logo-size: var(--space-10);

  display: inline-flex;
  flex-shrink: 0;
  width: var(--company-logo-size);
  height: var(--company-logo-size);
  border-radius: var(--radius-md);
  overflow: hidden;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  & > [data-slot='skeleton'] {
    width: 100%;
    height: 100%;
  }

  &[data-size='sm'] {
    --company-logo-size: var(--space-8);
  }

  &[data-size='lg'] {
    --company-logo-size: var(--space-12);
  }
`;

/**
 * A company's logo in a fixed square, in one of four states (`data-state`): `none`, `loading`,
 * `loaded`, `error`. A missing or broken logo falls back to the bundled default logo, so the
 * sidebar header and customer cards never show a broken-image icon or fetch a placeholder.
 *
 * Accessible name: the image and the default logo are both named `Logo von {name}`, so a
 * screen reader hears the same thing whichever is shown (a placeholder is still "the logo"); the
 * state is visible in `data-state` for tests and styling. While loading, the skeleton is hidden
 * and the root is `aria-busy`.
 */
export const CompanyLogo = forwardRef<HTMLSpanElement, CompanyLogoProps>(function CompanyLogo(
  { src, name, loading = false, size, className, ...props },
  ref,
) {
  // Remembering *which* URL failed resets the fallback on its own when `src` changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const state = resolveState(src, loading, failedSrc === src);
  const alt = `Logo von ${name}`;

  return (
    <StyledCompanyLogo
      ref={ref}
      data-slot="company-logo"
      data-state={state}
      aria-busy={state === 'loading' ? true : undefined}
      className={cx(companyLogoVariants({ size }), className)}
      {...companyLogoVariants.dataAttributes({ size })}
      {...props}
    >
      {state === 'loading' ? <Skeleton /> : null}
      {state === 'loaded' && src ? (
        <img src={src} alt={alt} data-slot="company-logo-image" onError={() => setFailedSrc(src)} />
      ) : null}
      {state === 'none' || state === 'error' ? (
        <DefaultCompanyLogo role="img" aria-label={alt} />
      ) : null}
    </StyledCompanyLogo>
  );
});
