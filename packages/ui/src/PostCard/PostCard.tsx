import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { EyeOff, Lock, MessageCircle, Pin } from 'lucide-react';
import { styled } from 'styled-components';
import { Badge } from '../Badge';
import { cx } from '../lib/cx';
import { LikeButton, type LikeButtonProps } from '../LikeButton';
import { Link } from '../Link';
import { media } from '../theme/constants';
import { VisuallyHidden } from '../VisuallyHidden';
import { PostByline, type PostAuthor } from './PostByline';

/** A picture attached to a post. */
export type PostImage = { src: string; alt: string };

/** The markers a post can carry, as shown and read. */
export const POST_CARD_TEXTS = {
  isNew: 'Neu',
  pinned: 'Angeheftet',
  closed: 'Kommentare geschlossen',
  hidden: 'Ausgeblendet',
} as const;

export type PostCardProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children' | 'hidden'> & {
  /** The post's title: the card's heading, a link to the post. */
  title: string;
  /** Where the post is read in full. */
  href: string;
  author: PostAuthor;
  createdAt: Date;
  /** The category it was posted in ('Erfolge'), after the time. */
  category?: string;
  /** The start of the text, plain; the card shows up to three lines. */
  excerpt: string;
  /** Pinned to the top of the feed: an 'Angeheftet' marker. */
  pinned?: boolean;
  /** No new comments: a 'Kommentare geschlossen' marker. */
  closed?: boolean;
  /** Hidden from members, seen by moderators: an 'Ausgeblendet' marker, a dashed border. */
  hidden?: boolean;
  /** Posted since my last visit: a 'Neu' marker. */
  isNew?: boolean;
  commentCount: number;
  /** The post's 'Gefällt mir' button. */
  like: LikeButtonProps;
  /** A menu for the post (a `DropdownMenu` with an icon button), at the top right. */
  actions?: ReactNode;
  /** The post's pictures; the first is the thumbnail, the rest are counted ('+2'). */
  images?: readonly PostImage[];
  /** The heading's level: 2 (default) in a feed under the page's `h1`, deeper inside sections. */
  headingLevel?: 2 | 3 | 4;
};

const countFormat = new Intl.NumberFormat('de-DE');

/** '1 Kommentar', '12 Kommentare', '1.234 Kommentare'. */
export function commentCountText(count: number): string {
  return count === 1 ? '1 Kommentar' : `${countFormat.format(count)} Kommentare`;
}

const Root = styled.article`
  --post-card-border: var(--color-border);
  --post-card-bg: var(--color-card);

  position: relative;
  display: grid;
  gap: var(--space-3);
  min-width: 0;
  padding: var(--space-4);
  border: var(--border-width) solid var(--post-card-border);
  border-radius: var(--radius-lg);
  background: var(--post-card-bg);
  color: var(--color-card-foreground);
  box-shadow: var(--shadow-sm);
  transition: border-color var(--duration-fast) var(--easing-standard);

  &:hover {
    --post-card-border: var(--color-input);
  }

  &[data-pinned='true'] {
    --post-card-border: color-mix(in srgb, var(--color-primary) 40%, var(--color-border));
  }

  &[data-hidden='true'] {
    --post-card-bg: var(--color-muted);
    --post-card-border: var(--color-input);

    border-style: dashed;
  }

  /* The avatar's circle is muted too; on the muted card it needs the page's colour to show. */
  &[data-hidden='true'] [data-slot='avatar'] {
    background: var(--color-background);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-2);
  min-width: 0;
`;

// Above the link that covers the card, so they can be clicked on their own.
const Raised = styled.div`
  position: relative;
  z-index: 1;
  flex-shrink: 0;
`;

const Markers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1-5);
`;

const Body = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--space-4);
  min-width: 0;
`;

const TextColumn = styled.div`
  display: grid;
  flex: 1;
  gap: var(--space-1);
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
  overflow-wrap: anywhere;

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }

  & a:focus-visible {
    outline: none;
  }

  /* The whole card opens the post: the link's box is stretched over it. */
  & a::after {
    position: absolute;
    inset: 0;
    border-radius: inherit;
    content: '';
  }

  & a:focus-visible::after {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }
`;

