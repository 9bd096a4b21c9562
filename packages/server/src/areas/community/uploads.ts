import { defineUploadPurpose, GIF, JPEG, PNG, WEBP } from '../../platform/storage/uploadPurposes';
import { communityPostImages } from './schema';
import {
  IMAGE_NOT_MATCHING,
  IMAGE_TOO_LARGE,
  IMAGE_WRONG_TYPE,
  POST_IMAGE_MAX_BYTES,
} from './model';

/**
 * A picture for a post ('Bild hinzufügen' in the editor): uploaded into the author's company
 * (`customers/<id>/postImages/…`), attached with `community.posts.create|update`. Readers of
 * other companies see it through the post's signed URLs, not through a download of their own.
 */
export const postImageUpload = defineUploadPurpose({
  name: 'postImage',
  types: { 'image/png': PNG, 'image/jpeg': JPEG, 'image/webp': WEBP, 'image/gif': GIF },
  maxBytes: POST_IMAGE_MAX_BYTES,
  wrongType: IMAGE_WRONG_TYPE,
  tooLarge: IMAGE_TOO_LARGE,
  notMatching: IMAGE_NOT_MATCHING,
});

/** Where post images are kept: the storage clean-up deletes a picture no post holds any more. */
export const communityFiles = [communityPostImages.path] as const;
