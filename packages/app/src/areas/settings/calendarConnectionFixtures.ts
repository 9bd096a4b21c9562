import { http, type HttpHandler } from 'msw';
import { TRPC_PATH } from '../../api/trpc';
import { trpcReply, type TrpcCallAnswer, type TrpcFailure } from '../../testing/storyProviders';
import type { CalendarConnection } from './CalendarConnectionCard';

export const notConfiguredFixture: CalendarConnection = {
  configured: false,
  connected: false,
  email: null,
  connectedAt: null,
};

export const notConnectedFixture: CalendarConnection = {
  ...notConfiguredFixture,
  configured: true,
};

export const connectedFixture: CalendarConnection = {
  configured: true,
  connected: true,
  email: 'tim.team@sprint-demo.de',
  connectedAt: new Date(2026, 10, 12, 9, 41),
};

/** Google's consent page, as `calendarSync.start` answers it (never opened in a story). */
export const AUTHORIZATION_URL =
  'https://accounts.google.com/o/oauth2/v2/auth?response_type=code&client_id=sprint&state=s';

type Procedure = 'calendarSync.status' | 'calendarSync.start' | 'calendarSync.disconnect';

export type CalendarConnectionServerOptions = {
  connection?: CalendarConnection;
  fail?: Partial<Record<Procedure, TrpcFailure>>;
  onMutation?: (path: string) => void;
};

/**
 * `calendarSync.status`, `start` and `disconnect` over one in-memory connection, batched and
 * superjson-encoded as the server answers them.
 */
export function calendarConnectionServer(
  options: CalendarConnectionServerOptions = {},
): HttpHandler[] & { reset: () => void } {
  let connection = options.connection ?? notConnectedFixture;
  const reset = () => {
    connection = options.connection ?? notConnectedFixture;
  };
  const answers: Record<Procedure, () => TrpcCallAnswer> = {
    'calendarSync.status': () => ({ value: connection }),
    'calendarSync.start': () => ({ value: { authorizationUrl: AUTHORIZATION_URL } }),
    'calendarSync.disconnect': () => {
      connection = { ...notConnectedFixture, configured: connection.configured };
      return { value: connection };
    },
  };
  const answer = (paths: string[]) =>
    trpcReply(
      paths,
      paths.map((path) => {
        const failure = options.fail?.[path as Procedure];
        return failure ? { fail: failure } : answers[path as Procedure]();
      }),
    );
  const known = (paths: string[]) => paths.every((path) => path in answers);

  const handlers = [
    http.get(`${TRPC_PATH}/:paths`, ({ params }) => {
      const paths = String(params.paths).split(',');
      return known(paths) ? answer(paths) : undefined;
    }),
    http.post(`${TRPC_PATH}/:paths`, ({ params }) => {
      const paths = String(params.paths).split(',');
      if (!known(paths)) return undefined;
      for (const path of paths) options.onMutation?.(path);
      return answer(paths);
    }),
  ];
  return Object.assign(handlers, { reset });
}
