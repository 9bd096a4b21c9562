/**
 * A large community for `npm run bench:community`: 48 companies with members (42 of them let into
 * the community), 100,000 posts, 1,000,000 comments and 1,000,000 point events over two years,
 * written by the database itself (`insert … select` over `generate_series`, in batches), so
 * seeding takes a few minutes instead of hours. Rows are what the services store: a post's
 * comment count matches its comments, a deleted post or comment has its text cleared, the
 * running totals (`point_totals`, `point_balances`) are the ledger's sums. Texts are German
 * sales talk from fixed sentences: common words ('Angebote', 'Kündigung', 'Preis') are in
 * thousands of rows, rare ones ('Messestand', 'Zwischenhändler') in about a hundred. Likes are
 * counts only (no `community_likes` rows) and comments have no replies: no read measured needs
 * them. Deterministic: row n's ids and values come from n, so runs compare.
 *
 * Needs the demo data first (its categories, employees, Nordlicht and Kleinkram). PostgreSQL
 * only in practice: PGlite takes far too long for a million rows.
 */
import { createHash } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { customers, users } from '../../platform/identity/schema';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import { communityCategories } from './schema';

export type CommunityBenchOptions = {
  members: number;
  posts: number;
  comments: number;
  pointEvents: number;
  now: Date;
};

export type CommunityBenchResult = {
  companies: number;
  members: number;
  /** Members of companies that were let into the community (plus the provider's employees). */
  participants: number;
  posts: number;
  comments: number;
  pointEvents: number;
};

/** Companies with generated members: Nordlicht, 41 more let in, 5 not, and Kleinkram. */
const COMPANIES = 48;
const OPEN_COMPANIES = 42;
const GENERATED_COMPANIES = COMPANIES - 2;
const DAY_SECONDS = 86_400;
/** Posts spread over two years; point events over the last year. */
const POST_SPAN_SECONDS = 730 * DAY_SECONDS;
const POINT_SPAN_SECONDS = 365 * DAY_SECONDS;
const BATCH = 50_000;

const FIRST_NAMES = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Felix',
  'Greta',
  'Hannes',
  'Ida',
  'Jonas',
  'Katharina',
  'Lukas',
  'Marie',
  'Niklas',
  'Olga',
  'Paul',
  'Quirin',
  'Rosa',
  'Stefan',
  'Tanja',
  'Uwe',
  'Vera',
  'Wolfgang',
  'Yasemin',
  'Zoe',
  'Jürgen',
  'Özlem',
  'Sören',
  'Björn',
  'Mia',
  'Leon',
  'Emma',
  'Finn',
  'Lea',
  'Tim',
  'Sophie',
  'Maximilian',
  'Laura',
  'Jan',
  'Nele',
];

const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Schmitz',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Lang',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Yilmaz',
];

const COMPANY_PLACES = [
  'Hansa',
  'Bergmann',
  'Rheinblick',
  'Alpenland',
  'Weser',
  'Elbtal',
  'Schwarzwald',
  'Spree',
  'Nordsee',
  'Mainfranken',
  'Isar',
  'Harz',
  'Ostsee',
  'Mosel',
  'Taunus',
  'Allgäu',
  'Bodensee',
  'Havel',
  'Neckar',
  'Eifel',
  'Lausitz',
  'Ruhr',
  'Saale',
];

const COMPANY_TRADES = [
  'Logistik GmbH',
  'Haustechnik GmbH',
  'Immobilien GmbH',
  'Versicherungsmakler GmbH',
  'Solartechnik GmbH',
  'Personalberatung GmbH',
  'Bürosysteme GmbH',
  'Maschinenbau AG',
  'Medizintechnik GmbH',
  'Softwarehaus GmbH',
  'Energieberatung GmbH',
  'Reisen GmbH',
];

const TITLE_FORMS = [
  '{t}: wie macht ihr das?',
  'Eure Erfahrungen: {t}',
  'Tipp zum Thema {t}',
  '{t} – unser Vorgehen',
  'Frage zum Thema {t}',
  'Drei Learnings: {t}',
  'Checkliste: {t}',
  '{t} – was hat bei euch funktioniert?',
  'Erfolg beim Thema {t}',
  'Kurze Frage: {t}',
];

