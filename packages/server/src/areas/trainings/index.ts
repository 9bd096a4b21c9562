/** Trainings: courses with modules and lessons, progress and the editor (ADR 020). */
import { defineArea } from '../../platform/area';
import './events';
import { trainingData } from './personalData';
import { trainingsRouter } from './router';
import * as tables from './schema';
import { seedTrainings } from './seed';
import { attachmentUpload, trainingFiles } from './uploads';

export const trainings = defineArea({
  id: 'trainings',
  routers: { trainings: trainingsRouter },
  events: ['training.progress'],
  tables,
  seed: seedTrainings,
  uploadPurposes: [attachmentUpload],
  fileReferences: trainingFiles,
  personalData: [trainingData],
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.trainingsTenantProbe),
    foreignRefusals: [
      'Training nicht gefunden.',
      'Modul nicht gefunden.',
      'Lektion nicht gefunden.',
      'Anhang nicht gefunden.',
      'Dieses Training ist in deinem Paket nicht enthalten.',
      // Trainings are edited by the provider's employees whatever the ids.
      'Nur Mitarbeiter von Sprint können Trainings bearbeiten.',
    ],
    inputMessages: [/^Bitte gib einen Titel ein\.$/, /^Bitte wähle ein Level zwischen 2 und 9\.$/],
  },
});
