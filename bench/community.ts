/**
 * `npm run bench:community`: the community's reads in a large community (issue 24 §5). On a
 * fresh PostgreSQL database the demo data gets `BENCH_MEMBERS` members in 48 companies (42 of
 * them let into the community), `BENCH_POSTS` posts, `BENCH_COMMENTS` comments and
 * `BENCH_POINT_EVENTS` point events (areas/community/benchSeed.ts); the API runs as a child
 * process, and this process, signed in as Nora Nordlicht (a customer's admin), sends one request
 * at a time after a warm-up: the feed ('Neueste', its second page, 'Beliebt' in a category), the
 * search (common words, rare words, two words, with a category or author filter), every
 * leaderboard (7 Tage, 30 Tage, Gesamt; company and community) and the dashboard card, and
 * `auth.me` — the same server's cheapest signed-in request — interleaved, so all of them see the
 * same machine. It reports p50/p95, each one's ratio to `auth.me`, what an answer held, and how
 * many rows the search words match.
 * Goals (issue 24 §5, PostgreSQL, 100,000 posts, 1,000,000 comments, 1,000,000 point events over
 * 10,000 members): feed p95 ≤ 50 ms, search p95 ≤ 100 ms, any leaderboard p95 ≤ 50 ms.
 * PostgreSQL only: the goal names it, and seeding a million rows into PGlite takes far too long.
 * A benchmark, not a test: it prints tables and writes JSON to bench/results/.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, desc, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { freePort, startAuthEmulator } from '../packages/server/src/cli/authEmulator';
import {
  RARE_WORDS,
  seedCommunityBench,
  type CommunityBenchResult,
} from '../packages/server/src/areas/community/benchSeed';
import {
  communityCategories,
  communityComments,
  communityPosts,
} from '../packages/server/src/areas/community/schema';
import {
  AUTH_EMULATOR_OPT_IN,
  DEMO_PROJECT_ID,
  loadConfig,
} from '../packages/server/src/platform/config';
import { openDatabase } from '../packages/server/src/platform/db/database';
import { DEMO_CUSTOMER_IDS } from '../packages/server/src/platform/identity/seed';
import { createFileStorage } from '../packages/server/src/platform/storage/createFileStorage';
import { emulatorAccounts } from '../packages/server/src/seed/firebaseAccounts';
import { seedDemoData } from '../packages/server/src/seed/seed';
import {
  percentile,
  signedInHeaders,
  startApi,
  stopApi,
  withPostgres,
  writeResults,
} from './shared';

const whole = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const MEMBERS = whole('BENCH_MEMBERS', 10_000);
const POSTS = whole('BENCH_POSTS', 100_000);
const COMMENTS = whole('BENCH_COMMENTS', 1_000_000);
const POINT_EVENTS = whole('BENCH_POINT_EVENTS', 1_000_000);
const REQUESTS = whole('BENCH_REQUESTS', 200);
const WARMUP = 20;
const CUSTOMER = DEMO_CUSTOMER_IDS.nordlicht;
const VIEWER = 'kunde@nordlicht.local';
const GOALS = { feed: 50, search: 100, board: 50 } as const;

if (
  ![MEMBERS, POSTS, COMMENTS, POINT_EVENTS, REQUESTS].every(Number.isInteger) ||
  MEMBERS < 48 ||
  POSTS < 1 ||
  COMMENTS < 0 ||
  POINT_EVENTS < 0 ||
  REQUESTS < 10
) {
  throw new Error(
    'BENCH_MEMBERS muss ≥ 48, BENCH_POSTS ≥ 1, BENCH_COMMENTS und BENCH_POINT_EVENTS ≥ 0 und BENCH_REQUESTS ≥ 10 sein (ganze Zahlen).',
  );
}

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const probe = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
try {
  await probe.connect();
  await probe.end();
} catch {
  console.error(
    `PostgreSQL unter ${ADMIN_URL} nicht erreichbar: der Community-Benchmark misst nur auf PostgreSQL (BENCH_DATABASE_URL setzt eine andere Adresse).`,
  );
  process.exit(1);
}

const COMMON_WORDS = ['Angebote', 'Kündigungen', 'Einwand', 'Preis'];
const TWO_WORDS = [
  'Angebot Kündigung',
  'Einwand Preis',
  'Kündigung Messestand',
  'Angebote Oldtimer',
];

type Group = keyof typeof GOALS | 'baseline';
type Fixtures = {
  categories: Record<string, string>;
  /** The member who wrote the most comments: the author filter's worst case. */
  busiestAuthor: string;
  /** The second page of 'Neueste' (the first page's cursor). */
  feedCursor?: string;
};
type Scenario = { name: string; group: Group; path: (round: number, fixtures: Fixtures) => string };

