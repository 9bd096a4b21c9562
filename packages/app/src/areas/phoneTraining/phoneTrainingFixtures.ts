import { delay, http, type HttpHandler } from 'msw';
import type { SuperJSONResult } from 'superjson';
import {
  ASSIGNEE_NOT_MEMBER,
  ASSIGNMENT_NOT_FOUND,
  ASSIGN_ADMINS_ONLY,
  BUILT_IN_READ_ONLY,
  DEFAULT_PASS_THRESHOLD,
  DUE_DATE_PAST,
  MEDAL_POINT_SOURCES,
  NOTHING_SAID,
  SCENARIO_ADMINS_ONLY,
  SCENARIO_KINDS,
  SCENARIO_NOT_FOUND,
  SESSION_FINISHED,
  SESSION_NOT_FOUND,
  SESSION_TOO_LONG,
  SESSION_TURNS_MAX,
  TURN_EMPTY,
  TURN_MAX_CHARS,
  TURN_TOO_LONG,
  medalFor,
  type Criterion,
  type Medal,
  type Persona,
} from '@sprint/server/phoneTraining';
import { POINT_SOURCES } from '@sprint/server/platform/points';
import { hasRole } from '@sprint/server/platform/identity';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, RouterOutputs, SessionUser } from '../../api/types';
import {
  sessionUserFixture,
  type TrpcFailure,
  decodeBatch,
  trpcReply,
} from '../../testing/storyProviders';
import type {
  AssignmentRow,
  Evaluation,
  ScenarioDetail,
  ScenarioSummary,
  SessionSummary,
  SessionTurn,
  SessionView,
} from './queries';

/*
 * The phone training's story data: Nordlicht Vertrieb's library (the server's five built-in
 * scenarios and one of the company's own), Anna Berger's practice calls in the week before the
 * stories' fixed "now" (Friday, 20 November 2026, 10:30, .storybook/preview.tsx) and the
 * company's assignments — and an in-memory stand-in for the server's `phoneTraining` procedures
 * (and `crm.members` for the assign dialog) in the real tRPC shape: batched GET for queries,
 * batched POST for mutations, superjson. Calls are answered as the Vorlagen-Modus answers them
 * (each scenario's scripted replies in turn) and evaluated as it evaluates them: a criterion is
 * shown where the person said one of its keywords (at a word's start, umlauts folded), the
 * quote is that turn, the percentage is the share of the met weights.
 */

type Inputs = RouterInputs['phoneTraining'];
type Member = RouterOutputs['crm']['members'][number];

/** The stories' "now" (.storybook/preview.tsx). */
export const NOW = new Date(2026, 10, 20, 10, 30);
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const pad = (n: number) => String(n).padStart(12, '0');

/** Ids that read as what they are in a test: scenario 1, call 3, assignment 2. */
export const scenarioId = (n: number) => `5ce0a000-0000-4000-8000-${pad(n)}`;
export const sessionId = (n: number) => `5e55a000-0000-4000-8000-${pad(n)}`;
export const assignmentId = (n: number) => `a551a000-0000-4000-8000-${pad(n)}`;

// ---------------------------------------------------------------------------------------------
// People

export const annaMember: Member = {
  id: sessionUserFixture.id,
  name: 'Anna Berger',
  email: 'anna.berger@nordlicht-vertrieb.de',
};
export const jonasMember: Member = {
  id: '6c1d4e9f-3e5b-4d2f-8a4c-8b7e3f2d1c0a',
  name: 'Jonas Keller',
  email: 'jonas.keller@nordlicht-vertrieb.de',
};
export const miraMember: Member = {
  id: '7d2e5f0a-4f6c-4e3a-9b5d-9c8f4a3e2d1b',
  name: 'Mira Hoffmann',
  email: 'mira.hoffmann@nordlicht-vertrieb.de',
};
export const noraMember: Member = {
  id: '8e3f6a1b-5a7d-4f4b-8c6e-0d9a5b4f3e2c',
  name: 'Nora Nordlicht',
  email: 'nora.nordlicht@nordlicht-vertrieb.de',
};
export const memberFixtures: Member[] = [annaMember, jonasMember, miraMember, noraMember];

/** Anna Berger, a member of Nordlicht Vertrieb: practises, sees her own assignments. */
export const memberUser: SessionUser = sessionUserFixture;

/** Nora Nordlicht, the company's admin: writes scenarios and assigns them. */
export const adminUser: SessionUser = {
  ...sessionUserFixture,
  id: noraMember.id,
  email: noraMember.email,
  displayName: noraMember.name,
  role: 'admin',
};

/** Who asks, as the server knows them. */
export type PhoneViewer = { userId: string; ourEmployee: boolean; role: string };
export const memberViewer: PhoneViewer = {
  userId: annaMember.id,
  ourEmployee: false,
  role: 'user',
};
export const adminViewer: PhoneViewer = {
  userId: noraMember.id,
  ourEmployee: false,
  role: 'admin',
};

// ---------------------------------------------------------------------------------------------
// Scenarios

export type FixtureScenario = Omit<ScenarioDetail, 'history'> & {
  /** What the persona says, in turn, to each of the person's lines (the Vorlagen-Modus). */
  replies: string[];
};

const criterion = (id: string, text: string, weight: number, keywords: string): Criterion => ({
  id,
  text,
  weight,
  keywords,
});

const DAYS = 'Uhr, Montag, Dienstag, Mittwoch, Donnerstag, Freitag';
const CLOSING = 'Gut, ich muss jetzt weiter. Schicken Sie mir das gern noch per E-Mail.';