const TITLE_TOPICS = [
  'Angebote',
  'Kündigungen',
  'Einwände',
  'Kaltakquise',
  'Rahmenverträge',
  'Preisverhandlungen',
  'Follow-ups',
  'Erstgespräche',
  'LinkedIn-Nachrichten',
  'Empfehlungen',
  'Messekontakte',
  'Ausschreibungen',
  'Rabatte',
  'Vertragsverlängerungen',
  'Entscheider',
  'Budgetfragen',
  'Demo-Termine',
  'Referenzen',
  'Zahlungsziele',
  'CRM-Pflege',
  'Telefonleitfäden',
  'Wiedervorlagen',
  'Abschlussquoten',
  'Neukunden',
  'Bestandskunden',
  'Upselling',
  'Gatekeeper',
  'Terminvereinbarungen',
  'Mailvorlagen',
  'Quartalsziele',
];

/** A post's text is three of these (so 'Angebot' is in about a quarter of the posts). */
const POST_SENTENCES = [
  'Wir haben im letzten Quartal unsere Angebote komplett überarbeitet und deutlich gekürzt.',
  'Seit wir Angebote innerhalb von 24 Stunden verschicken, steigt die Abschlussquote spürbar.',
  'Mich interessiert, wie ihr mit Kündigungen kurz vor der Verlängerung umgeht.',
  'Der häufigste Einwand bei uns ist immer noch der Preis.',
  'Am Telefon hilft eine klare Frage zu Beginn mehr als jede lange Vorstellung.',
  'Unser Team ruft Bestandskunden jetzt einmal im Quartal aktiv an.',
  'Die Entscheider sitzen oft gar nicht im Einkauf, sondern in der Fachabteilung.',
  'Ein kurzer Pilot mit zwei Standorten hat den Knoten am Ende gelöst.',
  'Bei LinkedIn-Nachrichten gilt: kurz, persönlich und ohne Link in der ersten Nachricht.',
  'Referenzen aus derselben Branche überzeugen mehr als jede Folie.',
  'Wir fassen jedes Angebot nach drei Werktagen telefonisch nach.',
  'Die Kündigung kam per Mail, ohne dass vorher jemand mit uns gesprochen hat.',
  'Auf den Einwand „Wir haben schon einen Anbieter“ antworte ich mit einer Gegenfrage.',
  'Rabatte gebe ich nur noch gegen eine längere Laufzeit.',
  'Der Gatekeeper am Empfang ist freundlicher, wenn man ihn um Rat fragt.',
  'Eine saubere Wiedervorlage im CRM spart mir jeden Tag eine halbe Stunde.',
  'Im Erstgespräch stelle ich mehr Fragen, als ich Antworten gebe.',
  'Unsere Vorlage für die Terminbestätigung findet ihr im Anhang.',
  'Nach der Messe haben wir alle Kontakte innerhalb einer Woche angerufen.',
  'Das Budget wird bei vielen Kunden erst im Herbst für das nächste Jahr freigegeben.',
  'Ich schreibe nach jedem Termin eine kurze Zusammenfassung mit den nächsten Schritten.',
  'Die Demo zeige ich nur noch mit den Daten des Kunden, nicht mit Beispieldaten.',
  'Ein Rahmenvertrag braucht bei großen Kunden oft sechs Monate und mehr.',
  'Wer zuerst den Nutzen klärt, muss später weniger über den Preis reden.',
  'Kaltakquise funktioniert bei uns am besten dienstags und donnerstags vormittags.',
  'Wir haben unsere Vorlage auf zwei Seiten gekürzt und alle Fachbegriffe gestrichen.',
  'Mehrere Kündigungen im selben Monat waren für uns ein Weckruf.',
  'Beim Upselling frage ich zuerst, was sich beim Kunden seit dem Start verändert hat.',
  'Das Zahlungsziel ist oft verhandelbarer als der Preis selbst.',
  'Neukunden gewinnen wir inzwischen zur Hälfte über Empfehlungen.',
  'Die Ausschreibung hatte so enge Vorgaben, dass wir kaum Spielraum hatten.',
  'Ich plane jeden Morgen zuerst die drei wichtigsten Rückrufe.',
  'Ein Einwand ist meistens eine Frage, die noch niemand beantwortet hat.',
  'Unsere Abschlussquote lag im letzten Monat bei knapp dreißig Prozent.',
  'Die meisten Angebote scheitern nicht am Preis, sondern am fehlenden Ansprechpartner.',
  'Wir testen gerade Videobotschaften statt langer Mails.',
  'Beim Quartalsziel fehlen uns noch zwei größere Abschlüsse.',
  'Ein fester Telefonleitfaden gibt neuen Kollegen viel Sicherheit.',
  'Die Verlängerung besprechen wir inzwischen drei Monate vor Vertragsende.',
  'Danke für jeden Tipp, ich berichte hier, wie es ausgegangen ist.',
];

