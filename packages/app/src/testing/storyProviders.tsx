import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { LinkProvider } from '@sprint/ui';
import { createQueryClient } from '../api/queryClient';
import { TRPC_PATH, TRPCProvider, trpcClient } from '../api/trpc';
import type { RouterOutputs, SessionCustomer, SessionUser } from '../api/types';
import { AuthContext, type AuthContextValue } from '../auth/AuthContext';
import type { AblyContextValue } from '../realtime/AblyContext';
import { IDLE } from '../realtime/connection';
import { AppLink } from '../router/AppLink';

/** Where the story's page lives in the route table, and the address it is opened at. */
export type StoryRoute = { path: string; url: string };

/** What a story may set of the auth state; `signIn`/`signUp` are `fn()` spies in `args`. */
export type PublicStoryArgs = Partial<
  Pick<
    AuthContextValue,
    | 'signIn'
    | 'signUp'
    | 'signOut'
    | 'resendVerification'
    | 'firebaseUser'
    | 'databaseUser'
    | 'customer'
    | 'loading'
    | 'emailVerification'
  >
>;

const resolved = () => Promise.resolve();

/** Signed out and settled: what a visitor of the public pages has. */
export function authFixture(overrides: PublicStoryArgs = {}): AuthContextValue {
  return {
    firebaseUser: null,
    databaseUser: null,
    customer: null,
    loading: false,
    selection: null,
    emailVerification: null,
    serverBusy: false,
    resumed: false,
    signIn: resolved,
    signUp: resolved,
    signOut: resolved,
    chooseCustomer: resolved,
    refreshUser: resolved,
    resendVerification: resolved,
    ...overrides,
  };
}

/** A live connection as the shell shows it; stories set another state to show the others. */
export function ablyFixture(overrides: Partial<AblyContextValue> = {}): AblyContextValue {
  return {
    ...IDLE,
    state: 'connected',
    isConnected: true,
    reconnect: () => undefined,
    subscribe: () => () => undefined,
    publish: resolved,
    ...overrides,
  };
}

export const sessionUserFixture: SessionUser = {
  id: '5b0c3f8e-2d4a-4c1e-9f3b-7a6d2e1c0b9a',
  email: 'anna.berger@nordlicht-vertrieb.de',
  displayName: 'Anna Berger',
  avatar: null,
  role: 'user',
  ourEmployee: false,
};

export const sessionCustomerFixture: SessionCustomer = {
  id: '0f4e8d2c-6b1a-4e3f-8c7d-9a2b1c0d3e4f',
  name: 'Nordlicht Vertrieb GmbH',
  officialCompanyName: 'Nordlicht Vertriebsgesellschaft mbH',
  plan: 'professional',
  domain: 'nordlicht-vertrieb.de',
  logo: null,
  financesForAdmins: false,
  communityOpen: false,
};

// The other public pages, so a story can follow its links (sign-up → sign-in, invitation → …).
const publicPages: { path: string; lazy: NonNullable<RouteObject['lazy']> }[] = [
  { path: '/', lazy: () => import('../areas/public/LandingPage') },
  { path: '/login', lazy: () => import('../areas/public/LoginPage') },
  { path: '/signup', lazy: () => import('../areas/public/SignupPage') },
  { path: '/invite/:token', lazy: () => import('../areas/public/InvitePage') },
  { path: '/privacy', lazy: () => import('../areas/public/PrivacyPage') },
  { path: '/impressum', lazy: () => import('../areas/public/ImprintPage') },
  { path: '/agb', lazy: () => import('../areas/public/TermsPage') },
];

const StoryContent = createContext<ReactNode>(null);

function StoryOutlet() {
  return <>{useContext(StoryContent)}</>;
}

/** Any address outside the public pages (the app after sign-in): shows where the page went. */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return (
    <main>
      <h1>Weitergeleitet</h1>
      <p>
        Die Seite hat zu <code data-testid="location">{`${pathname}${search}`}</code> navigiert.
      </p>
    </main>
  );
}

function StoryRouter({ route }: { route: StoryRoute }) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        // The story itself, not a fresh import: its args and decorators apply.
        { path: route.path, element: <StoryOutlet /> },
        ...publicPages.filter((page) => page.path !== route.path),
        { path: '*', element: <NavigatedAway /> },
      ],
      { initialEntries: [route.url] },
    ),
  );
  return <RouterProvider router={router} />;
}

export type PublicProvidersProps = {
  route: StoryRoute;
  auth: AuthContextValue;
  children: ReactNode;
};

/**
 * What `Root` and `App` give a page, minus Firebase: React Query and tRPC with the real client
 * (MSW answers it), a memory router at the story's address, router links for `@sprint/ui`, and
 * a fixed auth state.
 */
