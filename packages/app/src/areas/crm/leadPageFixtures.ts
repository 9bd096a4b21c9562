import { http, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  type TrpcFailure,
  trpcReply,
  type TrpcCallAnswer,
} from '../../testing/storyProviders';
import type { TaskRow } from '../tasks/public';
import type { CompanyMember, LeadActivity, LeadDetail, LeadRow } from './queries';

/*
 * The lead page's, the 'Neuer Lead' dialog's, the dashboard's and the inbox's story data: an
 * in-memory stand-in for the server's CRM procedures in the real tRPC shape (batched GET for
 * queries, batched POST for mutations, superjson), so a story can save a field, write a note or
 * delete a lead and see the page refetch what changed.
 */

type Inputs = RouterInputs['crm'];
type Outputs = RouterOutputs['crm'];
type Linked = Outputs['leads']['conversations'][number];
type DueStep = Outputs['leads']['dueNextSteps'][number];

export const LEAD_ID = '4b7e2c1d-9a3f-4e5b-8c6d-1f2a3b4c5d6e';
export const OTHER_LEAD_ID = '4b7e2c1d-9a3f-4e5b-8c6d-1f2a3b4c5d6f';
export const NEW_LEAD_ID = '4b7e2c1d-9a3f-4e5b-8c6d-1f2a3b4c5d70';
export const CONVERSATION_ID = '7d1f0c2a-5b3e-4a6f-9c8d-1e2f3a4b5c6d';

export const members: CompanyMember[] = [
  { id: sessionUserFixture.id, name: 'Anna Berger', email: sessionUserFixture.email },
  {
    id: '6c1d4e9f-3e5b-4d2f-8a4c-8b7e3f2d1c0a',
    name: 'Jonas Keller',
    email: 'jonas.keller@nordlicht-vertrieb.de',
  },
];

const JONAS = members[1]?.id ?? '';

/** Berlin midnight of a November 2026 day (CET, UTC+1), as the server stores due days. */
const novemberDay = (day: number) => new Date(Date.UTC(2026, 10, day - 1, 23, 0));

export function leadFixture(overrides: Partial<LeadDetail> = {}): LeadDetail {
  return {
    id: LEAD_ID,
    customerId: sessionCustomerFixture.id,
    companyName: 'Alpenblick Logistik GmbH',
    contactName: 'Sophie Winter',
    contactEmail: 'sophie.winter@alpenblick-logistik.de',
    phone: '+49 89 1234567',
    website: 'https://alpenblick-logistik.de',
    linkedinUrl: 'https://www.linkedin.com/in/sophie-winter',
    source: 'linkedin',
    status: 'qualified',
    valueCents: 1_250_000,
    ownerId: sessionUserFixture.id,
    ownerName: 'Anna Berger',
    nextStep: 'Angebot schicken',
    nextStepDueAt: novemberDay(20),
    lostReason: null,
    tags: [],
    deletedAt: null,
    createdAt: new Date(2026, 10, 2, 9, 15),
    updatedAt: new Date(2026, 10, 19, 16, 40),
    ...overrides,
  };
}

export const otherLead = leadFixture({
  id: OTHER_LEAD_ID,
  companyName: 'Hansewerft Technik AG',
  contactName: 'Lukas Brandt',
  contactEmail: 'l.brandt@hansewerft.de',
  status: 'contacted',
  valueCents: 480_000,
  nextStep: 'Rückruf',
  nextStepDueAt: novemberDay(17),
});

const activity = (
  n: number,
  fields: Pick<LeadActivity, 'type' | 'occurredAt'> & Partial<LeadActivity>,
): LeadActivity => ({
  id: `9e8d7c6b-5a4f-4e3d-8c2b-${String(n).padStart(12, '0')}`,
  customerId: sessionCustomerFixture.id,
  leadId: LEAD_ID,
  body: null,
  outcome: null,
  fromValue: null,
  toValue: null,
  authorId: sessionUserFixture.id,
  authorName: 'Anna Berger',
  createdAt: fields.occurredAt,
  updatedAt: fields.occurredAt,
  ...fields,
});