/** A comment is one or two of these (so 'Angebot' is in about one comment of 14). */
const COMMENT_SENTENCES = [
  'Danke, das probiere ich morgen gleich aus!',
  'Bei uns hilft ein kurzer Anruf mehr als jede Mail.',
  'Genau so machen wir es auch, funktioniert gut.',
  'Schick das Angebot lieber vor dem Wochenende, nicht am Freitagabend.',
  'Wie lange hat es gedauert, bis der Kunde unterschrieben hat?',
  'Eine Kündigung ist oft nur ein Hilferuf wegen des Budgets.',
  'Auf diesen Einwand frage ich immer: im Vergleich wozu?',
  'Stark, Glückwunsch an das ganze Team!',
  'Das deckt sich mit unseren Zahlen aus dem letzten Quartal.',
  'Hast du dafür eine Vorlage, die du teilen kannst?',
  'Wir haben zwei Angebote parallel laufen lassen und den Unterschied gemessen.',
  'Gegen Kündigungen hilft bei uns ein Gespräch drei Monate vor der Verlängerung.',
  'Ich würde zuerst klären, wer am Ende wirklich entscheidet.',
  'Bei uns war der Preis am Ende gar nicht das Problem.',
  'Guter Punkt, das nehme ich in unser nächstes Teammeeting mit.',
  'Mit einem kleineren Paket haben wir schon einige Verträge gerettet.',
  'Welches CRM nutzt ihr dafür?',
  'Das Erstgespräch würde ich nie ohne klare Agenda führen.',
  'Super Beitrag, sehr hilfreich!',
  'Ruf lieber vormittags an, nachmittags erreichst du kaum jemanden.',
  'Die Referenz aus derselben Branche war bei uns auch entscheidend.',
  'Bei Rabatten bin ich vorsichtig, die bekommt man nie wieder zurück.',
  'Wir schicken nach jeder Demo eine Zusammenfassung mit den nächsten Schritten.',
  'Kannst du mehr dazu erzählen, wie ihr die Kontakte qualifiziert?',
  'Bei LinkedIn antworten uns kurze Nachrichten deutlich häufiger.',
  'Das Budget ist meistens da, nur nicht in diesem Quartal.',
  'Genau diese Frage hatte ich letzte Woche auch.',
  'Unsere Erfahrung: nach dem dritten Nachfassen lohnt es sich kaum noch.',
  'Der Einkauf will immer noch einen Nachlass, egal wie gut der Preis ist.',
  'Ich habe gute Erfahrungen damit gemacht, den Nutzen in Euro zu beziffern.',
  'Das klappt nur, wenn Vertrieb und Marketing an einem Strang ziehen.',
  'Wir erfassen jede Rückfrage im CRM, sonst geht sie verloren.',
  'Bei Bestandskunden läuft Upselling fast von allein, wenn der Service stimmt.',
  'Danke fürs Teilen!',
  'Was war der Auslöser für die Entscheidung?',
  'Das Zahlungsziel zu verlängern hat bei uns mehr gebracht als ein Nachlass.',
  'Mit Videobotschaften haben wir eher gemischte Erfahrungen.',
  'Die Frage an den Gatekeeper finde ich super, die klaue ich mir.',
  'Bei großen Kunden dauert das bei uns auch Monate.',
  'Viel Erfolg beim nächsten Termin!',
];

