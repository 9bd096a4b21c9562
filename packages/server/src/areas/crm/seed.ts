import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { memberships } from '../../platform/identity/schema';
import { DEMO_CUSTOMERS } from '../../platform/identity/seed';
import type { SeedStep } from '../../platform/seed';
import { berlinDayStart } from '../../platform/berlin';
import { leadActivities, leads, type LeadSource, type LeadStatus, type NewLead } from './schema';

/** German companies and their contacts, the first twelve as the demo has always had them. */
const leadCompanies = [
  ['Alpenblick Logistik GmbH', 'Maria Huber'],
  ['Hansewerft Technik AG', 'Jan Petersen'],
  ['Rheinland Solar GmbH', 'Sabine Krüger'],
  ['Spreewald Feinkost KG', 'Thomas Lehmann'],
  ['Bodensee Software GmbH', 'Lea Brandt'],
  ['Elbtal Maschinenbau GmbH', 'Uwe Schreiber'],
  ['Schwarzwald Reisen GmbH', 'Anna Fischer'],
  ['Nordsee Fisch & Feines', 'Ole Jensen'],
  ['Pfalz Weinhandel GmbH', 'Katrin Wagner'],
  ['Harz Holzbau GmbH', 'Michael Bauer'],
  ['Isar Consulting Partner', 'Julia Schmid'],
  ['Ostsee Möbelwerk GmbH', 'Henrik Lange'],
  ['Müller & Söhne Metallbau GmbH', 'Klaus Müller'],
  ['Bäckerei Schäfer KG', 'Petra Schäfer'],
  ['Kölner Druckhaus GmbH', 'Stefan Weber'],
  ['Düsseldorfer Immobilien Kontor', 'Nina Becker'],
  ['Münchner Brauwerk AG', 'Florian Hofmann'],
  ['Grünwerk Landschaftsbau GmbH', 'Jonas Koch'],
  ['Weserland Spedition GmbH', 'Sandra Richter'],
  ['Allgäuer Käserei eG', 'Andreas Wolf'],
  ['Lüneburger Heide Touristik', 'Birgit Neumann'],
  ['Saarland Stahlhandel GmbH', 'Markus Schwarz'],
  ['Emsland Agrar GmbH', 'Heike Zimmermann'],
  ['Frankenwald Papierfabrik AG', 'Tobias Braun'],
  ['Rhön Kliniken Service GmbH', 'Dr. Susanne Hartmann'],
  ['Mosel Weingut Schröder', 'Christian Schröder'],
  ['Sauerland Elektrotechnik GmbH', 'Martin Krause'],
  ['Eifel Energie eG', 'Monika Meier'],
  ['Altmark Logistikzentrum GmbH', 'Daniel Lorenz'],
  ['Chiemgau Holzdesign GmbH', 'Eva Baumann'],
  ['Vogtland Textil GmbH', 'Frank Günther'],
  ['Uckermark Windpark GmbH & Co. KG', 'Ralf Peters'],
  ['Hamburger Hafenbüro GmbH', 'Svenja Möller'],
  ['Berliner Startup Labor UG', 'Leon Yilmaz'],
  ['Leipziger Buchbinderei KG', 'Claudia König'],
  ['Dresdner Feinmechanik GmbH', 'Ulrich Walter'],
  ['Augsburger Kunststofftechnik GmbH', 'Sebastian Huber'],
  ['Stuttgarter Autoteile Service', 'Melanie Kaiser'],
  ['Heidelberger Praxisbedarf GmbH', 'Dr. Jörg Fuchs'],
  ['Freiburger Solarpartner eG', 'Lisa Scholz'],
  ['Kieler Bootsbau GmbH', 'Hauke Thomsen'],
  ['Rostocker Werftzulieferer GmbH', 'Doreen Schulz'],
  ['Bremer Kaffeerösterei', 'Jens Ahrens'],
  ['Hannoversche Versicherungsmakler', 'Katharina Vogel'],
  ['Göttinger Laborbedarf GmbH', 'Dr. Matthias Roth'],
  ['Kasseler Sanitärtechnik GmbH', 'Oliver Jung'],
  ['Erfurter Gartenbau KG', 'Sabine Lange'],
  ['Jenaer Optikwerk GmbH', 'Robert Engel'],
  ['Würzburger Weinstuben', 'Franziska Beck'],
  ['Nürnberger Spielwaren GmbH', 'Thorsten Ludwig'],
  ['Regensburger Steuerkanzlei', 'Andrea Pohl'],
  ['Passauer Donau Schifffahrt', 'Georg Winkler'],
  ['Ulmer Werkzeugbau GmbH', 'Simone Keller'],
  ['Konstanzer Seehotel GmbH', 'Benedikt Frank'],
  ['Trierer Römerbad Wellness', 'Nadine Berger'],
  ['Aachener Printen Manufaktur', 'Wilhelm Jansen'],
  ['Münsteraner Fahrradwerk GmbH', 'Tim Schulte'],
  ['Osnabrücker Fleischwaren GmbH', 'Gabriele Hahn'],
  ['Paderborner IT-Systemhaus', 'Kevin Schubert'],
  ['Bielefelder Leinenweberei', 'Ursula Dietrich'],
] as const;

