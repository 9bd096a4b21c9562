import type { Database } from '../../platform/db/database';
import { leadActivities, leads, type Lead, type LeadActivity, type NewLead } from './schema';

/** A lead of this customer, stored as the CRM stores it. */
export async function createLead(
  db: Database,
  customerId: string,
  fields: Partial<Omit<NewLead, 'id' | 'customerId' | 'searchText'>> = {},
): Promise<Lead> {
  const [lead] = await db
    .insert(leads)
    .values({ companyName: 'Beispiel GmbH', ...fields, customerId })
    .returning();
  if (!lead) throw new Error('no lead');
  return lead;
}

/** An entry in a lead's history (a note by default). */
export async function createActivity(
  db: Database,
  lead: Pick<Lead, 'id' | 'customerId'>,
  fields: Partial<Omit<LeadActivity, 'id' | 'customerId' | 'leadId'>> = {},
): Promise<LeadActivity> {
  const [activity] = await db
    .insert(leadActivities)
    .values({
      type: 'note',
      body: 'Notiz',
      ...fields,
      leadId: lead.id,
      customerId: lead.customerId,
    })
    .returning();
  if (!activity) throw new Error('no activity');
  return activity;
}
