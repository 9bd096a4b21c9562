import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { ownedBy, type TenantScope } from '../../tenant';
import { leads, type Lead, type LeadStatus } from './schema';

export type LeadChanges = Partial<
  Pick<Lead, 'status' | 'valueCents' | 'contactName' | 'contactEmail'>
>;

/** One lead of the company, or null: another company's lead is as missing as a missing one. */
export async function findLead(
  db: Database,
  tenant: TenantScope,
  leadId: string,
): Promise<Lead | null> {
  const [lead] = await db
    .select()
    .from(leads)
    .where(ownedBy(leads, tenant, eq(leads.id, leadId)))
    .limit(1);
  return lead ?? null;
}

export async function updateLead(
  db: Database,
  tenant: TenantScope,
  leadId: string,
  changes: LeadChanges,
): Promise<Lead | null> {
  const [lead] = await db
    .update(leads)
    .set(changes)
    .where(ownedBy(leads, tenant, eq(leads.id, leadId)))
    .returning();
  return lead ?? null;
}

/** The company's leads, most recently changed first. */
export function listLeads(db: Database, tenant: TenantScope, limit: number): Promise<Lead[]> {
  return db
    .select()
    .from(leads)
    .where(ownedBy(leads, tenant))
    .orderBy(desc(leads.updatedAt), desc(leads.createdAt))
    .limit(limit);
}

const CLOSED: LeadStatus[] = ['won', 'lost'];

export type LeadSummary = {
  openCount: number;
  openValueCents: number;
  wonCount: number;
  wonValueCents: number;
};

/** The dashboard's figures over all of the company's leads, counted by the database. */
export async function leadSummary(db: Database, tenant: TenantScope): Promise<LeadSummary> {
  const open = notInArray(leads.status, CLOSED);
  const won = eq(leads.status, 'won');
  const [row] = await db
    .select({
      openCount: sql<number>`(count(*) filter (where ${open}))::int`,
      openValueCents: sql<string>`coalesce(sum(${leads.valueCents}) filter (where ${open}), 0)`,
      wonCount: sql<number>`(count(*) filter (where ${won}))::int`,
      wonValueCents: sql<string>`coalesce(sum(${leads.valueCents}) filter (where ${won}), 0)`,
    })
    .from(leads)
    .where(ownedBy(leads, tenant));
  // Sums of bigint come back as text; cents stay exact as JS numbers up to 2^53.
  return {
    openCount: Number(row?.openCount ?? 0),
    openValueCents: Number(row?.openValueCents ?? 0),
    wonCount: Number(row?.wonCount ?? 0),
    wonValueCents: Number(row?.wonValueCents ?? 0),
  };
}
