import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/database';
import {
  callerAs,
  createCustomer,
  createUser,
  identity,
  memberOf,
  useTestWorld,
} from '../../../test/fixtures';
import { startOpenAiTestServer, type OpenAiTestServer } from '../../../test/openaiServer';
import { addDays, berlinDay } from '../../platform/berlin';
import { customers, type Customer } from '../../platform/identity/schema';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import { eraseAll, exportSections } from '../../platform/personalData';
import { pointEvents } from '../../platform/points/schema';
import {
  DAILY_QUOTA_REACHED,
  MONTHLY_QUOTA_REACHED,
  PROVIDER_RATE_LIMITED,
  PROVIDER_UNAUTHORIZED,
} from '../ai/model';
import { aiUsage } from '../ai/schema';
import { keywordQuote, verifiedQuote } from './evaluation';
import { createScenario, TEST_CRITERIA, TEST_PERSONA } from './fixtures';
import { LIBRARY } from './library';
import {
  ASSIGN_ADMINS_ONLY,
  ASSIGNEE_NOT_MEMBER,
  BUILT_IN_READ_ONLY,
  DUE_DATE_PAST,
  NOTHING_SAID,
  SCENARIO_ADMINS_ONLY,
  SCENARIO_KINDS,
  SCENARIO_NOT_FOUND,
  SESSION_FINISHED,
  SESSION_NOT_FOUND,
  SESSION_TOO_LONG,
  TURN_EMPTY,
  TURN_TOO_LONG,
  type ScenarioKind,
} from './model';
import { phoneTrainingData } from './personalData';
import { phoneAssignments, phoneScenarios, phoneSessions, phoneTurns } from './schema';
import { intentsOf, scriptedReply, type ScriptTurn } from './script';
import { seedPhoneTraining } from './seed';
import { finishSession, PersonaUnavailable, takeTurn } from './service';

/** What a well-prepared caller says in each of the library's calls (the scripted happy path). */
const HAPPY_PATHS: Record<ScenarioKind, string[]> = {
  kaltakquise: [
    'Guten Tag Herr Albrecht, mein Name ist Tim Team von der Sprint GmbH.',
    'Ich rufe an, weil wir Metallbauern helfen, planbar neue Aufträge zu gewinnen.',
    'Wie gewinnen Sie heute neue Kunden?',
    'Unsere Kunden sparen im Schnitt fünf Stunden pro Woche und führen 30 Prozent mehr Erstgespräche.',
    'Das verstehe ich gut, viele unserer Kunden hatten vorher auch einen Dienstleister.',
    'Passt Ihnen ein kurzer Termin am Dienstag um 10 Uhr?',
    'Vielen Dank, ich schicke Ihnen gleich die Einladung. Auf Wiederhören!',
  ],
  gatekeeper: [
    'Guten Tag Frau Köhler, mein Name ist Tim Team von der Sprint GmbH.',
    'Es geht um die Planung Ihrer Vertriebstermine, dazu rufe ich an.',
    'Wer ist bei Ihnen für den Vertrieb zuständig? Können Sie mich mit Herrn Brandt verbinden?',
    'Das verstehe ich gut, Frau Köhler, Herr Brandt hat sicher viel zu tun.',
    'Könnte Herr Brandt mich am Donnerstag um 14 Uhr zurückrufen?',
    'Vielen Dank, Frau Köhler. Auf Wiederhören!',
  ],
  bedarfsanalyse: [
    'Guten Tag Frau Neumann, danke für Ihre Zeit. Mein Vorschlag für den Ablauf: Heute möchte ich Ihre Lage verstehen, danach überlegen wir gemeinsam, wie es weitergeht.',
    'Wie läuft bei Ihnen heute die Neukundengewinnung?',
    'Was bedeutet das für Ihren Umsatz, wenn so viele Kontakte versanden?',
    'Woran würden Sie merken, dass sich die Situation verbessert hat?',
    'Wenn ich Sie richtig verstanden habe, soll also jeder Messekontakt innerhalb einer Woche ein Gespräch bekommen, und Sie wollen jederzeit sehen, wo Sie stehen.',
    'Als nächsten Schritt schlage ich einen Termin am Mittwoch um 9 Uhr vor, da zeige ich Ihnen, wie das aussehen kann.',
    'Vielen Dank, Frau Neumann, bis Mittwoch!',
  ],
  einwandbehandlung: [
    'Das verstehe ich, Herr Berger, ein Wechsel muss sich lohnen.',
    'Was genau ist Ihnen im Vergleich zu Ihrem jetzigen Anbieter am wichtigsten?',
    'Unser Nutzen für Sie: Sie sparen rund zehn Stunden Verwaltung im Monat, damit rechnet sich der Preis nach drei Monaten.',
    'Das ist eine berechtigte Frage. Ein Kunde von uns, die Krämer Bau GmbH, hatte dieselben Zweifel und spart heute 20 Prozent.',
    'Verständlich, deshalb übernehmen wir den Umzug komplett für Sie.',
    'Wie wäre ein Termin am Freitag um 11 Uhr? Dann rechnen wir es gemeinsam durch.',
    'Danke, Herr Berger, ich schicke Ihnen die Einladung. Auf Wiederhören.',
  ],
  terminvereinbarung: [
    'Guten Tag Frau Wagner, wie besprochen melde ich mich wegen unseres Termins.',
    'Passt Ihnen Dienstag um 10 Uhr oder lieber Donnerstag um 14 Uhr?',
    'Wer sollte von Ihrer Seite noch dabei sein?',
    'Ich fasse zusammen: Donnerstag um 14 Uhr bei Ihnen, mit Ihnen und Ihrem Werkstattleiter. Ich schicke Ihnen gleich die Einladung.',
  ],
};

