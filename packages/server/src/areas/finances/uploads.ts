import {
  defineUploadPurpose,
  fileKinds,
  JPEG,
  PDF,
  PNG,
} from '../../platform/storage/uploadPurposes';
import {
  CSV_TOO_LARGE,
  CSV_UNREADABLE,
  MAX_CSV_BYTES,
  MAX_RECEIPT_BYTES,
  RECEIPT_NOT_MATCHING,
  RECEIPT_TOO_LARGE,
  RECEIPT_WRONG_TYPE,
} from './model';

/** A booking's receipt (Finanzen). */
export const receiptUpload = defineUploadPurpose({
  name: 'receipt',
  types: { 'application/pdf': PDF, 'image/png': PNG, 'image/jpeg': JPEG },
  maxBytes: MAX_RECEIPT_BYTES,
  wrongType: RECEIPT_WRONG_TYPE,
  tooLarge: RECEIPT_TOO_LARGE,
  notMatching: RECEIPT_NOT_MATCHING,
});

/** A bank's CSV export to import as bookings; read by `finances.transactions.import`. */
export const bankStatementUpload = defineUploadPurpose({
  name: 'bankStatement',
  types: {
    'text/csv': { extension: 'csv', matches: fileKinds.plainText },
    'text/plain': { extension: 'csv', matches: fileKinds.plainText },
    // What Windows reports for a .csv when Excel is installed.
    'application/vnd.ms-excel': { extension: 'csv', matches: fileKinds.plainText },
  },
  maxBytes: MAX_CSV_BYTES,
  wrongType: 'Bitte wähle eine CSV-Datei (.csv) aus dem Online-Banking.',
  tooLarge: CSV_TOO_LARGE,
  notMatching: CSV_UNREADABLE,
});
