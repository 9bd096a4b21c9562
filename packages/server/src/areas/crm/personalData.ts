import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData } from '../../platform/personalData';
import { leadActivities, leadConversations, leads, type LeadStatus } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    leadsOwned: { id: string; company: string; companyName: string; status: LeadStatus }[];
    leadActivitiesWritten: {
      leadId: string;
      type: string;
      body: string | null;
      outcome: string | null;
      occurredAt: string;
    }[];
  }
}

/**
 * Leads the person owns and activities they wrote, in their companies, by reference: the leads
 * are the company's and stay with it when the account goes (the owner reads 'Gelöschter
 * Benutzer').
 */
export const crmData = definePersonalData<'leadsOwned' | 'leadActivitiesWritten'>({
  tables: [leads, leadActivities],
  async export(db, person) {
    if (person.companyIds.length === 0) return { leadsOwned: [], leadActivitiesWritten: [] };
    const owned = await db
      .select({
        id: leads.id,
        company: customers.name,
        companyName: leads.companyName,
        status: leads.status,
      })
      .from(leads)
      .innerJoin(customers, eq(customers.id, leads.customerId))
      .where(
        and(
          eq(leads.ownerId, person.userId),
          isNull(leads.deletedAt),
          inArray(leads.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(leads.companyName));
    const activities = await db
      .select({
        leadId: leadActivities.leadId,
        type: leadActivities.type,
        body: leadActivities.body,
        outcome: leadActivities.outcome,
        occurredAt: leadActivities.occurredAt,
      })
      .from(leadActivities)
      .where(
        and(
          eq(leadActivities.authorId, person.userId),
          inArray(leadActivities.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(leadActivities.occurredAt));
    return {
      leadsOwned: owned,
      leadActivitiesWritten: activities.map((row) => ({
        ...row,
        occurredAt: row.occurredAt.toISOString(),
      })),
    };
  },
});

export const leadLinkData = definePersonalData({
  tables: [leadConversations],
  reason:
    'Verknüpfungen von Leads mit Unterhaltungen: Verlauf des Unternehmens; wer verknüpft hat, zeigt nach der Löschung „Gelöschter Benutzer“.',
});
