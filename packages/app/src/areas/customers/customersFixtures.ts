import { http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs } from '../../api/types';
import { sessionUserFixture, type TrpcFailure } from '../../testing/storyProviders';
import type {
  CustomerDetail,
  CustomerInvitation,
  CustomerListInput,
  CustomerMember,
  CustomerRow,
  Plan,
} from './queries';

/*
 * The customer console's story data: an in-memory stand-in for the server's `customers.*`
 * procedures in the real tRPC shape (batched GET for queries, batched POST for mutations,
 * superjson), so a story can create a customer, change a plan or resend an invitation and see
 * the page refetch what changed. "Now" in the stories is Friday, 20.11.2026, 10:30.
 */

type Inputs = RouterInputs['customers'];

/** A refusal as the server sends it, optionally with the zod issues of bad input. */
export type CustomersFailure = TrpcFailure & { issues?: { path: string; message: string }[] };

export const EMPLOYEES_ONLY_MESSAGE = 'Nur für Mitarbeiter verfügbar.';
export const FORBIDDEN: CustomersFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: EMPLOYEES_ONLY_MESSAGE,
};
const NOT_FOUND: CustomersFailure = {
  status: 404,
  code: 'NOT_FOUND',
  message: 'Diesen Kunden gibt es nicht.',
};

/** A customer id that reads as one in a test: ...-0000000000NN. */
export const customerId = (n: number) =>
  `8e3b1f2a-6c4d-4e7f-9a1b-${String(n).padStart(12, '0')}` as const;

/** The customer page's company (Hansewerft, with members and two open invitations). */
export const CUSTOMER_ID = customerId(3);
/** What 'Neuer Kunde' creates in the stories. */
export const NEW_CUSTOMER_ID = customerId(900);

const at = (day: number, month: number, hour = 9, minute = 0, year = 2026) =>
  new Date(year, month - 1, day, hour, minute);
const minutesAgo = (minutes: number) => new Date(at(20, 11, 10, 30).getTime() - minutes * 60_000);

type RowSeed = Pick<CustomerRow, 'name' | 'plan'> & Partial<CustomerRow>;

function row(n: number, seed: RowSeed): CustomerRow {
  return {
    id: customerId(n),
    officialCompanyName: null,
    domain: null,
    logo: null,
    members: 1,
    pendingInvitations: 0,
    createdAt: at(1 + (n % 27), 1 + (n % 10), 9, 0, 2025),
    lastActivityAt: null,
    ...seed,
  };
}

