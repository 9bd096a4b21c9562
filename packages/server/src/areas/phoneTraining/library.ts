/**
 * The library (issue 25 §3): one practice call per kind, with a persona, a goal and a scorecard
 * whose keywords the Vorlagen-Modus recognises. Every company gets them as rows of its own
 * (`ensureLibrary`); a change here raises `LIBRARY_VERSION`, and the rows follow on the next read.
 */
import { DEFAULT_PASS_THRESHOLD, type Criterion, type Persona, type ScenarioKind } from './model';
import { defaultOpening } from './script';

export const LIBRARY_VERSION = 1;

export type LibraryScenario = {
  kind: ScenarioKind;
  title: string;
  persona: Persona;
  goal: string;
  opening: string;
  criteria: Criterion[];
  passThreshold: number;
};

const scenario = (fields: Omit<LibraryScenario, 'opening' | 'passThreshold'>): LibraryScenario => ({
  ...fields,
  opening: defaultOpening(fields.kind, fields.persona),
  passThreshold: DEFAULT_PASS_THRESHOLD,
});

/** In SCENARIO_KINDS order: the library's list shows them so. */
export const LIBRARY: readonly LibraryScenario[] = [
  scenario({
    kind: 'kaltakquise',
    title: 'Kaltakquise: Geschäftsführer im Metallbau',
    persona: {
      name: 'Markus Albrecht',
      role: 'Geschäftsführer',
      company: 'Albrecht Metallbau GmbH',
      personality: 'beschäftigt, direkt, mag konkrete Zahlen statt Werbesprüche',
      difficulty: 'mittel',
    },
    goal: 'Einen 20-minütigen Kennenlerntermin mit dem Geschäftsführer vereinbaren.',
    criteria: [
      {
        id: 'vorstellung',
        text: 'Hat sich mit Namen und Unternehmen vorgestellt',
        weight: 2,
        keywords: 'mein Name, hier ist, hier spricht, ich heiße',
      },
      {
        id: 'anlass',
        text: 'Hat den Grund des Anrufs in einem Satz genannt',
        weight: 2,
        keywords: 'ich rufe an, rufe ich an, Grund, Anlass, es geht um',
      },
      {
        id: 'offene-frage',
        text: 'Hat eine offene Frage zur Situation gestellt',
        weight: 2,
        keywords: 'wie gewinnen, wie gehen Sie, wie läuft, was ist Ihnen, welche, woran',
      },
      {
        id: 'nutzen',
        text: 'Hat einen konkreten Nutzen genannt, möglichst mit Zahl',
        weight: 3,
        keywords: 'sparen, spart, Nutzen, Prozent, mehr Termine, mehr Erstgespräche',
      },
      {
        id: 'einwand',
        text: 'Ist auf den Einwand mit Verständnis eingegangen',
        weight: 2,
        keywords: 'verstehe, nachvollziehen, verständlich, berechtigt',
      },
      {
        id: 'termin',
        text: 'Hat einen Termin mit Tag und Uhrzeit vorgeschlagen',
        weight: 3,
        keywords: 'Uhr, Montag, Dienstag, Mittwoch, Donnerstag, Freitag',
      },
    ],
  }),
  scenario({
    kind: 'gatekeeper',
    title: 'Gatekeeper: Am Vorzimmer vorbei',
    persona: {
      name: 'Sandra Köhler',
      role: 'Assistentin der Geschäftsführung',
      company: 'Brandt Logistik AG',
      personality: 'freundlich, aber schützt den Kalender ihres Chefs Jan Brandt konsequent',
      difficulty: 'mittel',
    },
    goal: 'Zum Geschäftsführer Jan Brandt durchgestellt werden oder einen festen Rückruftermin bekommen.',
    criteria: [
      {
        id: 'vorstellung',
        text: 'Hat sich mit Namen und Unternehmen vorgestellt',
        weight: 2,
        keywords: 'mein Name, hier ist, hier spricht, ich heiße',
      },
      {
        id: 'name',
        text: 'Hat die Assistentin mit ihrem Namen angesprochen',
        weight: 1,
        keywords: 'Frau Köhler',
      },
      {
        id: 'anlass',
        text: 'Hat den Grund des Anrufs kurz und ehrlich genannt',
        weight: 2,
        keywords: 'es geht um, ich rufe an, rufe ich an, Grund, Anlass',
      },
      {
        id: 'entscheider',
        text: 'Hat nach dem Zuständigen gefragt oder um Verbindung gebeten',
        weight: 3,
        keywords: 'zuständig, Ansprechpartner, verbinden, durchstellen',
      },
      {
        id: 'einwand',
        text: 'Hat auf das Abwimmeln mit Verständnis reagiert',
        weight: 2,
        keywords: 'verstehe, nachvollziehen, verständlich',
      },
      {
        id: 'rueckruf',
        text: 'Hat einen Rückruf mit Tag und Uhrzeit vereinbart',
        weight: 3,
        keywords: 'Uhr, Montag, Dienstag, Mittwoch, Donnerstag, Freitag',
      },
    ],
  }),
  scenario({
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
    criteria: [
      {
        id: 'ablauf',
        text: 'Hat Ziel und Ablauf des Gesprächs vorgeschlagen',
        weight: 2,
        keywords: 'Ablauf, Agenda, Vorschlag, heute möchte ich',
      },
      {
        id: 'situation',
        text: 'Hat offen nach der Ausgangslage gefragt',
        weight: 2,
        keywords: 'wie läuft, wie gehen Sie, wie sieht, erzählen Sie',
      },
      {
        id: 'auswirkung',
        text: 'Hat nach den Auswirkungen des Problems gefragt',
        weight: 3,
        keywords: 'was bedeutet das, Auswirkung, was kostet, Folgen',
      },
      {
        id: 'zielbild',
        text: 'Hat nach dem Zielbild gefragt',
        weight: 2,
        keywords: 'woran würden Sie, was wäre, ideal, Wunsch',
      },
      {
        id: 'zusammenfassung',
        text: 'Hat das Gehörte mit eigenen Worten zusammengefasst',
        weight: 3,
        keywords: 'zusammengefasst, zusammenfassen, richtig verstanden, halten wir fest',
      },
      {
        id: 'naechster-schritt',
        text: 'Hat einen nächsten Schritt mit Termin vereinbart',
        weight: 2,
        keywords: 'nächsten Schritt, nächster Schritt, Termin, Uhr',
      },
    ],
  }),
  scenario({
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
    criteria: [
      {
        id: 'verstaendnis',
        text: 'Hat Verständnis gezeigt, statt zu widersprechen',
        weight: 3,
        keywords: 'verstehe, nachvollziehen, verständlich, berechtigt',
      },
      {
        id: 'nachfrage',
        text: 'Hat nachgefragt, was hinter dem Einwand steckt',
        weight: 2,
        keywords: 'was genau, im Vergleich, was ist Ihnen wichtig, am wichtigsten',
      },
      {
        id: 'nutzen',
        text: 'Hat mit dem Nutzen statt mit einem Rabatt geantwortet',
        weight: 3,
        keywords: 'Nutzen, sparen, spart, rechnet sich, lohnt sich',
      },
      {
        id: 'beleg',
        text: 'Hat ein Beispiel oder eine Referenz genannt',
        weight: 2,
        keywords: 'Kunde, Kunden, Beispiel, Referenz',
      },
      {
        id: 'termin',
        text: 'Hat einen Termin mit Tag und Uhrzeit vorgeschlagen',
        weight: 2,
        keywords: 'Uhr, Montag, Dienstag, Mittwoch, Donnerstag, Freitag',
      },
    ],
  }),
  scenario({
    kind: 'terminvereinbarung',
    title: 'Terminvereinbarung: Inhaberin mit vollem Kalender',
    persona: {
      name: 'Petra Wagner',
      role: 'Inhaberin',
      company: 'Wagner Eventtechnik e. K.',
      personality: 'interessiert, aber mit vollem Kalender und schnell abgelenkt',
      difficulty: 'leicht',
    },
    goal: 'Einen festen Termin mit Tag, Uhrzeit und Teilnehmern vereinbaren und ihn bestätigen.',
    criteria: [
      {
        id: 'anlass',
        text: 'Hat an das letzte Gespräch angeknüpft',
        weight: 2,
        keywords: 'wie besprochen, wie vereinbart, ich melde mich, melde ich mich',
      },
      {
        id: 'alternativen',
        text: 'Hat zwei Termine zur Wahl angeboten',
        weight: 3,
        keywords: 'oder lieber, oder eher, oder am',
      },
      {
        id: 'uhrzeit',
        text: 'Hat eine konkrete Uhrzeit genannt',
        weight: 2,
        keywords: 'Uhr',
      },
      {
        id: 'teilnehmer',
        text: 'Hat gefragt, wer am Termin teilnehmen sollte',
        weight: 2,
        keywords: 'dabei sein, Teilnehmer, teilnehmen, wer sollte',
      },
      {
        id: 'bestaetigung',
        text: 'Hat den Termin zusammengefasst und eine Einladung zugesagt',
        weight: 3,
        keywords: 'fasse zusammen, zusammengefasst, Einladung',
      },
    ],
  }),
];
