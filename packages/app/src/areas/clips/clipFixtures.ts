import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs } from '../../api/types';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  type TrpcFailure,
} from '../../testing/storyProviders';
import type { ClipDetail, ClipItem, ClipTag } from './queries';

/*
 * The clips' story data: an in-memory stand-in for the server's clip and upload procedures in
 * the real tRPC shape (batched GET for queries, batched POST for mutations, superjson) and the
 * upload's part requests, so a story can search, filter, edit, delete, record and upload and see
 * the page follow. Stills and videos are the seed's demo clips, served under /demo-clips.
 */

type Inputs = RouterInputs['clips'];

const DAY = 24 * 60 * 60 * 1000;
/** The stories' "now" (.storybook/preview.tsx). */
const NOW = new Date(2026, 10, 20, 10, 30).getTime();

export const CLIP_ID = '3f6b0a1c-8d2e-4c5b-9a7f-1e2d3c4b5a01';
export const OTHER_CLIP_ID = '3f6b0a1c-8d2e-4c5b-9a7f-1e2d3c4b5a02';
export const NEW_CLIP_ID = '3f6b0a1c-8d2e-4c5b-9a7f-1e2d3c4b5aff';
export const UPLOAD_ID = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const colleague = { id: '6c1d4e9f-3e5b-4d2f-8a4c-8b7e3f2d1c0a', displayName: 'Jonas Keller' };
const me = { id: sessionUserFixture.id, displayName: 'Anna Berger' };

export const still = (name: string) => `/demo-clips/${name}.jpg`;
export const video = (name: string) => `/demo-clips/${name}.mp4`;

type Seed = {
  id: string;
  name: string;
  title: string;
  description: string;
  tags: string[];
  daysAgo: number;
  views: number;
  durationSeconds: number;
  owner: ClipItem['owner'];
  scope: ClipItem['scope'];
};

const seeds: Seed[] = [
  {
    id: CLIP_ID,
    name: 'follow-up',
    title: 'Follow-up nach dem Erstgespräch',
    description:
      'Nach drei Tagen, nicht nach drei Wochen: wie wir nach einem Erstgespräch nachfassen.\nMit Vorlage für die E-Mail.',
    tags: ['Follow-up', 'CRM'],
    daysAgo: 1,
    views: 12,
    durationSeconds: 8,
    owner: me,
    scope: 'company',
  },
  {
    id: OTHER_CLIP_ID,
    name: 'crm-pflege',
    title: 'CRM in 5 Minuten',
    description: 'Jeder Anruf ein Eintrag: Status, nächster Schritt und Fälligkeit.',
    tags: ['CRM'],
    daysAgo: 6,
    views: 31,
    durationSeconds: 312,
    owner: colleague,
    scope: 'company',
  },
  {
    id: '3f6b0a1c-8d2e-4c5b-9a7f-1e2d3c4b5a03',
    name: 'abschluss',
    title: 'Der Abschluss',
    description: 'Kein Gespräch endet ohne einen fest vereinbarten nächsten Schritt.',
    tags: ['Abschluss', 'Einwände'],
    daysAgo: 9,
    views: 1,
    durationSeconds: 95,
    owner: null,
    scope: 'provider',
  },
  {
    id: '3f6b0a1c-8d2e-4c5b-9a7f-1e2d3c4b5a04',
    name: 'einwaende',
    title: 'Einwände drehen',
    description:
      '„Kein Interesse“ ist selten ein Nein. Drei Antworten, die das Gespräch offen halten.',
    tags: ['Einwände', 'Kaltakquise'],
    daysAgo: 27,
    views: 1234,
    durationSeconds: 3723,
    owner: null,
    scope: 'provider',
  },
  {
    id: '3f6b0a1c-8d2e-4c5b-9a7f-1e2d3c4b5a05',
    name: 'linkedin-profil',
    title: 'LinkedIn-Profil, das Gespräche öffnet',
    description: 'Foto, Headline und Info-Text: was Entscheider zuerst sehen.',
    tags: ['LinkedIn'],
    daysAgo: 30,
    views: 0,
    durationSeconds: 48,
    owner: null,
    scope: 'provider',
  },
  {
    id: '3f6b0a1c-8d2e-4c5b-9a7f-1e2d3c4b5a06',
    name: 'kaltakquise-einstieg',
    title: 'Der erste Satz',
    description: 'Die ersten 20 Sekunden entscheiden, ob jemand zuhört.',
    tags: ['Kaltakquise'],
    daysAgo: 34,
    views: 87,
    durationSeconds: 64,
    owner: null,
    scope: 'provider',
  },
];

export const clipNames: Record<string, string> = Object.fromEntries(
  seeds.map((seed) => [seed.id, seed.name]),
);