/** Believable customer companies across the three plans. */
export function customerRows(): CustomerRow[] {
  return [
    row(1, {
      name: 'Alpenblick Logistik GmbH',
      officialCompanyName: 'Alpenblick Logistik GmbH & Co. KG',
      domain: 'alpenblick-logistik.de',
      plan: 'enterprise',
      members: 42,
      pendingInvitations: 3,
      lastActivityAt: minutesAgo(12),
    }),
    row(2, {
      name: 'Bäckerei Schneider',
      officialCompanyName: 'Bäckerei Schneider e. K.',
      domain: 'baeckerei-schneider.de',
      plan: 'starter',
      members: 2,
      lastActivityAt: minutesAgo(60 * 26),
    }),
    row(3, {
      name: 'Hansewerft Technik AG',
      officialCompanyName: 'Hansewerft Technik Aktiengesellschaft',
      domain: 'hansewerft.de',
      plan: 'professional',
      members: 3,
      pendingInvitations: 2,
      createdAt: at(14, 3, 11, 20, 2025),
      lastActivityAt: minutesAgo(95),
    }),
    row(4, {
      name: 'Isar Software Manufaktur',
      officialCompanyName: 'Isar Software Manufaktur GmbH',
      domain: 'isar-software.de',
      plan: 'professional',
      members: 11,
      lastActivityAt: minutesAgo(60 * 24 * 3),
    }),
    row(5, {
      name: 'Kleinkram UG',
      officialCompanyName: 'Kleinkram UG (haftungsbeschränkt)',
      domain: 'kleinkram.de',
      plan: 'starter',
      members: 1,
      lastActivityAt: minutesAgo(60 * 24 * 40),
    }),
    row(6, {
      name: 'Nordlicht Vertrieb GmbH',
      officialCompanyName: 'Nordlicht Vertriebsgesellschaft mbH',
      domain: 'nordlicht-vertrieb.de',
      plan: 'professional',
      members: 8,
      pendingInvitations: 1,
      lastActivityAt: minutesAgo(3),
    }),
    row(7, {
      name: 'Ostsee Ferienhäuser',
      plan: 'starter',
      members: 0,
      pendingInvitations: 1,
      createdAt: at(19, 11, 16, 45),
    }),
    row(8, {
      name: 'Rheinland Solar GmbH',
      domain: 'rheinland-solar.de',
      plan: 'enterprise',
      members: 27,
      lastActivityAt: minutesAgo(60 * 5),
    }),
    row(9, {
      name: 'Sprint Demo GmbH',
      officialCompanyName: 'Sprint Software GmbH',
      domain: 'sprint.local',
      plan: 'enterprise',
      members: 6,
      lastActivityAt: minutesAgo(1),
    }),
    row(10, {
      name: 'Weserland Spedition',
      officialCompanyName: 'Weserland Spedition OHG',
      domain: 'weserland-spedition.de',
      plan: 'starter',
      members: 4,
      lastActivityAt: minutesAgo(60 * 24 * 9),
    }),
  ];
}

const TOWNS = ['Augsburg', 'Bremen', 'Chemnitz', 'Dortmund', 'Erfurt', 'Freiburg', 'Göttingen'];
const TRADES = ['Dachdeckerei', 'Elektrotechnik', 'Steuerberatung', 'Zahnarztpraxis', 'Autohaus'];
const FORMS = ['GmbH', 'KG', 'e. K.', 'GbR', 'AG'];

/** Many companies: the table scrolls (virtualised) and sorts them all. */
export function manyCustomerRows(count = 60): CustomerRow[] {
  const extra = Array.from({ length: count - 10 }, (_, index) => {
    const trade = TRADES[index % TRADES.length] ?? '';
    const town = TOWNS[(index * 3) % TOWNS.length] ?? '';
    const form = FORMS[index % FORMS.length] ?? '';
    return row(100 + index, {
      name: `${trade} ${town} ${index + 1}`,
      officialCompanyName: `${trade} ${town} ${index + 1} ${form}`,
      plan: (['starter', 'professional', 'enterprise'] as const)[index % 3] ?? 'starter',
      members: (index * 7) % 23,
      pendingInvitations: index % 4 === 0 ? 1 : 0,
      lastActivityAt: index % 5 === 0 ? null : minutesAgo((index * 211) % 20_000),
    });
  });
  return [...customerRows(), ...extra];
}

export const memberFixtures: CustomerMember[] = [
  {
    userId: '2f9c1a7e-4b3d-4c2a-8e1f-000000000001',
    email: 'lars.petersen@hansewerft.de',
    displayName: 'Lars Petersen',
    avatar: null,
    role: 'primary_admin',
    joinedAt: at(14, 3, 11, 40, 2025),
    lastSignInAt: minutesAgo(95),
  },
  {
    userId: '2f9c1a7e-4b3d-4c2a-8e1f-000000000002',
    email: 'mareike.jansen@hansewerft.de',
    displayName: 'Mareike Jansen',
    avatar: null,
    role: 'admin',
    joinedAt: at(2, 4, 8, 15, 2025),
    lastSignInAt: minutesAgo(60 * 24 * 2),
  },
  {
    userId: '2f9c1a7e-4b3d-4c2a-8e1f-000000000003',
    email: 'ole.hansen@hansewerft.de',
    displayName: null,
    avatar: null,
    role: 'user',
    joinedAt: at(9, 10, 14, 5),
    lastSignInAt: null,
  },
];

