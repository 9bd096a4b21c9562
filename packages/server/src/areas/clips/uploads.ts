import type { FileReference } from '../../platform/storage/cleanup';
import { defineUploadPurpose, fileKinds, GB } from '../../platform/storage/uploadPurposes';
import { clips } from './schema';

/** A clip's or a lesson's video (trainings use it too). */
export const videoUpload = defineUploadPurpose({
  name: 'video',
  types: {
    'video/mp4': { extension: 'mp4', matches: fileKinds.isoMedia },
    'video/quicktime': { extension: 'mov', matches: fileKinds.isoMedia },
    'video/webm': { extension: 'webm', matches: fileKinds.webm },
  },
  maxBytes: 2 * GB,
  wrongType: 'Bitte lade ein Video im Format MP4, WebM oder MOV hoch.',
  tooLarge: 'Das Video ist größer als 2 GB.',
  notMatching: 'Die Datei ist kein gültiges Video.',
});

/** The files a clip shows: its video and its thumbnail (the storage clean-up keeps them). */
export const clipFiles: readonly FileReference[] = [clips.videoPath, clips.thumbnailPath];