const trpcGet = (procedure: string, input: unknown) =>
  `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
const inTurn = <T>(list: readonly T[], round: number) => list[round % list.length] as T;
const category = (fixtures: Fixtures, name: string) => {
  const id = fixtures.categories[name];
  if (!id) throw new Error(`Kategorie ${name} fehlt`);
  return id;
};

/** A common word in a large category, in a small one (staff announcements), a rare word. */
const IN_CATEGORY: ((fixtures: Fixtures) => Record<string, string>)[] = [
  (fixtures) => ({ query: 'Angebote', categoryId: category(fixtures, 'Fragen & Antworten') }),
  (fixtures) => ({ query: 'Einwand', categoryId: category(fixtures, 'Akquise-Tipps') }),
  (fixtures) => ({ query: 'Preis', categoryId: category(fixtures, 'Ankündigungen') }),
  (fixtures) => ({ query: 'Messestand', categoryId: category(fixtures, 'Erfolge') }),
];
const BY_AUTHOR = ['Kündigung', 'Angebote', 'Einwand Preis', 'Messestand'];

const board = (period: '7d' | '30d' | 'all', scope: 'company' | 'community') => ({
  name: `leaderboard.board ${{ '7d': '7 Tage', '30d': '30 Tage', all: 'Gesamt' }[period]}, ${scope === 'company' ? 'Unternehmen' : 'Community'}`,
  group: 'board' as const,
  path: () => trpcGet('leaderboard.board', { period, scope }),
});

const SCENARIOS: Scenario[] = [
  { name: 'auth.me', group: 'baseline', path: () => '/api/trpc/auth.me' },
  {
    name: "community.posts.list 'Neueste', erste Seite",
    group: 'feed',
    path: () => trpcGet('community.posts.list', { sort: 'new' }),
  },
  {
    name: "community.posts.list 'Neueste', zweite Seite",
    group: 'feed',
    path: (_round, fixtures) =>
      trpcGet('community.posts.list', { sort: 'new', cursor: fixtures.feedCursor }),
  },
  {
    name: "community.posts.list 'Beliebt' in einer Kategorie",
    group: 'feed',
    path: (_round, fixtures) =>
      trpcGet('community.posts.list', {
        sort: 'top',
        categoryId: category(fixtures, 'Fragen & Antworten'),
      }),
  },
  {
    name: `community.search häufige Wörter (${COMMON_WORDS.join(', ')})`,
    group: 'search',
    path: (round) => trpcGet('community.search', { query: inTurn(COMMON_WORDS, round) }),
  },
  {
    name: `community.search seltene Wörter (${RARE_WORDS.join(', ')})`,
    group: 'search',
    path: (round) => trpcGet('community.search', { query: inTurn(RARE_WORDS, round) }),
  },
  {
    name: 'community.search zwei Wörter',
    group: 'search',
    path: (round) => trpcGet('community.search', { query: inTurn(TWO_WORDS, round) }),
  },
  {
    name: 'community.search mit Kategorie',
    group: 'search',
    path: (round, fixtures) => trpcGet('community.search', inTurn(IN_CATEGORY, round)(fixtures)),
  },
  {
    name: 'community.search mit Autor (wer am meisten schreibt)',
    group: 'search',
    path: (round, fixtures) =>
      trpcGet('community.search', {
        query: inTurn(BY_AUTHOR, round),
        authorId: fixtures.busiestAuthor,
      }),
  },
  board('7d', 'company'),
  board('30d', 'company'),
  board('all', 'company'),
  board('7d', 'community'),
  board('30d', 'community'),
  board('all', 'community'),
  {
    name: 'leaderboard.me (Dashboard-Karte)',
    group: 'board',
    path: () => '/api/trpc/leaderboard.me',
  },
];

type Figures = {
  scenario: string;
  group: Group;
  goalP95Ms: number | null;
  p50Ms: number;
  p95Ms: number;
  vsAuthMe: number;
  /** What the first answer held: posts, hits or places. */
  held: number | null;
};

type Answer = { result: { data: { json: unknown } } };

/** How many entries an answer holds (feed items, search hits, board places). */
function heldIn(body: string): number | null {
  const data = (JSON.parse(body) as Answer).result.data.json;
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    if ('items' in data && Array.isArray(data.items)) return data.items.length;
    if ('entries' in data && Array.isArray(data.entries)) return data.entries.length;
  }
  return null;
}

/** Demo data plus the large community, the fixtures the scenarios need, and the word counts. */
async function seed(
  env: NodeJS.ProcessEnv,
  emulatorHost: string,
): Promise<{ seeded: CommunityBenchResult; matches: Record<string, number>; fixtures: Fixtures }> {
  const config = loadConfig(env);
  const database = await openDatabase({ url: config.databaseUrl ?? '' });
  try {
    await seedDemoData({
      db: database.db,
      secret: config.fileUrlSecret,
      storage: await createFileStorage(config),
      ensureAuthUser: emulatorAccounts({ projectId: DEMO_PROJECT_ID, emulatorHost }),
    });
    const seeded = await seedCommunityBench(database.db, {
      members: MEMBERS,
      posts: POSTS,
      comments: COMMENTS,
      pointEvents: POINT_EVENTS,
      now: new Date(),
    });
    const categories = await database.db
      .select({ id: communityCategories.id, name: communityCategories.name })
      .from(communityCategories)
      .orderBy(asc(communityCategories.position));
    const [busiest] = await database.db
      .select({ authorId: communityComments.authorId, written: count() })
      .from(communityComments)
      .where(isNull(communityComments.deletedAt))
      .groupBy(communityComments.authorId)
      .orderBy(desc(count()))
      .limit(1);
    if (!busiest?.authorId) throw new Error('Keine Kommentare angelegt');
    // How many rows each searched text matches, without filters: what the search has to sift.
    const matches: Record<string, number> = {};
    for (const text of [...COMMON_WORDS, ...RARE_WORDS, ...TWO_WORDS]) {
      const query = sql`websearch_to_tsquery('german', ${text})`;
      const [posts] = await database.db
        .select({ value: count() })
        .from(communityPosts)
        .where(sql`${communityPosts.search} @@ ${query}`);
      const [comments] = await database.db
        .select({ value: count() })
        .from(communityComments)
        .where(sql`${communityComments.search} @@ ${query}`);
      matches[text] = (posts?.value ?? 0) + (comments?.value ?? 0);
    }
    return {
      seeded,
      matches,
      fixtures: {
        categories: Object.fromEntries(categories.map((row) => [row.name, row.id])),
        busiestAuthor: busiest.authorId,
      },
    };
  } finally {
    await database.close();
  }
}

/** The large community seeded, the API started on it, the scenarios measured. */
async function measureOn(env: NodeJS.ProcessEnv, emulatorHost: string) {
  const seedStart = performance.now();
  const { seeded, matches, fixtures } = await seed(env, emulatorHost);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  console.log(
    `PostgreSQL: ${seeded.members.toLocaleString('de-DE')} Mitglieder in ${seeded.companies} Firmen (${seeded.participants.toLocaleString('de-DE')} in der Community), ${seeded.posts.toLocaleString('de-DE')} Beiträge, ${seeded.comments.toLocaleString('de-DE')} Kommentare, ${seeded.pointEvents.toLocaleString('de-DE')} Punkte-Ereignisse angelegt in ${seedSeconds.toFixed(1)} s`,
  );

  const measureStart = performance.now();
  const port = await freePort();
  const api = await startApi(port, env);
  try {
    const headers = await signedInHeaders(port, emulatorHost, VIEWER, CUSTOMER);
    const firstPage = await fetch(
      `http://127.0.0.1:${port}${trpcGet('community.posts.list', { sort: 'new' })}`,
      { headers },
    );
    const page = (await firstPage.json()) as {
      result: { data: { json: { nextCursor: string | null } } };
    };
    fixtures.feedCursor = page.result.data.json.nextCursor ?? undefined;

    const timings = new Map<string, number[]>(SCENARIOS.map((scenario) => [scenario.name, []]));
    const held = new Map<string, number | null>();
    for (let round = 0; round < WARMUP + REQUESTS; round += 1) {
      // Interleaved: a slow moment of the machine hits every scenario alike.
      for (const scenario of SCENARIOS) {
        const started = performance.now();
        const response = await fetch(`http://127.0.0.1:${port}${scenario.path(round, fixtures)}`, {
          headers,
        });
        const body = await response.text();
        const took = performance.now() - started;
        if (!response.ok) {
          throw new Error(`${scenario.name}: HTTP ${response.status} ${body.slice(0, 300)}`);
        }
        if (round >= WARMUP) timings.get(scenario.name)?.push(took);
        if (round === 0) held.set(scenario.name, heldIn(body));
      }
    }

    const summary = SCENARIOS.map((scenario) => {
      const sorted = [...(timings.get(scenario.name) ?? [])].sort((a, b) => a - b);
      return { scenario, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
    });
    const authMe = summary[0]?.p50Ms ?? NaN;
    const figures: Figures[] = summary.map((row) => ({
      scenario: row.scenario.name,
      group: row.scenario.group,
      goalP95Ms: row.scenario.group === 'baseline' ? null : GOALS[row.scenario.group],
      p50Ms: Math.round(row.p50Ms * 10) / 10,
      p95Ms: Math.round(row.p95Ms * 10) / 10,
      vsAuthMe: Math.round((row.p50Ms / authMe) * 100) / 100,
      held: held.get(row.scenario.name) ?? null,
    }));
    return {
      seeded,
      matches,
      figures,
      seedSeconds,
      measureSeconds: (performance.now() - measureStart) / 1000,
    };
  } finally {
    await stopApi(api);
  }
}

