export { LIKE_BUTTON_LABEL, LikeButton } from './LikeButton';
export type { LikeButtonProps } from './LikeButton';
