import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';
import { media } from '../theme/constants';

export const landingSectionVariants = defineVariants(
  'landing-section',
  { variant: ['default', 'hero'] },
  { variant: 'default' },
);

export type LandingSectionVariant = NonNullable<
  VariantProps<typeof landingSectionVariants>['variant']
>;

export type LandingSectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> &
  VariantProps<typeof landingSectionVariants> & {
    /** The section's heading: an `h1` in the hero, an `h2` otherwise. Also the section's name. */
    title: ReactNode;
    /** A muted paragraph under the heading: the promise (hero) or what the section is about. */
    description?: ReactNode;
    /** The section's content: cards, steps, the calls to action. */
    children?: ReactNode;
  };

const StyledSection = styled.section`
  display: grid;
  gap: var(--space-6);

  &[data-variant='hero'] {
    gap: var(--space-4);
    justify-items: start;
    padding-block: var(--space-4);
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-2xl);
  font-weight: var(--font-weight-bold);
  line-height: var(--line-height-tight);

  [data-variant='hero'] > & {
    max-width: 24ch;
    /* 'Unternehmenssteuerung' is wider than a phone at this size. */
    overflow-wrap: break-word;
    hyphens: auto;

    @media ${media.desktop} {
      font-size: var(--font-size-3xl);
    }
  }
`;

const Description = styled.p`
  margin: 0;
  max-width: 60ch;
  color: var(--color-muted-foreground);

  [data-variant='hero'] > & {
    font-size: var(--font-size-lg);
  }
`;

/**
 * A section of a public landing page, named by its heading. `variant="hero"` is the page's top:
 * the `h1`, larger on a wide screen, the promise in large muted text, and the calls to action
 * (passed as children) at their own width. The default variant is an `h2` section with an
 * optional intro, 1.5rem above its content.
 */
export const LandingSection = forwardRef<HTMLElement, LandingSectionProps>(function LandingSection(
  { variant, title, description, children, className, ...props },
  ref,
) {
  const titleId = useId();
  const hero = (variant ?? landingSectionVariants.defaults.variant) === 'hero';
  return (
    <StyledSection
      ref={ref}
      aria-labelledby={titleId}
      data-slot="landing-section"
      className={cx(landingSectionVariants({ variant }), className)}
      {...landingSectionVariants.dataAttributes({ variant })}
      {...props}
    >
      <Title id={titleId} as={hero ? 'h1' : 'h2'} data-slot="landing-section-title">
        {title}
      </Title>
      {description !== undefined && description !== null ? (
        <Description data-slot="landing-section-description">{description}</Description>
      ) : null}
      {children}
    </StyledSection>
  );
});
