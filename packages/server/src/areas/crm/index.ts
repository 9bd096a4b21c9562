/** The CRM: leads, their pipeline, activities and CSV import (docs/adr/018). */
import { defineArea } from '../../platform/area';
import './events';
import { crmData, leadLinkData } from './personalData';
import { crmRouter } from './router';
import * as tables from './schema';
import { searchLeads } from './search';
import { seedCrm } from './seed';

export const crm = defineArea({
  id: 'crm',
  routers: { crm: crmRouter },
  events: ['lead.changed'],
  tables,
  seed: seedCrm,
  personalData: [crmData, leadLinkData],
  search: searchLeads,
  testing: {
    sampleRecords: async (db, customerId, label) => {
      const { createLead } = await import('./fixtures');
      const lead = await createLead(db, customerId, {
        companyName: `${label} Kunde`,
        contactEmail: 'kontakt@example.com',
      });
      return [lead.id];
    },
    tenantProbes: () => import('./tenantProbe').then((module) => module.crmTenantProbe),
    foreignRefusals: [
      'Lead nicht gefunden.',
      'Aktivität nicht gefunden.',
      'Verantwortliche Person ist kein Mitglied dieses Unternehmens.',
      'Unterhaltung nicht gefunden.',
    ],
    inputMessages: [
      // The lead fields' own messages (model.ts), shared with the app's forms.
      /^Bitte gib (den Namen des Unternehmens|eine gültige E-Mail-Adresse) ein\.$/,
      /^[A-ZÄÖÜ][^.]* darf höchstens \d+ Zeichen lang sein\.$/,
      /^(Die E-Mail-Adresse ist zu lang|Der Wert darf nicht negativ sein|Dieser Wert ist zu groß|Höchstens 20 Tags)\.$/,
    ],
  },
});

// What other areas use of the CRM.
export { leadChanged, type CrmEvent } from './events';
export { LEAD_STATUS_LABELS, type LeadStatusValue } from './model';
export { findLead } from './service';
