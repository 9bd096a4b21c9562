import { defineUploadPurpose, fileKinds } from '../../platform/storage/uploadPurposes';
import { ICS_INVALID, ICS_TOO_LARGE, MAX_ICS_BYTES } from './model';

/** An iCalendar file to import; read once by `calendar.import`. */
export const calendarUpload = defineUploadPurpose({
  name: 'calendar',
  types: {
    'text/calendar': {
      extension: 'ics',
      // Some programs write a byte order mark or blank lines first.
      matches: (head) =>
        fileKinds.plainText(head) &&
        /^(\uFEFF)?\s*BEGIN:VCALENDAR/i.test(head.toString('utf8').slice(0, 64)),
    },
  },
  maxBytes: MAX_ICS_BYTES,
  wrongType: 'Bitte wähle eine iCalendar-Datei (.ics).',
  tooLarge: ICS_TOO_LARGE,
  notMatching: ICS_INVALID,
});