const Excerpt = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
`;

const Thumbnail = styled.div`
  position: relative;
  flex-shrink: 0;
  overflow: hidden;
  width: 6rem;
  aspect-ratio: 4 / 3;
  border-radius: var(--radius-md);
  background: var(--color-muted);

  & img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  @media ${media.mobile} {
    width: 4.5rem;
  }
`;

const MoreImages = styled.span`
  position: absolute;
  inset-block-end: var(--space-1);
  inset-inline-end: var(--space-1);
  padding: 0 var(--space-1-5);
  border-radius: var(--radius-full);
  background: var(--color-foreground);
  color: var(--color-background);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-semibold);
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  /* The like button's own padding lines its thumb up with the text above. */
  margin-inline-start: calc(-1 * var(--space-2));
`;

const Comments = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1-5);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  font-variant-numeric: tabular-nums;

  & svg {
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const Category = styled.span`
  overflow-wrap: anywhere;
`;

const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/**
 * One post in the community feed: who wrote it and when, its markers ('Neu', 'Angeheftet',
 * 'Kommentare geschlossen', 'Ausgeblendet'), the title as a heading that links to the post, up to
 * three lines of its text, a thumbnail, and 'Gefällt mir' with the number of comments. An
 * `article` named by its title; the whole card opens the post, the like button and the `actions`
 * menu work on their own.
 */
export const PostCard = forwardRef<HTMLElement, PostCardProps>(function PostCard(
  {
    title,
    href,
    author,
    createdAt,
    category,
    excerpt,
    pinned = false,
    closed = false,
    hidden = false,
    isNew = false,
    commentCount,
    like,
    actions,
    images,
    headingLevel = 2,
    className,
    ...props
  },
  ref,
) {
  const titleId = useId();
  const thumbnail = images?.[0];
  const moreImages = (images?.length ?? 0) - 1;
  const hasMarkers = isNew || pinned || hidden || closed;

  return (
    <Root
      ref={ref}
      aria-labelledby={titleId}
      data-slot="post-card"
      data-pinned={pinned || undefined}
      data-closed={closed || undefined}
      data-hidden={hidden || undefined}
      data-new={isNew || undefined}
      className={cx('sprint-post-card', className)}
      {...props}
    >
      <Header>
        <PostByline
          author={author}
          createdAt={createdAt}
          extra={category ? <Category data-slot="post-card-category">{category}</Category> : null}
        />
        {actions ? <Raised data-slot="post-card-actions">{actions}</Raised> : null}
      </Header>
      {hasMarkers ? (
        <Markers data-slot="post-card-markers">
          {isNew ? <Badge variant="default">{POST_CARD_TEXTS.isNew}</Badge> : null}
          {pinned ? (
            <Badge variant="secondary">
              <Pin aria-hidden />
              {POST_CARD_TEXTS.pinned}
            </Badge>
          ) : null}
          {hidden ? (
            <Badge variant="outline">
              <EyeOff aria-hidden />
              {POST_CARD_TEXTS.hidden}
            </Badge>
          ) : null}
          {closed ? (
            <Badge variant="outline">
              <Lock aria-hidden />
              {POST_CARD_TEXTS.closed}
            </Badge>
          ) : null}
        </Markers>
      ) : null}
      <Body>
        <TextColumn>
          <Title as={HEADINGS[headingLevel]} id={titleId} data-slot="post-card-title">
            <Link href={href}>{title}</Link>
          </Title>
          <Excerpt data-slot="post-card-excerpt">{excerpt}</Excerpt>
        </TextColumn>
        {thumbnail ? (
          <Thumbnail data-slot="post-card-thumbnail">
            <img src={thumbnail.src} alt={thumbnail.alt} loading="lazy" />
            {moreImages > 0 ? (
              <>
                <MoreImages aria-hidden>+{moreImages}</MoreImages>
                <VisuallyHidden>
                  {moreImages === 1 ? 'und 1 weiteres Bild' : `und ${moreImages} weitere Bilder`}
                </VisuallyHidden>
              </>
            ) : null}
          </Thumbnail>
        ) : null}
      </Body>
      <Footer data-slot="post-card-footer">
        <Raised>
          <LikeButton {...like} />
        </Raised>
        <Comments data-slot="post-card-comments">
          <MessageCircle aria-hidden />
          <span aria-hidden>{countFormat.format(commentCount)}</span>
          <VisuallyHidden>{commentCountText(commentCount)}</VisuallyHidden>
        </Comments>
      </Footer>
    </Root>
  );
});