const STATUS_CYCLE: LeadStatus[] = [
  'new',
  'new',
  'contacted',
  'contacted',
  'qualified',
  'qualified',
  'proposal',
  'proposal',
  'won',
  'lost',
];
const SOURCES: LeadSource[] = [
  'linkedin',
  'referral',
  'website',
  'email',
  'cold_call',
  'linkedin',
  'instagram',
  'other',
];
const NEXT_STEPS = [
  'Erstgespräch vereinbaren',
  'Angebot nachfassen',
  'Demo-Termin bestätigen',
  'Unterlagen per E-Mail schicken',
  'Rückruf wegen Budget',
  'Vertragsentwurf abstimmen',
  'Entscheider kennenlernen',
  'Referenzkunden nennen',
];
const LOST_REASONS = [
  'Budget für dieses Jahr gestrichen',
  'Hat sich für einen Wettbewerber entschieden',
  'Kein Bedarf mehr',
];
const NOTES = [
  'Sehr interessiert, möchte bis Monatsende entscheiden.',
  'Ansprechpartner ist im Urlaub, nach dem 15. erneut melden.',
  'Hat nach Referenzen aus der Branche gefragt.',
  'Budget ist freigegeben, Geschäftsführung muss noch zustimmen.',
];

/** The same UUID for the same name every time: the seed can run again without doubling. */
function fixedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A believable pipeline: every stage, realistic values, next steps, some of them overdue. */
export function demoLeads(customerIndex: number, ownerIds: string[], now: Date) {
  const today = berlinDayStart(now);
  return leadCompanies.map(([companyName, contactName], index) => {
    const status = STATUS_CYCLE[(index + customerIndex) % STATUS_CYCLE.length] ?? 'new';
    const open = status !== 'won' && status !== 'lost';
    // Due between five days ago and two weeks ahead: a handful are overdue or due today.
    const dueInDays = ((index * 7 + customerIndex * 3) % 20) - 5;
    const first = contactName.replace(/^Dr\. /, '').split(' ')[0] ?? 'kontakt';
    const domain = companyName
      .toLowerCase()
      .replaceAll('ä', 'ae')
      .replaceAll('ö', 'oe')
      .replaceAll('ü', 'ue')
      .replaceAll('ß', 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return {
      companyName,
      contactName,
      contactEmail: `${first.toLowerCase().replaceAll('ö', 'oe').replaceAll('ü', 'ue').replaceAll('ä', 'ae')}@${domain}.example`,
      phone: `+49 ${30 + (index % 60)} ${String(100000 + index * 7919).slice(0, 6)}`,
      website: `https://www.${domain}.example`,
      source: SOURCES[index % SOURCES.length] ?? 'other',
      status,
      // 1.500 € to about 85.000 €, in whole hundreds like real offers.
      valueCents: (15 + ((index * 37 + customerIndex * 11) % 830)) * 10_000,
      ownerId: ownerIds.length > 0 ? (ownerIds[index % ownerIds.length] ?? null) : null,
      nextStep: open ? (NEXT_STEPS[index % NEXT_STEPS.length] ?? null) : null,
      nextStepDueAt: open
        ? new Date(today.getTime() + dueInDays * 86_400_000 + 9 * 3_600_000)
        : null,
      lostReason: status === 'lost' ? (LOST_REASONS[index % LOST_REASONS.length] ?? null) : null,
      tags: index % 3 === 0 ? ['Mittelstand'] : index % 5 === 0 ? ['Empfehlung', 'Priorität'] : [],
    } satisfies Omit<NewLead, 'customerId'>;
  });
}

async function ownersOf(db: Database, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.customerId, customerId))
    .orderBy(memberships.createdAt, memberships.userId);
  return rows.map((row) => row.userId);
}

/**
 * About sixty leads per demo customer with owners and a history. Fixed ids and names: running
 * it again adds only what is missing (and never a second lead of a company already there).
 */