export function invitationFixtures(): CustomerInvitation[] {
  return [
    {
      id: '5a7d3c9b-1e2f-4a6b-8c0d-000000000001',
      email: 'jonas.keller@hansewerft.de',
      role: 'admin',
      invitedBy: 'Lars Petersen',
      createdAt: at(18, 11, 9, 12),
      expiresAt: at(2, 12, 9, 12),
      lastSentAt: at(18, 11, 9, 12),
      expired: false,
      linkAvailable: true,
    },
    {
      id: '5a7d3c9b-1e2f-4a6b-8c0d-000000000002',
      email: 'buchhaltung@hansewerft.de',
      role: 'user',
      invitedBy: 'Clara Chef',
      createdAt: at(20, 10, 15, 0),
      expiresAt: at(3, 11, 15, 0),
      lastSentAt: at(20, 10, 15, 0),
      expired: true,
      linkAvailable: true,
    },
  ];
}

export function customerDetailFixture(overrides: Partial<CustomerDetail> = {}): CustomerDetail {
  return {
    customer: {
      id: CUSTOMER_ID,
      name: 'Hansewerft Technik AG',
      officialCompanyName: 'Hansewerft Technik Aktiengesellschaft',
      plan: 'professional',
      domain: 'hansewerft.de',
      logo: null,
      createdAt: at(14, 3, 11, 20, 2025),
    },
    members: memberFixtures,
    invitations: invitationFixtures(),
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// The procedures

function fold(text: string | null): string {
  return (text ?? '')
    .toLowerCase()
    .replaceAll('ä', 'ae')
    .replaceAll('ö', 'oe')
    .replaceAll('ü', 'ue')
    .replaceAll('ß', 'ss');
}

export function listCustomers(rows: CustomerRow[], input: CustomerListInput = {}): CustomerRow[] {
  const term = fold(input.search ?? '');
  return rows
    .filter(
      (customer) =>
        (!term ||
          [customer.name, customer.officialCompanyName, customer.domain].some((text) =>
            fold(text).includes(term),
          )) &&
        (!input.plan || customer.plan === input.plan),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

type Answer = { value: unknown } | { fail: CustomersFailure };

function reply(paths: string[], answers: Answer[]) {
  const bodies = answers.map((answer, index) =>
    'fail' in answer
      ? {
          status: answer.fail.status,
          body: {
            error: superjson.serialize({
              message: answer.fail.message,
              code: -32603,
              data: {
                code: answer.fail.code,
                httpStatus: answer.fail.status,
                path: paths[index],
                ...(answer.fail.issues ? { issues: answer.fail.issues } : {}),
              },
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

function decode(raw: Record<string, SuperJSONResult>, paths: string[]) {
  return paths.map((path, index) => {
    const call = raw[String(index)];
    return { path, input: call ? superjson.deserialize(call) : undefined };
  });
}

export type CustomersServerOptions = {
  /** The companies of the list (default: `customerRows()`). */
  rows?: CustomerRow[];
  /** The customer page's company (default: `customerDetailFixture()`). */
  detail?: CustomerDetail;
  /** Procedures that fail, e.g. `{ 'customers.list': FORBIDDEN }`. */
  fail?: Partial<Record<string, CustomersFailure>>;
  /** Addresses whose invitation e-mail "fails" (create answers them in `mailFailed`). */
  mailFails?: string[];
  /** Calls of mutations, in order (a story asserts what was sent). */
  onMutation?: (path: string, input: unknown) => void;
};

/**
 * The console's procedures as MSW handlers over one list of companies and one customer page:
 * what a mutation changes, the next query returns. `reset()` starts a story afresh.
 */
export function customersServer(
  options: CustomersServerOptions = {},
): HttpHandler[] & { reset: () => void } {
  let rows: CustomerRow[] = [];
  let communityOpen = false;
  const details = new Map<string, CustomerDetail>();
  const reset = () => {
    communityOpen = false;
    rows = (options.rows ?? customerRows()).map((customer) => ({ ...customer }));
    details.clear();
    const detail = options.detail ?? customerDetailFixture();
    details.set(detail.customer.id, structuredClone(detail));
  };
  reset();
  const fail = options.fail ?? {};
  const mailFails = new Set(options.mailFails ?? []);

  const queries: Record<string, (input: never) => Answer> = {
    'customers.list': (input: Inputs['list']) => ({ value: listCustomers(rows, input ?? {}) }),
    'customers.byId': ({ customerId: id }: Inputs['byId']) => {
      const detail = details.get(id);
      return detail ? { value: detail } : { fail: NOT_FOUND };
    },
    // 'Community freischalten' (the community's switch on the customer page).
    'community.access.get': () => ({ value: { open: communityOpen } }),
  };

  const mutations: Record<string, (input: never) => Answer> = {
    'community.access.set': ({ open }: { open: boolean }) => {
      communityOpen = open;
      return { value: { open } };
    },
    'customers.create': (input: Inputs['create']) => {
      const now = new Date();
      const customer: CustomerDetail['customer'] = {
        id: NEW_CUSTOMER_ID,
        name: input.name,
        officialCompanyName: input.officialCompanyName ?? null,
        domain: input.domain ?? null,
        plan: input.plan,
        logo: null,
        createdAt: now,
      };
      const invitation: CustomerInvitation = {
        id: '5a7d3c9b-1e2f-4a6b-8c0d-000000000900',
        email: input.adminEmail,
        role: 'primary_admin',
        invitedBy: sessionUserFixture.displayName,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 14 * 24 * 60 * 60_000),
        lastSentAt: mailFails.has(input.adminEmail) ? null : now,
        expired: false,
        linkAvailable: true,
      };
      details.set(customer.id, { customer, members: [], invitations: [invitation] });
      rows.push({
        ...customer,
        members: 0,
        pendingInvitations: 1,
        lastActivityAt: null,
      });
      const mailFailed = mailFails.has(input.adminEmail) ? [input.adminEmail] : [];
      return { value: { customerId: customer.id, mailFailed } };
    },
    'customers.update': ({ customerId: id, ...changes }: Inputs['update']) => {
      const detail = details.get(id);
      if (!detail) return { fail: NOT_FOUND };
      const plan: Plan = changes.plan ?? detail.customer.plan;
      detail.customer = { ...detail.customer, plan };
      rows = rows.map((customer) => (customer.id === id ? { ...customer, plan } : customer));
      return { value: detail.customer };
    },
    'customers.invitations.resend': ({
      customerId: id,
      invitationId,
    }: Inputs['invitations']['resend']) => {
      const detail = details.get(id);
      const invitation = detail?.invitations.find((entry) => entry.id === invitationId);
      if (!detail || !invitation) {
        return { fail: { ...NOT_FOUND, message: 'Diese Einladung gibt es nicht (mehr).' } };
      }
      const now = new Date();
      const sent = !mailFails.has(invitation.email ?? '');
      const renewed: CustomerInvitation = {
        ...invitation,
        expiresAt: new Date(now.getTime() + 14 * 24 * 60 * 60_000),
        lastSentAt: sent ? now : invitation.lastSentAt,
        expired: false,
      };
      detail.invitations = detail.invitations.map((entry) =>
        entry.id === invitationId ? renewed : entry,
      );
      return { value: { sent, expiresAt: renewed.expiresAt } };
    },
    'customers.invitations.revoke': ({
      customerId: id,
      invitationId,
    }: Inputs['invitations']['revoke']) => {
      const detail = details.get(id);
      if (!detail) return { fail: NOT_FOUND };
      detail.invitations = detail.invitations.filter((entry) => entry.id !== invitationId);
      return { value: { revoked: true } };
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
  return Object.assign(handlers, { reset });
}
