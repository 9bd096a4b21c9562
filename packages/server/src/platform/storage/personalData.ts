import { definePersonalData } from '../personalData';
import { files, uploads } from './schema';

/**
 * Files are the company's (a logo, a clip's video, a receipt): the area that uses a file
 * declares what of it is personal. An unfinished upload is a technical record of the person's
 * transfer; it names nothing of them beyond the file name, and a finished one is a file.
 */
export const storageData = definePersonalData({
  tables: [files, uploads],
  reason:
    'Dateien gehören dem Unternehmen; was an ihnen persönlich ist, erklärt der Bereich, der sie nutzt (Clips, Belege).',
});