const albrecht: Persona = {
  name: 'Markus Albrecht',
  role: 'Geschäftsführer',
  company: 'Albrecht Metallbau GmbH',
  personality: 'beschäftigt, direkt, mag konkrete Zahlen statt Werbesprüche',
  difficulty: 'mittel',
};
const koehler: Persona = {
  name: 'Sandra Köhler',
  role: 'Assistentin der Geschäftsführung',
  company: 'Brandt Logistik AG',
  personality: 'freundlich, aber schützt den Kalender ihres Chefs Jan Brandt konsequent',
  difficulty: 'mittel',
};
const wagner: Persona = {
  name: 'Petra Wagner',
  role: 'Inhaberin',
  company: 'Wagner Eventtechnik e. K.',
  personality: 'interessiert, aber mit vollem Kalender und schnell abgelenkt',
  difficulty: 'leicht',
};

/** The library as the server has it (its library.ts), and one scenario of the company's own. */
export function scenarioFixtures(): FixtureScenario[] {
  return [
    {
      id: scenarioId(1),
      builtIn: true,
      kind: 'kaltakquise',
      title: 'Kaltakquise: Geschäftsführer im Metallbau',
      persona: albrecht,
      goal: 'Einen 20-minütigen Kennenlerntermin mit dem Geschäftsführer vereinbaren.',
      opening: 'Albrecht Metallbau GmbH, Albrecht am Apparat.',
      criteria: [
        criterion(
          'vorstellung',
          'Hat sich mit Namen und Unternehmen vorgestellt',
          2,
          'mein Name, hier ist, hier spricht, ich heiße',
        ),
        criterion(
          'anlass',
          'Hat den Grund des Anrufs in einem Satz genannt',
          2,
          'ich rufe an, rufe ich an, Grund, Anlass, es geht um',
        ),
        criterion(
          'offene-frage',
          'Hat eine offene Frage zur Situation gestellt',
          2,
          'wie gewinnen, wie gehen Sie, wie läuft, was ist Ihnen, welche, woran',
        ),
        criterion(
          'nutzen',
          'Hat einen konkreten Nutzen genannt, möglichst mit Zahl',
          3,
          'sparen, spart, Nutzen, Prozent, mehr Termine, mehr Erstgespräche',
        ),
        criterion(
          'einwand',
          'Ist auf den Einwand mit Verständnis eingegangen',
          2,
          'verstehe, nachvollziehen, verständlich, berechtigt',
        ),
        criterion('termin', 'Hat einen Termin mit Tag und Uhrzeit vorgeschlagen', 3, DAYS),
      ],
      passThreshold: DEFAULT_PASS_THRESHOLD,
      replies: [
        'Ja? Worum geht es?',
        'Hm. Wir haben eigentlich genug zu tun. Was haben Sie denn konkret?',
        'Das sagen alle. Wir arbeiten seit Jahren mit Empfehlungen, das reicht uns.',
        'Na gut, zwanzig Minuten kann ich mir nehmen. Wann denn?',
        'Passt. Schicken Sie mir eine Einladung, ich muss jetzt weiter.',
      ],
    },
    {
      id: scenarioId(2),
      builtIn: true,
      kind: 'gatekeeper',
      title: 'Gatekeeper: Am Vorzimmer vorbei',
      persona: koehler,
      goal: 'Zum Geschäftsführer Jan Brandt durchgestellt werden oder einen festen Rückruftermin bekommen.',
      opening: 'Brandt Logistik AG, Sandra Köhler, guten Tag. Was kann ich für Sie tun?',
      criteria: [
        criterion(
          'vorstellung',
          'Hat sich mit Namen und Unternehmen vorgestellt',
          2,
          'mein Name, hier ist, hier spricht, ich heiße',
        ),
        criterion('name', 'Hat die Assistentin mit ihrem Namen angesprochen', 1, 'Frau Köhler'),
        criterion(
          'anlass',
          'Hat den Grund des Anrufs kurz und ehrlich genannt',
          2,
          'es geht um, ich rufe an, rufe ich an, Grund, Anlass',
        ),
        criterion(
          'entscheider',
          'Hat nach dem Zuständigen gefragt oder um Verbindung gebeten',
          3,
          'zuständig, Ansprechpartner, verbinden, durchstellen',
        ),
        criterion(
          'einwand',
          'Hat auf das Abwimmeln mit Verständnis reagiert',
          2,
          'verstehe, nachvollziehen, verständlich',
        ),
        criterion('rueckruf', 'Hat einen Rückruf mit Tag und Uhrzeit vereinbart', 3, DAYS),
      ],
      passThreshold: DEFAULT_PASS_THRESHOLD,
      replies: [
        'Und worum genau geht es?',
        'Herr Brandt ist leider den ganzen Tag in Terminen. Schicken Sie doch eine E-Mail.',
        'Ich kann ihm eine Notiz hinlegen, mehr kann ich nicht versprechen.',
        'Gut, Donnerstag um 9 Uhr hat er ein paar Minuten. Ich trage Sie ein.',
      ],
    },
    {
      id: scenarioId(3),
      builtIn: true,
      kind: 'bedarfsanalyse',
      title: 'Bedarfsanalyse: Vertriebsleiterin mit versandenden Messekontakten',
      persona: {
        name: 'Julia Neumann',
        role: 'Vertriebsleiterin',
        company: 'Neumann Medizintechnik GmbH',
        personality: 'offen, analytisch, erzählt gern, wenn man gute Fragen stellt',
        difficulty: 'leicht',
      },
      goal: 'Die Ausgangslage, ihre Folgen und das Zielbild verstehen, zusammenfassen und den nächsten Termin vereinbaren.',
      opening:
        'Hallo, hier ist Julia Neumann von Neumann Medizintechnik GmbH. Schön, dass es mit dem Termin klappt. Womit fangen wir an?',
      criteria: [
        criterion(
          'ablauf',
          'Hat Ziel und Ablauf des Gesprächs vorgeschlagen',
          2,
          'Ablauf, Agenda, Vorschlag, heute möchte ich',
        ),
        criterion(
          'situation',
          'Hat offen nach der Ausgangslage gefragt',
          2,
          'wie läuft, wie gehen Sie, wie sieht, erzählen Sie',
        ),
        criterion(
          'auswirkung',
          'Hat nach den Auswirkungen des Problems gefragt',
          3,
          'was bedeutet das, Auswirkung, was kostet, Folgen',
        ),
        criterion(
          'zielbild',
          'Hat nach dem Zielbild gefragt',
          2,
          'woran würden Sie, was wäre, ideal, Wunsch',
        ),
        criterion(
          'zusammenfassung',
          'Hat das Gehörte mit eigenen Worten zusammengefasst',
          3,
          'zusammengefasst, zusammenfassen, richtig verstanden, halten wir fest',
        ),
        criterion(
          'naechster-schritt',
          'Hat einen nächsten Schritt mit Termin vereinbart',
          2,
          'nächsten Schritt, nächster Schritt, Termin, Uhr',
        ),
      ],
      passThreshold: DEFAULT_PASS_THRESHOLD,
      replies: [
        'Gern. Unser Problem: Nach jeder Messe haben wir hundert Kontakte, und nach drei Wochen ist davon kaum etwas übrig.',
        'Ehrlich gesagt verlieren wir so vermutlich ein Drittel unserer möglichen Aufträge.',
        'Ideal wäre, wenn jeder Kontakt innerhalb von zwei Tagen einen Anruf bekommt.',
        'Ja, genau so ist es. Wie machen wir weiter?',
      ],
    },
    {
      id: scenarioId(4),
      builtIn: true,
      kind: 'einwandbehandlung',
      title: 'Einwandbehandlung: „Zu teuer, wir haben schon jemanden“',
      persona: {
        name: 'Thomas Berger',
        role: 'Einkaufsleiter',
        company: 'Berger & Söhne Bau GmbH',
        personality: 'skeptisch, preisbewusst, testet gern, ob man standhält',
        difficulty: 'schwer',
      },
      goal: 'Die Einwände zu Preis und bestehendem Anbieter aufnehmen, entkräften und einen Termin für ein Angebotsgespräch vereinbaren.',
      opening:
        'Berger, Berger & Söhne Bau GmbH. Ich sage es Ihnen gleich: Wir haben schon einen Anbieter, und ehrlich gesagt ist uns das Thema zu teuer.',
      criteria: [
        criterion(
          'verstaendnis',
          'Hat Verständnis gezeigt, statt zu widersprechen',
          3,
          'verstehe, nachvollziehen, verständlich, berechtigt',
        ),
        criterion(
          'nachfrage',
          'Hat nachgefragt, was hinter dem Einwand steckt',
          2,
          'was genau, im Vergleich, was ist Ihnen wichtig, am wichtigsten',
        ),
        criterion(
          'nutzen',
          'Hat mit dem Nutzen statt mit einem Rabatt geantwortet',
          3,
          'Nutzen, sparen, spart, rechnet sich, lohnt sich',
        ),
        criterion(
          'beleg',
          'Hat ein Beispiel oder eine Referenz genannt',
          2,
          'Kunde, Kunden, Beispiel, Referenz',
        ),
        criterion('termin', 'Hat einen Termin mit Tag und Uhrzeit vorgeschlagen', 2, DAYS),
      ],
      passThreshold: DEFAULT_PASS_THRESHOLD,
      replies: [
        'Teuer ist es im Vergleich zu dem, was wir jetzt zahlen. Und der jetzige Anbieter macht seine Sache ordentlich.',
        'Zahlen kann jeder nennen. Haben Sie ein Beispiel aus unserer Branche?',
        'Hm, das klingt zumindest nicht ganz unvernünftig.',
        'Gut, ein Gespräch kostet nichts. Aber höchstens eine halbe Stunde.',
      ],
    },
    {
      id: scenarioId(5),
      builtIn: true,
      kind: 'terminvereinbarung',
      title: 'Terminvereinbarung: Inhaberin mit vollem Kalender',
      persona: wagner,
      goal: 'Einen festen Termin mit Tag, Uhrzeit und Teilnehmern vereinbaren und ihn bestätigen.',
      opening:
        'Wagner Eventtechnik e. K., Petra Wagner. Ach, Sie wollten sich wegen eines Termins melden, oder?',
      criteria: [
        criterion(
          'anlass',
          'Hat an das letzte Gespräch angeknüpft',
          2,
          'wie besprochen, wie vereinbart, ich melde mich, melde ich mich',
        ),
        criterion(
          'alternativen',
          'Hat zwei Termine zur Wahl angeboten',
          3,
          'oder lieber, oder eher, oder am',
        ),
        criterion('uhrzeit', 'Hat eine konkrete Uhrzeit genannt', 2, 'Uhr'),
        criterion(
          'teilnehmer',
          'Hat gefragt, wer am Termin teilnehmen sollte',
          2,
          'dabei sein, Teilnehmer, teilnehmen, wer sollte',
        ),
        criterion(
          'bestaetigung',
          'Hat den Termin zusammengefasst und eine Einladung zugesagt',
          3,
          'fasse zusammen, zusammengefasst, Einladung',
        ),
      ],
      passThreshold: DEFAULT_PASS_THRESHOLD,
      replies: [
        'Ja, stimmt. Aber mein Kalender ist gerade ziemlich voll.',
        'Donnerstag um 14 Uhr ginge.',
        'Mein Bühnenmeister, Herr Krause, sollte dabei sein.',
        'Perfekt, dann bis Donnerstag.',
      ],
    },
    {
      id: scenarioId(6),
      builtIn: false,
      kind: 'kaltakquise',
      title: 'Rückruf nach der FachPack',
      persona: {
        name: 'Lena Vogt',
        role: 'Leiterin Einkauf',
        company: 'Vogt Verpackungen KG',
        personality: 'freundlich, erinnert sich nur vage an das Gespräch am Messestand',
        difficulty: 'leicht',
      },
      goal: 'An das Gespräch auf der Messe anknüpfen und einen Termin für ein Angebot vereinbaren.',
      opening: 'Vogt Verpackungen, Lena Vogt, hallo?',
      criteria: [
        criterion(
          'messe',
          'Hat an das Gespräch auf der Messe erinnert',
          3,
          'Messe, FachPack, Stand',
        ),
        criterion(
          'bedarf',
          'Hat nach dem aktuellen Bedarf gefragt',
          3,
          'Bedarf, brauchen Sie, suchen Sie',
        ),
        criterion(
          'termin',
          'Hat einen Termin mit Tag und Uhrzeit vorgeschlagen',
          4,
          `Termin, ${DAYS}`,
        ),
      ],
      passThreshold: 75,
      replies: [
        'Ach ja, die FachPack … da waren so viele. Helfen Sie mir kurz auf die Sprünge?',
        'Stimmt, wir suchen tatsächlich einen zweiten Lieferanten für Faltschachteln.',
        'Gut, dann machen wir einen Termin.',
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Calls

export type FixtureSession = {
  id: string;
  scenarioId: string;
  userId: string;
  mode: 'templates' | 'model';
  startedAt: Date;
  finishedAt: Date | null;
  turns: SessionTurn[];
  evaluation: Evaluation | null;
};

/** Folded as the server folds searches: lower case, umlauts as 'ae', 'oe', 'ue', 'ß' as 'ss'. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first of the person's turns that names a keyword (at a word's start), as the quote. */
function keywordQuote(personTurns: readonly string[], keywords: string): string | null {
  const patterns = keywords
    .split(/[,;\n]/)
    .map((keyword) => fold(keyword.trim()))
    .filter(Boolean)
    .map(
      (keyword) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(keyword).replace(/ /g, '\\s+')}`, 'u'),
    );
  const found = personTurns.find((turn) => patterns.some((pattern) => pattern.test(fold(turn))));
  return found?.trim() ?? null;
}

/** The Vorlagen-Modus' evaluation of a call's turns against the scenario's scorecard. */
export function evaluate(
  scenario: Pick<FixtureScenario, 'criteria' | 'passThreshold'>,
  session: Pick<FixtureSession, 'id' | 'turns'>,
  pointsAwarded: number | null = null,
): Evaluation {
  const said = session.turns.filter((turn) => turn.role === 'person').map((turn) => turn.text);
  const criteria = scenario.criteria.map((entry) => {
    const quote = keywordQuote(said, entry.keywords);
    return { id: entry.id, text: entry.text, weight: entry.weight, passed: quote !== null, quote };
  });
  const total = criteria.reduce((sum, entry) => sum + entry.weight, 0);
  const met = criteria.reduce((sum, entry) => sum + (entry.passed ? entry.weight : 0), 0);
  const percent = total === 0 ? 0 : Math.round((met / total) * 100);
  const medal = medalFor(percent);
  return {
    sessionId: session.id,
    percent,
    passed: percent >= scenario.passThreshold,
    medal,
    pointsAwarded: pointsAwarded ?? (medal ? medalPoints(medal) : 0),
    passThreshold: scenario.passThreshold,
    evaluatedBy: 'keywords',
    criteria,
  };
}

/** The points ledger's value of a medal (platform/points/model.ts). */
export function medalPoints(medal: Medal): number {
  return POINT_SOURCES[MEDAL_POINT_SOURCES[medal]].points;
}

type Line = { role: 'person' | 'persona'; text: string };
const person = (text: string): Line => ({ role: 'person', text });
const persona = (text: string): Line => ({ role: 'persona', text });

/** A call's turns from its start, a minute apart: the opening first. */
function turnsFrom(startedAt: Date, opening: string, lines: Line[]): SessionTurn[] {
  return [persona(opening), ...lines].map((line, index) => ({
    ...line,
    at: new Date(startedAt.getTime() + index * 40_000),
  }));
}

// What Anna said in her calls of the Kaltakquise, one line per criterion it shows.
const COLD = {
  vorstellung: 'Guten Tag Herr Albrecht, mein Name ist Anna Berger von Nordlicht Vertrieb.',
  anlass: 'Ich rufe an, weil wir Metallbauern helfen, planbar an neue Aufträge zu kommen.',
  offen: 'Wie gewinnen Sie im Moment neue Kunden?',
  nutzen: 'Unsere Kunden haben im Schnitt 30 Prozent mehr Erstgespräche im Kalender.',
  einwand: 'Das verstehe ich gut, Sie bekommen sicher viele solcher Anrufe.',
  termin: 'Wie wäre es mit Donnerstag um 10 Uhr, für zwanzig Minuten?',
  vage: 'Wir machen so Sachen mit Vertrieb und so.',
};

/** Anna's calls: four of the Kaltakquise (getting better), gold in the Terminvereinbarung. */
export function sessionFixtures(): FixtureSession[] {
  const scenarios = scenarioFixtures();
  const [cold, gate, , , dates] = scenarios as [
    FixtureScenario,
    FixtureScenario,
    FixtureScenario,
    FixtureScenario,
    FixtureScenario,
  ];
  const finished = (
    n: number,
    scenario: FixtureScenario,
    startedAt: Date,
    lines: Line[],
    pointsAwarded: number | null = null,
  ): FixtureSession => {
    const turns = turnsFrom(startedAt, scenario.opening, lines);
    const session = {
      id: sessionId(n),
      scenarioId: scenario.id,
      userId: annaMember.id,
      mode: 'templates' as const,
      startedAt,
      finishedAt: new Date(startedAt.getTime() + 6 * 60_000),
      turns,
    };
    return { ...session, evaluation: evaluate(scenario, session, pointsAwarded) };
  };
  const [r1, r2, r3, r4] = cold.replies as [string, string, string, string];
  return [
    finished(1, cold, at(12, 9, 40), [
      person(`${COLD.vorstellung} ${COLD.anlass}`),
      persona(r1),
      person(COLD.vage),
      persona(r2),
    ]),
    finished(2, cold, at(14, 11, 10), [
      person(COLD.vorstellung),
      persona(r1),
      person(`${COLD.anlass} ${COLD.offen}`),
      persona(r2),
      person(COLD.einwand),
      persona(r3),
    ]),
    finished(3, cold, at(17, 15, 20), [
      person(COLD.vorstellung),
      persona(r1),
      person(`${COLD.anlass} ${COLD.offen}`),
      persona(r2),
      person(COLD.nutzen),
      persona(r3),
      person(COLD.einwand),
      persona(r4),
    ]),
    finished(4, cold, at(19, 16, 5), [
      person(COLD.vorstellung),
      persona(r1),
      person(COLD.anlass),
      persona(r2),
      person(COLD.nutzen),
      persona(r3),
      person(COLD.einwand),
      persona(r4),
      person(COLD.termin),
      persona(cold.replies[4] ?? CLOSING),
    ]),
    finished(5, gate, at(16, 14, 0), [
      person('Guten Tag, hier spricht Anna Berger von Nordlicht Vertrieb.'),
      persona(gate.replies[0] ?? CLOSING),
      person('Es geht um die Terminplanung in Ihrem Vertrieb.'),
      persona(gate.replies[1] ?? CLOSING),
      person('Okay, dann schreibe ich eine E-Mail. Danke!'),
      persona(gate.replies[2] ?? CLOSING),
    ]),
    finished(6, dates, at(18, 11, 30), [
      person(
        'Genau, Frau Wagner. Wie besprochen melde ich mich wegen der Vorführung unserer Planungssoftware.',
      ),
      persona(dates.replies[0] ?? CLOSING),
      person('Passt Ihnen Dienstag um 10 Uhr oder lieber Donnerstag um 14 Uhr?'),
      persona(dates.replies[1] ?? CLOSING),
      person('Wunderbar. Wer sollte außer Ihnen noch dabei sein?'),
      persona(dates.replies[2] ?? CLOSING),
      person(
        'Dann fasse ich zusammen: Donnerstag, 26. November, um 14 Uhr mit Ihnen und Herrn Krause. Die Einladung schicke ich Ihnen gleich.',
      ),
      persona(dates.replies[3] ?? CLOSING),
    ]),
    // This morning's call of the Kaltakquise, still on the line.
    {
      id: sessionId(7),
      scenarioId: cold.id,
      userId: annaMember.id,
      mode: 'templates',
      startedAt: at(20, 10, 12),
      finishedAt: null,
      turns: turnsFrom(at(20, 10, 12), cold.opening, [
        person(COLD.vorstellung),
        persona(r1),
        person(`${COLD.anlass} ${COLD.offen}`),
        persona(r2),
      ]),
      evaluation: null,
    },
  ];
}

/** The ids of the calls above, by what they show. */
export const CALLS = {
  /** Kaltakquise, 29 %, no medal. */
  firstCold: sessionId(1),
  /** Kaltakquise yesterday, 86 %, Silber. */
  bestCold: sessionId(4),
  /** Gatekeeper, 31 %: no medal, not passed. */
  noMedal: sessionId(5),
  /** Terminvereinbarung, 100 %: Gold, 20 points. */
  gold: sessionId(6),
  /** Kaltakquise, on the line now. */
  active: sessionId(7),
} as const;

export const SCENARIOS = {
  cold: scenarioId(1),
  gatekeeper: scenarioId(2),
  needs: scenarioId(3),
  objections: scenarioId(4),
  dates: scenarioId(5),
  own: scenarioId(6),
} as const;

// ---------------------------------------------------------------------------------------------
// Assignments

export type FixtureAssignment = {
  id: string;
  scenarioId: string;
  userId: string;
  dueDate: string;
  assignedById: string | null;
  done: boolean;
};

/** Nora's assignments: two open ones for Anna (one overdue), one done by Jonas, one for Mira. */
export function assignmentFixtures(): FixtureAssignment[] {
  return [
    {
      id: assignmentId(1),
      scenarioId: SCENARIOS.gatekeeper,
      userId: annaMember.id,
      dueDate: '2026-11-25',
      assignedById: noraMember.id,
      done: false,
    },
    {
      id: assignmentId(2),
      scenarioId: SCENARIOS.objections,
      userId: annaMember.id,
      dueDate: '2026-11-19',
      assignedById: noraMember.id,
      done: false,
    },
    {
      id: assignmentId(3),
      scenarioId: SCENARIOS.cold,
      userId: jonasMember.id,
      dueDate: '2026-11-24',
      assignedById: noraMember.id,
      done: true,
    },
    {
      id: assignmentId(4),
      scenarioId: SCENARIOS.dates,
      userId: miraMember.id,
      dueDate: '2026-11-27',
      assignedById: noraMember.id,
      done: false,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The server

type FieldIssue = { path: string; message: string };
type FixtureFailure = TrpcFailure;
type Answer = { value: unknown } | { fail: FixtureFailure };

const failure = (status: number, code: string, message: string): Answer => ({
  fail: { status, code, message },
});
const forbidden = (message: string) => failure(403, 'FORBIDDEN', message);
const notFound = (message: string) => failure(404, 'NOT_FOUND', message);
const badRequest = (message: string) => failure(400, 'BAD_REQUEST', message);

/** Bad input as the server answers it: zod's issues per field, and their summary. */
export function invalidInput(issues: FieldIssue[]): FixtureFailure {
  const details = issues.map(({ path, message }) => `${path}: ${message}`).join('; ');
  return { status: 400, code: 'BAD_REQUEST', message: `Ungültige Eingabe – ${details}`, issues };
}

type QueryPath =
  | 'phoneTraining.scenarios.list'
  | 'phoneTraining.scenarios.byId'
  | 'phoneTraining.sessions.list'
  | 'phoneTraining.sessions.byId'
  | 'phoneTraining.assignments.list'
  | 'crm.members';

type MutationPath =
  | 'phoneTraining.scenarios.create'
  | 'phoneTraining.scenarios.update'
  | 'phoneTraining.scenarios.delete'
  | 'phoneTraining.sessions.start'
  | 'phoneTraining.sessions.turn'
  | 'phoneTraining.sessions.finish'
  | 'phoneTraining.assignments.create'
  | 'phoneTraining.assignments.delete';

export type PhoneProcedure = QueryPath | MutationPath;

export type PhoneServerOptions = {
  /** Anna Berger, a member, unless a story says otherwise. */
  viewer?: PhoneViewer;
  scenarios?: () => FixtureScenario[];
  sessions?: () => FixtureSession[];
  assignments?: () => FixtureAssignment[];
  /** Which mode answers new calls: the Vorlagen-Modus unless a model is connected. */
  mode?: 'templates' | 'model';
  /** Procedures that fail, e.g. `{ 'phoneTraining.scenarios.list': SERVER_DOWN }`. */
  fail?: Partial<Record<PhoneProcedure, FixtureFailure>>;
  /** Procedures that never answer (loading states). */
  pending?: PhoneProcedure[];
  /** Sees every mutation with its input. */
  onMutation?: (path: string, input: unknown) => void;
};

export type PhoneServer = HttpHandler[] & { reset: () => void };

/**
 * The phone training's procedures over the fixtures above, refusing what the server refuses
 * (scenarios and assignments are written by employees and admins, the library is read-only,
 * a call is the caller's own). `reset()` brings back the first state.
 */
export function phoneTrainingServer(options: PhoneServerOptions = {}): PhoneServer {
  const viewer = options.viewer ?? memberViewer;
  const fail = options.fail ?? {};
  const pending = new Set<string>(options.pending ?? []);
  let scenarios: FixtureScenario[] = [];
  let sessions: FixtureSession[] = [];
  let assignments: FixtureAssignment[] = [];
  let created = 0;
  const reset = () => {
    scenarios = structuredClone((options.scenarios ?? scenarioFixtures)());
    sessions = structuredClone((options.sessions ?? sessionFixtures)());
    assignments = structuredClone((options.assignments ?? assignmentFixtures)());
    created = 0;
  };
  reset();

  const nextId = (make: (n: number) => string) => make(100 + (created += 1));
  const manager = viewer.ourEmployee || hasRole(viewer.role, 'admin');
  const findScenario = (id: string) => scenarios.find((scenario) => scenario.id === id);
  const ownSession = (id: string) =>
    sessions.find((session) => session.id === id && session.userId === viewer.userId);
  const mine = () => sessions.filter((session) => session.userId === viewer.userId);
  const memberName = (id: string | null) =>
    memberFixtures.find((member) => member.id === id)?.name ?? null;

  const summaryOf = (scenario: FixtureScenario): ScenarioSummary => {
    const results = mine().flatMap((session) =>
      session.scenarioId === scenario.id && session.evaluation ? [session.evaluation.percent] : [],
    );
    const best = results.length > 0 ? Math.max(...results) : null;
    const assignment = assignments.find(
      (entry) => entry.scenarioId === scenario.id && entry.userId === viewer.userId,
    );
    return {
      id: scenario.id,
      builtIn: scenario.builtIn,
      kind: scenario.kind,
      title: scenario.title,
      persona: scenario.persona,
      goal: scenario.goal,
      criteriaCount: scenario.criteria.length,
      passThreshold: scenario.passThreshold,
      myBest: best === null ? null : { percent: best, medal: medalFor(best) },
      myAssignment: assignment ? { id: assignment.id, dueDate: assignment.dueDate } : null,
    };
  };

  const detailOf = (scenario: FixtureScenario): ScenarioDetail => {
    const { replies: _replies, ...fields } = scenario;
    return {
      ...fields,
      history: mine()
        .filter((session) => session.scenarioId === scenario.id && session.evaluation)
        .sort((a, b) => (a.finishedAt?.getTime() ?? 0) - (b.finishedAt?.getTime() ?? 0))
        .map((session) => ({
          sessionId: session.id,
          finishedAt: session.finishedAt ?? new Date(0),
          percent: session.evaluation?.percent ?? 0,
          medal: session.evaluation?.medal ?? null,
        })),
    };
  };

  const sessionSummaryOf = (session: FixtureSession): SessionSummary => {
    const scenario = findScenario(session.scenarioId);
    return {
      id: session.id,
      scenarioId: session.scenarioId,
      scenarioTitle: scenario?.title ?? '',
      kind: scenario?.kind ?? 'kaltakquise',
      startedAt: session.startedAt,
      finishedAt: session.finishedAt,
      percent: session.evaluation?.percent ?? null,
      medal: session.evaluation?.medal ?? null,
    };
  };

  const sessionViewOf = (session: FixtureSession, scenario: FixtureScenario): SessionView => ({
    id: session.id,
    scenario: {
      id: scenario.id,
      title: scenario.title,
      kind: scenario.kind,
      persona: scenario.persona,
      goal: scenario.goal,
      passThreshold: scenario.passThreshold,
    },
    status: session.finishedAt ? 'finished' : 'active',
    mode: session.mode,
    startedAt: session.startedAt,
    finishedAt: session.finishedAt,
    turns: session.turns,
    evaluation: session.evaluation,
  });

  const assignmentOf = (entry: FixtureAssignment): AssignmentRow => ({
    id: entry.id,
    scenarioId: entry.scenarioId,
    scenarioTitle: findScenario(entry.scenarioId)?.title ?? '',
    userId: entry.userId,
    userName: memberName(entry.userId) ?? '',
    dueDate: entry.dueDate,
    assignedAt: at(10, 9),
    assignedByName: memberName(entry.assignedById),
    done: entry.done,
  });

  /** The server's order: the library in the kinds' order, then the company's own by title. */
  const order = (scenario: FixtureScenario) =>
    scenario.builtIn ? SCENARIO_KINDS.indexOf(scenario.kind) : SCENARIO_KINDS.length;

  const scenarioFields = (input: Inputs['scenarios']['create']) => ({
    kind: input.kind,
    title: input.title.trim(),
    persona: input.persona,
    goal: input.goal.trim(),
    opening: input.opening?.trim() || `${input.persona.company}, ${input.persona.name}.`,
    criteria: input.criteria.map((entry, index) => ({
      id: entry.id ?? `k${index + 1}`,
      text: entry.text.trim(),
      weight: entry.weight,
      keywords: entry.keywords.trim(),
    })),
    passThreshold: input.passThreshold ?? DEFAULT_PASS_THRESHOLD,
  });

  const queries: Record<QueryPath, (input: never) => Answer> = {
    'phoneTraining.scenarios.list': (input: Inputs['scenarios']['list']) => ({
      value: scenarios
        .filter((scenario) => !input?.kind || scenario.kind === input.kind)
        .sort((a, b) => order(a) - order(b) || a.title.localeCompare(b.title, 'de'))
        .map(summaryOf),
    }),
    'phoneTraining.scenarios.byId': ({ scenarioId: id }: Inputs['scenarios']['byId']) => {
      const scenario = findScenario(id);
      return scenario ? { value: detailOf(scenario) } : notFound(SCENARIO_NOT_FOUND);
    },
    'phoneTraining.sessions.list': (input: Inputs['sessions']['list']) => ({
      value: mine()
        .filter((session) => !input?.scenarioId || session.scenarioId === input.scenarioId)
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
        .map(sessionSummaryOf),
    }),
    'phoneTraining.sessions.byId': ({ sessionId: id }: Inputs['sessions']['byId']) => {
      const session = ownSession(id);
      const scenario = session && findScenario(session.scenarioId);
      return session && scenario
        ? { value: sessionViewOf(session, scenario) }
        : notFound(SESSION_NOT_FOUND);
    },
    'phoneTraining.assignments.list': () => ({
      value: assignments
        .filter((entry) => manager || entry.userId === viewer.userId)
        .map(assignmentOf)
        .sort(
          (a, b) =>
            a.dueDate.localeCompare(b.dueDate) || a.scenarioTitle.localeCompare(b.scenarioTitle),
        ),
    }),
    'crm.members': () => ({ value: memberFixtures }),
  };

  const mutations: Record<MutationPath, (input: never) => Answer> = {
    'phoneTraining.scenarios.create': (input: Inputs['scenarios']['create']) => {
      if (!manager) return forbidden(SCENARIO_ADMINS_ONLY);
      const id = nextId(scenarioId);
      scenarios.push({ id, builtIn: false, ...scenarioFields(input), replies: [] });
      return { value: { id } };
    },
    'phoneTraining.scenarios.update': ({
      scenarioId: id,
      ...input
    }: Inputs['scenarios']['update']) => {
      if (!manager) return forbidden(SCENARIO_ADMINS_ONLY);
      const scenario = findScenario(id);
      if (!scenario) return notFound(SCENARIO_NOT_FOUND);
      if (scenario.builtIn) return forbidden(BUILT_IN_READ_ONLY);
      Object.assign(scenario, scenarioFields(input));
      return { value: { id } };
    },
    'phoneTraining.scenarios.delete': ({ scenarioId: id }: Inputs['scenarios']['delete']) => {
      if (!manager) return forbidden(SCENARIO_ADMINS_ONLY);
      const scenario = findScenario(id);
      if (!scenario) return notFound(SCENARIO_NOT_FOUND);
      if (scenario.builtIn) return forbidden(BUILT_IN_READ_ONLY);
      scenarios = scenarios.filter((entry) => entry.id !== id);
      assignments = assignments.filter((entry) => entry.scenarioId !== id);
      return { value: { id } };
    },
    'phoneTraining.sessions.start': ({ scenarioId: id }: Inputs['sessions']['start']) => {
      const scenario = findScenario(id);
      if (!scenario) return notFound(SCENARIO_NOT_FOUND);
      const startedAt = new Date();
      const session: FixtureSession = {
        id: nextId(sessionId),
        scenarioId: id,
        userId: viewer.userId,
        mode: options.mode ?? 'templates',
        startedAt,
        finishedAt: null,
        turns: turnsFrom(startedAt, scenario.opening, []),
        evaluation: null,
      };
      sessions.push(session);
      return { value: { sessionId: session.id, opening: scenario.opening, mode: session.mode } };
    },
    'phoneTraining.sessions.turn': ({ sessionId: id, text }: Inputs['sessions']['turn']) => {
      const said = text.trim();
      if (!said) return { fail: invalidInput([{ path: 'text', message: TURN_EMPTY }]) };
      if (said.length > TURN_MAX_CHARS) {
        return { fail: invalidInput([{ path: 'text', message: TURN_TOO_LONG }]) };
      }
      const session = ownSession(id);
      const scenario = session && findScenario(session.scenarioId);
      if (!session || !scenario) return notFound(SESSION_NOT_FOUND);
      if (session.finishedAt) return failure(409, 'CONFLICT', SESSION_FINISHED);
      if (session.turns.length + 2 > SESSION_TURNS_MAX) return badRequest(SESSION_TOO_LONG);
      const spoken = session.turns.filter((turn) => turn.role === 'person').length;
      const answer = scenario.replies[spoken] ?? CLOSING;
      const now = new Date();
      session.turns.push(
        { role: 'person', text: said, at: now },
        { role: 'persona', text: answer, at: now },
      );
      return { value: { reply: answer } };
    },
    'phoneTraining.sessions.finish': ({ sessionId: id }: Inputs['sessions']['finish']) => {
      const session = ownSession(id);
      const scenario = session && findScenario(session.scenarioId);
      if (!session || !scenario) return notFound(SESSION_NOT_FOUND);
      if (session.finishedAt) return failure(409, 'CONFLICT', SESSION_FINISHED);
      if (!session.turns.some((turn) => turn.role === 'person')) return badRequest(NOTHING_SAID);
      const finishedAt = new Date();
      const day = finishedAt.toDateString();
      // Points once per scenario and day.
      const paidToday = mine().some(
        (other) =>
          other.scenarioId === scenario.id &&
          other.finishedAt?.toDateString() === day &&
          (other.evaluation?.pointsAwarded ?? 0) > 0,
      );
      const evaluation = evaluate(scenario, session);
      if (paidToday) evaluation.pointsAwarded = 0;
      session.finishedAt = finishedAt;
      session.evaluation = evaluation;
      if (evaluation.passed) {
        for (const entry of assignments) {
          if (entry.scenarioId === scenario.id && entry.userId === viewer.userId) entry.done = true;
        }
      }
      return { value: evaluation };
    },
    'phoneTraining.assignments.create': (input: Inputs['assignments']['create']) => {
      if (!manager) return forbidden(ASSIGN_ADMINS_ONLY);
      if (!findScenario(input.scenarioId)) return notFound(SCENARIO_NOT_FOUND);
      if (!memberFixtures.some((member) => member.id === input.userId)) {
        return notFound(ASSIGNEE_NOT_MEMBER);
      }
      if (input.dueDate < '2026-11-20') return badRequest(DUE_DATE_PAST);
      const existing = assignments.find(
        (entry) => entry.scenarioId === input.scenarioId && entry.userId === input.userId,
      );
      if (existing) {
        Object.assign(existing, {
          dueDate: input.dueDate,
          assignedById: viewer.userId,
          done: false,
        });
        return { value: { id: existing.id } };
      }
      const id = nextId(assignmentId);
      assignments.push({ id, ...input, assignedById: viewer.userId, done: false });
      return { value: { id } };
    },
    'phoneTraining.assignments.delete': ({ assignmentId: id }: Inputs['assignments']['delete']) => {
      if (!manager) return forbidden(ASSIGN_ADMINS_ONLY);
      if (!assignments.some((entry) => entry.id === id)) return notFound(ASSIGNMENT_NOT_FOUND);
      assignments = assignments.filter((entry) => entry.id !== id);
      return { value: { id } };
    },
  };

  const answer = (
    table: Record<string, (input: never) => Answer>,
    path: string,
    input: unknown,
  ): Answer => {
    const refusal = fail[path as PhoneProcedure];
    return refusal ? { fail: refusal } : (table[path]?.(input as never) ?? { value: null });
  };

  const handlers: HttpHandler[] = [
    http.get(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      if (paths.some((path) => pending.has(path))) await delay('infinite');
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      return trpcReply(
        paths,
        decodeBatch(raw, paths).map(({ path, input }) => answer(queries, path, input)),
      );
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      if (paths.some((path) => pending.has(path))) await delay('infinite');
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return trpcReply(
        paths,
        decodeBatch(raw, paths).map(({ path, input }) => {
          options.onMutation?.(path, input);
          return answer(mutations, path, input);
        }),
      );
    }),
  ];
  return Object.assign(handlers, { reset });
}
