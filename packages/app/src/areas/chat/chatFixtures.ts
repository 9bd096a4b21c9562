import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import type { SuperJSONResult } from 'superjson';
import {
  AI_EMPLOYEES_ONLY,
  CHAT_BUSY,
  CHAT_NOT_FOUND,
  DAILY_QUOTA_REACHED,
  DEFAULT_DAILY_QUOTA,
  DEFAULT_MONTHLY_QUOTA,
  MESSAGE_NOT_FOUND,
  ONLY_LAST_QUESTION,
  PROVIDER_UNAUTHORIZED,
  TEMPLATE_MODE_HELP,
  TEMPLATE_MODE_LABEL,
  type ChatCategory,
  type ChatMessageStatus,
} from '@sprint/server/ai';
import {
  EMPLOYEES_ONLY_MESSAGE,
  hasRole,
  roleRequiredMessage,
} from '@sprint/server/platform/identity';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  type TrpcFailure,
  decodeBatch,
  trpcReply,
} from '../../testing/storyProviders';
import { CHAT_STREAM_PATH, type ChatMetadata } from './chatTransport';
import type {
  AiConnectionView,
  AiStatus,
  AiUsage,
  BrandProfile,
  ChatListItem,
  ChatView,
  StoredMessage,
} from './queries';

/*
 * The AI chats' story data: Anna Berger's conversations with the assistants in the days before
 * the stories' fixed "now" (Friday, 20 November 2026, 10:30, .storybook/preview.tsx), answered
 * in the Vorlagen-Modus (the texts are the server's templates.ts output for these questions and
 * the profile below), and an in-memory stand-in for the server: the `ai.*` procedures in the real
 * tRPC shape (batched GET for queries, batched POST for mutations, superjson), the search of
 * 'Lead einbeziehen' (`crm.leads.list`), 'In den Kalender übernehmen' (`calendar.events.create`)
 * and the streaming endpoint `POST /api/ai/chat` (the AI SDK's UI message stream as server-sent
 * events). A turn is stored as the server stores it, so the page's refetch after a turn finds
 * the new conversation, its versions and how its answer ended.
 */

type Inputs = RouterInputs['ai'];
type Leads = RouterOutputs['crm']['leads']['list'];
type CalendarEvent = RouterOutputs['calendar']['events']['create'];

/** A moment of November 2026, before the stories' "now" (20 November, 10:30). */
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

const pad = (n: number) => String(n).padStart(12, '0');
/** A conversation id that reads as one in a test: ...-0000000000NN. */
export const chatId = (n: number) => `c4a1e7d2-5b3f-4c8e-9a6d-${pad(n)}`;
/** A message id that reads as one in a test: ...-0000000000NN. */
export const messageId = (n: number) => `d5b2f8e3-6c4a-4d9f-8b7e-${pad(n)}`;

// ---------------------------------------------------------------------------------------------
// The company's profile, usage and model

/** Nordlicht Vertrieb's 'Marke & Angebot': what the answers below are built on. */
export const profileFixture: BrandProfile = {
  offer:
    'Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.',
  audience: 'Geschäftsführer und Vertriebsleiter von Dienstleistern mit 20 bis 250 Mitarbeitenden',
  tone: 'klar, nahbar, ohne Floskeln; per du auf LinkedIn',
  examples: 'Wir füllen deinen Kalender mit Gesprächen, die sich lohnen.',
};

export const quotasFixture = { daily: DEFAULT_DAILY_QUOTA, monthly: DEFAULT_MONTHLY_QUOTA };

/** The company's requests this month: 214 of 3.000, Anna Berger 12 of them today. */
export const usageFixture: AiUsage = {
  quotas: quotasFixture,
  monthUsed: 214,
  people: [
    { userId: sessionUserFixture.id, name: 'Anna Berger', today: 12, month: 86 },
    { userId: '8c4f2a6e-1b3d-4e5f-9a7c-000000000002', name: 'Jonas Keller', today: 3, month: 64 },
    { userId: '8c4f2a6e-1b3d-4e5f-9a7c-000000000003', name: 'Mira Yilmaz', today: 0, month: 41 },
    { userId: null, name: 'Gelöschtes Konto', today: 0, month: 23 },
  ],
};

/** A month without a single request. */
export const emptyUsageFixture: AiUsage = { quotas: quotasFixture, monthUsed: 0, people: [] };

/** A company's own model, as the customer console shows it (never the key). */
export type ConnectionSummary = NonNullable<AiConnectionView['connection']>;

/** Nordlicht's own model: OpenAI with a stored key. */
export const companyModelFixture: ConnectionSummary = {
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
  hasKey: true,
  updatedAt: at(12, 9, 15),
};

/** The model the server answers with when a company has none (`SPRINT_AI_*`). */
export type ServerModel = { model: string; baseUrl: string };

// ---------------------------------------------------------------------------------------------
// Leads for 'Lead einbeziehen'

type LeadRow = Leads['items'][number];

const leadRow = (n: number, companyName: string, contactName: string): LeadRow => ({
  id: `5d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e${String(n).padStart(2, '0')}`,
  customerId: sessionCustomerFixture.id,
  companyName,
  contactName,
  contactEmail: null,
  phone: null,
  website: null,
  linkedinUrl: null,
  source: null,
  status: 'qualified',
  valueCents: 0,
  ownerId: null,
  ownerName: null,
  nextStep: null,
  nextStepDueAt: null,
  lostReason: null,
  tags: [],
  deletedAt: null,
  createdAt: at(2, 9),
  updatedAt: at(18, 15),
});

export const leadFixtures: LeadRow[] = [
  leadRow(1, 'Alpenblick Logistik GmbH', 'Maria Huber'),
  leadRow(2, 'Hansewerft Technik AG', 'Lars Petersen'),
  leadRow(3, 'Rheinland Solar GmbH', 'Jana Becker'),
];

const [alpenblick] = leadFixtures as [LeadRow];

// ---------------------------------------------------------------------------------------------
// The answers (templates.ts for these questions, variables and the profile above)

