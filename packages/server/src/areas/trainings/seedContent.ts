/**
 * The demo courses' content: what the provider teaches, in German, as the editor would have
 * written it. The seed (seed.ts) stores it; keys name lessons for the demo progress.
 */

export type DemoVideo =
  | 'kaltakquise-einstieg'
  | 'einwaende'
  | 'linkedin-profil'
  | 'follow-up'
  | 'crm-pflege'
  | 'abschluss';

export type DemoLesson = {
  key: string;
  title: string;
  durationSeconds: number;
  video?: DemoVideo;
  attachment?: 'leitfaden';
  html: string;
};

export type DemoCourse = {
  key: string;
  title: string;
  description: string;
  minPlan: 'professional' | 'enterprise' | null;
  modules: { key: string; title: string; lessons: DemoLesson[] }[];
};

export const DEMO_COURSES: DemoCourse[] = [
  {
    key: 'kaltakquise',
    title: 'Kaltakquise am Telefon',
    description:
      'Vom ersten Satz bis zum festen Termin: wie du Entscheider am Telefon erreichst, Einwände souverän drehst und jeden Anruf sauber nachbereitest.',
    minPlan: null,
    modules: [
      {
        key: 'vorbereitung',
        title: 'Vorbereitung',
        lessons: [
          {
            key: 'warum',
            title: 'Warum Kaltakquise heute noch wirkt',
            durationSeconds: 420,
            video: 'kaltakquise-einstieg',
            html: `
<h2>Das Telefon ist der kürzeste Weg zum Entscheider</h2>
<p>Postfächer sind voll, Werbeanzeigen werden weggeklickt. Ein gut vorbereiteter Anruf dagegen
bekommt <strong>volle Aufmerksamkeit für 30 Sekunden</strong> – mehr brauchst du nicht, um ein
Gespräch zu öffnen.</p>
<h3>Was du in diesem Training lernst</h3>
<ul>
  <li>eine Anrufliste, die zu deinem Angebot passt</li>
  <li>einen Einstieg, der nicht nach Callcenter klingt</li>
  <li>Antworten auf die fünf häufigsten Einwände</li>
  <li>einen Abschluss mit festem Termin statt „Schicken Sie mir mal was“</li>
</ul>
<blockquote>Kaltakquise ist kein Zahlenspiel, sondern ein Handwerk. Wer vorbereitet anruft,
telefoniert weniger und vereinbart mehr.</blockquote>
<p>Schau dir zuerst das kurze Video an, danach geht es an deine Liste.</p>`,
          },
          {
            key: 'zielgruppe',
            title: 'Zielgruppe und Anrufliste',
            durationSeconds: 540,
            html: `
<h2>Wen rufst du an – und warum gerade die?</h2>
<p>Die beste Gesprächsführung rettet keinen Anruf bei jemandem, der dein Angebot nie brauchen
wird. Deshalb beginnt jede Akquise am Schreibtisch.</p>
<h3>Dein Idealkunde in drei Sätzen</h3>
<ol>
  <li><strong>Branche und Größe:</strong> z. B. Maschinenbau, 50 bis 250 Mitarbeitende.</li>
  <li><strong>Auslöser:</strong> Was passiert gerade bei diesen Firmen, das dein Angebot
  dringend macht? Wachstum, neue Standorte, Fachkräftemangel?</li>
  <li><strong>Ansprechpartner:</strong> Wer entscheidet, wer leidet unter dem Problem?</li>
</ol>
<h3>Die Liste</h3>
<p>Starte mit <strong>40 Kontakten pro Woche</strong>. Zu jedem gehören Name, Position, Durchwahl
oder Zentrale und ein Satz, warum du gerade jetzt anrufst.</p>
<p>Trag die Kontakte direkt als Leads ins CRM ein, dann siehst du später, was aus jedem Anruf
geworden ist.</p>`,
          },
          {
            key: 'leitfaden',
            title: 'Dein Gesprächsleitfaden',
            durationSeconds: 360,
            attachment: 'leitfaden',
            html: `
<h2>Ein Leitfaden ist kein Skript</h2>
<p>Niemand möchte mit jemandem sprechen, der abliest. Der Leitfaden gibt dir Struktur, damit du
im Gespräch zuhören kannst, statt über den nächsten Satz nachzudenken.</p>
<h3>Die fünf Phasen</h3>
<ol>
  <li>Begrüßung und Grund des Anrufs</li>
  <li>Eine offene Frage zur Situation</li>
  <li>Zuhören und nachfragen</li>
  <li>Nutzen in einem Satz</li>
  <li>Nächster Schritt: Termin vorschlagen</li>
</ol>
<p>Im Anhang findest du unseren <strong>Gesprächsleitfaden</strong> zum Ausdrucken. Passe die
Formulierungen an deine Sprache an – er soll nach dir klingen.</p>`,
          },
        ],
      },
      {
        key: 'gespraech',
        title: 'Das Gespräch',
        lessons: [
          {
            key: 'erster-satz',
            title: 'Der erste Satz',
            durationSeconds: 300,
            html: `
<h2>Die ersten zehn Sekunden entscheiden</h2>
<p>Dein Gegenüber fragt sich: <em>Wer ist das, und warum sollte ich zuhören?</em> Beantworte
beides, bevor die Frage gestellt wird.</p>
<blockquote>„Guten Tag Herr Petersen, Jan Krüger von Sprint. Ich rufe an, weil Sie gerade drei
Vertriebsstellen ausgeschrieben haben – darf ich Ihnen kurz sagen, warum?“</blockquote>
<h3>Vermeide</h3>
<ul>
  <li>„Haben Sie kurz Zeit?“ – die ehrliche Antwort ist fast immer Nein.</li>
  <li>„Wie geht es Ihnen?“ von Fremden am Telefon</li>
  <li>lange Firmenvorstellungen vor dem ersten Nutzen</li>
</ul>`,
          },
          {
            key: 'fragen',
            title: 'Fragen statt Monolog',
            durationSeconds: 480,
            html: `
<h2>Wer fragt, führt</h2>
<p>Ein guter Anruf besteht zu zwei Dritteln aus dem, was dein Gegenüber sagt. Offene Fragen
bringen dich zu den Informationen, die du für den Termin brauchst.</p>
<h3>Fragen, die funktionieren</h3>
<ul>
  <li>„Wie gewinnen Sie heute neue Kunden?“</li>
  <li>„Was davon läuft gut, was würden Sie gern ändern?“</li>
  <li>„Wer ist bei Ihnen außer Ihnen noch an so einer Entscheidung beteiligt?“</li>
</ul>
<p><strong>Tipp:</strong> Nach jeder Antwort einmal nachfragen („Wie meinen Sie das genau?“).
Die zweite Antwort ist fast immer die wertvollere.</p>`,
          },
          {
            key: 'einwaende',
            title: 'Einwände drehen',
            durationSeconds: 480,
            video: 'einwaende',
            html: `
<h2>„Kein Interesse“ ist kein Nein</h2>
<p>Ein Einwand heißt meistens: <em>Ich sehe noch keinen Grund.</em> Deine Aufgabe ist nicht,
ihn zu widerlegen, sondern den Grund zu liefern.</p>
<h3>Die drei Schritte</h3>
<ol>
  <li><strong>Anerkennen:</strong> „Verstehe ich gut.“</li>
  <li><strong>Nachfragen:</strong> „Darf ich fragen, woran das liegt?“</li>
  <li><strong>Überleiten:</strong> mit dem, was du gerade gehört hast, zum Nutzen.</li>
</ol>
<blockquote>„Schicken Sie mir Unterlagen“ – „Gern. Damit ich Ihnen nur schicke, was wirklich
passt: Was wäre für Sie das wichtigste Thema?“</blockquote>`,
          },
          {
            key: 'termin',
            title: 'Den Termin festmachen',
            durationSeconds: 420,
            video: 'abschluss',
            html: `
<h2>Jeder Anruf endet mit einem nächsten Schritt</h2>
<p>„Ich melde mich mal wieder“ ist kein nächster Schritt. Schlage einen <strong>konkreten
Termin</strong> vor, mit zwei Optionen zur Auswahl.</p>
<blockquote>„Passt es Ihnen besser am Dienstag um 10 Uhr oder am Donnerstag um 14 Uhr?“</blockquote>
<h3>Direkt danach</h3>
<ul>
  <li>Kalendereinladung innerhalb von zehn Minuten verschicken</li>
  <li>im CRM den Status auf „Kontaktiert“ setzen und den nächsten Schritt eintragen</li>
</ul>`,
          },
        ],
      },
      {
        key: 'nachbereitung',
        title: 'Nachbereitung',
        lessons: [
          {
            key: 'crm',
            title: 'Notizen ins CRM',
            durationSeconds: 300,
            video: 'crm-pflege',
            html: `
<h2>Was nicht im CRM steht, ist nicht passiert</h2>
<p>Trag nach jedem Anruf ein, <strong>was besprochen wurde</strong> und <strong>was als Nächstes
passiert</strong>. Zwei Sätze reichen.</p>
<ul>
  <li>Ergebnis: erreicht, nicht erreicht, Termin</li>
  <li>wichtigste Aussage des Gesprächs</li>
  <li>nächster Schritt mit Datum</li>
</ul>`,
          },
          {
            key: 'follow-up',
            title: 'Das Follow-up',
            durationSeconds: 360,
            video: 'follow-up',
            html: `
<h2>Nach drei Tagen, nicht nach drei Wochen</h2>
<p>Wer sich schnell meldet, bleibt in Erinnerung. Eine kurze E-Mail mit Bezug auf das Gespräch
wirkt mehr als jede Broschüre.</p>
<p><strong>Betreff:</strong> „Unser Telefonat am Dienstag – die zwei Punkte, die Sie
interessiert haben“</p>`,
          },
          {
            key: 'bilanz',
            title: 'Deine Wochenbilanz',
            durationSeconds: 240,
            html: `
<h2>Zahlen, die dir zeigen, wo du stehst</h2>
<p>Schau dir jeden Freitag drei Werte an:</p>
<ol>
  <li>Anrufe</li>
  <li>Gespräche mit Entscheidern</li>
  <li>vereinbarte Termine</li>
</ol>
<p>Aus dem Verhältnis siehst du, woran du arbeiten solltest: am Einstieg, an den Fragen oder am
Abschluss.</p>
<blockquote>Glückwunsch – du hast das Training abgeschlossen. Jetzt zählt die Praxis.</blockquote>`,
          },
        ],
      },
    ],
  },
  {
    key: 'linkedin',
    title: 'LinkedIn-Outreach, der Sprint-Weg',
    description:
      'Profil, Vernetzung, erste Nachricht und Follow-up: der Ablauf, mit dem unsere Kunden auf LinkedIn planbar Termine gewinnen.',
    minPlan: 'professional',
    modules: [
      {
        key: 'profil',
        title: 'Ein Profil, das verkauft',
        lessons: [
          {
            key: 'profil-sehen',
            title: 'Was Entscheider zuerst sehen',
            durationSeconds: 360,
            video: 'linkedin-profil',
            html: `
<h2>Dein Profil ist deine Landingpage</h2>
<p>Bevor jemand deine Anfrage annimmt, schaut er sich dein Profil an – im Schnitt
<strong>sieben Sekunden</strong> lang. In dieser Zeit zählen drei Dinge:</p>
<ol>
  <li>ein freundliches, aktuelles Foto</li>
  <li>eine Headline, die sagt, wem du hilfst</li>
  <li>ein Titelbild, das dein Thema zeigt</li>
</ol>`,
          },
          {
            key: 'headline',
            title: 'Headline und Info-Text',
            durationSeconds: 480,
            html: `
<h2>Nicht „Vertriebsleiter bei …“, sondern „Ich helfe …“</h2>
<p>Deine Headline beantwortet die Frage: <em>Was habe ich davon, mit dir vernetzt zu sein?</em></p>
<blockquote>„Ich helfe Maschinenbauern, ohne Messen planbar an Neukunden zu kommen.“</blockquote>
<h3>Der Info-Text in drei Absätzen</h3>
<ul>
  <li>das Problem deiner Zielgruppe</li>
  <li>wie du es löst, mit einem Beispiel</li>
  <li>eine Einladung zum Gespräch</li>
</ul>`,
          },
          {
            key: 'beitraege',
            title: 'Beiträge, die Gespräche öffnen',
            durationSeconds: 420,
            html: `
<h2>Sichtbar werden, bevor du schreibst</h2>
<p>Zwei Beiträge pro Woche reichen. Erzähle aus der Praxis: ein Kundenproblem, ein Fehler, aus
dem du gelernt hast, eine Zahl, die überrascht.</p>
<p><strong>Regel:</strong> Jeder Beitrag endet mit einer Frage an deine Leser.</p>`,
          },
        ],
      },
      {
        key: 'ansprache',
        title: 'Die Ansprache',
        lessons: [
          {
            key: 'vernetzen',
            title: 'Vernetzen ohne Pitch',
            durationSeconds: 300,
            html: `
<h2>Die Anfrage ist kein Verkaufsgespräch</h2>
<p>Schreib eine kurze, persönliche Notiz – ohne Angebot, ohne Link.</p>
<blockquote>„Hallo Frau Wagner, Ihr Beitrag zur Nachfolge im Familienbetrieb hat mich zum
Nachdenken gebracht. Ich würde mich gern vernetzen.“</blockquote>`,
          },
          {
            key: 'erste-nachricht',
            title: 'Die erste Nachricht',
            durationSeconds: 420,
            html: `
<h2>Kurz, konkret, mit einer Frage</h2>
<p>Die erste Nachricht nach der Vernetzung hat höchstens <strong>vier Sätze</strong>:</p>
<ol>
  <li>Danke für die Vernetzung</li>
  <li>ein Bezug zu ihrem Profil oder Unternehmen</li>
  <li>eine Beobachtung aus deiner Praxis</li>
  <li>eine offene Frage</li>
</ol>
<p>Kein Kalenderlink in der ersten Nachricht. Erst das Gespräch, dann der Termin.</p>`,
          },
          {
            key: 'antworten',
            title: 'Auf Antworten antworten',
            durationSeconds: 360,
            html: `
<h2>Jetzt beginnt das eigentliche Gespräch</h2>
<p>Antworte innerhalb eines Arbeitstages und geh auf das ein, was geschrieben wurde. Stelle
eine Frage mehr, bevor du deinen Vorschlag machst.</p>`,
          },
        ],
      },
      {
        key: 'termin',
        title: 'Vom Chat zum Termin',
        lessons: [
          {
            key: 'takt',
            title: 'Follow-up im richtigen Takt',
            durationSeconds: 300,
            video: 'follow-up',
            html: `
<h2>Drei Nachrichten, dann ist Schluss</h2>
<ul>
  <li>Tag 3: kurze Erinnerung mit neuem Gedanken</li>
  <li>Tag 10: ein hilfreicher Beitrag oder Artikel</li>
  <li>Tag 21: freundlicher Abschluss – die Tür bleibt offen</li>
</ul>`,
          },
          {
            key: 'vorschlagen',
            title: 'Den Termin vorschlagen',
            durationSeconds: 300,
            video: 'abschluss',
            html: `
<h2>Vom Chat ans Telefon</h2>
<p>Sobald ein echtes Interesse erkennbar ist, schlage ein <strong>15-Minuten-Gespräch</strong>
vor – mit zwei Terminoptionen, wie am Telefon.</p>`,
          },
          {
            key: 'festhalten',
            title: 'Jeder Kontakt ins CRM',
            durationSeconds: 240,
            video: 'crm-pflege',
            html: `
<h2>LinkedIn ist kein CRM</h2>
<p>Verknüpfe jede Unterhaltung mit einem Lead in Sprint. So siehst du auf einen Blick, wer
geantwortet hat und wo der nächste Schritt fällig ist.</p>
<p>Mehr dazu: <a href="https://www.linkedin.com/help/linkedin">LinkedIn-Hilfe</a>.</p>`,
          },
        ],
      },
    ],
  },
];

/** The attachment of the guide lesson, as a text file anyone can open. */
export const LEITFADEN_TEXT = `Gesprächsleitfaden Kaltakquise – Sprint

1. Begrüßung und Grund des Anrufs
   „Guten Tag [Name], [dein Name] von [Firma]. Ich rufe an, weil [Auslöser].“

2. Offene Frage zur Situation
   „Wie gewinnen Sie heute neue Kunden?“

3. Zuhören und nachfragen
   „Wie meinen Sie das genau?“ – „Was würden Sie gern ändern?“

4. Nutzen in einem Satz
   „Wir helfen Unternehmen wie Ihrem, [Ergebnis] – ohne [Aufwand].“

5. Nächster Schritt
   „Passt es Ihnen besser am Dienstag um 10 Uhr oder am Donnerstag um 14 Uhr?“

Einwände
- „Kein Interesse“ → „Verstehe ich. Darf ich fragen, woran das liegt?“
- „Schicken Sie mir Unterlagen“ → „Gern. Was wäre für Sie das wichtigste Thema?“
- „Keine Zeit“ → „Deshalb rufe ich an: Wann passt es Ihnen besser?“

Nach dem Anruf: Ergebnis, wichtigste Aussage und nächsten Schritt ins CRM eintragen.
`;
