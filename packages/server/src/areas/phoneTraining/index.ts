/** The phone training: practice calls with a persona, scored, with medals (issue 25 §3). */
import { defineArea } from '../../platform/area';
import {
  ASSIGNEE_NOT_MEMBER,
  ASSIGNMENT_NOT_FOUND,
  SCENARIO_NOT_FOUND,
  SESSION_NOT_FOUND,
} from './model';
import { phoneTrainingData } from './personalData';
import { phoneTrainingRouter } from './router';
import * as tables from './schema';
import { seedPhoneTraining } from './seed';

export const phoneTraining = defineArea({
  id: 'phoneTraining',
  routers: { phoneTraining: phoneTrainingRouter },
  tables,
  seed: seedPhoneTraining,
  personalData: [phoneTrainingData],
  testing: {
    sampleRecords: async (db, customerId, label) => {
      const { createScenario } = await import('./fixtures');
      const scenario = await createScenario(db, customerId, { title: `${label} Szenario` });
      return [scenario.id];
    },
    tenantProbes: () => import('./tenantProbe').then((module) => module.phoneTrainingTenantProbe),
    foreignRefusals: [
      SCENARIO_NOT_FOUND,
      SESSION_NOT_FOUND,
      ASSIGNMENT_NOT_FOUND,
      ASSIGNEE_NOT_MEMBER,
    ],
    inputMessages: [
      /^Bitte wähle (eine Gesprächsart|einen Schwierigkeitsgrad)\.$/,
      /^Bitte gib (den Namen|die Rolle|das Unternehmen) der Person ein\.$/,
      /^(Der Name|Die Rolle|Das Unternehmen|Die Persönlichkeit|Ein Kriterium|Der Titel|Das Ziel|Der erste Satz|Ein Beitrag) darf höchstens [\d.]+ Zeichen lang sein\.$/,
      /^Die Stichwörter dürfen höchstens \d+ Zeichen lang sein\.$/,
      /^Ungültige Kennung eines Kriteriums\.$/,
      /^Bitte beschreib (das Kriterium|das Ziel des Anrufs)\.$/,
      /^(Das Gewicht|Die Bestehensgrenze) muss eine ganze Zahl von 1 bis \d+ sein\.$/,
      /^Bitte gib Stichwörter ein, an denen der Vorlagen-Modus das Kriterium erkennt\.$/,
      /^Bitte gib einen Titel ein\.$/,
      /^(Bitte lege mindestens ein Kriterium an|Höchstens \d+ Kriterien)\.$/,
      /^Bitte sag oder schreib etwas\.$/,
      /^Bitte gib ein gültiges Datum ein\.$/,
      /^Das Datum muss zwischen 2000 und 2100 liegen\.$/,
    ],
  },
});