export function PublicProviders({ route, auth, children }: PublicProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <AuthContext.Provider value={auth}>
          <LinkProvider component={AppLink}>
            <StoryContent.Provider value={children}>
              <StoryRouter route={route} />
            </StoryContent.Provider>
          </LinkProvider>
        </AuthContext.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** Story decorator: `parameters.route` says where the page is; `args` set the auth state. */
export const withPublicProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as StoryRoute | undefined) ?? { path: '/', url: '/' };
  return (
    <PublicProviders route={route} auth={authFixture(context.args as PublicStoryArgs)}>
      <Story />
    </PublicProviders>
  );
};

type Invitation = RouterOutputs['invitations']['byToken'];

/**
 * A query procedure as the server answers it: a batched GET (`?batch=1&input=…`) with one
 * superjson-encoded result per call in the batch.
 */
export function trpcQueryHandler<Input, Output>(
  path: string,
  answer: (input: Input) => Output,
): HttpHandler {
  return http.get(`${TRPC_PATH}/${path}`, ({ request }) => {
    const input = new URL(request.url).searchParams.get('input') ?? '{}';
    const calls = Object.values(JSON.parse(input) as Record<string, SuperJSONResult>);
    return HttpResponse.json(
      calls.map((call) => ({
        result: { data: superjson.serialize(answer(superjson.deserialize<Input>(call))) },
      })),
    );
  });
}

/**
 * A refusal as the server sends it: HTTP status, tRPC code and the German message; for bad input
 * zod's issues per field (`data.issues`), which forms show under their fields.
 */
export type TrpcFailure = {
  status: number;
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
};

/** A server that is down (5xx): the 'Load Error' stories' answer, with 'Erneut versuchen'. */
export const SERVER_DOWN: TrpcFailure = {
  status: 500,
  code: 'INTERNAL_SERVER_ERROR',
  message: 'Der Server ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
};

/** The server's refusal of a company the person is no member of (any more). */
export const NO_COMPANY_ACCESS: TrpcFailure = {
  status: 403,
  code: 'FORBIDDEN',
  message: 'Kein Zugriff auf dieses Unternehmen.',
};

// Several of these are the answers of one batched request, which the link sends for queries
// made in the same tick (`/api/trpc/a,b?batch=1`).
type TrpcAnswer = ((input: never) => unknown) | { fail: TrpcFailure };

/** One call's answer in a batch: its value, or the server's refusal. */
export type TrpcCallAnswer = { value: unknown } | { fail: TrpcFailure };

/**
 * A (batched) tRPC reply as the server sends it: one superjson result or error per call; a batch
 * with mixed outcomes is answered as 207, otherwise with the one status.
 */
export function trpcReply(paths: string[], answers: TrpcCallAnswer[]) {
  const replies = answers.map((answer, index) =>
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
  const statuses = new Set(replies.map((reply) => reply.status));
  return HttpResponse.json(
    replies.map((reply) => reply.body),
    { status: statuses.size === 1 ? (replies[0]?.status ?? 200) : 207 },
  );
}

/** A batch's calls (`?input=` or the POST body), each with its procedure's path and input. */
export function decodeBatch(raw: Record<string, SuperJSONResult>, paths: string[]) {
  return paths.map((path, index) => {
    const call = raw[String(index)];
    return { path, input: call ? superjson.deserialize(call) : undefined };
  });
}

/**
 * Queries as the server answers them, batched or not: each call of the request gets its
 * procedure's answer (superjson), or its failure. A request naming a procedure not listed here
 * falls through to the next handler.
 */
export function trpcQueries(answers: Record<string, TrpcAnswer>): HttpHandler {
  return http.get(`${TRPC_PATH}/:paths`, ({ request, params }) => {
    const paths = String(params.paths).split(',');
    if (!paths.every((path) => path in answers)) return undefined;
    const input = new URL(request.url).searchParams.get('input') ?? '{}';
    const calls = JSON.parse(input) as Record<string, SuperJSONResult>;
    return trpcReply(
      paths,
      paths.map((path, index) => {
        const answer = answers[path];
        if (answer && 'fail' in answer) return answer;
        const call = calls[String(index)];
        return {
          value: answer?.((call ? superjson.deserialize(call) : undefined) as never),
        };
      }),
    );
  });
}

/**
 * `invitations.byToken` as the server answers it: a batched GET (`?batch=1&input=…`) with one
 * superjson-encoded result per call in the batch.
 */
export function invitationHandler(answer: (token: string) => Invitation): HttpHandler {
  return trpcQueryHandler<{ token: string }, Invitation>('invitations.byToken', ({ token }) =>
    answer(token),
  );
}

/** An open invitation of the demo company, valid for another week. */
export const openInvitation: NonNullable<Invitation> = {
  customerName: 'Nordlicht Vertrieb GmbH',
  role: 'user',
  status: 'open',
  expiresAt: new Date(2026, 10, 27, 18, 0),
  forSpecificEmail: false,
};