const BAD_CALL = ['Hallo.', 'Ja, also, ähm.', 'Okay, tschüss.'];

/** The script's replies to a call, turn by turn. */
function replay(kind: ScenarioKind, lines: readonly string[]) {
  const entry = LIBRARY.find((item) => item.kind === kind);
  if (!entry) throw new Error(kind);
  const turns: ScriptTurn[] = [{ role: 'persona', text: entry.opening }];
  const replies: string[] = [];
  for (const text of lines) {
    turns.push({ role: 'person', text });
    const reply = scriptedReply({ kind, persona: entry.persona, turns });
    replies.push(reply);
    turns.push({ role: 'persona', text: reply });
  }
  return replies;
}

describe('the Vorlagen-Modus script', () => {
  it('recognises what a caller does by German patterns, whatever case and umlauts', () => {
    expect([...intentsOf('Guten Tag, mein Name ist Tim Team von der Sprint GmbH.')]).toEqual([
      'introduction',
    ]);
    expect(intentsOf('WIE LÄUFT bei Ihnen die Akquise?').has('question')).toBe(true);
    // A closed question is no open one.
    expect(intentsOf('Haben Sie kurz Zeit?').has('question')).toBe(false);
    expect(intentsOf('Das verstehe ich gut.').has('empathy')).toBe(true);
    expect(intentsOf('Wollen wir telefonieren?').has('appointment')).toBe(false);
    expect(intentsOf('Passt Ihnen Dienstag um 10 Uhr?').has('appointment')).toBe(true);
    expect(intentsOf('Ich bin sicher, das passt.').has('introduction')).toBe(false);
    expect(intentsOf('Ich bin Tim von Sprint.').has('introduction')).toBe(true);
  });

  it('answers the same transcript the same way', () => {
    expect(replay('kaltakquise', HAPPY_PATHS.kaltakquise)).toEqual(
      replay('kaltakquise', HAPPY_PATHS.kaltakquise),
    );
  });

  it('raises two objections on “Schwer” before agreeing, one on “Mittel”, none on “Leicht”', () => {
    const hard = replay('einwandbehandlung', HAPPY_PATHS.einwandbehandlung);
    expect(hard[2]).toContain('Woher soll ich wissen, dass das bei uns funktioniert?');
    expect(hard[3]).toContain('Einen Wechsel kann ich mir gerade nicht leisten');
    expect(hard[4]).toBe('Also gut, Sie bleiben hartnäckig. Was schlagen Sie vor?');
    expect(hard[5]).toBe('Freitag um 11 Uhr, meinetwegen. Aber bringen Sie Zahlen mit.');
    const medium = replay('kaltakquise', HAPPY_PATHS.kaltakquise);
    expect(medium[3]).toBe('Das sagen viele. Wir haben schon einen Dienstleister für so etwas.');
    expect(medium[5]).toBe('Dienstag um 10 Uhr passt mir. Was brauchen Sie noch von mir?');
    expect(medium[6]).toBe('Gut, dann bis Dienstag um 10 Uhr. Auf Wiederhören.');
    const easy = replay('terminvereinbarung', HAPPY_PATHS.terminvereinbarung);
    expect(easy[1]).toContain('Donnerstag um 14 Uhr – lassen Sie mich kurz schauen. Passt');
  });

  it('nudges a caller who skips a step, and does not move on', () => {
    const replies = replay('kaltakquise', [
      'Hallo, wir haben ein tolles Produkt!',
      'Wirklich, es ist toll.',
      'Mein Name ist Tim Team.',
    ]);
    expect(replies).toEqual([
      'Entschuldigung, mit wem spreche ich denn?',
      'Ich weiß immer noch nicht, wer Sie sind.',
      'Ja? Worum geht es?',
    ]);
  });

  it('quotes the turn that shows a criterion, cut verbatim around it when long', () => {
    const long = `${'Vorab ein paar Worte zu uns und unserer Geschichte. '.repeat(4)}Passt Ihnen Dienstag um 10 Uhr? ${'Danach schicke ich alles weitere. '.repeat(3)}`;
    const quote = keywordQuote(['Hallo.', long], 'Uhr');
    expect(quote).not.toBeNull();
    expect(quote?.length).toBeLessThanOrEqual(160);
    expect(long).toContain(quote ?? '');
    expect(quote).toContain('10 Uhr');
    expect(keywordQuote(['Wir FÜHREN mehr Gespräche'], 'führen')).toBe('Wir FÜHREN mehr Gespräche');
    expect(keywordQuote(['Die Uhrzeit ist egal'], 'zeit')).toBeNull();
  });

  it('accepts a model’s quote only when the caller said it', () => {
    const said = ['Das verstehe ich gut, Herr Berger.'];
    expect(verifiedQuote('„Das verstehe ich gut“', said)).toBe('Das verstehe ich gut');
    expect(verifiedQuote('Ich verstehe Sie vollkommen.', said)).toBeNull();
  });
});

