/** The AI chats: seven assistants on any OpenAI-compatible model, honest without one (ADR 036). */
import { defineArea } from '../../platform/area';
import { chatRoute } from './chatRoute';
import { AI_EMPLOYEES_ONLY } from './model';
import { aiData } from './personalData';
import { aiRouter } from './router';
import * as tables from './schema';
import { seedAi } from './seed';
import { aiSettings } from './settings';

export const ai = defineArea({
  id: 'ai',
  routers: { ai: aiRouter },
  tables,
  seed: seedAi,
  personalData: [aiData],
  httpRoutes: [chatRoute],
  settings: aiSettings,
  testing: {
    tenantProbes: () => import('./tenantProbe').then((module) => module.aiTenantProbe),
    foreignRefusals: [
      'Unterhaltung nicht gefunden.',
      'Nachricht nicht gefunden.',
      // The chats are the provider's own: a customer's admin is refused whatever the ids.
      AI_EMPLOYEES_ONLY,
    ],
    inputMessages: [
      /^Diesen AI-Chat gibt es nicht\.$/,
      /^Bitte (gib einen Titel ein|gib den Namen des Modells ein|gib eine Adresse mit http:\/\/ oder https:\/\/ ein)\.$/,
      /^Der Titel darf höchstens \d+ Zeichen lang sein\.$/,
      /^Höchstens [\d.]+ (Zeichen je Feld|Anfragen pro (Tag|Monat))\.$/,
      /^Bitte gib eine ganze Zahl ein\.$/,
      /^Die AI-Chats sind nur für Mitarbeiter verfügbar\.$/,
    ],
  },
});

export { companyAi, companyConnection } from './settings';
export { spendQuota, usageNow } from './service';
