export { FileAttachment } from './FileAttachment';
export type { FileAttachmentProps } from './FileAttachment';
