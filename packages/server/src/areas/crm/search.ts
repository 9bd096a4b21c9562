import { desc, isNull } from 'drizzle-orm';
import type { SearchProvider } from '../../platform/search';
import { ownedBy } from '../../platform/tenancy/tenant';
import { leads } from './schema';
import { leadSearchConditions } from './service';

/** Leads whose company, contact or e-mail contain every word (the list's own search). */
export const searchLeads: SearchProvider = async (db, { tenant }, { words, limit }) => {
  if (words.length === 0) return [];
  const rows = await db
    .select({ id: leads.id, companyName: leads.companyName, contactName: leads.contactName })
    .from(leads)
    .where(
      ownedBy(leads, tenant, isNull(leads.deletedAt), ...leadSearchConditions(words.join(' '))),
    )
    .orderBy(desc(leads.updatedAt))
    .limit(limit);
  return rows.map((row) => ({
    area: 'crm',
    kind: 'Lead',
    id: row.id,
    title: row.companyName,
    subtitle: row.contactName,
    href: `/app/crm/leads/${row.id}`,
  }));
};