/** Postgenerator, the success story (Mittel, LinkedIn): its first answer. */
const SUCCESS_POST_V1 = `Hier sind drei Varianten für LinkedIn rund um „Wie ein Maschinenbauer seine Termine verdoppelt hat“ (Länge: Mittel).

### Variante 1 – Storytelling

Manchmal reicht ein einziger Satz, um alles anders zu sehen.

Es ging um „Wie ein Maschinenbauer seine Termine verdoppelt hat“. Ich war überzeugt: Mehr Einsatz bringt mehr Ergebnis. Also mehr Nachrichten, mehr Anrufe, mehr Termine.

Dann sagte mir ein Kunde: „Sie sind der Erste, der fragt, was uns eigentlich bremst.“ Dieser Satz ist hängen geblieben.

Seitdem frage ich zuerst und erzähle danach. Ich bereite jedes Gespräch mit drei Fragen vor, höre länger zu und halte am Ende gemeinsam mit dem Kunden den nächsten Schritt fest.

Genau diese Erfahrung steckt heute in dem, was wir anbieten: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Welcher Moment hat deine Sicht auf „Wie ein Maschinenbauer seine Termine verdoppelt hat“ verändert? Ich freue mich auf eure Geschichten in den Kommentaren.

#Maschinenbauer #Termine #Vertrieb

### Variante 2 – Liste

Kurz und praktisch: fünf Tipps rund um „Wie ein Maschinenbauer seine Termine verdoppelt hat“.

Nach vielen Gesprächen sehe ich immer wieder dieselben Muster. Die gute Nachricht: Die meisten lassen sich mit kleinen Änderungen lösen.

1. Jedes Gespräch endet mit einem klaren nächsten Schritt – mit Datum, nicht mit „Wir hören voneinander“.
2. Konkret statt allgemein. Ein Beispiel aus der Branche des Kunden wirkt stärker als jede Folie.
3. Nachfassen ist kein Nerven, sondern Service. Wer sich zuverlässig meldet, bleibt im Kopf.
4. Zuhören, bis der Kunde wirklich fertig ist. Die wichtigste Information kommt oft im letzten Satz.
5. Ergebnisse messen, nicht nur Aktivität. Zehn gute Gespräche schlagen fünfzig Anrufe ohne Plan.

Darum geht es bei uns: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Welcher Punkt fehlt auf der Liste? Schreib ihn in die Kommentare.

#Maschinenbauer #Termine #Vertrieb

### Variante 3 – Frage

Ehrliche Frage: Was würde sich ändern, wenn wir rund um „Wie ein Maschinenbauer seine Termine verdoppelt hat“ nur halb so viel tun – dafür richtig?

Ich stelle mir diese Frage immer wieder. Und ehrlich gesagt: Die Antwort ist selten „mehr“. Mehr Nachrichten, mehr Termine, mehr Tools – das fühlt sich nach Fortschritt an, ist es aber oft nicht.

Was ich stattdessen beobachte: Es läuft dort gut, wo Kunden sich verstanden fühlen. Wo jemand zuhört, nachfragt und dann einen klaren Vorschlag macht.

Drei Fragen, die ich mir deshalb regelmäßig stelle:

→ Weiß ich, was meine Kunden gerade wirklich beschäftigt?
→ Habe ich im letzten Gespräch mehr gefragt oder mehr erzählt?
→ Ist der nächste Schritt klar – für beide Seiten?

Bei uns dreht sich genau darum alles: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Wie siehst du das: Woran merkst du, dass es gut läuft? Ich bin gespannt auf eure Antworten.

#Maschinenbauer #Termine #Vertrieb`;

/** The same question generated again ('Neu generieren'): the second version. */
const SUCCESS_POST_V2 = `Hier sind drei Varianten für LinkedIn rund um „Wie ein Maschinenbauer seine Termine verdoppelt hat“ (Länge: Mittel).

### Variante 1 – Storytelling

Der beste Rat meiner Laufbahn kam nicht von einem Coach, sondern von einem Kunden.

Es ging um „Wie ein Maschinenbauer seine Termine verdoppelt hat“. Ich war überzeugt: Mehr Einsatz bringt mehr Ergebnis. Also mehr Nachrichten, mehr Anrufe, mehr Termine.

Dann sagte mir ein Kunde: „Sie sind der Erste, der fragt, was uns eigentlich bremst.“ Dieser Satz ist hängen geblieben.

Seitdem frage ich zuerst und erzähle danach. Ich bereite jedes Gespräch mit drei Fragen vor, höre länger zu und halte am Ende gemeinsam mit dem Kunden den nächsten Schritt fest.

Genau diese Erfahrung steckt heute in dem, was wir anbieten: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Welcher Moment hat deine Sicht auf „Wie ein Maschinenbauer seine Termine verdoppelt hat“ verändert? Ich freue mich auf eure Geschichten in den Kommentaren.

#Maschinenbauer #Termine #Vertrieb

### Variante 2 – Liste

Fünf Dinge rund um „Wie ein Maschinenbauer seine Termine verdoppelt hat“, die ich gern früher gewusst hätte.

Nach vielen Gesprächen sehe ich immer wieder dieselben Muster. Die gute Nachricht: Die meisten lassen sich mit kleinen Änderungen lösen.

1. Konkret statt allgemein. Ein Beispiel aus der Branche des Kunden wirkt stärker als jede Folie.
2. Nachfassen ist kein Nerven, sondern Service. Wer sich zuverlässig meldet, bleibt im Kopf.
3. Zuhören, bis der Kunde wirklich fertig ist. Die wichtigste Information kommt oft im letzten Satz.
4. Ergebnisse messen, nicht nur Aktivität. Zehn gute Gespräche schlagen fünfzig Anrufe ohne Plan.
5. Dranbleiben. Die meisten Abschlüsse entstehen nicht im ersten, sondern im dritten bis fünften Kontakt.

Darum geht es bei uns: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Welcher Punkt fehlt auf der Liste? Schreib ihn in die Kommentare.

#Maschinenbauer #Termine #Vertrieb

### Variante 3 – Frage

Woran merkt man eigentlich, dass es rund um „Wie ein Maschinenbauer seine Termine verdoppelt hat“ gut läuft?

Ich stelle mir diese Frage immer wieder. Und ehrlich gesagt: Die Antwort ist selten „mehr“. Mehr Nachrichten, mehr Termine, mehr Tools – das fühlt sich nach Fortschritt an, ist es aber oft nicht.

Was ich stattdessen beobachte: Es läuft dort gut, wo Kunden sich verstanden fühlen. Wo jemand zuhört, nachfragt und dann einen klaren Vorschlag macht.

Drei Fragen, die ich mir deshalb regelmäßig stelle:

→ Weiß ich, was meine Kunden gerade wirklich beschäftigt?
→ Habe ich im letzten Gespräch mehr gefragt oder mehr erzählt?
→ Ist der nächste Schritt klar – für beide Seiten?

Bei uns dreht sich genau darum alles: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Wie siehst du das: Woran merkst du, dass es gut läuft? Ich bin gespannt auf eure Antworten.

#Maschinenbauer #Termine #Vertrieb`;

/**
 * Postgenerator, 'Schreib einen Beitrag für mein Netzwerk.' with the Thema 'Empfehlungen von
 * Bestandskunden': what the stories send.
 */