export function activitiesFixture(): LeadActivity[] {
  return [
    activity(5, {
      type: 'note',
      occurredAt: new Date(2026, 10, 19, 16, 40),
      body: 'Budget ist freigegeben, Entscheidung bis Monatsende.',
    }),
    activity(4, {
      type: 'call',
      occurredAt: new Date(2026, 10, 18, 11, 0),
      body: 'Bedarf an 40 Lizenzen besprochen.',
      outcome: 'Angebot gewünscht',
      authorId: JONAS,
      authorName: 'Jonas Keller',
    }),
    activity(3, {
      type: 'value_changed',
      occurredAt: new Date(2026, 10, 18, 11, 5),
      fromValue: '500000',
      toValue: '1250000',
      authorId: JONAS,
      authorName: 'Jonas Keller',
    }),
    activity(2, {
      type: 'status_changed',
      occurredAt: new Date(2026, 10, 10, 14, 20),
      fromValue: 'contacted',
      toValue: 'qualified',
    }),
    activity(1, {
      type: 'owner_changed',
      occurredAt: new Date(2026, 10, 2, 9, 20),
      fromValue: null,
      toValue: sessionUserFixture.id,
    }),
  ];
}

export function linkedFixture(): Linked[] {
  return [
    {
      id: CONVERSATION_ID,
      channel: 'linkedin',
      linkedinUserId: 'ACoAAB-nordlicht',
      participantName: 'Sophie Winter',
      participantProfileUrl: 'https://www.linkedin.com/in/sophie-winter',
      lastMessageAt: new Date(2026, 10, 20, 10, 5),
      linkedAt: new Date(2026, 10, 20, 10, 6),
    },
  ];
}

export const summaryFixture: Outputs['leads']['summary'] = {
  openCount: 214,
  openValueCents: 123_456_789,
  wonCount: 17,
  wonValueCents: 4_250_000,
  byStatus: [
    { status: 'new', count: 96, sumCents: 21_000_000 },
    { status: 'contacted', count: 61, sumCents: 33_456_789 },
    { status: 'qualified', count: 38, sumCents: 41_000_000 },
    { status: 'proposal', count: 19, sumCents: 28_000_000 },
    { status: 'won', count: 17, sumCents: 4_250_000 },
    { status: 'lost', count: 9, sumCents: 1_900_000 },
  ],
};

export const dueFixture: DueStep[] = [
  {
    id: OTHER_LEAD_ID,
    companyName: 'Hansewerft Technik AG',
    status: 'contacted',
    nextStep: 'Rückruf',
    nextStepDueAt: novemberDay(17),
    ownerId: JONAS,
    ownerName: 'Jonas Keller',
    overdue: true,
  },
  {
    id: LEAD_ID,
    companyName: 'Alpenblick Logistik GmbH',
    status: 'qualified',
    nextStep: 'Angebot schicken',
    nextStepDueAt: novemberDay(20),
    ownerId: sessionUserFixture.id,
    ownerName: 'Anna Berger',
    overdue: false,
  },
];

type Answer = TrpcCallAnswer;

/** The lead's tasks: one due on Monday, one done (the stories' "now" is Friday 20.11.2026). */
export function leadTasksFixture(): TaskRow[] {
  const base = {
    customerId: sessionCustomerFixture.id,
    description: null,
    leadId: LEAD_ID,
    leadName: 'Alpenblick Logistik GmbH',
    createdBy: sessionUserFixture.id,
    createdByName: 'Anna Berger',
    createdAt: new Date('2026-11-16T08:00:00Z'),
    updatedAt: new Date('2026-11-19T08:00:00Z'),
  };
  return [
    {
      ...base,
      id: '3d9b1c7e-4a2f-4e8b-9c1d-2f3a4b5c6d71',
      title: 'Angebot nachfassen',
      dueDate: '2026-11-23',
      dueTime: '10:00',
      priority: 'high',
      status: 'open',
      assigneeId: sessionUserFixture.id,
      assigneeName: 'Anna Berger',
      completedAt: null,
    },
    {
      ...base,
      id: '3d9b1c7e-4a2f-4e8b-9c1d-2f3a4b5c6d72',
      title: 'Erstgespräch protokollieren',
      dueDate: '2026-11-18',
      dueTime: null,
      priority: 'medium',
      status: 'done',
      assigneeId: '6c1d4e9f-3e5b-4d2f-8a4c-8b7e3f2d1c0a',
      assigneeName: 'Jonas Keller',
      completedAt: new Date('2026-11-18T15:00:00Z'),
    },
  ];
}

export const NOT_FOUND: TrpcFailure = {
  status: 404,
  code: 'NOT_FOUND',
  message: 'Lead nicht gefunden.',
};

