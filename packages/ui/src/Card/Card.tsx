import { forwardRef, type HTMLAttributes } from 'react';
import { Slot } from 'radix-ui';
import { styled } from 'styled-components';

export type CardProps = HTMLAttributes<HTMLDivElement>;
export type CardHeaderProps = HTMLAttributes<HTMLDivElement>;
export type CardContentProps = HTMLAttributes<HTMLDivElement>;
export type CardFooterProps = HTMLAttributes<HTMLDivElement>;
export type CardDescriptionProps = HTMLAttributes<HTMLParagraphElement>;

export type CardTitleLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export type CardTitleProps = HTMLAttributes<HTMLHeadingElement> & {
  /** Heading level; `h3` fits a card in a page whose sections are `h2`. */
  as?: CardTitleLevel;
  /** Give the child element (a link, a `div`) the title's look instead of rendering a heading. */
  asChild?: boolean;
};

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  padding: var(--space-6) 0;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-xl);
  background: var(--color-card);
  color: var(--color-card-foreground);
  box-shadow: var(--shadow-sm);
`;

const StyledHeader = styled.div`
  display: grid;
  gap: var(--space-1-5);
  padding: 0 var(--space-6);
`;

const StyledTitle = styled.h3`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
`;

const StyledDescription = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const StyledContent = styled.div`
  padding: 0 var(--space-6);
`;

const StyledFooter = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  padding: 0 var(--space-6);
`;

/** A framed surface that groups one topic: a KPI, a company's master data, a form section. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(props, ref) {
  return <StyledCard ref={ref} data-slot="card" {...props} />;
});

export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(
  function CardHeader(props, ref) {
    return <StyledHeader ref={ref} data-slot="card-header" {...props} />;
  },
);

/**
 * The card's heading. An `h3` by default so the card shows up in the page's heading outline;
 * change the level with `as` where the page's hierarchy differs.
 */
export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { as = 'h3', asChild = false, ...props },
  ref,
) {
  return <StyledTitle ref={ref} as={asChild ? Slot.Root : as} data-slot="card-title" {...props} />;
});

export const CardDescription = forwardRef<HTMLParagraphElement, CardDescriptionProps>(
  function CardDescription(props, ref) {
    return <StyledDescription ref={ref} data-slot="card-description" {...props} />;
  },
);

export const CardContent = forwardRef<HTMLDivElement, CardContentProps>(
  function CardContent(props, ref) {
    return <StyledContent ref={ref} data-slot="card-content" {...props} />;
  },
);

/** Actions that concern the card's topic, in a row below its content. */
export const CardFooter = forwardRef<HTMLDivElement, CardFooterProps>(
  function CardFooter(props, ref) {
    return <StyledFooter ref={ref} data-slot="card-footer" {...props} />;
  },
);
