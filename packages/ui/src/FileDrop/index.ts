export { FileDrop, formatFileSize } from './FileDrop';
export type { FileDropMessages, FileDropProps } from './FileDrop';