export const seedCrm: SeedStep = async ({ db, now }) => {
  for (const [customerIndex, customer] of DEMO_CUSTOMERS.entries()) {
    const owners = await ownersOf(db, customer.id);
    const wanted = demoLeads(customerIndex, owners, now).map((lead) => ({
      ...lead,
      id: fixedId(`${customer.id}:${lead.companyName}`),
      customerId: customer.id,
    }));
    const present = await db
      .select({ companyName: leads.companyName })
      .from(leads)
      .where(
        and(
          eq(leads.customerId, customer.id),
          inArray(
            leads.companyName,
            wanted.map((lead) => lead.companyName),
          ),
        ),
      );
    const names = new Set(present.map((row) => row.companyName));
    const missing = wanted.filter((lead) => !names.has(lead.companyName));
    if (missing.length === 0) continue;
    const inserted = await db
      .insert(leads)
      .values(missing)
      .onConflictDoNothing()
      .returning({ id: leads.id, status: leads.status, ownerId: leads.ownerId });

    // A history for each: a note or call, and the way through the pipeline so far.
    const activities = inserted.flatMap((lead, index) => {
      const day = 86_400_000;
      const author = lead.ownerId;
      const entries: (typeof leadActivities.$inferInsert)[] = [
        {
          customerId: customer.id,
          leadId: lead.id,
          type: index % 2 === 0 ? 'call' : 'note',
          occurredAt: new Date(now.getTime() - (3 + (index % 10)) * day),
          body: NOTES[index % NOTES.length] ?? '',
          outcome: index % 2 === 0 ? 'Erreicht' : null,
          authorId: author,
        },
      ];
      if (lead.status !== 'new') {
        entries.push({
          customerId: customer.id,
          leadId: lead.id,
          type: 'status_changed',
          occurredAt: new Date(now.getTime() - (1 + (index % 3)) * day),
          fromValue: 'new',
          toValue: lead.status,
          authorId: author,
        });
      }
      if (lead.status === 'proposal' || lead.status === 'won') {
        entries.push({
          customerId: customer.id,
          leadId: lead.id,
          type: 'meeting',
          occurredAt: new Date(now.getTime() - (2 + (index % 4)) * day),
          body: 'Termin beim Kunden vor Ort, Anforderungen aufgenommen.',
          outcome: 'Angebot angefragt',
          authorId: author,
        });
      }
      return entries;
    });
    if (activities.length > 0) await db.insert(leadActivities).values(activities);
  }
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PREFIXES = [
  'Müller',
  'Schäfer',
  'Köhler',
  'Weber',
  'Groß',
  'Becker',
  'Schröder',
  'Hoffmann',
  'Krüger',
  'Wagner',
  'Böhm',
  'Jäger',
];
const BRANCHES = [
  'Metallbau',
  'Logistik',
  'Bäckerei',
  'Software',
  'Elektrotechnik',
  'Gärtnerei',
  'Druckerei',
  'Immobilien',
  'Möbelwerk',
  'Steuerberatung',
];
const FORMS = ['GmbH', 'AG', 'KG', 'GmbH & Co. KG', 'eG', 'UG'];
const FIRST_NAMES = ['Anna', 'Jörg', 'Lena', 'Günter', 'Sophie', 'Lukas', 'Jürgen', 'Marie'];

function textArray(values: string[]): string {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`;
}

/**
 * Fills one company with `count` believable leads fast (benchmarks): generate_series inserts of
 * 10,000 rows each, all statuses and sources, owners in turn, umlauts in names and e-mails.
 */
export async function seedManyLeads(
  db: Database,
  customerId: string,
  count: number,
  ownerIds: string[] = [],
): Promise<void> {
  if (!UUID.test(customerId) || !ownerIds.every((id) => UUID.test(id))) {
    throw new Error('seedManyLeads: ids must be UUIDs');
  }
  const owners =
    ownerIds.length > 0 ? `(array[${ownerIds.map((id) => `'${id}'`).join(',')}]::uuid[])` : null;
  const ownerExpression = owners ? `${owners}[1 + (i % ${ownerIds.length})]` : 'null::uuid';
  const statuses = textArray(['new', 'contacted', 'qualified', 'proposal', 'won', 'lost']);
  const sources = textArray([
    'linkedin',
    'instagram',
    'email',
    'referral',
    'website',
    'cold_call',
    'other',
  ]);
  const statusExpression = `(${statuses})[1 + (i % 6)]`;
  for (let start = 1; start <= count; start += 10_000) {
    const end = Math.min(count, start + 9_999);
    await db.execute(
      sql.raw(`
        insert into leads (customer_id, company_name, contact_name, contact_email, phone, source,
          status, value_cents, owner_id, next_step, next_step_due_at, lost_reason, created_at,
          updated_at)
        select '${customerId}'::uuid,
          (${textArray(PREFIXES)})[1 + (i % ${PREFIXES.length})] || ' ' ||
            (${textArray(BRANCHES)})[1 + ((i / ${PREFIXES.length}) % ${BRANCHES.length})] || ' ' ||
            (${textArray(FORMS)})[1 + (i % ${FORMS.length})] || ' ' || i,
          (${textArray(FIRST_NAMES)})[1 + (i % ${FIRST_NAMES.length})] || ' ' ||
            (${textArray(PREFIXES)})[1 + ((i / 7) % ${PREFIXES.length})],
          'kontakt' || i || '@firma' || (i % 997) || '.example',
          '+49 30 ' || (1000000 + i),
          ((${sources})[1 + (i % 7)])::lead_source,
          (${statusExpression})::lead_status,
          ((i * 7919) % 9000 + 10) * 1000,
          ${ownerExpression},
          case when i % 6 < 4 then 'Nachfassen ' || i end,
          case when i % 6 < 4 then now() + ((i % 30) - 10) * interval '1 day' end,
          case when i % 6 = 5 then 'Kein Budget' end,
          now() - (i % 400) * interval '1 day' - (i % 1440) * interval '1 minute',
          now() - (i % 90) * interval '1 day' - (i % 3600) * interval '1 second'
        from generate_series(${start}, ${end}) as i
      `),
    );
  }
  // Fresh statistics and visibility map: counts and sorted pages use index-only scans at once.
  await db.execute(sql`vacuum analyze leads`);
}
