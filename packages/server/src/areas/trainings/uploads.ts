import type { FileReference } from '../../platform/storage/cleanup';
import { courses, lessonAttachments, lessons } from './schema';
import {
  defineUploadPurpose,
  fileKinds,
  JPEG,
  MB,
  PDF,
  PNG,
} from '../../platform/storage/uploadPurposes';

/** A lesson's attachment (handouts, worksheets). */
export const attachmentUpload = defineUploadPurpose({
  name: 'attachment',
  types: {
    'application/pdf': PDF,
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      extension: 'docx',
      matches: fileKinds.zip,
    },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
      extension: 'xlsx',
      matches: fileKinds.zip,
    },
    'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
      extension: 'pptx',
      matches: fileKinds.zip,
    },
    'application/zip': { extension: 'zip', matches: fileKinds.zip },
    'image/png': PNG,
    'image/jpeg': JPEG,
    'text/plain': { extension: 'txt', matches: fileKinds.plainText },
    'text/csv': { extension: 'csv', matches: fileKinds.plainText },
  },
  maxBytes: 100 * MB,
  wrongType:
    'Dieser Dateityp wird als Anhang nicht unterstützt. Erlaubt sind PDF, Word, Excel, PowerPoint, ZIP, PNG, JPEG, Text und CSV.',
  tooLarge: 'Der Anhang ist größer als 100 MB.',
  notMatching: 'Der Inhalt der Datei passt nicht zu ihrem Typ.',
});

/** The files of the courses: covers, lesson videos, attachments (the storage clean-up keeps them). */
export const trainingFiles: readonly FileReference[] = [
  courses.coverPath,
  lessons.videoPath,
  lessonAttachments.path,
];