/** One row in 300 adds one of these: each rare word is in about a hundred rows. */
const RARE_SENTENCES = [
  'Am Messestand in Hannover hatten wir dieses Jahr doppelt so viele Gespräche.',
  'Der Zwischenhändler wollte plötzlich eine eigene Provision.',
  'Die Stadtwerke haben die Frist kurzfristig verlängert.',
  'Unser Betriebsrat musste der neuen Telefonanlage zustimmen.',
  'Der Kunde hat das Gespräch in die Tiefgarage verlegt, weil nur dort Ruhe war.',
  'Als Dankeschön gab es eine Schwarzwälder Kirschtorte für das ganze Büro.',
  'Der Vertrag scheiterte an einer Klausel zur Datenspeicherung in Übersee.',
  'Wir haben die Präsentation auf Plattdeutsch gehalten, das kam gut an.',
  'Der Einkäufer sammelt Oldtimer, darüber kamen wir ins Gespräch.',
  'Im Sauerland ist die Netzabdeckung für Videocalls immer noch ein Problem.',
  'Die Weihnachtskarten mit handschriftlichem Gruß haben drei Rückrufe gebracht.',
  'Ein Kunde wollte den Vertrag nur per Faxgerät unterschreiben.',
  'Die Baumschule aus Pinneberg ist inzwischen unser größter Kunde.',
  'Nach dem Hochwasser haben wir allen betroffenen Kunden die Raten gestundet.',
  'Der Geschäftsführer hat den Termin vom Segelboot aus wahrgenommen.',
  'Unsere Brauerei-Kunden bestellen vor dem Oktoberfest fast das Doppelte.',
  'Der Prokurist bestand auf einer Vorführung im Kühlhaus.',
  'Wir haben einen Kunden über den Kleingartenverein gewonnen.',
  'Die Zollabwicklung für die Schweiz hat den Auftrag um Wochen verzögert.',
  'Ein Imker aus der Lüneburger Heide hat uns drei Empfehlungen gebracht.',
];

/** Some of the rare words, for searches that should find few rows. */
export const RARE_WORDS = ['Messestand', 'Zwischenhändler', 'Oldtimer', 'Kirschtorte'];

const sqlTime = (at: Date) => `'${at.toISOString()}'::timestamptz`;
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `(array[${values.map(literal).join(',')}])`;
const uuidArray = (values: string[]) => `(array[${values.map(literal).join(',')}]::uuid[])`;

