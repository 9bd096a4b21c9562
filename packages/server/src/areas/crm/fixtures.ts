import type { Database } from '../../db/database';
import { leads, type Lead } from './schema';

/** A lead of this customer, stored as the CRM stores it. */
export async function createLead(
  db: Database,
  customerId: string,
  fields: Partial<Omit<Lead, 'id' | 'customerId'>> = {},
): Promise<Lead> {
  const [lead] = await db
    .insert(leads)
    .values({ companyName: 'Beispiel GmbH', ...fields, customerId })
    .returning();
  if (!lead) throw new Error('no lead');
  return lead;
}
