import { NOTIFICATION_DEFAULTS } from '@sprint/server/platform/notifications';
import { delay, http, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs } from '../../api/types';
import {
  sessionCustomerFixture,
  type TrpcFailure,
  trpcReply,
  type TrpcCallAnswer,
} from '../../testing/storyProviders';
import type { Company, Preferences } from './queries';
import type { StorageUsage } from './StorageUsageCard';

type Answer = TrpcCallAnswer;

export const preferencesFixture: Preferences = {
  theme: 'light',
  notifications: { ...NOTIFICATION_DEFAULTS },
};

export const companyFixture: Company = { ...sessionCustomerFixture };

const GB = 1024 ** 3;

/** 1,2 GB of the default 10 GB. */
export const storageUsageFixture: StorageUsage = { usedBytes: 1.2 * GB, quotaBytes: 10 * GB };

/** Where the server keeps an uploaded logo: a storage path, resolved to a download URL. */
export const LOGO_PATH = `customers/${sessionCustomerFixture.id}/logo-3f9a1c.png`;

/** A made-up logo, drawn inline so no story touches the network. */
export const logoFixture = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">
  <rect width="40" height="40" rx="8" fill="teal"/>
  <path d="M10 28 L20 10 L30 28 Z" fill="white"/>
  <circle cx="20" cy="23" r="3" fill="teal"/>
</svg>`)}`;

export const NOT_ALLOWED: TrpcFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'Keine Berechtigung: Dafür ist die Rolle „Administrator“ nötig.',
};

export type SettingsProcedure =
  | 'account.preferences.get'
  | 'account.preferences.update'
  | 'company.get'
  | 'company.update'
  | 'company.setLogo'
  | 'storage.getPublicDownloadUrl'
  | 'storage.usage';

export type SettingsServerOptions = {
  preferences?: Preferences;
  company?: Partial<Company>;
  /** What the company's files take of its quota (`storage.usage`). */
  usage?: StorageUsage;
  fail?: Partial<Record<SettingsProcedure, TrpcFailure>>;
  pending?: SettingsProcedure[];
  onMutation?: (path: string, input: unknown) => void;
};

function decode(raw: Record<string, SuperJSONResult>, paths: string[]) {
  return paths.map((path, index) => {
    const call = raw[String(index)];
    return { path, input: call ? superjson.deserialize(call) : undefined };
  });
}

/** The person's points as the settings' leaderboard switch reads them. */
function standing(hidden: boolean) {
  return {
    level: 3,
    points: 42,
    nextLevelAt: 65,
    pointsToNext: 23,
    hiddenFromLeaderboard: hidden,
    weekRank: hidden ? null : 2,
    weekPoints: hidden ? 0 : 7,
  };
}

/**
 * The preferences and the active company over an in-memory record, batched and superjson-encoded
 * as the server answers them. A logo stored as `LOGO_PATH` resolves to `logoFixture`.
 */
export function settingsServer(
  options: SettingsServerOptions = {},
): HttpHandler[] & { reset: () => void } {
  let preferences = options.preferences ?? preferencesFixture;
  let company: Company = { ...companyFixture, ...options.company };
  let hiddenFromLeaderboard = false;
  const reset = () => {
    hiddenFromLeaderboard = false;
    preferences = options.preferences ?? preferencesFixture;
    company = { ...companyFixture, ...options.company };
  };

  const queries: Record<string, (input: never) => Answer> = {
    'account.preferences.get': () => ({ value: preferences }),
    'company.get': () => ({ value: company }),
    'leaderboard.me': () => ({ value: standing(hiddenFromLeaderboard) }),
    'storage.usage': () => ({ value: options.usage ?? storageUsageFixture }),
    'storage.getPublicDownloadUrl': ({ filePath }: { filePath: string }) =>
      filePath === LOGO_PATH
        ? { value: { downloadUrl: logoFixture } }
        : { fail: { status: 404, code: 'NOT_FOUND', message: 'Datei nicht gefunden.' } },
  };
  const mutations: Record<string, (input: never) => Answer> = {
    'account.preferences.update': (input: RouterInputs['account']['preferences']['update']) => {
      preferences = {
        theme: input.theme ?? preferences.theme,
        notifications: { ...preferences.notifications, ...input.notifications },
      };
      return { value: preferences };
    },
    'leaderboard.setHidden': ({ hidden }: { hidden: boolean }) => {
      hiddenFromLeaderboard = hidden;
      return { value: standing(hidden) };
    },
    'company.update': (input: RouterInputs['company']['update']) => {
      company = {
        ...company,
        name: input.name,
        officialCompanyName: input.officialCompanyName ?? null,
        domain: input.domain ?? null,
      };
      return { value: company };
    },
    // The real server stores the image and answers its storage path; a data URL shows as well.
    'company.setLogo': ({ dataUrl }: RouterInputs['company']['setLogo']) => {
      company = { ...company, logo: dataUrl };
      return { value: company };
    },
  };

  const answer = async (
    table: Record<string, (input: never) => Answer>,
    calls: { path: string; input: unknown }[],
  ) => {
    if (calls.some(({ path }) => options.pending?.includes(path as SettingsProcedure))) {
      await delay('infinite');
    }
    return calls.map(({ path, input }): Answer => {
      const failure = options.fail?.[path as SettingsProcedure];
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