/** A fixed UUID (version 4 form) for generated companies, so reruns write the same rows. */
function companyId(index: number): string {
  const hex = createHash('md5').update(`sprint-bench-company:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The same in SQL, for the n-th member or post (n an SQL expression). */
const rowId = (kind: 'member' | 'post', n: string) =>
  `(overlay(overlay(md5('sprint-bench-${kind}:' || (${n})) placing '4' from 13) placing '8' from 17))::uuid`;

/** A number in [0, 1) fixed by a row number and a salt: rows spread without random(). */
const unit = (n: string, salt: number) =>
  `((hashint8extended((${n})::bigint, ${salt}) & 2147483647)::float8 / 2147483648)`;

/** `list[1 + floor(u * length)]`: an element chosen by a unit number. */
const pick = (array: string, length: number, u: string) =>
  `${array}[1 + floor(${u} * ${length})::int]`;

/**
 * Authors are members of the companies in the community: the k-th of them is member
 * 48 * (k / 42) + k % 42 (a member's company is `member % 48`; the first 42 are let in).
 */
const participantMember = (k: string) =>
  `(${COMPANIES} * ((${k}) / ${OPEN_COMPANIES}) + (${k}) % ${OPEN_COMPANIES})`;

export async function seedCommunityBench(
  db: Database,
  options: CommunityBenchOptions,
): Promise<CommunityBenchResult> {
  const { members, posts, comments, pointEvents, now } = options;
  if (members < COMPANIES || posts < 1 || comments < 0 || pointEvents < 0) {
    throw new Error(`seedCommunityBench: at least ${COMPANIES} members and one post`);
  }
  const categories = await db
    .select({ id: communityCategories.id, staffOnly: communityCategories.staffOnly })
    .from(communityCategories)
    .orderBy(asc(communityCategories.position));
  const announcements = categories.find((category) => category.staffOnly);
  const open = categories.filter((category) => !category.staffOnly);
  const employees = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.ourEmployee, true))
    .orderBy(asc(users.email));
  if (!announcements || open.length === 0 || employees.length === 0) {
    throw new Error('seedCommunityBench: seed the demo data first (categories, employees)');
  }

  // Companies: Nordlicht (let in by the demo seed) first, Kleinkram (not let in) last.
  const generated = Array.from({ length: GENERATED_COMPANIES }, (_, index) => {
    const place = COMPANY_PLACES[index % COMPANY_PLACES.length] ?? '';
    const trade = COMPANY_TRADES[index % COMPANY_TRADES.length] ?? '';
    return {
      id: companyId(index),
      name: `${place} ${trade}`,
      domain: `${place.toLowerCase()}-${index}.example`,
    };
  });
  await db
    .insert(customers)
    .values(
      generated.map((company) => ({
        id: company.id,
        name: company.name,
        officialCompanyName: company.name,
        plan: 'professional' as const,
        domain: company.domain,
      })),
    )
    .onConflictDoNothing();
  const companyIds = [
    DEMO_CUSTOMER_IDS.nordlicht,
    ...generated.map((company) => company.id),
    DEMO_CUSTOMER_IDS.kleinkram,
  ];
  const companies = uuidArray(companyIds);
  const companyOf = (member: string) => `${companies}[1 + (${member}) % ${COMPANIES}]`;
  await db.execute(
    sql.raw(`
      insert into area_settings (customer_id, area, value)
      select id, 'community', '{"open": true}'::jsonb
      from unnest(${uuidArray(generated.slice(0, OPEN_COMPANIES - 1).map((company) => company.id))}) as id
      on conflict do nothing
    `),
  );

  // Members: one company each, named from German first and last names.
  for (let start = 0; start < members; start += BATCH) {
    const end = Math.min(members, start + BATCH) - 1;
    await db.execute(
      sql.raw(`
        insert into users (id, firebase_uid, email, display_name, active_customer_id, created_at,
          updated_at)
        select ${rowId('member', 'm')}, 'sprint-bench-member-' || m,
          translate(lower(first_name || '.' || last_name), 'äöüß', 'aous') || '.' || m || '@mitglied-'
            || (m % ${COMPANIES}) || '.example',
          first_name || ' ' || last_name, ${companyOf('m')},
          ${sqlTime(now)} - (m % 700) * interval '1 day', ${sqlTime(now)}
        from generate_series(${start}, ${end}) as m,
          lateral (select ${textArray(FIRST_NAMES)}[1 + m % ${FIRST_NAMES.length}] as first_name,
            ${textArray(LAST_NAMES)}[1 + (m / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last_name) as named
        on conflict do nothing
      `),
    );
    await db.execute(
      sql.raw(`
        insert into memberships (user_id, customer_id, role)
        select ${rowId('member', 'm')}, ${companyOf('m')},
          (case when m < ${COMPANIES} then 'admin' else 'user' end)::membership_role
        from generate_series(${start}, ${end}) as m
        on conflict do nothing
      `),
    );
  }
  // The k-th author stays below `members`: k < 42 * floor(members / 48).
  const participants = OPEN_COMPANIES * Math.floor(members / COMPANIES);
  /** A participant, few of them writing much (u^2 piles up near the first). */
  const author = (n: string, salt: number) =>
    participantMember(`floor(${participants} * ${unit(n, salt)} ^ 2)::int`);

  // Every table is written oldest first, as a live database gets its rows, so the newest rows
  // sit together at the end of the table as they would.
  const since = `(${sqlTime(now)} - ${POST_SPAN_SECONDS} * interval '1 second')`;
  const postSpacing = POST_SPAN_SECONDS / posts;
  /** Post p: evenly over the two years, p = 0 oldest. */
  const postAt = (p: string) =>
    `(${since} + ((${p}) + ${unit(p, 1)}) * ${postSpacing} * interval '1 second')`;
  /**
   * Comment c: more of them as the community grows (their density rises linearly), each on a
   * post written before it, mostly one of the last few (up to about two weeks back).
   */
  const commentRow = (c: string) => `
    lateral (select sqrt(((${c}) + ${unit(c, 31)}) / ${comments}) as share) as timed,
    lateral (select greatest(0, floor(share * ${posts})::int - 1
      - floor(${Math.min(2_000, posts)} * ${unit(c, 32)} ^ 3)::int) as post_no) as placed,
    lateral (select greatest(${since} + share * ${POST_SPAN_SECONDS} * interval '1 second',
        ${postAt('post_no')} + interval '1 minute') as written_at,
      (${c}) % 200 = 17 as deleted) as comment_row`;
  const pinnedEvery = Math.max(20, Math.floor(posts / 5 / 20) * 20);
  for (let start = 0; start < posts; start += BATCH) {
    const end = Math.min(posts, start + BATCH) - 1;
    // A post's comment count is its comments that are not deleted, as the service keeps it.
    await db.execute(
      sql.raw(`
        insert into community_posts (id, customer_id, author_id, category_id, title, body_html,
          body_text, like_count, comment_count, pinned_at, closed_at, hidden_at, deleted_at,
          created_at, updated_at)
        select ${rowId('post', 'p')},
          case when staff then '${DEMO_CUSTOMER_IDS.sprintDemo}'::uuid else ${companyOf('author_no')} end,
          case when staff then ${uuidArray(employees.map((employee) => employee.id))}[1 + p % ${employees.length}]
            else ${rowId('member', 'author_no')} end,
          case when staff then '${announcements.id}'::uuid
            else ${uuidArray(open.map((category) => category.id))}[1 + p % ${open.length}] end,
          case when deleted then 'Gelöschter Beitrag'
            else replace(${pick(textArray(TITLE_FORMS), TITLE_FORMS.length, unit('p', 2))}, '{t}',
              ${pick(textArray(TITLE_TOPICS), TITLE_TOPICS.length, unit('p', 3))}) end,
          case when deleted then '' else '<p>' || body || '</p>' end,
          case when deleted then '' else body end,
          floor(40 * ${unit('p', 4)} ^ 4)::int,
          coalesce(counted.comment_total, 0),
          case when staff and p % ${pinnedEvery} = 0 then written_at + interval '1 hour' end,
          case when p % 50 = 3 then least(written_at + interval '7 days', ${sqlTime(now)}) end,
          case when p % 400 = 7 then least(written_at + interval '1 day', ${sqlTime(now)}) end,
          case when deleted then least(written_at + interval '2 days', ${sqlTime(now)}) end,
          written_at, written_at
        from generate_series(${start}, ${end}) as p
          left join (
            select post_no, count(*) filter (where not deleted)::int as comment_total
            from generate_series(0, ${comments - 1}) as c, ${commentRow('c')}
            where post_no between ${start} and ${end}
            group by post_no
          ) as counted on counted.post_no = p,
          lateral (select p % 20 = 0 as staff, p % 500 = 11 as deleted, ${postAt('p')} as written_at,
            ${author('p', 5)} as author_no,
            ${pick(textArray(POST_SENTENCES), POST_SENTENCES.length, unit('p', 6))} || ' ' ||
            ${pick(textArray(POST_SENTENCES), POST_SENTENCES.length, unit('p', 7))} || ' ' ||
            ${pick(textArray(POST_SENTENCES), POST_SENTENCES.length, unit('p', 8))} ||
            case when ${unit('p', 9)} < 1.0 / 300
              then ' ' || ${pick(textArray(RARE_SENTENCES), RARE_SENTENCES.length, unit('p', 10))}
              else '' end as body) as post_row
        order by p
      `),
    );
  }

  // Comments: one or two sentences, now and then a rare one; one in 200 deleted (text cleared).
  for (let start = 0; start < comments; start += BATCH) {
    const end = Math.min(comments, start + BATCH) - 1;
    await db.execute(
      sql.raw(`
        insert into community_comments (customer_id, post_id, category_id, author_id, body,
          like_count, deleted_at, created_at, updated_at)
        select ${companyOf('author_no')}, ${rowId('post', 'post_no')},
          (select p.category_id from community_posts p where p.id = ${rowId('post', 'post_no')}),
          ${rowId('member', 'author_no')},
          case when deleted then '' else body end,
          floor(6 * ${unit('c', 11)} ^ 5)::int,
          case when deleted then least(written_at + interval '1 hour', ${sqlTime(now)}) end,
          written_at, written_at
        from generate_series(${start}, ${end}) as c, ${commentRow('c')},
          lateral (select ${author('c', 12)} as author_no,
            ${pick(textArray(COMMENT_SENTENCES), COMMENT_SENTENCES.length, unit('c', 14))} ||
            case when ${unit('c', 15)} < 0.5
              then ' ' || ${pick(textArray(COMMENT_SENTENCES), COMMENT_SENTENCES.length, unit('c', 16))}
              else '' end ||
            case when ${unit('c', 17)} < 1.0 / 300
              then ' ' || ${pick(textArray(RARE_SENTENCES), RARE_SENTENCES.length, unit('c', 18))}
              else '' end as body) as written
        order by c
      `),
    );
  }

  // Points: likes received (seven in ten, by authors), lessons and courses (anyone), evenly
  // over the last year, each where its member works; well within the daily caps.
  const eventSpacing = POINT_SPAN_SECONDS / Math.max(1, pointEvents);
  for (let start = 0; start < pointEvents; start += BATCH * 2) {
    const end = Math.min(pointEvents, start + BATCH * 2) - 1;
    await db.execute(
      sql.raw(`
        insert into point_events (user_id, customer_id, source, source_id, points, created_at)
        select ${rowId('member', 'author_no')}, ${companyOf('author_no')}, source, 'bench-' || e,
          points,
          ${sqlTime(now)} - ${POINT_SPAN_SECONDS} * interval '1 second'
            + (e + ${unit('e', 21)}) * ${eventSpacing} * interval '1 second'
        from generate_series(${start}, ${end}) as e,
          lateral (select
            case when e % 20 < 14 then 'community.like'
              when e % 20 < 19 then 'trainings.lesson' else 'trainings.course' end as source,
            case when e % 20 < 14 then 1 when e % 20 < 19 then 2 else 10 end as points,
            case when e % 20 < 14 then ${author('e', 22)}
              else floor(${members} * ${unit('e', 23)})::int end as author_no) as event_row
        order by e
      `),
    );
  }
  // The running totals, as awardPoints keeps them.
  await db.execute(sql`
    insert into point_totals (user_id, customer_id, points)
    select user_id, customer_id, sum(points)::int from point_events
    where source_id like 'bench-%' group by user_id, customer_id
    on conflict (user_id, customer_id) do update set points = point_totals.points + excluded.points
  `);
  await db.execute(sql`
    insert into point_balances (user_id, points)
    select user_id, sum(points)::int from point_events
    where source_id like 'bench-%' group by user_id
    on conflict (user_id) do update set points = point_balances.points + excluded.points
  `);
  // One member in fifty hides from the boards ('In der Rangliste ausblenden').
  await db.execute(
    sql.raw(`
      update point_balances set hidden_from_leaderboard = true
      where user_id in (select ${rowId('member', 'm')} from generate_series(13, ${members - 1}, 50) as m)
    `),
  );

  // Fresh statistics and visibility maps, as autovacuum would have them on a live database.
  for (const table of [
    'customers',
    'users',
    'memberships',
    'area_settings',
    'community_posts',
    'community_comments',
    'point_events',
    'point_totals',
    'point_balances',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  return {
    companies: COMPANIES,
    members,
    participants,
    posts,
    comments,
    pointEvents,
  };
}
