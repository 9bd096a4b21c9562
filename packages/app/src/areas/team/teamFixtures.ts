import { http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs } from '../../api/types';
import { sessionUserFixture } from '../../testing/storyProviders';
import type { TrpcFailure } from '../../testing/storyProviders';
import { addressProblem, splitAddresses } from './components/inviteForm';
import type { TeamHistoryEntry, TeamInvitation, TeamMember } from './queries';

/*
 * 'Mein Team's story data: a small in-memory stand-in for the server's team procedures, answering
 * in the real tRPC shape (batched GET for queries, batched POST for mutations, superjson), so a
 * story can remove a member or send invitations and see the lists refetch what changed.
 */

type Inputs = RouterInputs['team'];

/** The stories' "now" (preview.tsx): Friday, 20 Nov 2026, 10:30. */
const NOW = new Date(2026, 10, 20, 10, 30);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const INVITATION_VALID_MS = 14 * DAY;

export const LAST_PRIMARY_ADMIN =
  'Das Team braucht mindestens einen Hauptadministrator. Übertrage die Rolle zuerst an jemand anderen.';

/** A member id that reads as one in a test: ...-0000000000NN. */
export const memberId = (n: number) => `8e4b2c1d-5f6a-4b7c-9d8e-${String(n).padStart(12, '0')}`;
export const invitationId = (n: number) => `9f5c3d2e-6a7b-4c8d-8e9f-${String(n).padStart(12, '0')}`;

/** Anna (the story's user, primary admin), an admin and three users of a German sales team. */
export function teamMembers(): TeamMember[] {
  return [
    {
      userId: sessionUserFixture.id,
      email: sessionUserFixture.email,
      displayName: 'Anna Berger',
      avatar: null,
      role: 'primary_admin',
      joinedAt: new Date(2025, 2, 3, 9, 0),
      lastSignInAt: ago(4 * MINUTE),
      isSelf: true,
    },
    {
      userId: memberId(2),
      email: 'jonas.keller@nordlicht-vertrieb.de',
      displayName: 'Jonas Keller',
      avatar: null,
      role: 'admin',
      joinedAt: new Date(2025, 4, 12, 14, 0),
      lastSignInAt: ago(3 * 60 * MINUTE),
      isSelf: false,
    },
    {
      userId: memberId(3),
      email: 'mira.yilmaz@nordlicht-vertrieb.de',
      displayName: 'Mira Yilmaz',
      avatar: null,
      role: 'user',
      joinedAt: new Date(2025, 8, 1, 8, 30),
      lastSignInAt: ago(2 * DAY),
      isSelf: false,
    },
    {
      userId: memberId(4),
      email: 'lukas.brandt@nordlicht-vertrieb.de',
      displayName: 'Lukas Brandt',
      avatar: null,
      role: 'user',
      joinedAt: new Date(2026, 9, 28, 11, 0),
      lastSignInAt: new Date(2026, 9, 30, 16, 45),
      isSelf: false,
    },
    {
      userId: memberId(5),
      email: 'p.schneider@nordlicht-vertrieb.de',
      displayName: null,
      avatar: null,
      role: 'user',
      joinedAt: new Date(2026, 10, 19, 17, 10),
      lastSignInAt: null,
      isSelf: false,
    },
  ];
}

/** Two open invitations and one that ran out three days ago. */
export function teamInvitations(): TeamInvitation[] {
  return [
    {
      id: invitationId(1),
      email: 'sophie.winter@nordlicht-vertrieb.de',
      role: 'user',
      invitedBy: 'Anna Berger',
      createdAt: ago(5 * 60 * MINUTE),
      expiresAt: new Date(ago(5 * 60 * MINUTE).getTime() + INVITATION_VALID_MS),
      lastSentAt: ago(5 * 60 * MINUTE),
      expired: false,
      linkAvailable: true,
    },
    {
      id: invitationId(2),
      email: 'max.huber@nordlicht-vertrieb.de',
      role: 'admin',
      invitedBy: 'Jonas Keller',
      createdAt: ago(12 * DAY),
      expiresAt: new Date(ago(12 * DAY).getTime() + INVITATION_VALID_MS),
      lastSentAt: ago(12 * DAY),
      expired: false,
      linkAvailable: true,
    },
    {
      id: invitationId(3),
      email: 'ole.hansen@nordlicht-vertrieb.de',
      role: 'user',
      invitedBy: 'Anna Berger',
      createdAt: ago(17 * DAY),
      expiresAt: ago(3 * DAY),
      lastSentAt: ago(17 * DAY),
      expired: true,
      linkAvailable: true,
    },
  ];
}

