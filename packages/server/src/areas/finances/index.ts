/** Finances: bookings, recurring items, tax reserves and projects (docs/adr/024). */
import { defineArea } from '../../platform/area';
import './events';
import { financeCompanyData, financeData } from './personalData';
import { financesRouter } from './router';
import * as tables from './schema';
import { seedFinances } from './seed';
import { financeSharing } from './settings';
import { bankStatementUpload, receiptUpload, financeFiles } from './uploads';

export const finances = defineArea({
  id: 'finances',
  routers: { finances: financesRouter },
  events: ['finance.changed'],
  tables,
  seed: seedFinances,
  uploadPurposes: [receiptUpload, bankStatementUpload],
  fileReferences: financeFiles,
  personalData: [financeData, financeCompanyData],
  settings: financeSharing,
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.financesTenantProbe),
    foreignRefusals: [
      'Buchung nicht gefunden.',
      'Wiederkehrender Posten nicht gefunden.',
      'Projekt nicht gefunden.',
      'Kategorie nicht gefunden.',
      'Eintrag nicht gefunden.',
      // 'Rückgängig' of a deletion that is not (or no longer) in the company's trash.
      'Das lässt sich nicht mehr wiederherstellen.',
    ],
    inputMessages: [
      /^Bitte gib (einen Betrag|einen Namen|einen Projektnamen) ein\.$/,
      /^Bitte gib (ein Jahr|den Hebesatz in Prozent|einen Monat als JJJJ-MM) an\.$/,
      /^Bitte wähle (Einnahme oder Ausgabe|ein Intervall|eine Rechtsform)\.$/,
      /^Der Betrag (muss zwischen -1\.000\.000\.000,00 € und 1\.000\.000\.000,00 € liegen|darf höchstens 1\.000\.000\.000,00 € betragen)\.$/,
      /^Der Betrag (muss in ganzen Cent angegeben werden|darf nicht 0,00 € sein|darf nicht negativ sein)\.$/,
      /^Der Steuersatz muss 19 %, 7 % oder 0 % sein\.$/,
      /^Das Jahr muss zwischen 2000 und 2100 liegen\.$/,
      /^Die Kündigungsfrist (muss eine ganze Zahl sein|muss mindestens 1 sein|darf höchstens 999 sein)\.$/,
      /^Der Hebesatz (ist eine ganze Zahl in Prozent|beträgt mindestens 200 %|darf höchstens 1000 % betragen)\.$/,
    ],
  },
});
