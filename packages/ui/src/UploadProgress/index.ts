export {
  UploadProgress,
  UPLOAD_FAILED_MESSAGE,
  formatUploadAmount,
  uploadPercent,
  uploadProgressVariants,
} from './UploadProgress';
export type { UploadProgressProps, UploadState } from './UploadProgress';
