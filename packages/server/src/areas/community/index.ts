/**
 * Community and leaderboard: one space for the provider and the companies it admitted, with
 * posts, comments, likes, points and levels (docs/adr/034).
 */
import { defineArea } from '../../platform/area';
import './events';
import { communityAccess, COMMUNITY_CHANNEL, takesPart } from './access';
import { categoryData, communityData } from './personalData';
import { communityRouter, leaderboardRouter } from './router';
import * as tables from './schema';
import { communitySearchProvider } from './search';
import { seedCommunity } from './seed';
import { communityFiles, postImageUpload } from './uploads';

export const community = defineArea({
  id: 'community',
  routers: { community: communityRouter, leaderboard: leaderboardRouter },
  events: ['community.changed'],
  tables,
  seed: seedCommunity,
  personalData: [communityData, categoryData],
  settings: communityAccess,
  uploadPurposes: [postImageUpload],
  fileReferences: communityFiles,
  search: communitySearchProvider(takesPart),
  realtimeChannels: async (db, who) => ((await takesPart(db, who)) ? [COMMUNITY_CHANNEL] : []),
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.communityTenantProbe),
    foreignRefusals: [
      'Die Community ist für dein Unternehmen noch nicht freigeschaltet.',
      'Beitrag nicht gefunden.',
      'Kommentar nicht gefunden.',
      'Kategorie nicht gefunden.',
      'Nur Mitarbeiter von Sprint können die Community moderieren.',
      'Nur für Mitarbeiter verfügbar.',
      'Diesen Kunden gibt es nicht.',
    ],
    inputMessages: [
      /^Bitte (gib einen (Titel|Namen|Suchbegriff) ein|schreib (etwas|einen Kommentar))\.$/,
      /^Der (Titel|Name) darf höchstens \d+ Zeichen lang sein\.$/,
      /^Die Bildbeschreibung darf höchstens 200 Zeichen lang sein\.$/,
      /^Der (Beitrag|Kommentar) ist zu lang/,
      /^Bitte nenne jede Kategorie genau einmal\.$/,
      /^Ein Beitrag kann höchstens 4 Bilder haben\.$/,
    ],
  },
});

export { COMMUNITY_CHANNEL } from './access';
