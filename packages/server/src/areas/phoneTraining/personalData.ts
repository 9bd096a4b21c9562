import { asc, eq, inArray, or } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData, isoOrNull } from '../../platform/personalData';
import type { CriterionResult, Medal, ScenarioKind } from './model';
import {
  phoneAssignments,
  phoneScenarios,
  phoneSessions,
  phoneTurns,
  type PhoneSessionStatus,
  type PhoneTurnRole,
} from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    phoneTrainingSessions: {
      id: string;
      company: string;
      scenarioTitle: string;
      kind: ScenarioKind;
      status: PhoneSessionStatus;
      startedAt: string | null;
      finishedAt: string | null;
      percent: number | null;
      medal: Medal | null;
      passed: boolean | null;
      turns: { role: PhoneTurnRole; text: string; at: string | null }[];
      criteria: CriterionResult[] | null;
    }[];
    phoneTrainingAssignments: {
      id: string;
      company: string;
      scenarioTitle: string;
      dueDate: string;
      assignedToMe: boolean;
      assignedByMe: boolean;
    }[];
  }
}

/**
 * The person's practice calls (private, like the AI chats: all of them, with transcripts and
 * evaluations) and the assignments to or by them. On erasure the calls and the assignments to
 * them go; scenarios they wrote and assignments they made stay the company's, without them.
 */
export const phoneTrainingData = definePersonalData<
  'phoneTrainingSessions' | 'phoneTrainingAssignments'
>({
  tables: [phoneScenarios, phoneSessions, phoneTurns, phoneAssignments],
  async export(db, person) {
    const sessions = await db
      .select({
        id: phoneSessions.id,
        company: customers.name,
        scenarioTitle: phoneScenarios.title,
        kind: phoneScenarios.kind,
        status: phoneSessions.status,
        startedAt: phoneSessions.startedAt,
        finishedAt: phoneSessions.finishedAt,
        percent: phoneSessions.percent,
        medal: phoneSessions.medal,
        passed: phoneSessions.passed,
        criteria: phoneSessions.results,
      })
      .from(phoneSessions)
      .innerJoin(customers, eq(customers.id, phoneSessions.customerId))
      .innerJoin(phoneScenarios, eq(phoneScenarios.id, phoneSessions.scenarioId))
      .where(eq(phoneSessions.userId, person.userId))
      .orderBy(asc(phoneSessions.startedAt), asc(phoneSessions.id));
    const turns =
      sessions.length === 0
        ? []
        : await db
            .select()
            .from(phoneTurns)
            .where(
              inArray(
                phoneTurns.sessionId,
                sessions.map((session) => session.id),
              ),
            )
            .orderBy(asc(phoneTurns.sessionId), asc(phoneTurns.position));
    const assignments = await db
      .select({
        id: phoneAssignments.id,
        company: customers.name,
        scenarioTitle: phoneScenarios.title,
        dueDate: phoneAssignments.dueDate,
        userId: phoneAssignments.userId,
        assignedBy: phoneAssignments.assignedBy,
      })
      .from(phoneAssignments)
      .innerJoin(customers, eq(customers.id, phoneAssignments.customerId))
      .innerJoin(phoneScenarios, eq(phoneScenarios.id, phoneAssignments.scenarioId))
      .where(
        or(
          eq(phoneAssignments.userId, person.userId),
          eq(phoneAssignments.assignedBy, person.userId),
        ),
      )
      .orderBy(asc(phoneAssignments.dueDate), asc(phoneAssignments.id));
    return {
      phoneTrainingSessions: sessions.map((session) => ({
        ...session,
        startedAt: isoOrNull(session.startedAt),
        finishedAt: isoOrNull(session.finishedAt),
        turns: turns
          .filter((turn) => turn.sessionId === session.id)
          .map((turn) => ({ role: turn.role, text: turn.text, at: isoOrNull(turn.at) })),
      })),
      phoneTrainingAssignments: assignments.map(({ userId, assignedBy, ...assignment }) => ({
        ...assignment,
        assignedToMe: userId === person.userId,
        assignedByMe: assignedBy === person.userId,
      })),
    };
  },
  async erase(tx, person) {
    await tx.delete(phoneSessions).where(eq(phoneSessions.userId, person.userId));
    await tx.delete(phoneAssignments).where(eq(phoneAssignments.userId, person.userId));
    await tx
      .update(phoneAssignments)
      .set({ assignedBy: null })
      .where(eq(phoneAssignments.assignedBy, person.userId));
    await tx
      .update(phoneScenarios)
      .set({ createdBy: null })
      .where(eq(phoneScenarios.createdBy, person.userId));
  },
});