function toDetail(seed: Seed): ClipDetail {
  return {
    id: seed.id,
    title: seed.title,
    description: seed.description,
    tags: seed.tags,
    durationSeconds: seed.durationSeconds,
    views: seed.views,
    createdAt: new Date(NOW - seed.daysAgo * DAY - 2 * 3_600_000),
    thumbnailUrl: still(seed.name),
    owner: seed.owner,
    scope: seed.scope,
    videoUrl: video(seed.name),
    contentType: 'video/mp4',
    canEdit: seed.owner?.id === me.id,
  };
}

/** Every demo clip as its page gets it, newest first. */
export function clipDetailsFixture(): ClipDetail[] {
  return seeds.map(toDetail);
}

export function toItem(detail: ClipDetail): ClipItem {
  const { videoUrl: _videoUrl, contentType: _contentType, canEdit: _canEdit, ...item } = detail;
  return item;
}

export function clipItemsFixture(): ClipItem[] {
  return clipDetailsFixture().map(toItem);
}

function tagCounts(clips: readonly ClipItem[]): ClipTag[] {
  const counts = new Map<string, number>();
  for (const clip of clips)
    for (const tag of clip.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'de'));
}

export const CLIP_NOT_FOUND: TrpcFailure = {
  status: 404,
  code: 'NOT_FOUND',
  message: 'Clip nicht gefunden.',
};

type Answer = { value: unknown } | { fail: TrpcFailure } | { pending: true };

export type ClipsServerOptions = {
  clips?: ClipDetail[];
  /** Procedures that fail, e.g. `{ 'clips.list': { status: 500, … } }`. */
  fail?: Record<string, TrpcFailure>;
  /** Procedures that never answer (loading states). */
  pending?: string[];
  /** The video parts never arrive: the upload stays in progress. */
  holdUpload?: boolean;
  /** Sees every mutation with its input (spies in play functions). */
  onMutation?: (path: string, input: unknown) => void;
  /** The clip's video for its page, e.g. a `blob:` URL a loader made (see `playable`). */
  videoUrl?: (clip: ClipDetail) => string | undefined;
};

function decode(raw: Record<string, SuperJSONResult>, paths: string[]) {
  return paths.map((path, index) => {
    const call = raw[String(index)];
    return { path, input: call ? superjson.deserialize(call) : undefined };
  });
}

async function reply(paths: string[], answers: Answer[]) {
  if (answers.some((answer) => 'pending' in answer)) await delay('infinite');
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
      : {
          status: 200,
          body: { result: { data: superjson.serialize('value' in answer ? answer.value : null) } },
        },
  );
  const statuses = new Set(bodies.map((entry) => entry.status));
  return HttpResponse.json(
    bodies.map((entry) => entry.body),
    { status: statuses.size === 1 ? (bodies[0]?.status ?? 200) : 207 },
  );
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');

/**
 * The clip and upload procedures over a small company: six clips (two of its own, one of them
 * the viewer's, four of Sprint's), searchable by words and filterable by tag as the server does.
 */