export const REFERRALS_POST = `Hier sind drei Varianten für LinkedIn rund um Empfehlungen von Bestandskunden (Länge: Mittel).

### Variante 1 – Storytelling

Vor ein paar Jahren hätte ich diesen Beitrag nicht schreiben können.

Es ging um Empfehlungen von Bestandskunden. Ich war überzeugt: Mehr Einsatz bringt mehr Ergebnis. Also mehr Nachrichten, mehr Anrufe, mehr Termine.

Das Ergebnis? Volle Kalender, aber kaum Abschlüsse. Und das Gefühl, ständig hinterherzulaufen.

Dann sagte mir ein Kunde: „Sie sind der Erste, der fragt, was uns eigentlich bremst.“ Dieser Satz ist hängen geblieben.

Seitdem frage ich zuerst und erzähle danach. Ich bereite jedes Gespräch mit drei Fragen vor, höre länger zu und halte am Ende gemeinsam mit dem Kunden den nächsten Schritt fest.

Genau diese Erfahrung steckt heute in dem, was wir anbieten: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Welcher Moment hat deine Sicht auf Empfehlungen von Bestandskunden verändert? Ich freue mich auf eure Geschichten in den Kommentaren.

#Empfehlungen #Bestandskunden #Vertrieb

### Variante 2 – Liste

Rund um Empfehlungen von Bestandskunden halte ich mich an fünf Regeln.

Nach vielen Gesprächen sehe ich immer wieder dieselben Muster. Die gute Nachricht: Die meisten lassen sich mit kleinen Änderungen lösen.

1. Vorbereitung schlägt Spontaneität. Fünf Minuten Recherche vor dem Gespräch sparen zehn Minuten Smalltalk.
2. Fragen statt präsentieren. Wer zuerst versteht, muss später weniger überzeugen.
3. Jedes Gespräch endet mit einem klaren nächsten Schritt – mit Datum, nicht mit „Wir hören voneinander“.
4. Konkret statt allgemein. Ein Beispiel aus der Branche des Kunden wirkt stärker als jede Folie.
5. Nachfassen ist kein Nerven, sondern Service. Wer sich zuverlässig meldet, bleibt im Kopf.

Darum geht es bei uns: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Welcher Punkt fehlt auf der Liste? Schreib ihn in die Kommentare.

#Empfehlungen #Bestandskunden #Vertrieb

### Variante 3 – Frage

Warum reden alle über Empfehlungen von Bestandskunden – und so wenige setzen es konsequent um?

Ich stelle mir diese Frage immer wieder. Und ehrlich gesagt: Die Antwort ist selten „mehr“. Mehr Nachrichten, mehr Termine, mehr Tools – das fühlt sich nach Fortschritt an, ist es aber oft nicht.

Was ich stattdessen beobachte: Es läuft dort gut, wo Kunden sich verstanden fühlen. Wo jemand zuhört, nachfragt und dann einen klaren Vorschlag macht.

Drei Fragen, die ich mir deshalb regelmäßig stelle:

→ Weiß ich, was meine Kunden gerade wirklich beschäftigt?
→ Habe ich im letzten Gespräch mehr gefragt oder mehr erzählt?
→ Ist der nächste Schritt klar – für beide Seiten?

Bei uns dreht sich genau darum alles: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Wie siehst du das: Woran merkst du, dass es gut läuft? Ich bin gespannt auf eure Antworten.

#Empfehlungen #Bestandskunden #Vertrieb`;

/** Content-Kalender, two weeks on LinkedIn asked on 19.11.2026: four posts from 24.11.2026. */
const CALENDAR_PLAN = `Dein Redaktionsplan für 2 Wochen auf LinkedIn: 4 Beiträge, jeweils dienstags und donnerstags ab 24.11.2026.

| Datum | Plattform | Format | Thema | Hook |
| --- | --- | --- | --- | --- |
| 24.11.2026 | LinkedIn | Text-Post | Häufigster Fehler rund um Vertrieb im Handwerk | Diesen Fehler sehe ich fast jede Woche – und er ist leicht zu vermeiden. |
| 26.11.2026 | LinkedIn | Karussell | Checkliste in fünf Folien rund um Vertrieb im Handwerk | Speicher dir diese Checkliste – du wirst sie brauchen. |
| 01.12.2026 | LinkedIn | Video | 60-Sekunden-Tipp rund um Vertrieb im Handwerk | Ein Tipp, den du heute noch umsetzen kannst. |
| 03.12.2026 | LinkedIn | Umfrage | Größte Hürde rund um Vertrieb im Handwerk | Was bremst euch rund um Vertrieb im Handwerk gerade am meisten? |

Tipp: Plane nach jeder Veröffentlichung 15 Minuten ein, um auf Kommentare zu antworten – das stärkt die Reichweite.`;

/** Allgemein, 'Wie strukturiere ich ein Erstgespräch in 20 Minuten?' */
const FIRST_CALL_GUIDE = `### Erstgespräch in 20 Minuten

Ein erprobter Leitfaden dafür – pass ihn an deine Situation an.

1. **Einstieg (2 Min.)** – Danke sagen, Ziel und Ablauf klären: „Ich würde gern zuerst verstehen, wie es bei Ihnen aussieht. Am Ende schauen wir gemeinsam, ob und wie wir helfen können. Passt das?“
2. **Situation (5 Min.)** – Offene Fragen: Wie läuft es heute? Was funktioniert gut, was nicht?
3. **Problem und Folgen (6 Min.)** – Nachhaken: Seit wann besteht das Problem? Was kostet es? Wer ist noch betroffen?
4. **Ziel (3 Min.)** – Wie sähe es aus, wenn es gelöst wäre – und bis wann soll das so sein?
5. **Einordnung (3 Min.)** – Nur den Teil eures Angebots zeigen, der zum Gesagten passt.
6. **Nächster Schritt (1 Min.)** – Konkreter Termin mit Datum und Teilnehmern, nicht „Wir melden uns“.

Schreib dir vorher drei Fragen auf, die du auf jeden Fall stellen willst.

Für die Einordnung aus deinem Profil: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.`;

/** Objection-Handler, '„Das ist uns gerade zu teuer.“' (Professionell). */
const PRICE_OBJECTION = `**Einwandtyp:** Preis

### Verstehen

Hinter „zu teuer“ steckt selten der Preis allein. Meist ist der Nutzen noch nicht greifbar genug – oder es fehlt ein Vergleich, an dem sich der Preis messen lässt. Verteidige den Preis nicht, sondern frag nach dem Maßstab.

### Antwort

„Das kann ich gut nachvollziehen. Ein Preis ist immer nur im Verhältnis zum Ergebnis hoch oder niedrig. Kurz zur Einordnung, worum es bei uns geht: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter. Wenn wir gemeinsam festhalten, was sich für Sie verbessern soll, können Sie selbst beurteilen, ob sich die Investition lohnt. Einverstanden?“

### Rückfrage

„Mit welchem Betrag hatten Sie gerechnet – und woran machen Sie das fest?“`;

/** Objection-Handler, the question edited to '„Schicken Sie mir erst mal Unterlagen, …“'. */
export const DOCUMENTS_OBJECTION = `**Einwandtyp:** Vertrauen

### Verstehen

Bei einem Vertrauenseinwand geht es um Risiko: Niemand möchte eine falsche Entscheidung verantworten. Mach das Risiko kleiner – mit Referenzen, Transparenz und einem überschaubaren Einstieg.

### Antwort

„Das kann ich gut nachvollziehen. Gern schicke ich Ihnen etwas – und damit es nicht im Posteingang untergeht, eine kurze Frage vorweg: Was genau möchten Sie darin sehen? Dann bekommen Sie keine 20 Seiten, sondern genau das, was für Ihre Entscheidung wichtig ist. Kurz zur Einordnung, worum es bei uns geht: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.“

### Rückfrage

„Woran würden Sie festmachen, ob wir der richtige Partner für Sie sind?“`;

/** Allgemein, 'Formuliere eine freundliche Nachfass-Nachricht nach einem Angebot.' */
const FOLLOW_UP_MESSAGE = `### Nachfassen nach einem Angebot

So kannst du schreiben:

> Guten Tag [Name],
>
> kurz zu unserem Angebot: Ich möchte sichergehen, dass es gut bei Ihnen angekommen ist und zu dem passt, was wir besprochen haben. Was ist aus Ihrer Sicht der nächste Schritt?
>
> Falls sich bei Ihnen die Prioritäten verschoben haben, ist das völlig in Ordnung – sagen Sie mir einfach kurz Bescheid.
>
> Viele Grüße
> [Dein Name]

**Worauf es ankommt:**
- Nach drei bis fünf Werktagen nachfassen, nicht am nächsten Morgen.
- Einen konkreten Vorschlag machen (Termin, Frage), statt „Haben Sie schon entschieden?“ zu fragen.
- Höchstens drei Versuche; beim letzten freundlich abschließen – das bringt erstaunlich oft eine Antwort.`;

