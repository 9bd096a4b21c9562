import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData } from '../../platform/personalData';
import { teamEvents, type TeamEventKind } from './schema';
import type { Role } from '../../platform/identity/roles';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    teamHistory: {
      kind: TeamEventKind;
      company: string;
      details: { from?: Role; to?: Role };
      createdAt: string;
    }[];
  }
}

/**
 * The 'Verlauf' entries the person acted in or was the subject of, in their companies. When the
 * account goes, each company's history records it and forgets the person's address.
 */
export const teamData = definePersonalData<'teamHistory'>({
  tables: [teamEvents],
  async export(db, person) {
    if (person.companyIds.length === 0) return { teamHistory: [] };
    const rows = await db
      .select({
        kind: teamEvents.kind,
        company: customers.name,
        details: teamEvents.details,
        createdAt: teamEvents.createdAt,
      })
      .from(teamEvents)
      .innerJoin(customers, eq(customers.id, teamEvents.customerId))
      .where(
        and(
          or(eq(teamEvents.actorId, person.userId), eq(teamEvents.subjectUserId, person.userId)),
          inArray(teamEvents.customerId, person.companyIds),
        ),
      )
      .orderBy(asc(teamEvents.createdAt));
    return { teamHistory: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  },
  async erase(tx, person, { now }) {
    if (person.companyIds.length > 0) {
      await tx.insert(teamEvents).values(
        person.companyIds.map((customerId) => ({
          customerId,
          kind: 'account_deleted' as const,
          actorId: person.userId,
          subjectUserId: person.userId,
          subjectEmail: null,
          createdAt: now,
        })),
      );
    }
    await tx
      .update(teamEvents)
      .set({ subjectEmail: null })
      .where(
        or(
          eq(teamEvents.subjectUserId, person.userId),
          eq(sql`lower(${teamEvents.subjectEmail})`, person.email.toLowerCase()),
        ),
      );
  },
});
