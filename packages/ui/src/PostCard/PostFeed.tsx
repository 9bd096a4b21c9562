import { forwardRef, type HTMLAttributes, type LiHTMLAttributes } from 'react';
import { styled } from 'styled-components';

export type PostFeedProps = HTMLAttributes<HTMLUListElement> & {
  /** More posts are being loaded: the list is `aria-busy` until they are in. */
  busy?: boolean;
};

export type PostFeedItemProps = LiHTMLAttributes<HTMLLIElement>;

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The posts of a feed, one `PostCard` per `PostFeedItem`: a list, so screen readers say how many
 * there are; name it with `aria-label` ('Beiträge'). `busy` while more are loaded.
 */
export const PostFeed = forwardRef<HTMLUListElement, PostFeedProps>(function PostFeed(
  { busy = false, ...props },
  ref,
) {
  return <List ref={ref} data-slot="post-feed" aria-busy={busy || undefined} {...props} />;
});

/** One entry of a `PostFeed`. */
export const PostFeedItem = forwardRef<HTMLLIElement, PostFeedItemProps>(
  function PostFeedItem(props, ref) {
    return <li ref={ref} data-slot="post-feed-item" {...props} />;
  },
);