/** Postgenerator, 'Ein Beitrag mit drei Tipps für bessere Erstgespräche.' (Kurz, Locker). */
const TIPS_POST = `Hier sind drei Varianten für LinkedIn rund um drei Tipps für bessere Erstgespräche (Länge: Kurz).

### Variante 1 – Storytelling

Ein Satz eines Kunden hat meine Sicht komplett verändert.

Es ging um drei Tipps für bessere Erstgespräche. Ich war überzeugt: Mehr Einsatz bringt mehr Ergebnis. Also mehr Nachrichten, mehr Anrufe, mehr Termine.

Das Ergebnis? Volle Kalender, aber kaum Abschlüsse. Und das Gefühl, ständig hinterherzulaufen.

Welcher Moment hat deine Sicht auf drei Tipps für bessere Erstgespräche verändert? Ich freue mich auf eure Geschichten in den Kommentaren.

#Erstgespräche #Vertrieb #Mittelstand

### Variante 2 – Liste

Vier Gedanken rund um drei Tipps für bessere Erstgespräche – aus vielen Gesprächen mit Kunden.

1. Fragen statt präsentieren.
2. Jedes Gespräch endet mit einem nächsten Schritt.
3. Konkret statt allgemein.
4. Nachfassen ist Service.

Darum geht es bei uns: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Welcher Punkt fehlt auf der Liste? Schreib ihn in die Kommentare.

#Erstgespräche #Vertrieb #Mittelstand

### Variante 3 – Frage

Was wäre, wenn rund um drei Tipps für bessere Erstgespräche nicht mehr Einsatz fehlt, sondern mehr Klarheit?

Ich stelle mir diese Frage immer wieder. Und ehrlich gesagt: Die Antwort ist selten „mehr“. Mehr Nachrichten, mehr Termine, mehr Tools – das fühlt sich nach Fortschritt an, ist es aber oft nicht.

Wie siehst du das: Woran merkst du, dass es gut läuft? Ich bin gespannt auf eure Antworten.

#Erstgespräche #Vertrieb #Mittelstand`;

/** Postgenerator, the personal mistake (Kurz, Thema 'Kaltakquise ohne Vorbereitung'). */
const MISTAKE_POST = `Hier sind drei Varianten für LinkedIn rund um Kaltakquise ohne Vorbereitung (Länge: Kurz).

### Variante 1 – Storytelling

Ein Satz eines Kunden hat meine Sicht komplett verändert.

Es ging um Kaltakquise ohne Vorbereitung. Ich war überzeugt: Mehr Einsatz bringt mehr Ergebnis. Also mehr Nachrichten, mehr Anrufe, mehr Termine.

Dann sagte mir ein Kunde: „Sie sind der Erste, der fragt, was uns eigentlich bremst.“ Dieser Satz ist hängen geblieben.

Welcher Moment hat deine Sicht auf Kaltakquise ohne Vorbereitung verändert? Ich freue mich auf eure Geschichten in den Kommentaren.

#Kaltakquise #Vorbereitung #Vertrieb

### Variante 2 – Liste

Vier Gedanken rund um Kaltakquise ohne Vorbereitung – aus vielen Gesprächen mit Kunden.

1. Fragen statt präsentieren.
2. Jedes Gespräch endet mit einem nächsten Schritt.
3. Konkret statt allgemein.
4. Nachfassen ist Service.

Darum geht es bei uns: Terminvereinbarung und Neukundengewinnung für B2B-Dienstleister in Norddeutschland – planbar und ohne eigenes Callcenter.

Welcher Punkt fehlt auf der Liste? Schreib ihn in die Kommentare.

#Kaltakquise #Vorbereitung #Vertrieb

### Variante 3 – Frage

Was wäre, wenn rund um Kaltakquise ohne Vorbereitung nicht mehr Einsatz fehlt, sondern mehr Klarheit?

Ich stelle mir diese Frage immer wieder. Und ehrlich gesagt: Die Antwort ist selten „mehr“. Mehr Nachrichten, mehr Termine, mehr Tools – das fühlt sich nach Fortschritt an, ist es aber oft nicht.

Wie siehst du das: Woran merkst du, dass es gut läuft? Ich bin gespannt auf eure Antworten.

#Kaltakquise #Vorbereitung #Vertrieb`;

/** What a new turn is answered with, per category (the questions the stories send). */
export const TURN_ANSWERS: Partial<Record<ChatCategory, string>> = {
  postgenerator: REFERRALS_POST,
  'content-kalender': CALENDAR_PLAN,
  'objection-handler': DOCUMENTS_OBJECTION,
  allgemein: FOLLOW_UP_MESSAGE,
};

// ---------------------------------------------------------------------------------------------
// The stored conversations

type MessageRecord = {
  id: string;
  parentId: string | null;
  role: 'user' | 'assistant';
  content: string;
  status: ChatMessageStatus;
  error: string | null;
  model: string | null;
  createdAt: Date;
};

export type ChatRecord = {
  id: string;
  category: ChatCategory;
  title: string;
  variables: Record<string, string>;
  lead: { id: string; name: string } | null;
  createdAt: Date;
  updatedAt: Date;
  /** The last message of the shown path. */
  leafId: string | null;
  messages: MessageRecord[];
};

/** The conversations the stories open. */
export const CHATS = {
  /** Postgenerator: the answer regenerated once ('Version 2 von 2'). */
  success: chatId(1),
  /** Content-Kalender: a plan of four posts from 24.11.2026 on. */
  calendar: chatId(2),
  /** Objection-Handler, with the lead Alpenblick Logistik GmbH. */
  objection: chatId(3),
  firstCall: chatId(4),
  tips: chatId(5),
  mistake: chatId(6),
};

/** The messages the stories name. */
export const MESSAGES = {
  successQuestion: messageId(1),
  successFirstAnswer: messageId(2),
  successSecondAnswer: messageId(3),
  objectionQuestion: messageId(6),
};

const TITLES = {
  success: 'Schreib einen Beitrag über unseren größten Kundenerfolg.',
  calendar: 'Plane meine Beiträge für die nächsten zwei Wochen.',
  objection: '„Das ist uns gerade zu teuer.“',
  firstCall: 'Wie strukturiere ich ein Erstgespräch in 20 Minuten?',
  tips: 'Ein Beitrag mit drei Tipps für bessere Erstgespräche.',
  mistake: 'Ein persönlicher Beitrag über einen Fehler, aus dem ich…',
};

const message = (
  id: string,
  parentId: string | null,
  role: MessageRecord['role'],
  content: string,
  createdAt: Date,
): MessageRecord => ({
  id,
  parentId,
  role,
  content,
  status: 'done',
  error: null,
  model: role === 'assistant' ? 'vorlagen' : null,
  createdAt,
});

