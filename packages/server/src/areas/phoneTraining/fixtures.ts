import type { Database } from '../../platform/db/database';
import type { Criterion, Persona } from './model';
import { phoneAssignments, phoneScenarios, phoneSessions, phoneTurns } from './schema';

export const TEST_PERSONA: Persona = {
  name: 'Greta Geheim',
  role: 'Einkäuferin',
  company: 'Geheim GmbH',
  personality: 'misstrauisch',
  difficulty: 'mittel',
};

export const TEST_CRITERIA: Criterion[] = [
  { id: 'vorstellung', text: 'Hat sich vorgestellt', weight: 1, keywords: 'mein Name' },
  { id: 'termin', text: 'Hat einen Termin vorgeschlagen', weight: 3, keywords: 'Uhr, Termin' },
];

/** A scenario of the company's own, stored as the area stores it (tests only). */
export async function createScenario(
  db: Database,
  customerId: string,
  fields: Partial<Omit<typeof phoneScenarios.$inferInsert, 'id' | 'customerId'>> = {},
) {
  const [scenario] = await db
    .insert(phoneScenarios)
    .values({
      customerId,
      kind: 'kaltakquise',
      title: 'Geheimes Szenario',
      persona: TEST_PERSONA,
      goal: 'Einen Termin vereinbaren.',
      opening: 'Geheim GmbH, Geheim am Apparat.',
      criteria: TEST_CRITERIA,
      ...fields,
    })
    .returning();
  if (!scenario) throw new Error('scenario not created');
  return scenario;
}

/** A call of a person: the opening and one exchange; finished with a result when asked. */
export async function createSession(
  db: Database,
  owner: { customerId: string; userId: string; scenarioId: string },
  { finished = false, percent = 80 }: { finished?: boolean; percent?: number } = {},
) {
  const [session] = await db
    .insert(phoneSessions)
    .values({
      customerId: owner.customerId,
      userId: owner.userId,
      scenarioId: owner.scenarioId,
      mode: 'templates',
      modelName: 'vorlagen',
      ...(finished
        ? {
            status: 'finished' as const,
            finishedAt: new Date(),
            percent,
            passed: percent >= 70,
            medal: percent >= 75 ? ('silber' as const) : null,
            passThreshold: 70,
            results: [],
            evaluatedBy: 'keywords' as const,
          }
        : {}),
    })
    .returning();
  if (!session) throw new Error('session not created');
  await db.insert(phoneTurns).values([
    {
      customerId: owner.customerId,
      sessionId: session.id,
      position: 0,
      role: 'persona',
      text: 'Geheim GmbH, Geheim am Apparat.',
    },
    {
      customerId: owner.customerId,
      sessionId: session.id,
      position: 1,
      role: 'person',
      text: 'Mein Name ist Geheimagent, ich will Ihre Preise.',
    },
    {
      customerId: owner.customerId,
      sessionId: session.id,
      position: 2,
      role: 'persona',
      text: 'Die sind geheim.',
    },
  ]);
  return session;
}

export async function createAssignment(
  db: Database,
  owner: { customerId: string; userId: string; scenarioId: string },
  dueDate = '2100-01-01',
) {
  const [assignment] = await db
    .insert(phoneAssignments)
    .values({ ...owner, dueDate })
    .returning();
  if (!assignment) throw new Error('assignment not created');
  return assignment;
}
