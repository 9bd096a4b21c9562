export { MediaThumbnail, mediaThumbnailVariants } from './MediaThumbnail';
export type { MediaThumbnailProps, MediaThumbnailSize } from './MediaThumbnail';