/** One question and its answers (each a version, the last one shown), a few seconds apart. */
function conversation(
  chat: Omit<ChatRecord, 'leafId' | 'messages' | 'updatedAt'>,
  question: { id: string; text: string },
  answers: { id: string; text: string; after: number }[],
): ChatRecord {
  const messages = [
    message(question.id, null, 'user', question.text, chat.createdAt),
    ...answers.map((answer) =>
      message(
        answer.id,
        question.id,
        'assistant',
        answer.text,
        new Date(chat.createdAt.getTime() + answer.after * 1000),
      ),
    ),
  ];
  const last = messages.at(-1) as MessageRecord;
  return { ...chat, leafId: last.id, messages, updatedAt: last.createdAt };
}

/** Anna Berger's conversations, newest first: four categories over the last ten days. */
export function chatFixtures(): ChatRecord[] {
  return [
    conversation(
      {
        id: CHATS.success,
        category: 'postgenerator',
        title: TITLES.success,
        variables: {
          thema: 'Wie ein Maschinenbauer seine Termine verdoppelt hat',
          zielgruppe: 'Vertriebsleiter im Maschinenbau',
          tonalitaet: 'Inspirierend',
          plattform: 'LinkedIn',
          laenge: 'Mittel',
        },
        lead: null,
        createdAt: at(19, 16),
      },
      { id: MESSAGES.successQuestion, text: TITLES.success },
      [
        { id: MESSAGES.successFirstAnswer, text: SUCCESS_POST_V1, after: 6 },
        { id: MESSAGES.successSecondAnswer, text: SUCCESS_POST_V2, after: 95 },
      ],
    ),
    conversation(
      {
        id: CHATS.calendar,
        category: 'content-kalender',
        title: TITLES.calendar,
        variables: { thema: 'Vertrieb im Handwerk', plattform: 'LinkedIn', zeitraum: '2 Wochen' },
        lead: null,
        createdAt: at(19, 9),
      },
      { id: messageId(4), text: TITLES.calendar },
      [{ id: messageId(5), text: CALENDAR_PLAN, after: 4 }],
    ),
    conversation(
      {
        id: CHATS.firstCall,
        category: 'allgemein',
        title: TITLES.firstCall,
        variables: {},
        lead: null,
        createdAt: at(18, 14),
      },
      { id: messageId(8), text: TITLES.firstCall },
      [{ id: messageId(9), text: FIRST_CALL_GUIDE, after: 3 }],
    ),
    conversation(
      {
        id: CHATS.objection,
        category: 'objection-handler',
        title: TITLES.objection,
        variables: { tonalitaet: 'Professionell' },
        lead: { id: alpenblick.id, name: alpenblick.companyName },
        createdAt: at(18, 11),
      },
      { id: MESSAGES.objectionQuestion, text: TITLES.objection },
      [{ id: messageId(7), text: PRICE_OBJECTION, after: 3 }],
    ),
    conversation(
      {
        id: CHATS.tips,
        category: 'postgenerator',
        title: TITLES.tips,
        variables: { tonalitaet: 'Locker', plattform: 'LinkedIn', laenge: 'Kurz' },
        lead: null,
        createdAt: at(16, 8, 45),
      },
      { id: messageId(10), text: TITLES.tips },
      [{ id: messageId(11), text: TIPS_POST, after: 4 }],
    ),
    conversation(
      {
        id: CHATS.mistake,
        category: 'postgenerator',
        title: TITLES.mistake,
        variables: {
          thema: 'Kaltakquise ohne Vorbereitung',
          plattform: 'LinkedIn',
          laenge: 'Kurz',
        },
        lead: null,
        createdAt: at(10, 17, 20),
      },
      {
        id: messageId(12),
        text: 'Ein persönlicher Beitrag über einen Fehler, aus dem ich gelernt habe.',
      },
      [{ id: messageId(13), text: MISTAKE_POST, after: 5 }],
    ),
  ];
}

/** The path from the first question to the leaf, each message with its versions (service.ts). */
function shownPath(chat: ChatRecord): StoredMessage[] {
  const byId = new Map(chat.messages.map((entry) => [entry.id, entry]));
  const path: MessageRecord[] = [];
  let current = chat.leafId ? byId.get(chat.leafId) : undefined;
  while (current) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path.map((entry) => {
    const siblings = chat.messages
      .filter((candidate) => candidate.parentId === entry.parentId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    return {
      ...entry,
      version: siblings.indexOf(entry) + 1,
      versions: siblings.length,
      siblingIds: siblings.map((sibling) => sibling.id),
    };
  });
}

function viewOf(chat: ChatRecord): ChatView {
  return {
    id: chat.id,
    category: chat.category,
    title: chat.title,
    variables: chat.variables,
    leadId: chat.lead?.id ?? null,
    lead: chat.lead,
    createdAt: chat.createdAt,
    updatedAt: chat.updatedAt,
    messages: shownPath(chat),
  };
}

const listItem = ({ id, category, title, updatedAt }: ChatRecord): ChatListItem => ({
  id,
  category,
  title,
  updatedAt,
});

const newestFirst = (a: ChatRecord, b: ChatRecord) =>
  b.updatedAt.getTime() - a.updatedAt.getTime() || b.id.localeCompare(a.id);

/** A new conversation's title: its question's first line, cut after a word (prompts.ts). */
function chatTitle(question: string): string {
  const line = question
    .split(/\r\n?|\n/)
    .map((row) => row.replace(/\s+/g, ' ').trim())
    .find(Boolean);
  if (!line) return 'Neue Unterhaltung';
  const chars = [...line];
  if (chars.length <= 60) return line;
  const room = chars.slice(0, 60).join('');
  const space = room.lastIndexOf(' ');
  const cut = space >= 30 ? room.slice(0, space) : chars.slice(0, 59).join('');
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}

// ---------------------------------------------------------------------------------------------
// How the next turn is answered

/**
 * How `POST /api/ai/chat` answers a turn: the whole answer streamed; part of it and then nothing
 * until the person presses 'Anhalten' (a stream in flight, for as long as a story looks); part of
 * it and then the provider's failure; or a refusal before anything is streamed (JSON `{ error }`).
 */
export type TurnReply =
  | { kind: 'answer'; text?: string }
  | { kind: 'pause'; text?: string; pauseAfter?: number }
  | { kind: 'providerFailure'; text?: string; failAfter?: number; errorText?: string }
  | { kind: 'refuse'; status: number; error: string };

/** The company's API key is no longer valid: the provider refuses mid-stream. */
export const PROVIDER_KEY_INVALID: TurnReply = {
  kind: 'providerFailure',
  errorText: PROVIDER_UNAUTHORIZED,
};

/** Today's requests are used up: refused before the stream (412). */
export const DAILY_QUOTA_USED_UP: TurnReply = {
  kind: 'refuse',
  status: 412,
  error: DAILY_QUOTA_REACHED,
};

/** What a turn's request says (chatTransport.ts). */
export type TurnBody = {
  action: 'send' | 'edit' | 'regenerate';
  chatId?: string | null;
  messageId?: string;
  text?: string;
  category: ChatCategory;
  variables: Record<string, string>;
  leadId: string | null;
};

/** Where the text breaks after about this share of it: at a space, as a streamed token would. */
function cutAt(text: string, share: number): number {
  const space = text.indexOf(' ', Math.floor(text.length * share));
  return space < 0 ? text.length : space;
}

/** The answer in pieces of a few words, as a model streams it. */
function pieces(text: string): string[] {
  const words = text.split(/(?<=\s)/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 6) out.push(words.slice(i, i + 6).join(''));
  return out;
}

const encoder = new TextEncoder();
const sseEvent = (data: unknown) =>
  encoder.encode(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);

const STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  'x-vercel-ai-ui-message-stream': 'v1',
};

