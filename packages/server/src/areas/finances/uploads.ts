import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { readSettings } from '../../platform/settings/settings';
import { ServiceError } from '../../platform/serviceError';
import type { FileReference } from '../../platform/storage/cleanup';
import {
  defineUploadPurpose,
  type FileViewer,
  fileKinds,
  JPEG,
  PDF,
  PNG,
} from '../../platform/storage/uploadPurposes';
import { financeTransactions, financeTrash } from './schema';
import { financeSharing } from './settings';
import {
  CSV_TOO_LARGE,
  FINANCES_FORBIDDEN,
  CSV_UNREADABLE,
  MAX_CSV_BYTES,
  MAX_RECEIPT_BYTES,
  RECEIPT_NOT_MATCHING,
  RECEIPT_TOO_LARGE,
  RECEIPT_WRONG_TYPE,
} from './model';
import { mayViewFinances } from './vocabulary';

/**
 * Receipts and bank statements are the finances': a download URL only for those who see them
 * (`mayViewFinances`, as `assertFinanceAccess` decides for the finance pages).
 */
async function financeViewers(db: Database, viewer: FileViewer): Promise<void> {
  const { financesForAdmins } = await readSettings(db, viewer, financeSharing);
  if (!mayViewFinances(viewer.role, financesForAdmins)) {
    throw new ServiceError('FORBIDDEN', FINANCES_FORBIDDEN);
  }
}

/** A booking's receipt (Finanzen). */
export const receiptUpload = defineUploadPurpose({
  name: 'receipt',
  types: { 'application/pdf': PDF, 'image/png': PNG, 'image/jpeg': JPEG },
  maxBytes: MAX_RECEIPT_BYTES,
  wrongType: RECEIPT_WRONG_TYPE,
  tooLarge: RECEIPT_TOO_LARGE,
  notMatching: RECEIPT_NOT_MATCHING,
  viewers: financeViewers,
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
  viewers: financeViewers,
});

/**
 * Where receipts are kept: on bookings, and on deleted bookings in the trash until 'Rückgängig'
 * can no longer bring them back (the storage clean-up keeps them).
 */
export const financeFiles: readonly FileReference[] = [
  financeTransactions.receiptPath,
  { table: financeTrash, path: sql`${financeTrash.record} ->> 'receiptPath'` },
];