const entry = (
  n: number,
  fields: Omit<
    TeamHistoryEntry,
    'id' | 'actorName' | 'subjectName' | 'subjectEmail' | 'from' | 'to'
  > &
    Partial<TeamHistoryEntry>,
): TeamHistoryEntry => ({
  id: `a1b2c3d4-e5f6-4a7b-8c9d-${String(n).padStart(12, '0')}`,
  actorName: 'Anna Berger',
  subjectName: null,
  subjectEmail: null,
  from: null,
  to: null,
  ...fields,
});

/** The team's latest changes, newest first, one of each kind. */
export function teamHistory(): TeamHistoryEntry[] {
  return [
    entry(1, {
      kind: 'role_changed',
      subjectName: 'Jonas Keller',
      subjectEmail: 'jonas.keller@nordlicht-vertrieb.de',
      from: 'user',
      to: 'admin',
      createdAt: ago(12 * MINUTE),
    }),
    entry(2, {
      kind: 'invited',
      subjectEmail: 'sophie.winter@nordlicht-vertrieb.de',
      to: 'user',
      createdAt: ago(5 * 60 * MINUTE),
    }),
    entry(3, {
      kind: 'joined',
      actorName: 'p.schneider@nordlicht-vertrieb.de',
      subjectName: 'p.schneider@nordlicht-vertrieb.de',
      subjectEmail: 'p.schneider@nordlicht-vertrieb.de',
      to: 'user',
      createdAt: ago(17 * 60 * MINUTE + 20 * MINUTE),
    }),
    entry(4, {
      kind: 'removed',
      actorName: 'Jonas Keller',
      subjectName: 'Tobias Lang',
      subjectEmail: 'tobias.lang@nordlicht-vertrieb.de',
      from: 'user',
      createdAt: ago(3 * DAY),
    }),
    entry(5, {
      kind: 'invitation_revoked',
      subjectEmail: 'info@nordlicht-vertrieb.de',
      to: 'user',
      createdAt: ago(5 * DAY),
    }),
    entry(6, {
      kind: 'invitation_resent',
      actorName: 'Jonas Keller',
      subjectEmail: 'max.huber@nordlicht-vertrieb.de',
      createdAt: ago(6 * DAY),
    }),
    entry(7, {
      kind: 'primary_admin_transferred',
      actorName: 'Carsten Vogel',
      subjectName: 'Anna Berger',
      subjectEmail: sessionUserFixture.email,
      from: 'admin',
      to: 'primary_admin',
      createdAt: new Date(2026, 9, 2, 15, 5),
    }),
    entry(8, {
      kind: 'account_deleted',
      actorName: null,
      subjectName: null,
      subjectEmail: 'carsten.vogel@nordlicht-vertrieb.de',
      createdAt: new Date(2026, 9, 1, 9, 40),
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// The handlers

type Answer = { value: unknown } | { fail: TrpcFailure };

const badRequest = (message: string): Answer => ({
  fail: { status: 400, code: 'BAD_REQUEST', message },
});

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
  // tRPC answers a batch with mixed outcomes as 207, otherwise with the one status.
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

export type TeamServerOptions = {
  members?: TeamMember[];
  invitations?: TeamInvitation[];
  history?: TeamHistoryEntry[];
  /** Procedures that fail, e.g. `{ 'team.members.changeRole': { status: 400, … } }`. */
  fail?: Partial<Record<string, TrpcFailure>>;
  /** Addresses whose invitation e-mail the mail server refuses. */
  mailFails?: string[];
  /** Calls of mutations, in order (a story asserts what was sent). */
  onMutation?: (path: string, input: unknown) => void;
};

/**
 * The team's procedures as MSW handlers over one team: what a mutation changes, the next query
 * returns, with the server's refusals (invalid or member addresses, the last primary admin).
 */
export function teamServer(options: TeamServerOptions = {}): HttpHandler[] {
  let members = options.members ?? teamMembers();
  let invitations = options.invitations ?? teamInvitations();
  const history = options.history ?? teamHistory();
  const fail = options.fail ?? {};
  const mailFails = new Set((options.mailFails ?? []).map((address) => address.toLowerCase()));
  let nextInvitation = 100;

  const self = () => members.find((member) => member.isSelf);
  const find = (userId: string) => members.find((member) => member.userId === userId);
  const primaryAdmins = () => members.filter((member) => member.role === 'primary_admin').length;
  const record = (fields: Omit<Parameters<typeof entry>[1], 'createdAt'>) =>
    history.unshift(entry(history.length + 100, { ...fields, createdAt: new Date() }));
  const notFound: Answer = {
    fail: {
      status: 404,
      code: 'NOT_FOUND',
      message: 'Dieses Mitglied gibt es in deinem Team nicht.',
    },
  };

  const queries: Record<string, () => unknown> = {
    'team.members.list': () => members,
    'team.invitations.list': () => invitations,
    'team.history': () => history,
    'team.summary': () => ({
      members: members.length,
      pendingInvitations: invitations.filter((invitation) => !invitation.expired).length,
    }),
  };

  const mutations: Record<string, (input: never) => Answer> = {
    'team.members.changeRole': ({ userId, role }: Inputs['members']['changeRole']) => {
      const member = find(userId);
      if (!member) return notFound;
      if (member.role === role) return { value: { changed: false } };
      if (member.role === 'primary_admin' && primaryAdmins() <= 1) {
        return badRequest(LAST_PRIMARY_ADMIN);
      }
      record({
        kind: 'role_changed',
        subjectName: member.displayName,
        subjectEmail: member.email,
        from: member.role,
        to: role,
      });
      members = members.map((m) => (m.userId === userId ? { ...m, role } : m));
      return { value: { changed: true } };
    },
    'team.members.remove': ({ userId }: Inputs['members']['remove']) => {
      const member = find(userId);
      if (!member) return notFound;
      if (member.role === 'primary_admin' && primaryAdmins() <= 1) {
        return badRequest(LAST_PRIMARY_ADMIN);
      }
      members = members.filter((m) => m.userId !== userId);
      record({
        kind: 'removed',
        subjectName: member.displayName,
        subjectEmail: member.email,
        from: member.role,
      });
      return { value: { removed: true } };
    },
    'team.members.transferPrimaryAdmin': ({
      userId,
    }: Inputs['members']['transferPrimaryAdmin']) => {
      const member = find(userId);
      if (!member) return notFound;
      members = members.map((m) =>
        m.userId === userId
          ? { ...m, role: 'primary_admin' }
          : m.userId === self()?.userId
            ? { ...m, role: 'admin' }
            : m,
      );
      return { value: { transferred: true } };
    },
    'team.invitations.create': ({ emails, role }: Inputs['invitations']['create']) => {
      const addresses = splitAddresses(emails.join(' ')).map((address) => address.toLowerCase());
      const problem = addressProblem(addresses);
      if (problem) return badRequest(problem);
      const taken = addresses.filter((address) =>
        members.some((member) => member.email.toLowerCase() === address),
      );
      if (taken.length > 0) {
        const label = taken.length === 1 ? 'Bereits im Team' : 'Bereits im Team sind';
        return badRequest(`${label}: ${taken.join(', ')}. Es wurde keine Einladung verschickt.`);
      }
      const now = new Date();
      const issued = addresses.map((email): TeamInvitation => ({
        id: invitationId((nextInvitation += 1)),
        email,
        role,
        invitedBy: self()?.displayName ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_VALID_MS),
        lastSentAt: now,
        expired: false,
        linkAvailable: true,
      }));
      invitations = [
        ...issued,
        ...invitations.filter((invitation) => !addresses.includes(invitation.email ?? '')),
      ];
      for (const email of addresses) record({ kind: 'invited', subjectEmail: email, to: role });
      return {
        value: { invited: addresses, mailFailed: addresses.filter((a) => mailFails.has(a)) },
      };
    },
    'team.invitations.resend': ({ invitationId: id }: Inputs['invitations']['resend']) => {
      const invitation = invitations.find((candidate) => candidate.id === id);
      if (!invitation) {
        return {
          fail: {
            status: 404,
            code: 'NOT_FOUND',
            message: 'Diese Einladung gibt es nicht (mehr).',
          },
        };
      }
      const expiresAt = new Date(Date.now() + INVITATION_VALID_MS);
      invitations = invitations.map((candidate) =>
        candidate.id === id
          ? { ...candidate, expiresAt, expired: false, lastSentAt: new Date() }
          : candidate,
      );
      record({ kind: 'invitation_resent', subjectEmail: invitation.email });
      return {
        value: { sent: !mailFails.has((invitation.email ?? '').toLowerCase()), expiresAt },
      };
    },
    'team.invitations.revoke': ({ invitationId: id }: Inputs['invitations']['revoke']) => {
      const invitation = invitations.find((candidate) => candidate.id === id);
      invitations = invitations.filter((candidate) => candidate.id !== id);
      record({
        kind: 'invitation_revoked',
        subjectEmail: invitation?.email ?? null,
        to: invitation?.role ?? null,
      });
      return { value: { revoked: true } };
    },
    'team.invitations.link': ({ invitationId: id }: Inputs['invitations']['link']) => ({
      value: { url: `https://app.sprint.de/invite/einladung-${id.slice(-4)}` },
    }),
  };

  return [
    http.get(`${TRPC_PATH}/:paths`, ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      const answers = decode(raw, paths).map(({ path }): Answer => {
        const failure = fail[path];
        return failure ? { fail: failure } : { value: queries[path]?.() };
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