// ---------------------------------------------------------------------------------------------
// The server

type FixtureFailure = TrpcFailure;
type Answer = { value: unknown } | { fail: FixtureFailure };

const failure = (
  status: number,
  code: string,
  message: string,
  issues?: FixtureFailure['issues'],
): FixtureFailure => ({ status, code, message, ...(issues ? { issues } : {}) });

const forbidden = (message: string) => ({ fail: failure(403, 'FORBIDDEN', message) });
const notFound = (message: string) => ({ fail: failure(404, 'NOT_FOUND', message) });

/** Bad input as the server answers it: zod's issues per field, and their summary. */
function invalid(issues: { path: string; message: string }[]): Answer {
  const details = issues.map(({ path, message }) => `${path}: ${message}`).join('; ');
  return { fail: failure(400, 'BAD_REQUEST', `Ungültige Eingabe – ${details}`, issues) };
}

type QueryPath =
  | 'ai.status'
  | 'ai.usage'
  | 'ai.profile.get'
  | 'ai.connection.get'
  | 'ai.chats.recent'
  | 'ai.chats.list'
  | 'ai.chats.byId'
  | 'ai.chats.export'
  | 'crm.leads.list';

type MutationPath =
  | 'ai.profile.update'
  | 'ai.connection.update'
  | 'ai.connection.quotas'
  | 'ai.chats.rename'
  | 'ai.chats.delete'
  | 'ai.chats.selectVersion'
  | 'calendar.events.create';

export type AiProcedure = QueryPath | MutationPath;

/** Who asks: Anna Berger as one of the provider's employees, unless a story says otherwise. */
export type AiViewer = { ourEmployee: boolean; role: string };

export type AiServerOptions = {
  viewer?: AiViewer;
  /** The person's conversations; `chatFixtures()` when not given. */
  chats?: ChatRecord[];
  /** The company's own model (customer console), or none. */
  connection?: ConnectionSummary | null;
  /** The server's model for companies without one; none: the Vorlagen-Modus. */
  serverModel?: ServerModel | null;
  /** The person's requests today and the company's this month (`ai.status`). */
  used?: { today: number; month: number };
  quotas?: { daily: number; monthly: number };
  /** The company's requests per person (`ai.usage`). */
  usage?: AiUsage;
  profile?: BrandProfile;
  /** How turns are answered, in order (the last one for every further turn). */
  replies?: TurnReply[];
  /** The answer of a new turn per category; `TURN_ANSWERS` otherwise. */
  answers?: Partial<Record<ChatCategory, string>>;
  /** Procedures that fail, e.g. `{ 'ai.chats.list': SERVER_DOWN }`. */
  fail?: Partial<Record<AiProcedure, TrpcFailure>>;
  /** Procedures that never answer (loading states). */
  pending?: QueryPath[];
  /** Sees every mutation with its input. */
  onMutation?: (path: string, input: unknown) => void;
  /** Sees every turn's request body (`POST /api/ai/chat`). */
  onTurn?: (body: TurnBody) => void;
};

export type AiServer = HttpHandler[] & {
  /** The first conversations and settings again, paused streams ended. */
  reset: () => void;
};

/** Paths this server answers: a batch that mixes them with others' is split (see below). */
const ownPath = (path: string) =>
  path.startsWith('ai.') || path === 'crm.leads.list' || path === 'calendar.events.create';

/**
 * A page that shows an AI card among others (Einstellungen, the customer console) asks for
 * both in one batched request (`/api/trpc/company.get,ai.usage`), which neither fixture server
 * answers alone. Such a batch is split into one request per server, sent through MSW again, and
 * the answers are put back in the batch's order.
 */
function mixedBatches(): HttpHandler[] {
  const split = async (request: Request, pathsParam: string, method: 'GET' | 'POST') => {
    const paths = pathsParam.split(',');
    const own = paths.map(ownPath);
    if (own.every(Boolean) || !own.some(Boolean)) return undefined;
    const url = new URL(request.url);
    const inputs = (
      method === 'GET'
        ? JSON.parse(url.searchParams.get('input') ?? '{}')
        : await request.clone().json()
    ) as Record<string, unknown>;
    const groups = [true, false].map((mine) =>
      paths.flatMap((_, index) => (own[index] === mine ? [index] : [])),
    );
    const answers: unknown[] = [];
    const statuses: number[] = [];
    for (const group of groups) {
      const part = Object.fromEntries(
        group.flatMap((index, position) =>
          String(index) in inputs ? [[String(position), inputs[String(index)]]] : [],
        ),
      );
      const target = new URL(`${TRPC_PATH}/${group.map((index) => paths[index]).join(',')}`, url);
      target.searchParams.set('batch', '1');
      if (method === 'GET') target.searchParams.set('input', JSON.stringify(part));
      const response = await fetch(
        target,
        method === 'GET'
          ? {}
          : {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(part),
            },
      );
      const results = (await response.json()) as unknown[];
      group.forEach((index, position) => {
        answers[index] = results[position];
      });
      statuses.push(response.status);
    }
    const status = new Set(statuses).size === 1 ? (statuses[0] ?? 200) : 207;
    return HttpResponse.json(answers, { status });
  };
  return [
    http.get(`${TRPC_PATH}/:paths`, ({ request, params }) =>
      split(request, String(params.paths), 'GET'),
    ),
    http.post(`${TRPC_PATH}/:paths`, ({ request, params }) =>
      split(request, String(params.paths), 'POST'),
    ),
  ];
}

/**
 * The AI chats' procedures and streaming endpoint over Anna Berger's conversations, refusing what
 * the server refuses (a customer's staff: every chat procedure; the usage: admins and employees;
 * the customer console: employees). Turns store their question and answer as they end: done,
 * stopped by 'Anhalten' (the request aborted), or failed. `reset()` brings back the first state.
 */