describe.each(databaseKinds())('phone training on %s', (kind) => {
  const world = useTestWorld(kind);

  async function company() {
    const customer = await createCustomer(world.db);
    const admin = await memberOf(world, customer, 'admin');
    const member = await memberOf(world, customer, 'user');
    return { customer, admin, member };
  }

  type Caller = Awaited<ReturnType<typeof company>>['member']['caller'];

  async function library(caller: Caller) {
    const list = await caller.phoneTraining.scenarios.list();
    const byKind = (wanted: ScenarioKind) => {
      const found = list.find((item) => item.builtIn && item.kind === wanted);
      if (!found) throw new Error(`${wanted} missing`);
      return found;
    };
    return { list, byKind };
  }

  async function practise(caller: Caller, scenarioId: string, lines: readonly string[]) {
    const started = await caller.phoneTraining.sessions.start({ scenarioId });
    const replies: string[] = [];
    for (const text of lines) {
      const { reply } = await caller.phoneTraining.sessions.turn({
        sessionId: started.sessionId,
        text,
      });
      replies.push(reply);
    }
    return { ...started, replies };
  }

  async function rows(table: typeof phoneSessions | typeof phoneTurns | typeof phoneAssignments) {
    const [row] = await world.db.select({ value: count() }).from(table);
    return Number(row?.value ?? 0);
  }

  async function employeeOf(customer: Customer) {
    const who = identity();
    const user = await createUser(world.db, who, {
      ourEmployee: true,
      memberships: [{ customer, role: 'user' }],
      activeCustomer: customer,
    });
    return { user, caller: callerAs(world, who) };
  }

  it('lists the library first, once per company, and the company’s own by title', async () => {
    const { customer, admin, member } = await company();
    await admin.caller.phoneTraining.scenarios.create({
      kind: 'gatekeeper',
      title: 'Zentrale der Stadtwerke',
      persona: TEST_PERSONA,
      goal: 'Zum Einkauf durchgestellt werden.',
      criteria: TEST_CRITERIA,
      passThreshold: 80,
    });
    const { id: apfel } = await admin.caller.phoneTraining.scenarios.create({
      kind: 'kaltakquise',
      title: 'Apfelhof Meier',
      persona: { ...TEST_PERSONA, difficulty: 'schwer' },
      goal: 'Einen Termin vereinbaren.',
      criteria: [{ text: 'Vorgestellt', weight: 2, keywords: 'mein Name' }],
      passThreshold: 70,
    });
    const first = await member.caller.phoneTraining.scenarios.list();
    const again = await member.caller.phoneTraining.scenarios.list();
    expect(again.map((item) => item.id)).toEqual(first.map((item) => item.id));
    expect(first.map((item) => [item.builtIn, item.kind])).toEqual([
      ...SCENARIO_KINDS.map((value) => [true, value]),
      [false, 'kaltakquise'],
      [false, 'gatekeeper'],
    ]);
    expect(first.at(-2)).toMatchObject({
      title: 'Apfelhof Meier',
      criteriaCount: 1,
      passThreshold: 70,
      myBest: null,
      myAssignment: null,
    });
    const gatekeepers = await member.caller.phoneTraining.scenarios.list({ kind: 'gatekeeper' });
    expect(gatekeepers.map((item) => item.builtIn)).toEqual([true, false]);

    const [builtIns] = await world.db
      .select({ value: count() })
      .from(phoneScenarios)
      .where(and(eq(phoneScenarios.customerId, customer.id), eq(phoneScenarios.builtIn, true)));
    expect(Number(builtIns?.value)).toBe(5);

    const detail = await member.caller.phoneTraining.scenarios.byId({ scenarioId: apfel });
    expect(detail).toMatchObject({
      opening: 'Geheim GmbH, Geheim am Apparat.',
      criteria: [{ text: 'Vorgestellt', weight: 2, keywords: 'mein Name', id: expect.any(String) }],
      history: [],
    });

    const builtIn = first[0]?.id ?? '';
    const update = {
      scenarioId: builtIn,
      kind: 'kaltakquise' as const,
      title: 'Meins',
      persona: TEST_PERSONA,
      goal: 'x',
      criteria: TEST_CRITERIA,
      passThreshold: 70,
    };
    await expect(admin.caller.phoneTraining.scenarios.update(update)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: BUILT_IN_READ_ONLY,
    });
    await expect(
      admin.caller.phoneTraining.scenarios.delete({ scenarioId: builtIn }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: BUILT_IN_READ_ONLY });
    const { scenarioId: _builtIn, ...fields } = update;
    await expect(member.caller.phoneTraining.scenarios.create(fields)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: SCENARIO_ADMINS_ONLY,
    });
    await expect(
      member.caller.phoneTraining.scenarios.update({ ...update, scenarioId: apfel }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: SCENARIO_ADMINS_ONLY });
  });

  it('edits and deletes a company scenario; its calls and assignments go with it', async () => {
    const { customer, admin, member } = await company();
    const employee = await employeeOf(customer);
    const { id } = await employee.caller.phoneTraining.scenarios.create({
      kind: 'terminvereinbarung',
      title: 'Messekontakt',
      persona: { ...TEST_PERSONA, difficulty: 'leicht' },
      goal: 'Einen Termin vereinbaren.',
      opening: '',
      criteria: TEST_CRITERIA,
      passThreshold: 60,
    });
    const before = await admin.caller.phoneTraining.scenarios.byId({ scenarioId: id });
    expect(before.opening).toBe(
      'Geheim GmbH, Greta Geheim. Ach, Sie wollten sich wegen eines Termins melden, oder?',
    );
    await admin.caller.phoneTraining.scenarios.update({
      scenarioId: id,
      kind: 'terminvereinbarung',
      title: 'Messekontakt Nord',
      persona: TEST_PERSONA,
      goal: 'Einen Termin vereinbaren.',
      opening: 'Ja, bitte?',
      criteria: [
        { id: 'termin', text: 'Termin vorgeschlagen', weight: 5, keywords: 'Uhr' },
        { text: 'Neu', weight: 1, keywords: 'neu' },
      ],
      passThreshold: 90,
    });
    const after = await admin.caller.phoneTraining.scenarios.byId({ scenarioId: id });
    expect(after).toMatchObject({ title: 'Messekontakt Nord', opening: 'Ja, bitte?' });
    // An edited criterion keeps its id (the history names it), a new one gets one.
    expect(after.criteria.map((criterion) => criterion.id)).toEqual([
      'termin',
      expect.stringMatching(/^[0-9a-f]{8}$/),
    ]);

    const call = await practise(member.caller, id, ['Mein Name ist Mia, um 10 Uhr?']);
    await admin.caller.phoneTraining.assignments.create({
      scenarioId: id,
      userId: member.user.id,
      dueDate: addDays(berlinDay(new Date()), 3),
    });
    await admin.caller.phoneTraining.scenarios.delete({ scenarioId: id });
    await expect(
      member.caller.phoneTraining.sessions.byId({ sessionId: call.sessionId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND });
    expect(await member.caller.phoneTraining.assignments.list()).toEqual([]);
    const turns = await world.db
      .select()
      .from(phoneTurns)
      .where(eq(phoneTurns.sessionId, call.sessionId));
    expect(turns).toEqual([]);
  });

  it.each(SCENARIO_KINDS)(
    'the scripted happy path of “%s” reaches at least 90 % with quotes from the call',
    async (scenarioKind) => {
      const { member } = await company();
      const { byKind } = await library(member.caller);
      const scenario = byKind(scenarioKind);
      const lines = HAPPY_PATHS[scenarioKind];
      const call = await practise(member.caller, scenario.id, lines);
      expect(call.mode).toBe('templates');
      expect(call.opening).toBe(LIBRARY.find((item) => item.kind === scenarioKind)?.opening);
      expect(call.replies).toEqual(replay(scenarioKind, lines));

      const result = await member.caller.phoneTraining.sessions.finish({
        sessionId: call.sessionId,
      });
      expect(result.percent).toBeGreaterThanOrEqual(90);
      expect(result).toMatchObject({ passed: true, medal: 'gold', pointsAwarded: 20 });
      for (const criterion of result.criteria) {
        expect(criterion.passed, criterion.text).toBe(true);
        expect(
          lines.some((line) => line.includes(criterion.quote ?? '–')),
          criterion.text,
        ).toBe(true);
      }

      const view = await member.caller.phoneTraining.sessions.byId({ sessionId: call.sessionId });
      expect(view.status).toBe('finished');
      expect(view.turns.map((turn) => turn.role)).toEqual([
        'persona',
        ...lines.flatMap(() => ['person', 'persona']),
      ]);
      expect(view.turns[0]?.text).toBe(call.opening);
      expect(view.evaluation).toEqual(result);
    },
  );

  it('scores a bad call low: no medal, no points, no quotes', async () => {
    const { member } = await company();
    const { byKind } = await library(member.caller);
    const call = await practise(member.caller, byKind('kaltakquise').id, BAD_CALL);
    const result = await member.caller.phoneTraining.sessions.finish({
      sessionId: call.sessionId,
    });
    expect(result).toMatchObject({ percent: 0, passed: false, medal: null, pointsAwarded: 0 });
    expect(result.criteria.every((criterion) => criterion.quote === null)).toBe(true);
  });

  it('awards a medal’s points once per scenario and day; finishing again changes nothing', async () => {
    const { customer, member } = await company();
    const { byKind } = await library(member.caller);
    const coldCall = byKind('kaltakquise').id;
    const bronze = await practise(member.caller, coldCall, HAPPY_PATHS.kaltakquise.slice(0, 4));
    const first = await member.caller.phoneTraining.sessions.finish({
      sessionId: bronze.sessionId,
    });
    // Introduction, reason, question and benefit: 9 of 14.
    expect(first).toMatchObject({ percent: 64, medal: 'bronze', passed: false, pointsAwarded: 5 });
    expect(
      await member.caller.phoneTraining.sessions.finish({ sessionId: bronze.sessionId }),
    ).toEqual(first);

    const gold = await practise(member.caller, coldCall, HAPPY_PATHS.kaltakquise);
    const better = await member.caller.phoneTraining.sessions.finish({
      sessionId: gold.sessionId,
    });
    expect(better).toMatchObject({ medal: 'gold', pointsAwarded: 0 });

    const other = await practise(member.caller, byKind('gatekeeper').id, HAPPY_PATHS.gatekeeper);
    expect(
      await member.caller.phoneTraining.sessions.finish({ sessionId: other.sessionId }),
    ).toMatchObject({ medal: 'gold', pointsAwarded: 20 });

    // The next Berlin day the same scenario earns again.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const next = await practise(member.caller, coldCall, HAPPY_PATHS.kaltakquise);
    const trainee = { customerId: customer.id, userId: member.user.id };
    const ai = {
      settings: world.config.ai,
      connection: null,
      quotas: { daily: 100, monthly: 100 },
    };
    expect(await finishSession(world.db, trainee, next.sessionId, ai, tomorrow)).toMatchObject({
      pointsAwarded: 20,
    });
    const events = await world.db
      .select({ source: pointEvents.source, sourceId: pointEvents.sourceId })
      .from(pointEvents)
      .where(eq(pointEvents.userId, member.user.id));
    expect(events).toHaveLength(3);
    expect(events).toContainEqual({
      source: 'phoneTraining.bronze',
      sourceId: `${coldCall}:${berlinDay(new Date())}`,
    });

    // A finished call takes no more turns.
    await expect(
      member.caller.phoneTraining.sessions.turn({ sessionId: gold.sessionId, text: 'Noch was?' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: SESSION_FINISHED });
  });

  it('keeps the history per scenario and the best result', async () => {
    const { member, admin } = await company();
    const { byKind } = await library(member.caller);
    const coldCall = byKind('kaltakquise').id;
    const calls = [BAD_CALL, HAPPY_PATHS.kaltakquise, HAPPY_PATHS.kaltakquise.slice(0, 4)];
    const ids: string[] = [];
    for (const lines of calls) {
      const call = await practise(member.caller, coldCall, lines);
      await member.caller.phoneTraining.sessions.finish({ sessionId: call.sessionId });
      ids.push(call.sessionId);
    }
    const open = await practise(member.caller, coldCall, ['Hallo?']);
    const detail = await member.caller.phoneTraining.scenarios.byId({ scenarioId: coldCall });
    expect(detail.history.map((entry) => [entry.sessionId, entry.percent, entry.medal])).toEqual([
      [ids[0], 0, null],
      [ids[1], 100, 'gold'],
      [ids[2], 64, 'bronze'],
    ]);
    const list = await member.caller.phoneTraining.scenarios.list();
    expect(list.find((item) => item.id === coldCall)?.myBest).toEqual({
      percent: 100,
      medal: 'gold',
    });
    // Another person's calls are not theirs to see.
    const adminList = await admin.caller.phoneTraining.scenarios.list();
    expect(adminList.find((item) => item.id === coldCall)?.myBest).toBeNull();
    expect(await admin.caller.phoneTraining.sessions.list()).toEqual([]);
    await expect(
      admin.caller.phoneTraining.sessions.byId({ sessionId: open.sessionId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND });

    const sessions = await member.caller.phoneTraining.sessions.list({ scenarioId: coldCall });
    expect(sessions.map((session) => session.id)).toEqual([open.sessionId, ...ids.reverse()]);
    expect(sessions[0]).toMatchObject({ finishedAt: null, percent: null, medal: null });
    expect(sessions[1]).toMatchObject({ kind: 'kaltakquise', percent: 64, medal: 'bronze' });
    expect(
      await member.caller.phoneTraining.sessions.list({ scenarioId: byKind('gatekeeper').id }),
    ).toEqual([]);
  });

  it('assigns scenarios: admins and employees only, to members, done after a passed call', async () => {
    const { customer, admin, member } = await company();
    const employee = await employeeOf(customer);
    const { byKind } = await library(member.caller);
    const gatekeeper = byKind('gatekeeper').id;
    const dueDate = addDays(berlinDay(new Date()), 7);

    const { id } = await admin.caller.phoneTraining.assignments.create({
      scenarioId: gatekeeper,
      userId: member.user.id,
      dueDate,
    });
    await employee.caller.phoneTraining.assignments.create({
      scenarioId: byKind('kaltakquise').id,
      userId: admin.user.id,
      dueDate: addDays(dueDate, 1),
    });
    await expect(
      member.caller.phoneTraining.assignments.create({
        scenarioId: gatekeeper,
        userId: member.user.id,
        dueDate,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: ASSIGN_ADMINS_ONLY });
    const stranger = await createUser(world.db, identity());
    await expect(
      admin.caller.phoneTraining.assignments.create({
        scenarioId: gatekeeper,
        userId: stranger.id,
        dueDate,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: ASSIGNEE_NOT_MEMBER });
    await expect(
      admin.caller.phoneTraining.assignments.create({
        scenarioId: gatekeeper,
        userId: member.user.id,
        dueDate: addDays(berlinDay(new Date()), -1),
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: DUE_DATE_PAST });
    await expect(
      admin.caller.phoneTraining.assignments.create({
        scenarioId: gatekeeper,
        userId: member.user.id,
        dueDate: '2026-02-30',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const all = await admin.caller.phoneTraining.assignments.list();
    expect(all.map((item) => [item.scenarioTitle.split(':')[0], item.userId, item.done])).toEqual([
      ['Gatekeeper', member.user.id, false],
      ['Kaltakquise', admin.user.id, false],
    ]);
    expect(all[0]).toMatchObject({ id, dueDate, userName: member.user.email });
    expect(all[0]?.assignedByName).toBe(admin.user.email);
    const own = await member.caller.phoneTraining.assignments.list();
    expect(own.map((item) => item.id)).toEqual([id]);
    const mine = await member.caller.phoneTraining.scenarios.list();
    expect(mine.find((item) => item.id === gatekeeper)?.myAssignment).toEqual({ id, dueDate });

    // A failed call does not finish it; a passed one does.
    const failed = await practise(member.caller, gatekeeper, BAD_CALL);
    await member.caller.phoneTraining.sessions.finish({ sessionId: failed.sessionId });
    expect((await member.caller.phoneTraining.assignments.list())[0]?.done).toBe(false);
    const passed = await practise(member.caller, gatekeeper, HAPPY_PATHS.gatekeeper);
    await member.caller.phoneTraining.sessions.finish({ sessionId: passed.sessionId });
    expect((await member.caller.phoneTraining.assignments.list())[0]?.done).toBe(true);

    await expect(
      member.caller.phoneTraining.assignments.delete({ assignmentId: id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: ASSIGN_ADMINS_ONLY });
    await admin.caller.phoneTraining.assignments.delete({ assignmentId: id });
    expect(await member.caller.phoneTraining.assignments.list()).toEqual([]);
  });

  it('refuses bad input and other people’s calls in German, storing nothing', async () => {
    const { admin, member } = await company();
    const other = await company();
    const { byKind } = await library(member.caller);
    const call = await practise(member.caller, byKind('kaltakquise').id, []);
    const foreign = await createScenario(world.db, other.customer.id);
    const before = [
      await rows(phoneSessions),
      await rows(phoneTurns),
      await rows(phoneAssignments),
    ];

    const issue = (message: string) => ({
      code: 'BAD_REQUEST',
      cause: { issues: [expect.objectContaining({ message })] },
    });
    await expect(
      member.caller.phoneTraining.sessions.turn({ sessionId: call.sessionId, text: '   ' }),
    ).rejects.toMatchObject(issue(TURN_EMPTY));
    await expect(
      member.caller.phoneTraining.sessions.turn({
        sessionId: call.sessionId,
        text: 'x'.repeat(2_001),
      }),
    ).rejects.toMatchObject(issue(TURN_TOO_LONG));
    await expect(
      member.caller.phoneTraining.sessions.finish({ sessionId: call.sessionId }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: NOTHING_SAID });
    await expect(
      member.caller.phoneTraining.sessions.start({ scenarioId: foreign.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SCENARIO_NOT_FOUND });
    await expect(
      member.caller.phoneTraining.sessions.list({ scenarioId: foreign.id }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SCENARIO_NOT_FOUND });
    // A colleague's call in the same company is as unknown as another company's.
    await expect(
      admin.caller.phoneTraining.sessions.turn({ sessionId: call.sessionId, text: 'Hallo' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND });
    await expect(
      other.admin.caller.phoneTraining.sessions.finish({ sessionId: call.sessionId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SESSION_NOT_FOUND });
    await expect(
      admin.caller.phoneTraining.assignments.create({
        scenarioId: foreign.id,
        userId: member.user.id,
        dueDate: '2099-01-01',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: SCENARIO_NOT_FOUND });
    await expect(
      admin.caller.phoneTraining.scenarios.create({
        kind: 'kaltakquise',
        title: 'Zu schwer',
        persona: TEST_PERSONA,
        goal: 'x',
        criteria: [{ text: 'Alles', weight: 11, keywords: 'alles' }],
        passThreshold: 101,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        issues: expect.arrayContaining([
          expect.objectContaining({
            message: 'Das Gewicht muss eine ganze Zahl von 1 bis 10 sein.',
          }),
          expect.objectContaining({
            message: 'Die Bestehensgrenze muss eine ganze Zahl von 1 bis 100 sein.',
          }),
        ]),
      },
    });
    await expect(
      admin.caller.phoneTraining.scenarios.create({
        kind: 'kaltakquise',
        title: 'Leer',
        persona: TEST_PERSONA,
        goal: 'x',
        criteria: [],
        passThreshold: 70,
      }),
    ).rejects.toMatchObject(issue('Bitte lege mindestens ein Kriterium an.'));
    expect([
      await rows(phoneSessions),
      await rows(phoneTurns),
      await rows(phoneAssignments),
    ]).toEqual(before);

    // 60 contributions at most: the opening and 29 exchanges.
    await world.db.insert(phoneTurns).values(
      Array.from({ length: 58 }, (_, index) => ({
        customerId: member.user.activeCustomerId ?? '',
        sessionId: call.sessionId,
        position: index + 1,
        role: index % 2 === 0 ? ('person' as const) : ('persona' as const),
        text: index % 2 === 0 ? 'Mein Name ist Mia.' : 'Aha.',
      })),
    );
    await expect(
      member.caller.phoneTraining.sessions.turn({ sessionId: call.sessionId, text: 'Noch eins' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: SESSION_TOO_LONG });
  });

  it('counts turns against the AI quotas and refuses past them in German', async () => {
    const { customer, member } = await company();
    const employee = await employeeOf(customer);
    const { byKind } = await library(member.caller);
    const call = await practise(member.caller, byKind('kaltakquise').id, [
      'Mein Name ist Mia Muster.',
    ]);
    const usage = await world.db.select().from(aiUsage).where(eq(aiUsage.customerId, customer.id));
    expect(usage).toEqual([
      expect.objectContaining({ userId: member.user.id, kind: 'phone', model: 'vorlagen' }),
    ]);
    const quotas = (dailyQuota: number, monthlyQuota: number) =>
      employee.caller.ai.connection.quotas({ customerId: customer.id, dailyQuota, monthlyQuota });
    await quotas(1, 100);
    const turn = () =>
      member.caller.phoneTraining.sessions.turn({
        sessionId: call.sessionId,
        text: 'Ich rufe an, weil wir helfen.',
      });
    await expect(turn()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: DAILY_QUOTA_REACHED,
    });
    await quotas(100, 1);
    await expect(turn()).rejects.toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: MONTHLY_QUOTA_REACHED,
    });
    const turns = await world.db
      .select()
      .from(phoneTurns)
      .where(eq(phoneTurns.sessionId, call.sessionId));
    expect(turns).toHaveLength(3);
    await quotas(100, 100);
    await expect(turn()).resolves.toMatchObject({ reply: expect.any(String) });
  });

  describe('with a model over HTTP', () => {
    let model: OpenAiTestServer;
    beforeAll(async () => {
      model = await startOpenAiTestServer({ apiKey: 'sk-test' });
    });
    afterAll(async () => {
      await model.close();
    });

    async function connected() {
      const team = await company();
      const employee = await employeeOf(team.customer);
      await employee.caller.ai.connection.update({
        customerId: team.customer.id,
        connection: { baseUrl: model.baseUrl, model: 'test-modell', apiKey: 'sk-test' },
      });
      const { byKind } = await library(team.member.caller);
      return { ...team, scenario: byKind('kaltakquise') };
    }

    async function stored(sessionId: string) {
      const turns = await world.db
        .select()
        .from(phoneTurns)
        .where(eq(phoneTurns.sessionId, sessionId));
      const [usage] = await world.db
        .select({ value: count() })
        .from(aiUsage)
        .where(eq(aiUsage.model, 'test-modell'));
      return { turns: turns.length, usage: Number(usage?.value ?? 0) };
    }

    it('answers a turn as the persona; a refusing provider stores nothing', async () => {
      const { member, customer, scenario } = await connected();
      const started = await member.caller.phoneTraining.sessions.start({
        scenarioId: scenario.id,
      });
      expect(started.mode).toBe('model');

      model.next({ kind: 'stream', text: 'Markus Albrecht: Ja, hier Albrecht. Worum geht es?' });
      const { reply } = await member.caller.phoneTraining.sessions.turn({
        sessionId: started.sessionId,
        text: 'Guten Tag, mein Name ist Mia Muster.',
      });
      expect(reply).toBe('Ja, hier Albrecht. Worum geht es?');
      const request = model.requests.at(-1);
      expect(request?.body?.model).toBe('test-modell');
      expect(request?.body?.stream).not.toBe(true);
      const [system, ...messages] = request?.body?.messages ?? [];
      expect(String(system?.content)).toContain('Du bist Markus Albrecht, Geschäftsführer');
      expect(String(system?.content)).toContain('Bleib immer in deiner Rolle');
      expect(String(system?.content)).not.toContain('Hat sich mit Namen');
      expect(messages).toEqual([
        { role: 'assistant', content: started.opening },
        { role: 'user', content: 'Guten Tag, mein Name ist Mia Muster.' },
      ]);
      const after = await stored(started.sessionId);
      expect(after).toEqual({ turns: 3, usage: 1 });

      model.next({ kind: 'status', status: 401 });
      await expect(
        member.caller.phoneTraining.sessions.turn({
          sessionId: started.sessionId,
          text: 'Ich rufe an, weil wir helfen.',
        }),
      ).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: PROVIDER_UNAUTHORIZED });
      model.next({ kind: 'status', status: 429 });
      await expect(
        member.caller.phoneTraining.sessions.turn({
          sessionId: started.sessionId,
          text: 'Ich rufe an, weil wir helfen.',
        }),
      ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: PROVIDER_RATE_LIMITED });
      expect(await stored(started.sessionId)).toEqual(after);

      // A provider that does not answer in time: a timeout, nothing stored.
      model.next({ kind: 'stall' });
      const trainee = { customerId: customer.id, userId: member.user.id };
      const slow = {
        settings: world.config.ai,
        connection: { baseUrl: model.baseUrl, model: 'test-modell', apiKey: 'sk-test' },
        quotas: { daily: 100, monthly: 100 },
        replyTimeoutMs: 300,
      };
      const timedOut = await takeTurn(
        world.db,
        trainee,
        { sessionId: started.sessionId, text: 'Hallo?' },
        slow,
      ).catch((error: unknown) => error);
      expect(timedOut).toBeInstanceOf(PersonaUnavailable);
      expect((timedOut as PersonaUnavailable).failure).toBe('timeout');
      expect(await stored(started.sessionId)).toEqual(after);
    });

    it('judges with the model, accepting only quotes the caller really said', async () => {
      const { member, scenario } = await connected();
      const lines = HAPPY_PATHS.kaltakquise.slice(0, 2);
      model.next({ kind: 'stream', text: 'Ja?' }, { kind: 'stream', text: 'Worum geht es?' });
      const call = await practise(member.caller, scenario.id, lines);

      model.next({ kind: 'status', status: 401 });
      await expect(
        member.caller.phoneTraining.sessions.finish({ sessionId: call.sessionId }),
      ).rejects.toMatchObject({ message: PROVIDER_UNAUTHORIZED });
      const [still] = await world.db
        .select()
        .from(phoneSessions)
        .where(eq(phoneSessions.id, call.sessionId));
      expect(still).toMatchObject({ status: 'active', percent: null });

      const judgement = {
        criteria: [
          {
            id: 'vorstellung',
            passed: true,
            quote: '„mein Name ist Tim Team von der Sprint GmbH“',
          },
          // Made up: the caller never said it.
          { id: 'anlass', passed: true, quote: 'Ich rufe an, um Ihnen etwas zu verkaufen.' },
          { id: 'termin', passed: false, quote: null },
        ],
      };
      model.next({ kind: 'stream', text: `\`\`\`json\n${JSON.stringify(judgement)}\n\`\`\`` });
      const result = await member.caller.phoneTraining.sessions.finish({
        sessionId: call.sessionId,
      });
      expect(model.requests.at(-1)?.body?.messages?.[0]?.content).toContain('wörtlichen Zitat');
      expect(result.evaluatedBy).toBe('model');
      const byId = Object.fromEntries(result.criteria.map((item) => [item.id, item]));
      expect(byId.vorstellung).toMatchObject({
        passed: true,
        quote: 'mein Name ist Tim Team von der Sprint GmbH',
      });
      expect(byId.anlass).toMatchObject({ passed: false, quote: null });
      // Left out by the model: judged by its keywords.
      expect(byId.nutzen).toMatchObject({ passed: false });
      expect(result.percent).toBe(14);
    });
  });

  it('exports a person’s calls and assignments and erases them; scenarios stay', async () => {
    const { customer, admin, member } = await company();
    const { byKind } = await library(member.caller);
    const { id: own } = await admin.caller.phoneTraining.scenarios.create({
      kind: 'kaltakquise',
      title: 'Von Admin',
      persona: TEST_PERSONA,
      goal: 'x',
      criteria: TEST_CRITERIA,
      passThreshold: 70,
    });
    const call = await practise(member.caller, byKind('kaltakquise').id, HAPPY_PATHS.kaltakquise);
    await member.caller.phoneTraining.sessions.finish({ sessionId: call.sessionId });
    await admin.caller.phoneTraining.assignments.create({
      scenarioId: own,
      userId: member.user.id,
      dueDate: '2099-01-01',
    });

    const person = { userId: member.user.id, email: member.user.email, companyIds: [customer.id] };
    const sections = await exportSections(world.db, person, [phoneTrainingData]);
    expect(sections.phoneTrainingSessions).toEqual([
      expect.objectContaining({
        id: call.sessionId,
        kind: 'kaltakquise',
        percent: 100,
        medal: 'gold',
        turns: expect.arrayContaining([
          expect.objectContaining({ role: 'person', text: HAPPY_PATHS.kaltakquise[0] }),
        ]),
      }),
    ]);
    expect(sections.phoneTrainingAssignments).toEqual([
      expect.objectContaining({
        scenarioTitle: 'Von Admin',
        assignedToMe: true,
        assignedByMe: false,
      }),
    ]);

    await eraseAll(world.db, person, [phoneTrainingData], { now: new Date() });
    expect(
      await world.db.select().from(phoneSessions).where(eq(phoneSessions.userId, member.user.id)),
    ).toEqual([]);
    expect(
      await world.db
        .select()
        .from(phoneAssignments)
        .where(eq(phoneAssignments.userId, member.user.id)),
    ).toEqual([]);

    const adminPerson = {
      userId: admin.user.id,
      email: admin.user.email,
      companyIds: [customer.id],
    };
    await eraseAll(world.db, adminPerson, [phoneTrainingData], { now: new Date() });
    const [kept] = await world.db.select().from(phoneScenarios).where(eq(phoneScenarios.id, own));
    expect(kept).toMatchObject({ title: 'Von Admin', createdBy: null });
  });

  it('seeds the demo company’s library, Clara’s rising cold calls and Tim’s assignment', async () => {
    await world.db
      .insert(customers)
      .values({ id: DEMO_CUSTOMER_IDS.sprintDemo, name: 'Sprint Demo GmbH' });
    const [demo] = await world.db
      .select()
      .from(customers)
      .where(eq(customers.id, DEMO_CUSTOMER_IDS.sprintDemo));
    if (!demo) throw new Error('no demo company');
    const chefWho = identity({ email: 'chef@sprint.local' });
    const chef = await createUser(world.db, chefWho, {
      ourEmployee: true,
      memberships: [{ customer: demo, role: 'primary_admin' }],
      activeCustomer: demo,
    });
    const teamWho = identity({ email: 'team@sprint.local' });
    const tim = await createUser(world.db, teamWho, {
      memberships: [{ customer: demo, role: 'user' }],
      activeCustomer: demo,
    });
    const now = new Date();
    const context = {
      db: world.db,
      storage: world.storage,
      ensureAuthUser: () => Promise.resolve('unused'),
      now,
      secret: world.config.fileUrlSecret,
    };
    await seedPhoneTraining(context);
    await seedPhoneTraining(context);

    const clara = callerAs(world, chefWho);
    const calls = await clara.phoneTraining.sessions.list();
    expect(calls).toHaveLength(4);
    const oldestFirst = [...calls].reverse();
    const percents = oldestFirst.map((call) => call.percent ?? -1);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(oldestFirst.map((call) => call.medal)).toEqual([null, 'bronze', 'silber', 'gold']);
    const library = await clara.phoneTraining.scenarios.list();
    expect(library.filter((item) => item.builtIn)).toHaveLength(5);
    expect(library.find((item) => item.kind === 'kaltakquise')?.myBest).toEqual({
      percent: 100,
      medal: 'gold',
    });
    const last = await clara.phoneTraining.sessions.byId({ sessionId: calls[0]?.id ?? '' });
    expect(last.turns.length).toBeGreaterThan(10);
    expect(last.evaluation?.pointsAwarded).toBe(20);

    const assignments = await callerAs(world, teamWho).phoneTraining.assignments.list();
    expect(assignments).toEqual([
      expect.objectContaining({
        userId: tim.id,
        dueDate: addDays(berlinDay(now), 7),
        done: false,
      }),
    ]);
    const [points] = await world.db
      .select({ value: count() })
      .from(pointEvents)
      .where(eq(pointEvents.userId, chef.id));
    expect(Number(points?.value)).toBe(3);
  });
});
