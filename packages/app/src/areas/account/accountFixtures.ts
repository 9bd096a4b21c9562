import { NOTIFICATION_DEFAULTS } from '@sprint/server/platform/notifications';
import { delay, http, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, RouterOutputs } from '../../api/types';
import {
  sessionUserFixture,
  type TrpcFailure,
  trpcReply,
  type TrpcCallAnswer,
} from '../../testing/storyProviders';
import { EMAIL_MISMATCH } from './accountForms';
import type { AccountProfile } from './queries';

type Inputs = RouterInputs['account'];
type Answer = TrpcCallAnswer;

/** 'Konto' of the signed-in story user (the role is the company's, so none here). */
export const profileFixture: AccountProfile = { ...sessionUserFixture, role: null };

/**
 * A portrait as a person uploads one: a cropped PNG (what the server accepts), inline so no
 * story touches the network.
 */
export const avatarFixture =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAA0klEQVR42u3Yyw3CQAxF0SdRLWXRBL1QBgsWSFmQBhJmsIM/uZILuEeaxdi6XG+lRwAAAAAAAAAAAAAAbM7yuNcDrNFbkx2wk34QQ/+v9zUopN7RoKh6L4MC610MpwcY6+0GAAAiAS71RgNPCAAAvhLlAeV/ox32gQ4bWYeduMNVosldiNMiAMd5vt5lAGvr+OQCTKX7MhTS7ShRhnqLQRnSLQylqv/BoGz1swYlrJ8yKGf9uEFp6wcNJwAE1o8YugPC678aWgOS1O8bAAAAUBzwAWJ5F2oDc+1RAAAAAElFTkSuQmCC';

export const LAST_PRIMARY_ADMIN: TrpcFailure = {
  status: 400,
  code: 'BAD_REQUEST',
  message:
    'Du bist der einzige Hauptadministrator von „Nordlicht Vertrieb GmbH“. Übertrage die Rolle zuerst unter „Mein Team“.',
};

/** The server's answer when the last sign-in is more than 5 minutes old (`account.delete`). */
export const SIGN_IN_TOO_OLD: TrpcFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message:
    'Zum Löschen des Kontos darf deine letzte Anmeldung höchstens 5 Minuten zurückliegen. Bitte melde dich zur Sicherheit erneut an.',
};

/**
 * What `account.exportData` answers, abridged: each area adds its own sections, which the page
 * only passes on to the download.
 */
export const exportFixture: Partial<RouterOutputs['account']['exportData']> = {
  format: 'sprint-personal-data-export/1',
  exportedAt: '2026-11-20T09:30:00.000Z',
  profile: {
    id: profileFixture.id,
    email: profileFixture.email,
    displayName: profileFixture.displayName,
    avatar: null,
    ourEmployee: false,
    createdAt: '2026-03-02T08:00:00.000Z',
    lastSignInAt: '2026-11-20T09:00:00.000Z',
    preferences: {
      theme: 'system',
      notifications: { ...NOTIFICATION_DEFAULTS },
    },
  },
  companies: [
    { name: 'Nordlicht Vertrieb GmbH', role: 'user', joinedAt: '2026-03-02T08:00:00.000Z' },
  ],
  invitationsSent: [],
  leadsOwned: [],
  leadActivitiesWritten: [],
  tasks: [],
  channelAccountsSynced: [],
  teamHistory: [],
};

export type AccountProcedure =
  | 'account.profile.get'
  | 'account.profile.update'
  | 'account.profile.setAvatar'
  | 'account.exportData'
  | 'account.delete';

export type AccountServerOptions = {
  profile?: Partial<AccountProfile>;
  /** Procedures that fail with the server's refusal. */
  fail?: Partial<Record<AccountProcedure, TrpcFailure>>;
  /** Procedures that never answer (the busy state). */
  pending?: AccountProcedure[];
  /** Sees every mutation with its input (spies in play functions). */
  onMutation?: (path: string, input: unknown) => void;
};

function decode(raw: Record<string, SuperJSONResult>, paths: string[]) {
  return paths.map((path, index) => {
    const call = raw[String(index)];
    return { path, input: call ? superjson.deserialize(call) : undefined };
  });
}

/**
 * The account procedures over one in-memory person, batched and superjson-encoded as the server
 * answers them. `reset()` starts a story afresh (handlers are built once per story file).
 */
export function accountServer(
  options: AccountServerOptions = {},
): HttpHandler[] & { reset: () => void } {
  let profile: AccountProfile = { ...profileFixture, ...options.profile };
  const reset = () => {
    profile = { ...profileFixture, ...options.profile };
  };
  const queries: Record<string, (input: never) => Answer> = {
    'account.profile.get': () => ({ value: profile }),
  };
  const mutations: Record<string, (input: never) => Answer> = {
    'account.profile.update': ({ displayName }: Inputs['profile']['update']) => {
      profile = { ...profile, displayName: displayName.trim() };
      return { value: profile };
    },
    'account.profile.setAvatar': ({ dataUrl }: Inputs['profile']['setAvatar']) => {
      profile = { ...profile, avatar: dataUrl };
      return { value: profile };
    },
    'account.exportData': () => ({ value: exportFixture }),
    'account.delete': ({ confirmEmail }: Inputs['delete']) =>
      confirmEmail.trim().toLowerCase() === profile.email.toLowerCase()
        ? { value: { deleted: true } }
        : { fail: { status: 400, code: 'BAD_REQUEST', message: EMAIL_MISMATCH } },
  };

  const answer = async (
    table: Record<string, (input: never) => Answer>,
    calls: { path: string; input: unknown }[],
  ) => {
    if (calls.some(({ path }) => options.pending?.includes(path as AccountProcedure))) {
      await delay('infinite');
    }
    return calls.map(({ path, input }): Answer => {
      const failure = options.fail?.[path as AccountProcedure];
      return failure ? { fail: failure } : (table[path]?.(input as never) ?? { value: null });
    });
  };

  const handlers = [
    http.get(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      return trpcReply(paths, await answer(queries, decode(raw, paths)));
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      const calls = decode(raw, paths);
      for (const { path, input } of calls) options.onMutation?.(path, input);
      return trpcReply(paths, await answer(mutations, calls));
    }),
  ];
  return Object.assign(handlers, { reset });
}
