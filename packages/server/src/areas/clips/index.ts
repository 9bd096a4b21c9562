/** Clips: short videos recorded or uploaded, for a company or (employees) for all (ADR 020). */
import { defineArea } from '../../platform/area';
import './events';
import { clipData } from './personalData';
import { clipsRouter } from './router';
import * as tables from './schema';
import { seedClips } from './seed';
import { videoUpload, clipFiles } from './uploads';

export const clipsArea = defineArea({
  id: 'clips',
  routers: { clips: clipsRouter },
  events: ['clip.changed'],
  tables,
  seed: seedClips,
  uploadPurposes: [videoUpload],
  fileReferences: clipFiles,
  personalData: [clipData],
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.clipsTenantProbe),
    foreignRefusals: ['Clip nicht gefunden.'],
    inputMessages: [/^Bitte gib einen Titel ein\.$/],
  },
});

// What other areas use of the clips: the video uploads (a lesson's video).
export { videoUpload } from './uploads';
