export { Avatar, avatarVariants } from './Avatar';
export type { AvatarProps, AvatarSize } from './Avatar';
