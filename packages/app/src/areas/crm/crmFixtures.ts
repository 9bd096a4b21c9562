import { http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import { sessionCustomerFixture, sessionUserFixture } from '../../testing/storyProviders';
import type { TrpcFailure } from '../../testing/storyProviders';
import { LEAD_STATUSES } from './components/crmSearchParams';
import { LEAD_SOURCE_LABELS } from './components/leadSource';
import { leadStatus } from './components/leadStatus';
import type {
  CompanyMember,
  LeadBoard,
  LeadListInput,
  LeadPage,
  LeadRow,
  LeadSortKey,
} from './queries';

/*
 * The CRM's story data: a small in-memory stand-in for the server's CRM procedures, answering
 * in the real tRPC shape (batched GET for queries, batched POST for mutations, superjson), so a
 * story can move a card or delete a lead and see the board and table refetch what it changed.
 */

type Inputs = RouterInputs['crm']['leads'];
type Outputs = RouterOutputs['crm']['leads'];
export type ImportPreview = Outputs['importPreview'];
export type ImportResult = Outputs['importCommit'];

export const crmMembers: CompanyMember[] = [
  { id: sessionUserFixture.id, name: 'Anna Berger', email: 'anna.berger@nordlicht-vertrieb.de' },
  {
    id: '6c1d4e9f-3e5b-4d2f-8a4c-8b7e3f2d1c0a',
    name: 'Jonas Keller',
    email: 'jonas.keller@nordlicht-vertrieb.de',
  },
  {
    id: '7d2e5f0a-4f6c-4e3a-9b5d-9c8f4a3e2d1b',
    name: 'Mira Yilmaz',
    email: 'mira.yilmaz@nordlicht-vertrieb.de',
  },
];

const [anna, jonas, mira] = crmMembers as [CompanyMember, CompanyMember, CompanyMember];

/** A lead id that reads as one in a test: ...-0000000000NN. */
export const leadId = (n: number) =>
  `3a6f2b1c-8d4e-4f5a-9b6c-${String(n).padStart(12, '0')}` as const;

type LeadSeed = Pick<LeadRow, 'companyName' | 'status'> & Partial<LeadRow>;

function lead(n: number, seed: LeadSeed): LeadRow {
  const owner = seed.ownerId === undefined ? anna : crmMembers.find((m) => m.id === seed.ownerId);
  return {
    id: leadId(n),
    customerId: sessionCustomerFixture.id,
    contactName: null,
    contactEmail: null,
    phone: null,
    website: null,
    linkedinUrl: null,
    source: null,
    valueCents: 0,
    ownerId: owner?.id ?? null,
    ownerName: owner?.name ?? null,
    nextStep: null,
    nextStepDueAt: null,
    lostReason: null,
    tags: [],
    deletedAt: null,
    createdAt: new Date(2026, 9, 1 + n, 9, 0),
    // Newest change first: lead 1 changed most recently (the stories' "now" is 20.11.2026 10:30).
    updatedAt: new Date(new Date(2026, 10, 20, 10, 0).getTime() - n * 47 * 60_000),
    ...seed,
  };
}

/** Believable leads of a German sales team, across the whole pipeline. */
export function crmLeads(): LeadRow[] {
  return [
    lead(1, {
      companyName: 'Alpenblick Logistik GmbH',
      contactName: 'Sabine Huber',
      contactEmail: 's.huber@alpenblick-logistik.de',
      source: 'linkedin',
      status: 'new',
      valueCents: 1_850_000,
      nextStep: 'Erstgespräch vereinbaren',
      nextStepDueAt: new Date(2026, 10, 24),
    }),
    lead(2, {
      companyName: 'Hansewerft Technik AG',
      contactName: 'Lars Petersen',
      contactEmail: 'lars.petersen@hansewerft.de',
      source: 'referral',
      status: 'qualified',
      valueCents: 4_200_000,
      ownerId: jonas.id,
      nextStep: 'Bedarfsanalyse schicken',
      // Due before today: the card and the table show it as overdue.
      nextStepDueAt: new Date(2026, 10, 18),
    }),
    lead(3, {
      companyName: 'Rheinland Solar GmbH',
      contactName: 'Dr. Katrin Wolff',
      contactEmail: 'k.wolff@rheinland-solar.de',
      source: 'website',
      status: 'proposal',
      valueCents: 7_500_000,
      nextStep: 'Angebot nachfassen',
      nextStepDueAt: new Date(2026, 10, 20),
    }),
    lead(4, {
      companyName: 'Müller & Söhne Bau KG',
      contactName: 'Thomas Müller',
      contactEmail: 'thomas@mueller-soehne-bau.de',
      source: 'cold_call',
      status: 'contacted',
      valueCents: 960_000,
      ownerId: mira.id,
    }),
    lead(5, {
      companyName: 'Bäckerei Schneider',
      contactName: 'Petra Schneider',
      source: 'instagram',
      status: 'new',
      valueCents: 240_000,
      ownerId: null,
    }),
    lead(6, {
      companyName: 'Kaiser Medizintechnik GmbH',
      contactName: 'Felix Kaiser',
      contactEmail: 'f.kaiser@kaiser-medtech.de',
      source: 'email',
      status: 'won',
      valueCents: 12_000_000,
      ownerId: jonas.id,
    }),
    lead(7, {
      companyName: 'Ostsee Ferienhäuser OHG',
      contactName: 'Jana Claussen',
      source: 'linkedin',
      status: 'lost',
      valueCents: 380_000,
      ownerId: mira.id,
      lostReason: 'Budget für 2026 gestrichen',
    }),
    lead(8, {
      companyName: 'Schwarzwald Holzbau GmbH',
      contactName: 'Martin Faller',
      contactEmail: 'm.faller@schwarzwald-holzbau.de',
      source: 'referral',
      status: 'contacted',
      valueCents: 2_150_000,
      nextStep: 'Rückruf am Montag',
      nextStepDueAt: new Date(2026, 10, 23),
    }),
    lead(9, {
      companyName: 'Elbe Consulting Partners',
      contactName: 'Nadine Vogt',
      contactEmail: 'n.vogt@elbe-consulting.de',
      source: 'website',
      status: 'qualified',
      valueCents: 3_300_000,
      ownerId: mira.id,
      nextStep: 'Demo für das Team',
      nextStepDueAt: new Date(2026, 10, 26),
    }),
    lead(10, {
      companyName: 'Fränkische Brauerei Wagner',
      contactName: 'Georg Wagner',
      source: 'other',
      status: 'new',
      valueCents: 560_000,
      ownerId: jonas.id,
      nextStep: 'Unterlagen schicken',
      nextStepDueAt: new Date(2026, 10, 17),
    }),
    lead(11, {
      companyName: 'Isar Software Manufaktur GmbH',
      contactName: 'Lena Brandt',
      contactEmail: 'lena.brandt@isar-software.de',
      source: 'linkedin',
      status: 'proposal',
      valueCents: 5_400_000,
      ownerId: jonas.id,
    }),
    lead(12, {
      companyName: 'Weserland Spedition',
      contactName: 'Ole Hansen',
      source: 'cold_call',
      status: 'won',
      valueCents: 2_800_000,
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// The procedures, on a list of leads

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
}

type Filter = Pick<LeadListInput, 'search' | 'status' | 'ownerId' | 'source'>;

function matches(lead: LeadRow, filter: Filter): boolean {
  if (lead.deletedAt) return false;
  const haystack = fold([lead.companyName, lead.contactName, lead.contactEmail].join(' '));
  const words = fold(filter.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (!words.every((word) => haystack.includes(word))) return false;
  if (filter.status?.length && !filter.status.includes(lead.status)) return false;
  if (filter.ownerId === null && lead.ownerId !== null) return false;
  if (filter.ownerId && lead.ownerId !== filter.ownerId) return false;
  if (filter.source && lead.source !== filter.source) return false;
  return true;
}

function compare(a: LeadRow, b: LeadRow, by: LeadSortKey): number {
  switch (by) {
    case 'valueCents':
      return a.valueCents - b.valueCents;
    case 'status':
      return LEAD_STATUSES.indexOf(a.status) - LEAD_STATUSES.indexOf(b.status);
    case 'updatedAt':
    case 'createdAt':
      return a[by].getTime() - b[by].getTime();
    case 'nextStepDueAt':
      return (a.nextStepDueAt?.getTime() ?? Infinity) - (b.nextStepDueAt?.getTime() ?? Infinity);
    default:
      // Empty names last, as the server sorts them.
      return collator.compare(a[by] ?? '\u{10FFFF}', b[by] ?? '\u{10FFFF}');
  }
}

function sorted(leads: LeadRow[], sort: LeadListInput['sort']): LeadRow[] {
  const { by, dir } = sort ?? { by: 'updatedAt', dir: 'desc' };
  const sign = dir === 'asc' ? 1 : -1;
  return [...leads].sort((a, b) => sign * compare(a, b, by) || a.id.localeCompare(b.id));
}

/** The position after the page, as the cursor (the server's is opaque; ours need not be). */
function page(leads: LeadRow[], cursor: string | undefined, limit: number): LeadPage {
  const start = cursor ? Number(cursor) : 0;
  const items = leads.slice(start, start + limit);
  const next = start + limit;
  return { items, nextCursor: next < leads.length ? String(next) : null, total: leads.length };
}

export function listLeads(leads: LeadRow[], input: Inputs['list'] = {}): LeadPage {
  const found = sorted(
    leads.filter((lead) => matches(lead, input)),
    input.sort,
  );
  return page(found, input.cursor, input.limit ?? 50);
}

export function leadBoard(leads: LeadRow[], input: Inputs['board'] = {}): LeadBoard {
  return LEAD_STATUSES.map((status) => {
    const column = sorted(
      leads.filter((lead) => matches(lead, { ...input, status: [status] })),
      undefined,
    );
    const first = page(column, undefined, input.perColumn ?? 20);
    return {
      status,
      count: column.length,
      sumCents: column.reduce((sum, lead) => sum + lead.valueCents, 0),
      items: first.items,
      nextCursor: first.nextCursor,
    };
  });
}

const LOST_REASON_REQUIRED = 'Bitte gib einen Grund für den Verlust an.';

// ---------------------------------------------------------------------------------------------
// Import: a file with a valid row, two broken ones and a duplicate

export const importCsv = [
  'Firma;Kontakt;E-Mail;Status;Wert;Quelle',
  'Nordsee Kälte GmbH;Heike Jensen;h.jensen@nordsee-kaelte.de;Neu;12.500,00;LinkedIn',
  ';Peter Lang;peter@lang.de;Neu;1.000;Website',
  'Alpenblick Logistik GmbH;Sabine Huber;s.huber@alpenblick-logistik.de;Kontaktiert;8.000;E-Mail',
  'Lahn Druckerei;Eva Roth;eva.roth@;Angebot;zwölf;Messe',
  'Harz Outdoor AG;Tim Brenner;tim@harz-outdoor.de;Qualifiziert;4.750,50;Empfehlung',
].join('\r\n');

export const importPreviewFixture: ImportPreview = {
  columns: ['Firma', 'Kontakt', 'E-Mail', 'Status', 'Wert', 'Quelle'],
  mapping: { companyName: 0, contactName: 1, contactEmail: 2, status: 3, value: 4, source: 5 },
  rows: [
    {
      line: 2,
      values: {
        companyName: 'Nordsee Kälte GmbH',
        contactName: 'Heike Jensen',
        contactEmail: 'h.jensen@nordsee-kaelte.de',
        status: 'Neu',
        value: '12.500,00',
        source: 'LinkedIn',
      },
      errors: [],
    },
    {
      line: 3,
      values: {
        contactName: 'Peter Lang',
        contactEmail: 'peter@lang.de',
        status: 'Neu',
        value: '1.000',
        source: 'Website',
      },
      errors: ['Unternehmen fehlt.'],
    },
    {
      line: 4,
      values: {
        companyName: 'Alpenblick Logistik GmbH',
        contactName: 'Sabine Huber',
        contactEmail: 's.huber@alpenblick-logistik.de',
        status: 'Kontaktiert',
        value: '8.000',
        source: 'E-Mail',
      },
      errors: [],
      duplicateOf: { id: leadId(1), companyName: 'Alpenblick Logistik GmbH' },
    },
    {
      line: 5,
      values: {
        companyName: 'Lahn Druckerei',
        contactName: 'Eva Roth',
        contactEmail: 'eva.roth@',
        status: 'Angebot',
        value: 'zwölf',
        source: 'Messe',
      },
      errors: [
        'Ungültige E-Mail-Adresse: eva.roth@',
        'Unbekannte Quelle: Messe',
        'Ungültiger Betrag: zwölf',
      ],
    },
    {
      line: 6,
      values: {
        companyName: 'Harz Outdoor AG',
        contactName: 'Tim Brenner',
        contactEmail: 'tim@harz-outdoor.de',
        status: 'Qualifiziert',
        value: '4.750,50',
        source: 'Empfehlung',
      },
      errors: [],
    },
  ],
  counts: { rows: 5, valid: 3, invalid: 2, duplicates: 1 },
};

/** The preview for another mapping: without a company column every row lacks it. */
export function importPreviewFor(mapping: ImportPreview['mapping'] | undefined): ImportPreview {
  if (!mapping) return importPreviewFixture;
  if (mapping.companyName === null || mapping.companyName === undefined) {
    return {
      ...importPreviewFixture,
      mapping,
      rows: importPreviewFixture.rows.map((row) => ({
        line: row.line,
        values: {},
        errors: ['Unternehmen fehlt.'],
      })),
      counts: { rows: 5, valid: 0, invalid: 5, duplicates: 0 },
    };
  }
  return { ...importPreviewFixture, mapping };
}

// ---------------------------------------------------------------------------------------------
// The handlers

type Call = { path: string; input: unknown };
type Answer = { value: unknown } | { fail: TrpcFailure };

function reply(paths: string[], answers: Answer[]) {
  const bodies = answers.map((answer, index) =>
    'fail' in answer
      ? {
          status: answer.fail.status,
          body: {
            error: superjson.serialize({
              message: answer.fail.message,
              code: -32603,
              data: { code: answer.fail.code, httpStatus: answer.fail.status, path: paths[index] },
            }),
          },
        }
      : { status: 200, body: { result: { data: superjson.serialize(answer.value) } } },
  );
  const statuses = new Set(bodies.map((body) => body.status));
  const status = statuses.size === 1 ? (bodies[0]?.status ?? 200) : 207;
  return HttpResponse.json(
    bodies.map((body) => body.body),
    { status },
  );
}

function decode(raw: Record<string, SuperJSONResult>, paths: string[]): Call[] {
  return paths.map((path, index) => {
    const call = raw[String(index)];
    return { path, input: call ? superjson.deserialize(call) : undefined };
  });
}

export type CrmServerOptions = {
  /** The leads the company has (default: `crmLeads()`). */
  leads?: LeadRow[];
  /** Procedures that fail, e.g. `{ 'crm.leads.update': { status: 403, … } }`. */
  fail?: Partial<Record<string, TrpcFailure>>;
  /** Calls of mutations, in order (a story asserts what was sent). */
  onMutation?: (path: string, input: unknown) => void;
};

/**
 * The CRM's procedures as MSW handlers over one list of leads: what a mutation changes, the
 * next query returns. Queries not of the CRM fall through to other handlers.
 */
export function crmServer(options: CrmServerOptions = {}): HttpHandler[] {
  const leads = options.leads ?? crmLeads();
  const fail = options.fail ?? {};

  const find = (id: string) => leads.find((lead) => lead.id === id && !lead.deletedAt);

  function change(id: string, changes: Partial<LeadRow>) {
    const index = leads.findIndex((lead) => lead.id === id);
    const current = leads[index];
    if (!current) return;
    const owner = 'ownerId' in changes ? crmMembers.find((m) => m.id === changes.ownerId) : null;
    leads[index] = {
      ...current,
      ...changes,
      ...('ownerId' in changes ? { ownerName: owner?.name ?? null } : {}),
      updatedAt: new Date(),
    };
  }

  const queries: Record<string, (input: never) => unknown> = {
    'crm.members': () => crmMembers,
    'crm.leads.list': (input: Inputs['list']) => listLeads(leads, input),
    'crm.leads.board': (input: Inputs['board']) => leadBoard(leads, input),
    'crm.leads.byId': (input: Inputs['byId']) => find(input.leadId),
    'crm.leads.duplicates': () => [],
    'crm.leads.exportCsv': (input: Inputs['exportCsv']) => {
      const rows = listLeads(leads, { ...input, limit: 200 }).items;
      const lines = rows.map((row) =>
        [
          row.companyName,
          row.contactName ?? '',
          row.source ? LEAD_SOURCE_LABELS[row.source] : '',
          leadStatus(row.status).label,
        ].join(';'),
      );
      return {
        filename: 'leads-2026-11-20.csv',
        content: `\uFEFF${['Unternehmen;Ansprechpartner;Quelle;Status', ...lines].join('\r\n')}\r\n`,
        count: rows.length,
      };
    },
  };

  const mutations: Record<string, (input: never) => Answer> = {
    'crm.leads.update': ({ leadId: id, ...changes }: Inputs['update']) => {
      const current = find(id);
      if (!current) {
        return { fail: { status: 404, code: 'NOT_FOUND', message: 'Lead nicht gefunden.' } };
      }
      if (changes.status === 'lost' && !changes.lostReason && !current.lostReason) {
        return { fail: { status: 400, code: 'BAD_REQUEST', message: LOST_REASON_REQUIRED } };
      }
      // The board and table change status, owner and reason; other fields are the lead page's.
      change(id, {
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.ownerId !== undefined ? { ownerId: changes.ownerId } : {}),
        ...(changes.lostReason !== undefined ? { lostReason: changes.lostReason } : {}),
        ...(changes.status && changes.status !== 'lost' ? { lostReason: null } : {}),
      });
      return { value: find(id) };
    },
    'crm.leads.bulkUpdate': (input: Inputs['bulkUpdate']) => {
      for (const id of input.leadIds) {
        if (input.action === 'delete') change(id, { deletedAt: new Date() });
        else if (input.action === 'owner') change(id, { ownerId: input.ownerId });
        else {
          change(id, {
            status: input.status,
            lostReason: input.status === 'lost' ? (input.lostReason ?? null) : null,
          });
        }
      }
      return { value: { updated: input.leadIds.length } };
    },
    'crm.leads.restore': (input: Inputs['restore']) => {
      for (const id of input.leadIds) change(id, { deletedAt: null });
      return { value: { restored: input.leadIds.length } };
    },
    'crm.leads.importPreview': (input: Inputs['importPreview']) => ({
      value: importPreviewFor(input.mapping),
    }),
    'crm.leads.importCommit': (input: Inputs['importCommit']) => {
      const skipped = importPreviewFixture.rows
        .filter(
          (row) =>
            row.errors.length > 0 ||
            (input.skipDuplicates && (row.duplicateOf || row.duplicateOfLine)),
        )
        .map((row) => ({
          line: row.line,
          errors:
            row.errors.length > 0
              ? row.errors
              : [`Möglicher Duplikat: ${row.duplicateOf?.companyName ?? ''}`],
        }));
      return { value: { created: importPreviewFixture.rows.length - skipped.length, skipped } };
    },
  };

  return [
    http.get(`${TRPC_PATH}/:paths`, ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      const answers = decode(raw, paths).map(({ path, input }): Answer => {
        const failure = fail[path];
        return failure ? { fail: failure } : { value: queries[path]?.(input as never) };
      });
      return reply(paths, answers);
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      const answers = decode(raw, paths).map(({ path, input }): Answer => {
        options.onMutation?.(path, input);
        const failure = fail[path];
        return failure ? { fail: failure } : (mutations[path]?.(input as never) ?? { value: null });
      });
      return reply(paths, answers);
    }),
  ];
}

/** A company without a single lead. */
export const emptyCrm = () => crmServer({ leads: [] });