const startedAt = performance.now();
const emulator = await startAuthEmulator({ projectId: DEMO_PROJECT_ID, port: await freePort() });
const dataDir = mkdtempSync(join(tmpdir(), 'sprint-bench-community-'));
const baseEnv = {
  [AUTH_EMULATOR_OPT_IN]: '1',
  FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  FIREBASE_PROJECT_ID: DEMO_PROJECT_ID,
};
let measured: Awaited<ReturnType<typeof measureOn>> | null = null;
try {
  measured = await withPostgres((url) =>
    measureOn({ ...baseEnv, DATA_DIR: dataDir, DATABASE_URL: url }, emulator.host),
  );
} finally {
  await emulator.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (!measured) throw new Error('PostgreSQL war nicht erreichbar.');
const run = measured;
const totalSeconds = (performance.now() - startedAt) / 1000;

console.log('\nTreffer der Suchwörter (Beiträge + Kommentare, ohne Filter):');
console.table(Object.entries(run.matches).map(([text, rows]) => ({ Suche: text, Treffer: rows })));
console.log(
  `\nCommunity-Benchmark auf PostgreSQL — ${POSTS.toLocaleString('de-DE')} Beiträge, ${COMMENTS.toLocaleString('de-DE')} Kommentare, ${POINT_EVENTS.toLocaleString('de-DE')} Punkte-Ereignisse, ${MEMBERS.toLocaleString('de-DE')} Mitglieder; ${REQUESTS} Anfragen je Szenario nacheinander als ${VIEWER}, Node ${process.version}`,
);
console.table(
  run.figures.map((row) => ({
    Szenario: row.scenario,
    'p50 ms': row.p50Ms,
    'p95 ms': row.p95Ms,
    'Ziel p95': row.goalP95Ms === null ? '' : `≤ ${row.goalP95Ms} ms`,
    'p50 vs auth.me': `${row.vsAuthMe.toFixed(2)}×`,
    Einträge: row.held ?? '',
  })),
);
const goals = (['feed', 'search', 'board'] as const).map((group) => {
  const rows = run.figures.filter((row) => row.group === group);
  const worst = rows.reduce((slowest, row) => (row.p95Ms > slowest.p95Ms ? row : slowest));
  return { group, goalP95Ms: GOALS[group], worstP95Ms: worst.p95Ms, worst: worst.scenario };
});
const labels = { feed: 'Feed', search: 'Suche', board: 'Ranglisten' } as const;
for (const goal of goals) {
  console.log(
    `Ziel: ${labels[goal.group]} p95 ≤ ${goal.goalP95Ms} ms — höchstes p95 ${goal.worstP95Ms} ms (${goal.worst}): ${
      goal.worstP95Ms <= goal.goalP95Ms ? 'eingehalten' : 'verfehlt'
    }.`,
  );
}
console.log(
  `Dauer: Daten anlegen ${run.seedSeconds.toFixed(0)} s, Messung ${run.measureSeconds.toFixed(0)} s, insgesamt ${totalSeconds.toFixed(0)} s.`,
);
writeResults('community', {
  members: MEMBERS,
  posts: POSTS,
  comments: COMMENTS,
  pointEvents: POINT_EVENTS,
  requests: REQUESTS,
  seedSeconds: Math.round(run.seedSeconds),
  measureSeconds: Math.round(run.measureSeconds),
  totalSeconds: Math.round(totalSeconds),
  matches: run.matches,
  goals: goals.map((goal) => ({ ...goal, met: goal.worstP95Ms <= goal.goalP95Ms })),
  results: run.figures,
});
