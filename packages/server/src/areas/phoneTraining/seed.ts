import { and, eq } from 'drizzle-orm';
import { addDays, berlinDay } from '../../platform/berlin';
import { customers, users } from '../../platform/identity/schema';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import { awardPoints } from '../../platform/points/service';
import type { SeedStep } from '../../platform/seed';
import { ownedBy } from '../../platform/tenancy/tenant';
import { judgeByKeywords, scoreOf } from './evaluation';
import { MEDAL_POINT_SOURCES, type ScenarioKind } from './model';
import { phoneAssignments, phoneScenarios, phoneSessions, phoneTurns } from './schema';
import { scriptedReply, type ScriptTurn } from './script';
import { ensureLibrary } from './service';

type DemoCall = {
  /** Fixed: the seed runs again without adding anything twice. */
  id: string;
  daysAgo: number;
  /** What Clara said; the persona's replies come from the script. */
  said: string[];
};

/** Clara Chef's cold calls over the last weeks: each a little better than the one before. */
const DEMO_CALLS: DemoCall[] = [
  {
    id: 'c4a1d0e2-5b7f-4c3a-9e61-1d2b3c4d0001',
    daysAgo: 24,
    said: [
      'Guten Tag, mein Name ist Clara Chef von der Sprint Demo GmbH.',
      'Ich rufe an, weil wir Vertriebsteams im Mittelstand unterstützen.',
      'Hätten Sie Interesse an einer Vorführung?',
      'Schade. Dann vielleicht ein andermal.',
    ],
  },
  {
    id: 'c4a1d0e2-5b7f-4c3a-9e61-1d2b3c4d0002',
    daysAgo: 17,
    said: [
      'Guten Tag Herr Albrecht, mein Name ist Clara Chef von der Sprint Demo GmbH.',
      'Ich rufe an, weil wir Metallbauern helfen, planbar neue Aufträge zu gewinnen.',
      'Wie gewinnen Sie heute neue Kunden?',
      'Unsere Kunden sparen im Schnitt fünf Stunden pro Woche bei der Akquise.',
      'Aber unser Angebot ist viel besser als das Ihres Dienstleisters.',
    ],
  },
  {
    id: 'c4a1d0e2-5b7f-4c3a-9e61-1d2b3c4d0003',
    daysAgo: 9,
    said: [
      'Guten Tag Herr Albrecht, mein Name ist Clara Chef von der Sprint Demo GmbH.',
      'Ich rufe an, weil wir Metallbauern helfen, planbar neue Aufträge zu gewinnen.',
      'Wie gewinnen Sie heute neue Kunden?',
      'Unsere Kunden sparen im Schnitt fünf Stunden pro Woche und führen 30 Prozent mehr Erstgespräche.',
      'Das verstehe ich gut, viele unserer Kunden hatten vorher auch einen Dienstleister.',
      'Sollen wir uns nächste Woche einmal austauschen?',
    ],
  },
  {
    id: 'c4a1d0e2-5b7f-4c3a-9e61-1d2b3c4d0004',
    daysAgo: 2,
    said: [
      'Guten Tag Herr Albrecht, mein Name ist Clara Chef von der Sprint Demo GmbH.',
      'Ich rufe an, weil wir Metallbauern helfen, planbar neue Aufträge zu gewinnen.',
      'Wie gewinnen Sie heute neue Kunden?',
      'Unsere Kunden sparen im Schnitt fünf Stunden pro Woche und führen 30 Prozent mehr Erstgespräche.',
      'Das verstehe ich gut, viele unserer Kunden hatten vorher auch einen Dienstleister.',
      'Passt Ihnen ein kurzer Termin am Dienstag um 10 Uhr?',
      'Vielen Dank, ich schicke Ihnen gleich die Einladung. Auf Wiederhören!',
    ],
  },
];

const DAY = 86_400_000;
const TURN_GAP = 20_000;

async function userId(db: Parameters<SeedStep>[0]['db'], email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user?.id ?? null;
}

/**
 * The Sprint Demo GmbH's library, Clara Chef's practice history of the cold call (rising
 * scores, a medal each time it got better, their points) and an assignment for Tim Team.
 */
export const seedPhoneTraining: SeedStep = async ({ db, now }) => {
  const tenant = { customerId: DEMO_CUSTOMER_IDS.sprintDemo };
  const [company] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, tenant.customerId))
    .limit(1);
  if (!company) return;
  await ensureLibrary(db, tenant);
  const builtIn = async (key: ScenarioKind) => {
    const [row] = await db
      .select()
      .from(phoneScenarios)
      .where(ownedBy(phoneScenarios, tenant, eq(phoneScenarios.builtInKey, key)))
      .limit(1);
    return row ?? null;
  };
  const chef = await userId(db, 'chef@sprint.local');
  const team = await userId(db, 'team@sprint.local');
  const coldCall = await builtIn('kaltakquise');
  if (!chef || !coldCall) return;

  for (const call of DEMO_CALLS) {
    const startedAt = new Date(now.getTime() - call.daysAgo * DAY);
    const turns: ScriptTurn[] = [{ role: 'persona', text: coldCall.opening }];
    for (const text of call.said) {
      turns.push({ role: 'person', text });
      turns.push({
        role: 'persona',
        text: scriptedReply({ kind: coldCall.kind, persona: coldCall.persona, turns }),
      });
    }
    const finishedAt = new Date(startedAt.getTime() + turns.length * TURN_GAP);
    const criteria = judgeByKeywords(coldCall.criteria, call.said);
    const score = scoreOf(criteria, coldCall.passThreshold);
    const inserted = await db
      .insert(phoneSessions)
      .values({
        id: call.id,
        customerId: tenant.customerId,
        userId: chef,
        scenarioId: coldCall.id,
        status: 'finished',
        mode: 'templates',
        modelName: 'vorlagen',
        startedAt,
        finishedAt,
        percent: score.percent,
        passed: score.passed,
        medal: score.medal,
        passThreshold: coldCall.passThreshold,
        results: criteria,
        evaluatedBy: 'keywords',
      })
      .onConflictDoNothing()
      .returning({ id: phoneSessions.id });
    if (inserted.length === 0) continue;
    await db.insert(phoneTurns).values(
      turns.map((turn, position) => ({
        customerId: tenant.customerId,
        sessionId: call.id,
        position,
        role: turn.role,
        text: turn.text,
        at: new Date(startedAt.getTime() + position * TURN_GAP),
      })),
    );
    if (score.medal) {
      const points = await awardPoints(db, {
        userId: chef,
        customerId: tenant.customerId,
        source: MEDAL_POINT_SOURCES[score.medal],
        sourceId: `${coldCall.id}:${berlinDay(finishedAt)}`,
        at: finishedAt,
      });
      await db
        .update(phoneSessions)
        .set({ pointsAwarded: points })
        .where(and(eq(phoneSessions.id, call.id), eq(phoneSessions.customerId, tenant.customerId)));
    }
  }

  const objections = await builtIn('einwandbehandlung');
  if (team && objections) {
    await db
      .insert(phoneAssignments)
      .values({
        customerId: tenant.customerId,
        scenarioId: objections.id,
        userId: team,
        assignedBy: chef,
        dueDate: addDays(berlinDay(now), 7),
      })
      .onConflictDoNothing();
  }
};