export function aiServer(options: AiServerOptions = {}): AiServer {
  const viewer = options.viewer ?? { ourEmployee: true, role: 'user' };
  const fail = options.fail ?? {};
  const pending = new Set<string>(options.pending ?? []);
  const replies = options.replies ?? [{ kind: 'answer' }];
  const answers = { ...TURN_ANSWERS, ...options.answers };
  let chats: ChatRecord[] = [];
  let connection: ConnectionSummary | null = null;
  let quotas = quotasFixture;
  let profile = profileFixture;
  let used = { today: 0, month: 0 };
  let turns = 0;
  let created = 0;
  let createdEvents = 0;
  /** The answers still streaming: a reset ends them. */
  const open = new Set<() => void>();
  const reset = () => {
    chats = structuredClone(options.chats ?? chatFixtures());
    connection = options.connection ? { ...options.connection } : null;
    quotas = { ...(options.quotas ?? quotasFixture) };
    profile = { ...(options.profile ?? profileFixture) };
    used = { ...(options.used ?? { today: 12, month: 214 }) };
    turns = 0;
    created = 0;
    createdEvents = 0;
    for (const end of open) end();
    open.clear();
  };
  reset();

  const nextId = () => {
    created += 1;
    return messageId(100 + created);
  };
  const own = (id: string) => chats.find((chat) => chat.id === id);
  const chatGone = notFound(CHAT_NOT_FOUND);

  /** The server's `chatOwner`: the AI chats are for employees. */
  const owner = (answer: () => Answer): Answer =>
    viewer.ourEmployee ? answer() : forbidden(AI_EMPLOYEES_ONLY);
  /** `assertAdmin`: a company's admins, and employees. */
  const admin = (answer: () => Answer): Answer =>
    viewer.ourEmployee || hasRole(viewer.role, 'admin')
      ? answer()
      : forbidden(roleRequiredMessage('admin'));
  /** `assertEmployee` of the customer console. */
  const employee = (answer: () => Answer): Answer =>
    viewer.ourEmployee ? answer() : forbidden(EMPLOYEES_ONLY_MESSAGE);

  const model = () => {
    const chosen = connection ?? options.serverModel ?? null;
    return chosen
      ? {
          mode: 'model' as const,
          source: connection ? ('company' as const) : ('server' as const),
          name: chosen.model,
          host: new URL(chosen.baseUrl).host,
        }
      : null;
  };

  const status = (): AiStatus => {
    const chosen = model();
    return {
      mode: chosen ? 'model' : 'templates',
      source: chosen?.source ?? null,
      modelName: chosen?.name ?? null,
      destination: chosen?.host ?? null,
      label: chosen ? null : TEMPLATE_MODE_LABEL,
      help: chosen ? null : TEMPLATE_MODE_HELP,
      usage: {
        dailyUsed: used.today,
        dailyLimit: quotas.daily,
        monthlyUsed: used.month,
        monthlyLimit: quotas.monthly,
      },
    };
  };

  const queries: Record<QueryPath, (input: never) => Answer> = {
    'ai.status': () => owner(() => ({ value: status() })),
    'ai.usage': () =>
      admin(() => ({ value: { ...(options.usage ?? usageFixture), quotas: { ...quotas } } })),
    'ai.profile.get': () => owner(() => ({ value: profile })),
    'ai.connection.get': () =>
      employee(() => ({
        value: {
          connection,
          server: options.serverModel
            ? {
                model: options.serverModel.model,
                host: new URL(options.serverModel.baseUrl).host,
              }
            : null,
          quotas: { ...quotas },
        } satisfies AiConnectionView,
      })),
    'ai.chats.recent': () =>
      owner(() => ({ value: [...chats].sort(newestFirst).slice(0, 5).map(listItem) })),
    'ai.chats.list': (input: Inputs['chats']['list']) =>
      owner(() => {
        const search = input.search?.trim().toLowerCase();
        const items = chats
          .filter(
            (chat) =>
              chat.category === input.category &&
              (!search ||
                chat.title.toLowerCase().includes(search) ||
                chat.messages.some(
                  (entry) => entry.role === 'user' && entry.content.toLowerCase().includes(search),
                )),
          )
          .sort(newestFirst)
          .map(listItem);
        return { value: { items, nextCursor: null } };
      }),
    'ai.chats.byId': ({ chatId: id }: Inputs['chats']['byId']) =>
      owner(() => {
        const chat = own(id);
        return chat ? { value: viewOf(chat) } : chatGone;
      }),
    'ai.chats.export': ({ chatId: id }: Inputs['chats']['export']) =>
      owner(() => {
        const chat = own(id);
        if (!chat) return chatGone;
        const lines = [`# ${chat.title}`, ''];
        for (const entry of shownPath(chat)) {
          lines.push(entry.role === 'user' ? '## Du' : '## Assistent', '', entry.content, '');
        }
        return { value: { fileName: 'unterhaltung.md', markdown: lines.join('\n') } };
      }),
    'crm.leads.list': (input: RouterInputs['crm']['leads']['list']) => {
      const term = input?.search?.trim().toLowerCase() ?? '';
      const items = leadFixtures
        .filter((lead) =>
          [lead.companyName, lead.contactName ?? ''].some((text) =>
            text.toLowerCase().includes(term),
          ),
        )
        .slice(0, input?.limit ?? 50);
      return { value: { items, nextCursor: null, total: items.length } satisfies Leads };
    },
  };

  const mutations: Record<MutationPath, (input: never) => Answer> = {
    'ai.profile.update': (input: Inputs['profile']['update']) =>
      admin(() => {
        profile = {
          offer: input.offer.trim(),
          audience: input.audience.trim(),
          tone: input.tone.trim(),
          examples: input.examples.trim(),
        };
        return { value: profile };
      }),
    'ai.connection.update': ({ connection: next }: Inputs['connection']['update']) =>
      employee(() => {
        if (!next) {
          connection = null;
          return { value: null };
        }
        const issues: { path: string; message: string }[] = [];
        if (!/^https?:\/\/[^\s/]+/.test(next.baseUrl)) {
          issues.push({
            path: 'connection.baseUrl',
            message: 'Bitte gib eine Adresse mit http:// oder https:// ein.',
          });
        }
        if (!next.model.trim()) {
          issues.push({
            path: 'connection.model',
            message: 'Bitte gib den Namen des Modells ein.',
          });
        }
        if (issues.length > 0) return invalid(issues);
        connection = {
          baseUrl: next.baseUrl,
          model: next.model.trim(),
          hasKey: next.apiKey === undefined ? (connection?.hasKey ?? false) : next.apiKey !== '',
          updatedAt: new Date(),
        };
        return { value: connection };
      }),
    'ai.connection.quotas': (input: Inputs['connection']['quotas']) =>
      employee(() => {
        const issues = [
          ...(Number.isInteger(input.dailyQuota) && input.dailyQuota >= 0
            ? []
            : [{ path: 'dailyQuota', message: 'Bitte gib eine ganze Zahl ein.' }]),
          ...(input.dailyQuota > 10_000
            ? [{ path: 'dailyQuota', message: 'Höchstens 10.000 Anfragen pro Tag.' }]
            : []),
          ...(Number.isInteger(input.monthlyQuota) && input.monthlyQuota >= 0
            ? []
            : [{ path: 'monthlyQuota', message: 'Bitte gib eine ganze Zahl ein.' }]),
        ];
        if (issues.length > 0) return invalid(issues);
        quotas = { daily: input.dailyQuota, monthly: input.monthlyQuota };
        return { value: { ...quotas } };
      }),
    'ai.chats.rename': ({ chatId: id, title }: Inputs['chats']['rename']) =>
      owner(() => {
        const chat = own(id);
        if (!chat) return chatGone;
        chat.title = title.trim();
        chat.updatedAt = new Date();
        return { value: undefined };
      }),
    'ai.chats.delete': ({ chatId: id }: Inputs['chats']['delete']) =>
      owner(() => {
        if (!own(id)) return chatGone;
        chats = chats.filter((chat) => chat.id !== id);
        return { value: undefined };
      }),
    'ai.chats.selectVersion': (input: Inputs['chats']['selectVersion']) =>
      owner(() => {
        const chat = own(input.chatId);
        if (!chat) return chatGone;
        let leaf = chat.messages.find((entry) => entry.id === input.messageId);
        if (!leaf) return notFound(MESSAGE_NOT_FOUND);
        // On through the newest answers below it, as the server does.
        for (;;) {
          const parentId: string = leaf.id;
          const newest: MessageRecord | undefined = chat.messages
            .filter((entry) => entry.parentId === parentId)
            .at(-1);
          if (!newest) break;
          leaf = newest;
        }
        chat.leafId = leaf.id;
        return { value: viewOf(chat) };
      }),
    'calendar.events.create': (input: RouterInputs['calendar']['events']['create']) => {
      if (!viewer.ourEmployee) return forbidden(EMPLOYEES_ONLY_MESSAGE);
      createdEvents += 1;
      const id = `e7c3a9d1-2b4f-4e6a-9c8d-${pad(createdEvents)}`;
      const event: CalendarEvent = {
        key: id,
        eventId: id,
        seriesId: null,
        occurrenceStart: null,
        title: input.title,
        description: input.description ?? null,
        location: null,
        videoUrl: null,
        allDay: true,
        start: new Date(`${input.startDate}T00:00:00`).toISOString(),
        end: new Date(`${input.endDate}T24:00:00`).toISOString(),
        startDate: input.startDate,
        startTime: null,
        endDate: input.endDate,
        endTime: null,
        recurrence: null,
        leadId: null,
        leadName: null,
        attendees: [],
        createdBy: sessionUserFixture.id,
        createdByName: sessionUserFixture.displayName,
      };
      return { value: event };
    },
  };

  const answer = (
    table: Record<string, (input: never) => Answer>,
    path: string,
    input: unknown,
  ): Answer => {
    const refusal = fail[path as AiProcedure];
    return refusal ? { fail: refusal } : (table[path]?.(input as never) ?? { value: null });
  };

  /** One turn: stored as the server stores it, then streamed as `replies` says. */
  const turn = async (request: Request) => {
    const body = (await request.json()) as TurnBody;
    options.onTurn?.(body);
    if (!viewer.ourEmployee)
      return HttpResponse.json({ error: AI_EMPLOYEES_ONLY }, { status: 403 });
    const how = replies[Math.min(turns, replies.length - 1)] ?? { kind: 'answer' };
    turns += 1;
    if (how.kind === 'refuse')
      return HttpResponse.json({ error: how.error }, { status: how.status });

    const now = new Date();
    let chat = body.chatId ? own(body.chatId) : undefined;
    if (body.chatId && !chat) return HttpResponse.json({ error: CHAT_NOT_FOUND }, { status: 404 });
    if (chat?.messages.some((entry) => entry.status === 'streaming')) {
      return HttpResponse.json({ error: CHAT_BUSY }, { status: 409 });
    }
    const lead = leadFixtures.find((candidate) => candidate.id === body.leadId);
    if (!chat) {
      chat = {
        id: chatId(100 + turns),
        category: body.category,
        title: chatTitle(body.text ?? ''),
        variables: body.variables,
        lead: null,
        createdAt: now,
        updatedAt: now,
        leafId: null,
        messages: [],
      };
      chats.push(chat);
    }
    const path = shownPath(chat);
    let questionId: string;
    if (body.action === 'regenerate') {
      const previous = path.find((entry) => entry.id === body.messageId);
      if (previous?.role !== 'assistant' || !previous.parentId) {
        return HttpResponse.json({ error: MESSAGE_NOT_FOUND }, { status: 404 });
      }
      questionId = previous.parentId;
    } else {
      let parentId = path.at(-1)?.id ?? null;
      if (body.action === 'edit') {
        const last = path.findLast((entry) => entry.role === 'user');
        if (!last || last.id !== body.messageId) {
          return HttpResponse.json({ error: ONLY_LAST_QUESTION }, { status: 400 });
        }
        parentId = last.parentId;
      }
      questionId = nextId();
      chat.messages.push(message(questionId, parentId, 'user', body.text ?? '', now));
    }
    const chosen = model();
    const stored: MessageRecord = {
      ...message(nextId(), questionId, 'assistant', '', now),
      status: 'streaming',
      model: chosen?.name ?? 'vorlagen',
    };
    chat.messages.push(stored);
    Object.assign(chat, {
      leafId: stored.id,
      variables: body.variables,
      lead: lead ? { id: lead.id, name: lead.companyName } : null,
      updatedAt: now,
    });
    used = { today: used.today + 1, month: used.month + 1 };

    const text = how.text ?? answers[body.category] ?? FOLLOW_UP_MESSAGE;
    const stopAt =
      how.kind === 'pause'
        ? (how.pauseAfter ?? cutAt(text, 0.3))
        : how.kind === 'providerFailure'
          ? (how.failAfter ?? cutAt(text, 0.3))
          : text.length;
    const metadata: ChatMetadata = {
      chatId: chat.id,
      userMessageId: questionId,
      assistantMessageId: stored.id,
      mode: chosen ? 'model' : 'templates',
    };

    let ended = false;
    let stop: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => {
      stop = resolve;
    });
    let close: () => void = () => undefined;
    /**
     * 'Anhalten' or a story's reset: the answer keeps what came. The browser's abort reaches us
     * as the stream's cancel (through the service worker), elsewhere as the request's signal.
     */
    const abort = () => {
      if (ended) return;
      ended = true;
      stored.status = 'stopped';
      open.delete(abort);
      stop();
      close();
    };
    open.add(abort);
    request.signal.addEventListener('abort', abort);

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        close = () => {
          try {
            controller.close();
          } catch {
            // Cancelled by the browser already: nothing left to close.
          }
        };
        const send = (data: unknown) => {
          if (!ended) controller.enqueue(sseEvent(data));
        };
        const finish = (status: 'done' | 'failed', errorText?: string) => {
          if (ended) return;
          if (errorText) send({ type: 'error', errorText });
          else {
            send({ type: 'text-end', id: 't' });
            send({ type: 'finish-step' });
            send({ type: 'finish', messageMetadata: { status } });
          }
          send('[DONE]');
          ended = true;
          open.delete(abort);
          stored.status = status;
          stored.error = errorText ?? null;
          controller.close();
        };
        const write = async (part: string) => {
          for (const piece of pieces(part)) {
            if (ended) return;
            stored.content += piece;
            send({ type: 'text-delta', id: 't', delta: piece });
            await delay(5);
          }
        };
        void (async () => {
          send({ type: 'start', messageId: stored.id, messageMetadata: metadata });
          send({ type: 'start-step' });
          send({ type: 'text-start', id: 't' });
          await write(text.slice(0, stopAt));
          if (how.kind === 'providerFailure') {
            finish('failed', how.errorText ?? PROVIDER_UNAUTHORIZED);
            return;
          }
          // Paused: nothing more until 'Anhalten' (or a reset) stops the answer.
          if (how.kind === 'pause') await stopped;
          await write(text.slice(stopAt));
          finish('done');
        })();
      },
      cancel: abort,
    });
    return new HttpResponse(stream, { headers: STREAM_HEADERS });
  };

  const handlers: HttpHandler[] = [
    ...mixedBatches(),
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
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return trpcReply(
        paths,
        decodeBatch(raw, paths).map(({ path, input }) => {
          options.onMutation?.(path, input);
          return answer(mutations, path, input);
        }),
      );
    }),
    http.post(CHAT_STREAM_PATH, ({ request }) => turn(request)),
  ];
  return Object.assign(handlers, { reset });
}

/**
 * Another area's fixture server with the AI cards' handlers in front of it (a page that shows an
 * AI card among its own): one `reset()` for both.
 */
export function withAiServer(
  other: HttpHandler[] & { reset?: () => void },
  ai: AiServer = aiServer(),
): HttpHandler[] & { reset: () => void } {
  return Object.assign([...ai, ...other], {
    reset: () => {
      ai.reset();
      other.reset?.();
    },
  });
}
