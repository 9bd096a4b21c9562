import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';

export type MediaCardHeadingLevel = 2 | 3;

export type MediaCardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The item's name: the card's heading, its link and its accessible name. */
  title: ReactNode;
  /** Where the card leads; the whole card is this one link. */
  href: string;
  /** The picture above the title, usually a `MediaThumbnail`. */
  media: ReactNode;
  /** A muted line under the title: views, date, length. */
  meta?: ReactNode;
  /** `2` (default) in a page's grid; `3` inside a section that has an `h2` (the dashboard). */
  headingLevel?: MediaCardHeadingLevel;
  /** Below the meta line, e.g. a `Badge` ('Sprint'). */
  children?: ReactNode;
};

const Item = styled.article`
  position: relative;
  display: grid;
  gap: var(--space-2);
  height: 100%;
  padding: var(--space-2);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-card);
  color: var(--color-card-foreground);
  transition: border-color var(--duration-fast) var(--easing-standard);

  &:hover,
  &:focus-within {
    border-color: var(--color-ring);
  }
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-1);
  padding: 0 var(--space-1) var(--space-1);
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-base);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }

  /* The title's link covers the whole card: one click target, one Tab stop. */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--radius-lg);
  }
`;

const Meta = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

/**
 * A video (or another piece of media) in a grid: its still, its title as the link, a muted meta
 * line and room for a badge. The whole card is one click target and one Tab stop — the title's
 * link stretches over it — and an `article` named by its title, so a screen reader's list of
 * articles reads like the grid.
 */
export const MediaCard = forwardRef<HTMLElement, MediaCardProps>(function MediaCard(
  { title, href, media, meta, headingLevel = 2, children, ...props },
  ref,
) {
  const titleId = useId();
  return (
    <Item ref={ref} aria-labelledby={titleId} data-slot="media-card" {...props}>
      {media}
      <Body data-slot="media-card-body">
        <Title as={`h${headingLevel}`} id={titleId} data-slot="media-card-title">
          <Link href={href}>{title}</Link>
        </Title>
        {meta === undefined || meta === null ? null : (
          <Meta data-slot="media-card-meta">{meta}</Meta>
        )}
        {children}
      </Body>
    </Item>
  );
});
