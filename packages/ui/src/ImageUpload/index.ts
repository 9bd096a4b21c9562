export { ImageCropDialog } from './ImageCropDialog';
export type { ImageCropDialogProps, ImageCropShape } from './ImageCropDialog';
export { ImageUploadField } from './ImageUploadField';
export type { ImageUploadFieldProps, ImageUploadVariant } from './ImageUploadField';
export { cropImage } from './cropImage';
export type { ImageCropArea, ImageOutputType } from './cropImage';
export { IMAGE_UPLOAD_MAX_SIZE, IMAGE_UPLOAD_TYPES, validateImageFile } from './validateImageFile';
