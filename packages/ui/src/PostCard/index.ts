export { POST_CARD_TEXTS, PostCard, commentCountText } from './PostCard';
export type { PostCardProps, PostImage } from './PostCard';
export { PostByline, STAFF_BADGE_TEXT, postBylineVariants } from './PostByline';
export type { PostAuthor, PostBylineProps, PostBylineSize } from './PostByline';
export { PostFeed, PostFeedItem } from './PostFeed';
export type { PostFeedItemProps, PostFeedProps } from './PostFeed';
