import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  type CardTitleLevel,
} from '../Card';

export type FeatureCardProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  /** A lucide icon with `aria-hidden`, in the primary colour above the title. */
  icon?: ReactNode;
  /** What the feature is called ('CRM mit Leads'). */
  title: ReactNode;
  /** Its heading level; `h3` fits a landing page whose sections are `h2`. */
  titleAs?: CardTitleLevel;
  /** What it does for the reader, in a sentence or two. */
  children?: ReactNode;
};

const Icon = styled.span`
  display: inline-flex;
  color: var(--color-primary);

  & svg {
    width: var(--size-icon-lg);
    height: var(--size-icon-lg);
  }
`;

/**
 * A feature or an audience on a landing page: an icon, a short title and a sentence, on a Card.
 * In a list of them (`<ul>` of `<li>`), stretch the cards to equal height with the grid.
 */
export const FeatureCard = forwardRef<HTMLDivElement, FeatureCardProps>(function FeatureCard(
  { icon, title, titleAs = 'h3', children, ...props },
  ref,
) {
  return (
    <Card ref={ref} data-slot="feature-card" {...props}>
      <CardHeader>
        {icon !== undefined && icon !== null ? (
          <Icon data-slot="feature-card-icon">{icon}</Icon>
        ) : null}
        <CardTitle as={titleAs}>{title}</CardTitle>
      </CardHeader>
      {children !== undefined && children !== null ? (
        <CardContent>
          <CardDescription>{children}</CardDescription>
        </CardContent>
      ) : null}
    </Card>
  );
});