export function clipsServer(
  options: ClipsServerOptions = {},
): HttpHandler[] & { reset: () => void } {
  const clips = new Map<string, ClipDetail>();
  const reset = () => {
    clips.clear();
    for (const clip of options.clips ?? clipDetailsFixture()) clips.set(clip.id, { ...clip });
  };
  reset();
  const fail = options.fail ?? {};
  const pending = new Set(options.pending ?? []);
  let upload: { fileName: string; contentType: string; bytes: number } | null = null;

  const queries: Record<string, (input: never) => Answer> = {
    'clips.list': (input: Inputs['list']) => {
      const words = fold(input?.search ?? '')
        .split(/\s+/)
        .filter(Boolean);
      const tag = input?.tag ? fold(input.tag) : null;
      const matching = [...clips.values()]
        .filter((clip) => {
          const text = fold(`${clip.title} ${clip.description} ${clip.tags.join(' ')}`);
          return (
            words.every((word) => text.includes(word)) &&
            (!tag || clip.tags.some((candidate) => fold(candidate) === tag))
          );
        })
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      const start = input?.cursor ? Number(input.cursor) : 0;
      const limit = input?.limit ?? 48;
      const page = matching.slice(start, start + limit);
      return {
        value: {
          items: page.map(toItem),
          nextCursor: start + limit < matching.length ? String(start + limit) : null,
        },
      };
    },
    'clips.tags': () => ({ value: tagCounts([...clips.values()]) }),
    'clips.byId': ({ clipId }: Inputs['byId']) => {
      const clip = clips.get(clipId);
      if (!clip) return { fail: CLIP_NOT_FOUND };
      return { value: { ...clip, videoUrl: options.videoUrl?.(clip) ?? clip.videoUrl } };
    },
    'storage.uploads.status': () => ({
      fail: { ...CLIP_NOT_FOUND, message: 'Upload nicht gefunden.' },
    }),
  };

  const mutations: Record<string, (input: never) => Answer> = {
    'storage.uploads.create': (input: RouterInputs['storage']['uploads']['create']) => {
      upload = { fileName: input.fileName, contentType: input.contentType, bytes: input.bytes };
      const partSize = 8 * 1024 * 1024;
      return {
        value: {
          uploadId: UPLOAD_ID,
          partSize,
          partCount: Math.max(1, Math.ceil(input.bytes / partSize)),
          partUrl: `/api/uploads/${UPLOAD_ID}?expires=1&signature=story`,
        },
      };
    },
    'storage.uploads.complete': () => ({
      value: {
        path: `customers/${sessionCustomerFixture.id}/videos/${UPLOAD_ID}.mp4`,
        contentType: upload?.contentType ?? 'video/mp4',
        bytes: upload?.bytes ?? 0,
        fileName: upload?.fileName ?? 'video.mp4',
      },
    }),
    'storage.uploads.abort': () => ({ value: { aborted: true } }),
    'clips.create': (input: Inputs['create']) => {
      const clip: ClipDetail = {
        id: NEW_CLIP_ID,
        title: input.title,
        description: input.description ?? '',
        tags: input.tags ?? [],
        durationSeconds: input.durationSeconds,
        views: 0,
        createdAt: new Date(),
        thumbnailUrl: input.thumbnailDataUrl ?? null,
        owner: me,
        scope: 'company',
        videoUrl: video('follow-up'),
        contentType: upload?.contentType ?? 'video/mp4',
        canEdit: true,
      };
      clips.set(clip.id, clip);
      return { value: { id: clip.id } };
    },
    'clips.update': ({ clipId, ...changes }: Inputs['update']) => {
      const clip = clips.get(clipId);
      if (!clip) return { fail: CLIP_NOT_FOUND };
      clips.set(clipId, { ...clip, ...changes } as ClipDetail);
      return { value: { id: clipId } };
    },
    'clips.delete': ({ clipId }: Inputs['delete']) => {
      if (!clips.delete(clipId)) return { fail: CLIP_NOT_FOUND };
      return { value: { id: clipId } };
    },
    'clips.recordView': ({ clipId }: Inputs['recordView']) => {
      const clip = clips.get(clipId);
      if (!clip) return { fail: CLIP_NOT_FOUND };
      const views = clip.views + 1;
      clips.set(clipId, { ...clip, views });
      return { value: { views } };
    },
  };

  const answer = (
    table: Record<string, (input: never) => Answer>,
    path: string,
    input: unknown,
  ): Answer => {
    if (pending.has(path)) return { pending: true };
    const failure = fail[path];
    return failure ? { fail: failure } : (table[path]?.(input as never) ?? { value: null });
  };

  const handlers = [
    http.get(`${TRPC_PATH}/:paths`, ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      return reply(
        paths,
        decode(raw, paths).map(({ path, input }) => answer(queries, path, input)),
      );
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return reply(
        paths,
        decode(raw, paths).map(({ path, input }) => {
          options.onMutation?.(path, input);
          return answer(mutations, path, input);
        }),
      );
    }),
    http.put('/api/uploads/:uploadId', async ({ request }) => {
      if (options.holdUpload) await delay('infinite');
      const body = await request.arrayBuffer();
      return HttpResponse.json({ part: 1, bytes: body.byteLength });
    }),
  ];
  return Object.assign(handlers, { reset });
}

const playableUrls = new Map<string, Promise<string>>();
const readyUrls = new Map<string, string>();

/** The `blob:` URL `playable` made of `src`, once it is there. */
export function playableNow(src: string): string | undefined {
  return readyUrls.get(src);
}

/**
 * A demo video as a `blob:` URL: MSW's service worker answers every request of the page, and
 * Chromium cannot seek in a video that comes through a service worker (see the VideoPlayer's
 * stories).
 */
export function playable(src: string): Promise<string> {
  let url = playableUrls.get(src);
  if (!url) {
    url = fetch(src).then(async (response) => {
      const ready = response.ok ? URL.createObjectURL(await response.blob()) : src;
      readyUrls.set(src, ready);
      return ready;
    });
    playableUrls.set(src, url);
  }
  return url;
}

/**
 * A Testing Library matcher for text that spans elements (a `<time>` inside a sentence): the
 * innermost element whose whole text matches.
 */
export function textMatching(pattern: RegExp) {
  return (_content: string, element: Element | null) =>
    element !== null &&
    pattern.test(element.textContent ?? '') &&
    ![...element.children].some((child) => pattern.test(child.textContent ?? ''));
}