export type LeadServerOptions = {
  leads?: LeadDetail[];
  activities?: LeadActivity[];
  linked?: Linked[];
  /** The leads linked to the inbox's conversation. */
  linkedToConversation?: boolean;
  /** Procedures that fail, e.g. `{ 'crm.leads.update': { status: 404, … } }`. */
  fail?: Record<string, TrpcFailure>;
  /** Sees every mutation with its input (spies in play functions). */
  /** Called with every mutation; the answer waits for what it returns (a story's slow save). */
  onMutation?: (path: string, input: unknown) => unknown;
};

function decode(raw: Record<string, SuperJSONResult>, paths: string[]) {
  return paths.map((path, index) => {
    const call = raw[String(index)];
    return { path, input: call ? superjson.deserialize(call) : undefined };
  });
}

/**
 * The CRM's procedures over a small in-memory company: one lead with its history and a linked
 * LinkedIn thread, a second lead that the duplicate check finds, two members.
 */
export function leadServer(options: LeadServerOptions = {}): HttpHandler[] & { reset: () => void } {
  const leads = new Map<string, LeadDetail>();
  let activities: LeadActivity[] = [];
  let linked: Linked[] = [];
  let conversationLeads: string[] = [];
  // Stories share their handlers (parameters are built once): each story starts afresh.
  const reset = () => {
    leads.clear();
    for (const lead of options.leads ?? [leadFixture(), otherLead]) leads.set(lead.id, { ...lead });
    activities = [...(options.activities ?? activitiesFixture())];
    linked = [...(options.linked ?? linkedFixture())];
    conversationLeads = options.linkedToConversation ? [LEAD_ID] : [];
  };
  reset();
  const fail = options.fail ?? {};
  const live = (id: string) => {
    const lead = leads.get(id);
    return lead && !lead.deletedAt ? lead : undefined;
  };
  const ownerName = (id: string | null | undefined) =>
    members.find((member) => member.id === id)?.name ?? null;

  const queries: Record<string, (input: never) => Answer> = {
    'crm.members': () => ({ value: members }),
    'tasks.list': (input: RouterInputs['tasks']['list']) => ({
      value: {
        items: leadTasksFixture().filter((task) => task.leadId === input?.leadId),
        nextCursor: null,
      },
    }),
    'crm.leads.byId': ({ leadId }: Inputs['leads']['byId']) => {
      const lead = live(leadId);
      return lead ? { value: lead } : { fail: NOT_FOUND };
    },
    'crm.leads.list': (input: Inputs['leads']['list']) => {
      const term = input?.search?.toLowerCase() ?? '';
      const items: LeadRow[] = [...leads.values()].filter(
        (lead) =>
          !lead.deletedAt &&
          `${lead.companyName} ${lead.contactName ?? ''} ${lead.contactEmail ?? ''}`
            .toLowerCase()
            .includes(term),
      );
      return { value: { items, nextCursor: null, total: items.length } };
    },
    'crm.leads.duplicates': (input: Inputs['leads']['duplicates']) => {
      const company = input.companyName?.toLowerCase();
      const email = input.contactEmail?.toLowerCase();
      const hits = [...leads.values()]
        .filter(
          (lead) =>
            !lead.deletedAt &&
            lead.id !== input.excludeId &&
            ((company && lead.companyName.toLowerCase() === company) ||
              (email && lead.contactEmail?.toLowerCase() === email)),
        )
        .map(({ id, companyName, contactEmail }) => ({ id, companyName, contactEmail }));
      return { value: hits };
    },
    'crm.leads.summary': () => ({ value: summaryFixture }),
    'crm.leads.dueNextSteps': () => ({ value: dueFixture }),
    'crm.leads.conversations': ({ leadId }: Inputs['leads']['conversations']) =>
      live(leadId) ? { value: leadId === LEAD_ID ? linked : [] } : { fail: NOT_FOUND },
    'crm.leads.byConversation': () => ({
      value: conversationLeads.flatMap((id) => {
        const lead = live(id);
        return lead ? [{ id: lead.id, companyName: lead.companyName, status: lead.status }] : [];
      }),
    }),
    'crm.activities.list': ({ leadId }: Inputs['activities']['list']) =>
      live(leadId)
        ? { value: activities.filter((entry) => entry.leadId === leadId) }
        : { fail: NOT_FOUND },
  };

  const mutations: Record<string, (input: never) => Answer> = {
    'crm.leads.create': (input: Inputs['leads']['create']) => {
      const lead = leadFixture({
        id: NEW_LEAD_ID,
        contactName: null,
        contactEmail: null,
        phone: null,
        website: null,
        linkedinUrl: null,
        source: null,
        status: 'new',
        valueCents: 0,
        ownerId: null,
        ownerName: null,
        nextStep: null,
        nextStepDueAt: null,
        ...input,
        createdAt: new Date(),
        updatedAt: new Date(),
      } as Partial<LeadDetail>);
      leads.set(lead.id, lead);
      return { value: lead };
    },
    'crm.leads.update': ({ leadId, ...changes }: Inputs['leads']['update']) => {
      const before = live(leadId);
      if (!before) return { fail: NOT_FOUND };
      const status = changes.status ?? before.status;
      const lostReason =
        status === 'lost' ? (changes.lostReason ?? before.lostReason ?? null) : null;
      if (status === 'lost' && !lostReason) {
        return {
          fail: {
            status: 400,
            code: 'BAD_REQUEST',
            message: 'Bitte gib einen Grund für den Verlust an.',
          },
        };
      }
      const after: LeadDetail = {
        ...before,
        ...(changes as Partial<LeadDetail>),
        status,
        lostReason,
        ownerName: changes.ownerId !== undefined ? ownerName(changes.ownerId) : before.ownerName,
        updatedAt: new Date(),
      };
      leads.set(leadId, after);
      if (before.status !== after.status) {
        activities = [
          activity(100 + activities.length, {
            type: 'status_changed',
            occurredAt: new Date(),
            fromValue: before.status,
            toValue: after.status,
          }),
          ...activities,
        ];
      }
      return { value: after };
    },
    'crm.leads.delete': ({ leadIds }: Inputs['leads']['delete']) => {
      for (const id of leadIds) {
        const lead = live(id);
        if (!lead) return { fail: NOT_FOUND };
        leads.set(id, { ...lead, deletedAt: new Date() });
      }
      return { value: { deleted: leadIds.length } };
    },
    'crm.leads.restore': ({ leadIds }: Inputs['leads']['restore']) => {
      for (const id of leadIds) {
        const lead = leads.get(id);
        if (lead) leads.set(id, { ...lead, deletedAt: null });
      }
      return { value: { restored: leadIds.length } };
    },
    'crm.leads.linkConversation': ({ leadId }: Inputs['leads']['linkConversation']) => {
      if (!live(leadId)) return { fail: NOT_FOUND };
      conversationLeads = [...new Set([...conversationLeads, leadId])];
      return { value: linked };
    },
    'crm.leads.unlinkConversation': ({ conversationId }: Inputs['leads']['unlinkConversation']) => {
      linked = linked.filter((entry) => entry.id !== conversationId);
      conversationLeads = [];
      return { value: linked };
    },
    'crm.activities.create': ({ leadId, type, ...fields }: Inputs['activities']['create']) => {
      const created = activity(200 + activities.length, {
        leadId,
        type,
        body: fields.body,
        outcome: fields.outcome ?? null,
        occurredAt: fields.occurredAt ? new Date(fields.occurredAt as Date) : new Date(),
      });
      // Newest first, as the server sorts them.
      activities = [created, ...activities].sort(
        (a, b) => b.occurredAt.getTime() - a.occurredAt.getTime(),
      );
      return { value: created };
    },
    'crm.activities.update': ({ activityId, ...changes }: Inputs['activities']['update']) => {
      const found = activities.find((entry) => entry.id === activityId);
      if (!found) return { fail: { ...NOT_FOUND, message: 'Aktivität nicht gefunden.' } };
      const updated = { ...found, body: changes.body ?? found.body };
      activities = activities.map((entry) => (entry.id === activityId ? updated : entry));
      return { value: updated };
    },
    'crm.activities.delete': ({ activityId }: Inputs['activities']['delete']) => {
      activities = activities.filter((entry) => entry.id !== activityId);
      return { value: { deleted: true } };
    },
  };

  const handlers = [
    http.get(`${TRPC_PATH}/:paths`, ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      const answers = decode(raw, paths).map(({ path, input }): Answer => {
        const failure = fail[path];
        return failure ? { fail: failure } : (queries[path]?.(input as never) ?? { value: null });
      });
      return trpcReply(paths, answers);
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      const calls = decode(raw, paths);
      await Promise.all(calls.map(({ path, input }) => options.onMutation?.(path, input)));
      const answers = calls.map(({ path, input }): Answer => {
        const failure = fail[path];
        return failure ? { fail: failure } : (mutations[path]?.(input as never) ?? { value: null });
      });
      return trpcReply(paths, answers);
    }),
  ];
  return Object.assign(handlers, { reset });
}
