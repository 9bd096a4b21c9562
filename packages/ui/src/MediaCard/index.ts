export { MediaCard } from './MediaCard';
export type { MediaCardHeadingLevel, MediaCardProps } from './MediaCard';
