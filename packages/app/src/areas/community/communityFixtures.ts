import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import superjson, { type SuperJSONResult } from 'superjson';
import {
  COMMENT_NOT_FOUND,
  COMMUNITY_NOT_OPEN,
  MODERATORS_ONLY,
  NOT_AUTHOR,
  OWN_LIKE,
  POST_CLOSED,
  POST_NOT_FOUND,
  REPLY_TOO_DEEP,
  STAFF_ONLY_CATEGORY,
} from '@sprint/server/community';
import { levelOf, levelProgress, type LeaderboardPeriod } from '@sprint/server/platform/points';
import { TRPC_PATH } from '../../api/trpc';
import type { RouterInputs, SessionCustomer, SessionUser } from '../../api/types';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  trpcReply,
  type TrpcCallAnswer,
  type TrpcFailure,
} from '../../testing/storyProviders';
import type {
  Category,
  CommentNode,
  CommunityHit,
  FeedPage,
  Leaderboard,
  PostDetail,
  PostSummary,
  Standing,
} from './queries';

/*
 * The community's story data: a few weeks of a community around the stories' fixed "now"
 * (Friday, 20 November 2026, 10:30, .storybook/preview.tsx) — Sprint's team, Nordlicht Vertrieb
 * GmbH and three other admitted companies — and an in-memory stand-in for the server's community
 * and leaderboard procedures in the real tRPC shape (batched GET for queries, batched POST for
 * mutations, superjson). Feeds, posts, comments, search and boards are worked out from the same
 * people and posts as the server does, so a story that likes a post sees its count follow.
 */

type Inputs = RouterInputs['community'];
type Entry = Leaderboard['entries'][number];
type Author = PostSummary['author'];

/** The stories' "now" (.storybook/preview.tsx). */
export const NOW = new Date(2026, 10, 20, 10, 30);

/** Anna Berger's previous visit to the feed: what others wrote after it is 'Neu'. */
export const PREVIOUS_VISIT = new Date(2026, 10, 19, 17, 45);

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);

// ---------------------------------------------------------------------------------------------
// People

const NORDLICHT = sessionCustomerFixture.name;
const SPRINT = 'Sprint Demo GmbH';
const RHEINBLICK = 'Rheinblick Consulting GmbH';
const SCHULTE = 'Schulte Gebäudetechnik GmbH';
const HAFENKONTOR = 'Hafenkontor Logistik AG';

/** Points of the last 7 and 30 days and of all time; levels follow the all-time total. */
type Points = Record<LeaderboardPeriod, number>;

export type Member = {
  id: string;
  name: string;
  company: string;
  staff: boolean;
  points: Points;
};

/** A person id that reads as one in a test: ...-0000000000NN. */
const personId = (n: number) => `8c4f2a6e-1b3d-4e5f-9a7c-${String(n).padStart(12, '0')}`;

const member = (
  id: string,
  name: string,
  company: string,
  [week, month, all]: [number, number, number],
  staff = false,
): Member => ({ id, name, company, staff, points: { '7d': week, '30d': month, all } });

/** The signed-in person of most stories (sessionUserFixture): level 4, second this week. */
export const anna = member(sessionUserFixture.id, 'Anna Berger', NORDLICHT, [12, 31, 87]);
export const jonas = member(personId(2), 'Jonas Keller', NORDLICHT, [9, 22, 48]);
export const mira = member(personId(3), 'Mira Yilmaz', NORDLICHT, [17, 44, 173]);
const sebastian = member(personId(4), 'Sebastian Krämer', NORDLICHT, [4, 15, 61]);
const julia = member(personId(5), 'Julia Neumann', NORDLICHT, [2, 9, 23]);
const paul = member(personId(6), 'Paul Richter', NORDLICHT, [0, 3, 7]);
/** The community's moderator of the stories: one of Sprint's employees. */
export const clara = member(personId(10), 'Clara Hoffmann', SPRINT, [21, 58, 1540], true);
export const tim = member(personId(11), 'Tim Vogel', SPRINT, [14, 39, 212], true);
export const lena = member(personId(20), 'Lena Wagner', RHEINBLICK, [26, 71, 388]);
const daniel = member(personId(21), 'Daniel Fischer', RHEINBLICK, [6, 18, 130]);
export const markus = member(personId(30), 'Markus Schulte', SCHULTE, [19, 47, 260]);
const sarah = member(personId(31), 'Sarah Lehmann', SCHULTE, [8, 25, 140]);
const katrin = member(personId(40), 'Katrin Busch', HAFENKONTOR, [11, 36, 301]);
const oliver = member(personId(41), 'Oliver Hahn', HAFENKONTOR, [5, 12, 96]);
const nina = member(personId(42), 'Nina Petersen', HAFENKONTOR, [3, 20, 155]);

/** Everyone in the community: Sprint's team and the members of the admitted companies. */
export const communityPeople: readonly Member[] = [
  anna,
  jonas,
  mira,
  sebastian,
  julia,
  paul,
  clara,
  tim,
  lena,
  daniel,
  markus,
  sarah,
  katrin,
  oliver,
  nina,
];

function authorOf(person: Member): Author {
  return {
    id: person.id,
    name: person.name,
    avatarUrl: null,
    level: levelOf(person.points.all),
    company: person.company,
    staff: person.staff,
  };
}

/** Who looks at the community: the person and whether they are one of Sprint's employees. */
export type CommunityViewer = { id: string; ourEmployee: boolean };

export const memberViewer: CommunityViewer = { id: anna.id, ourEmployee: false };
export const moderatorViewer: CommunityViewer = { id: clara.id, ourEmployee: true };

/** Nordlicht after an employee opened the community for it. */
export const admittedCustomerFixture: SessionCustomer = {
  ...sessionCustomerFixture,
  communityOpen: true,
};

/** Clara Hoffmann of Sprint's team, signed in to the provider's own company. */
export const moderatorUserFixture: SessionUser = {
  id: clara.id,
  email: 'clara.hoffmann@sprint-vertrieb.de',
  displayName: clara.name,
  avatar: null,
  role: 'admin',
  ourEmployee: true,
};

export const sprintCustomerFixture: SessionCustomer = {
  id: '0b7d1c9e-2f51-4d2a-9a52-5f0c6d7e8a01',
  name: SPRINT,
  officialCompanyName: SPRINT,
  plan: 'enterprise',
  domain: 'sprint-vertrieb.de',
  logo: null,
  financesForAdmins: false,
  communityOpen: false,
};

// ---------------------------------------------------------------------------------------------
// Categories, posts and comments

const categoryId = (n: number) => `2d9e4b7a-6c1f-4a3e-8b5d-${String(n).padStart(12, '0')}`;

export const categoriesFixture: Category[] = [
  { id: categoryId(1), name: 'Ankündigungen', position: 0, staffOnly: true },
  { id: categoryId(2), name: 'Erfolge', position: 1, staffOnly: false },
  { id: categoryId(3), name: 'Fragen & Antworten', position: 2, staffOnly: false },
  { id: categoryId(4), name: 'Akquise-Tipps', position: 3, staffOnly: false },
];

const [announcements, wins, questions, tips] = categoriesFixture as [
  Category,
  Category,
  Category,
  Category,
];

export const CATEGORY_IDS = {
  announcements: announcements.id,
  wins: wins.id,
  questions: questions.id,
  tips: tips.id,
};

/** A post id that reads as one in a test: ...-0000000000NN. */
export const postId = (n: number) => `5a7e3c1d-9b2f-4e6a-8c4d-${String(n).padStart(12, '0')}`;
/** A comment id that reads as one in a test: ...-0000000000NN. */
export const commentId = (n: number) => `6b8f4d2e-0c3a-4f7b-9d5e-${String(n).padStart(12, '0')}`;

type CommentRecord = {
  id: string;
  author: Member;
  body: string;
  createdAt: Date;
  likeCount: number;
  likedBy: string[];
  deleted?: boolean;
  editedAt?: Date | null;
  replies?: CommentRecord[];
};

type PostRecord = {
  id: string;
  category: Category;
  author: Member;
  title: string;
  bodyHtml: string;
  createdAt: Date;
  editedAt?: Date | null;
  likeCount: number;
  /** Who of the stories' viewers likes it (the count holds everyone). */
  likedBy: string[];
  pinned?: boolean;
  closed?: boolean;
  hidden?: boolean;
  history?: PostDetail['history'];
  images?: PostDetail['images'];
  comments: CommentRecord[];
};

/** A plain blue picture (160 × 100 PNG) standing in for every uploaded post image. */
export const STORY_IMAGE_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAABkCAIAAACO1KzYAAAAsUlEQVR42u3RAQkAAAgEsS9jMuNbwhoig0twS/XocbEAsAALsAALsAALMGABFmABFmABFmDAAizAAizAAizAAgxYgAVYgAVYgAUYsAALsAALsAALMGABFmABFmABFmABBizAAizAAizAAgxYgAVYgAVYgAUYsAuABViABViABViAAQuwAAuwAAuwAAMWYAEWYAEWYAEWYMACLMACLMACLMCABViABViABViAAQuwAOteCwRsmMdnfE5PAAAAAElFTkSuQmCC';
const imageUrl = (_path: string) => STORY_IMAGE_URL;

/** The path `storage.uploads.complete` gives a story's picture upload. */
export const UPLOADED_IMAGE_PATH = `customers/${sessionCustomerFixture.id}/postImages/bild-1.png`;

const mention = (person: Member) =>
  `<span data-type="mention" data-id="${person.id}" data-label="${person.name}">@${person.name}</span>`;

/** The post ids the stories open. */
export const POSTS = {
  welcome: postId(1),
  linkedin: postId(2),
  objection: postId(3),
  /** Anna Berger's own question, with comments and replies. */
  cancellations: postId(4),
  frameworkContract: postId(5),
  firstCall: postId(6),
  tradeFair: postId(7),
  /** Closed for comments by a moderator. */
  crmSurvey: postId(8),
  negotiation: postId(9),
  /** Hidden by a moderator: only moderators and its author see it. */
  municipal: postId(10),
};

/**
 * The community as Anna Berger finds it on Friday morning: Sprint's pinned welcome, two posts
 * since her last visit, her own question from yesterday with answers, wins, tips, a closed
 * survey and a post the moderators hid.
 */
export function postFixtures(): PostRecord[] {
  return [
    {
      id: POSTS.welcome,
      category: announcements,
      author: clara,
      title: 'Willkommen in der Sprint-Community!',
      bodyHtml:
        '<p>Hier tauschen sich Vertriebsteams aus: <strong>Erfolge</strong>, <strong>Fragen</strong> und <strong>Akquise-Tipps</strong>. Für jedes „Gefällt mir“ gibt es einen Punkt – ab Level 3 schalten sich weitere Trainings frei.</p><p>Bitte bleibt freundlich und teilt keine Kundendaten.</p>',
      createdAt: at(2, 9),
      likeCount: 23,
      likedBy: [anna.id],
      pinned: true,
      history: [{ action: 'pinned', actorName: clara.name, createdAt: at(2, 9, 5) }],
      comments: [
        {
          id: commentId(7),
          author: mira,
          body: 'Danke! Wir freuen uns, dabei zu sein.',
          createdAt: at(2, 10, 12),
          likeCount: 3,
          likedBy: [],
        },
        {
          id: commentId(8),
          author: lena,
          body: 'Schön, dass es das jetzt gibt. Endlich nicht mehr nur im eigenen Saft schmoren.',
          createdAt: at(2, 14, 40),
          likeCount: 5,
          likedBy: [],
        },
      ],
    },
    {
      id: POSTS.linkedin,
      category: tips,
      author: mira,
      title: 'LinkedIn-Nachrichten: kurz schlägt lang',
      bodyHtml:
        '<p>Wir haben 200 Erstnachrichten verglichen: unter 300 Zeichen hatten doppelt so viele Antworten. Keine Links in der ersten Nachricht, und eine Frage am Ende statt eines Angebots.</p>',
      createdAt: at(20, 7, 30),
      likeCount: 6,
      likedBy: [],
      comments: [
        {
          id: commentId(9),
          author: sebastian,
          body: 'Deckt sich mit unseren Zahlen aus dem Oktober. Frage stellen statt Angebot schicken!',
          createdAt: at(20, 8, 15),
          likeCount: 1,
          likedBy: [],
        },
      ],
    },
    {
      id: POSTS.objection,
      category: wins,
      author: markus,
      title: 'Erster Abschluss mit der Einwand-Vorlage',
      bodyHtml:
        '<p>„Wir haben schon einen Dienstleister“ – früher das Ende des Gesprächs. Mit der Vorlage aus dem Training habe ich nachgefragt, was fehlt, und heute kam die Unterschrift für die Wartung von drei Bürogebäuden.</p>',
      createdAt: at(19, 19, 10),
      likeCount: 4,
      likedBy: [],
      comments: [],
    },
    {
      id: POSTS.cancellations,
      category: questions,
      author: anna,
      title: 'Wie geht ihr mit Kündigungen kurz vor der Verlängerung um?',
      bodyHtml:
        '<p>Zwei Kunden haben diese Woche gekündigt, beide vier Wochen vor der Verlängerung. Ruft ihr bei einer Kündigung sofort an oder schreibt ihr erst eine Mail?</p><p>Mich interessiert vor allem, was ihr im ersten Gespräch fragt.</p>',
      createdAt: at(19, 14, 20),
      editedAt: at(19, 14, 35),
      likeCount: 3,
      likedBy: [],
      history: [{ action: 'edited', actorName: anna.name, createdAt: at(19, 14, 35) }],
      comments: [
        {
          id: commentId(1),
          author: mira,
          body: 'Nach einer Kündigung sofort anrufen. Bei uns hilft ein kurzes Gespräch mit der Frage, was sich geändert hat – oft ist es nur das Budget, und ein kleineres Paket rettet den Vertrag.',
          createdAt: at(19, 15, 5),
          likeCount: 4,
          likedBy: [anna.id],
          replies: [
            {
              id: commentId(2),
              author: anna,
              body: 'Guter Punkt mit dem kleineren Paket, danke!',
              createdAt: at(19, 15, 30),
              likeCount: 1,
              likedBy: [],
            },
            {
              id: commentId(3),
              author: tim,
              body: 'Tipp aus dem Sprint-Team: Legt euch dafür eine Aufgabe „Rückruf Kündigung“ an, fällig am selben Tag – dann geht keiner unter.',
              createdAt: at(19, 16, 2),
              likeCount: 2,
              likedBy: [],
            },
          ],
        },
        {
          id: commentId(4),
          author: lena,
          body: 'Wir schreiben zuerst eine kurze Mail mit zwei Terminvorschlägen.\nEinkäufer erreicht man am Telefon selten beim ersten Versuch, und die Mail landet im Vorgang.',
          createdAt: at(19, 17, 20),
          likeCount: 1,
          likedBy: [],
        },
      ],
    },
    {
      id: POSTS.frameworkContract,
      category: wins,
      author: lena,
      title: 'Rahmenvertrag mit 40 Filialen unterschrieben',
      bodyHtml:
        '<p>Nach vier Monaten und drei Präsentationen hat der Einkauf heute unterschrieben. Entscheidend war am Ende die Referenz aus derselben Branche und ein Pilot mit zwei Filialen.</p>',
      createdAt: at(18, 16, 10),
      likeCount: 12,
      likedBy: [anna.id],
      images: [
        {
          path: 'customers/rheinblick/postImages/unterschrift.png',
          url: STORY_IMAGE_URL,
          alt: 'Die unterschriebene letzte Seite des Rahmenvertrags',
        },
      ],
      comments: [
        {
          id: commentId(5),
          author: clara,
          body: 'Glückwunsch, Lena! Wie lange lief der Pilot?',
          createdAt: at(18, 16, 50),
          likeCount: 2,
          likedBy: [],
          replies: [
            {
              id: commentId(6),
              author: lena,
              body: 'Sechs Wochen – danach waren die Zahlen eindeutig.',
              createdAt: at(18, 17, 15),
              likeCount: 3,
              likedBy: [anna.id],
            },
          ],
        },
        {
          id: commentId(13),
          author: jonas,
          body: 'Stark! Die Referenz-Idee klaue ich mir für unseren Termin bei den Stadtwerken.',
          createdAt: at(19, 8, 40),
          likeCount: 1,
          likedBy: [],
        },
      ],
    },
    {
      id: POSTS.firstCall,
      category: tips,
      author: tim,
      title: 'Drei Sätze für den ersten Anruf',
      bodyHtml:
        '<ol><li>Wer du bist und warum du anrufst – in einem Satz.</li><li>Eine Beobachtung über ihr Unternehmen.</li><li>Eine Frage, die sie mit Ja oder Nein beantworten können.</li></ol><p>Probiert es eine Woche lang und berichtet!</p>',
      createdAt: at(18, 8, 15),
      likeCount: 9,
      likedBy: [],
      comments: [
        {
          id: commentId(10),
          author: anna,
          body: 'Seit ich mit der Beobachtung einsteige, legen deutlich weniger sofort auf.',
          createdAt: at(18, 11, 0),
          likeCount: 2,
          likedBy: [],
        },
      ],
    },
    {
      id: POSTS.tradeFair,
      category: tips,
      author: jonas,
      title: 'Messe-Nachfassung: unsere Vorlage für die ersten 48 Stunden',
      bodyHtml: `<p>Nach der Fachmesse in Hamburg haben wir jeden Kontakt innerhalb von 48 Stunden angeschrieben – mit Bezug auf das Gespräch am Stand und genau einem Terminvorschlag. Mit Dank an ${mention(mira)} für die Idee.</p>`,
      createdAt: at(16, 11),
      likeCount: 5,
      likedBy: [],
      comments: [
        {
          id: commentId(11),
          author: mira,
          body: 'Die 48 Stunden sind der Punkt – danach erinnert sich keiner mehr an den Stand.',
          createdAt: at(16, 12, 30),
          likeCount: 2,
          likedBy: [],
        },
        {
          id: commentId(12),
          author: julia,
          body: 'Habt ihr die Vorlage auch auf Englisch?',
          createdAt: at(17, 9, 5),
          likeCount: 0,
          likedBy: [],
        },
      ],
    },
    {
      id: POSTS.crmSurvey,
      category: questions,
      author: clara,
      title: 'Umfrage: Welche Felder pflegt ihr im CRM wirklich?',
      bodyHtml:
        '<p>Wir räumen die Lead-Maske auf. Welche Felder füllt ihr bei jedem Lead aus, welche nie? Die Umfrage läuft bis Ende der Woche.</p>',
      createdAt: at(10, 9, 30),
      likeCount: 7,
      likedBy: [],
      closed: true,
      history: [{ action: 'closed', actorName: clara.name, createdAt: at(14, 18) }],
      comments: [
        {
          id: commentId(14),
          author: katrin,
          body: 'Bei uns: nächster Schritt mit Datum. Alles andere ist Kür.',
          createdAt: at(10, 11, 20),
          likeCount: 5,
          likedBy: [],
        },
        {
          id: commentId(15),
          author: anna,
          body: 'Dito – und der Grund, wenn ein Lead verloren geht.',
          createdAt: at(11, 8, 45),
          likeCount: 2,
          likedBy: [],
        },
      ],
    },
    {
      id: POSTS.negotiation,
      category: questions,
      author: katrin,
      title: 'Preisverhandlung mit dem Einkauf: Rabatt gegen Laufzeit?',
      bodyHtml:
        '<p>Der Einkauf eines Neukunden will 12 % Rabatt. Gebt ihr den gegen eine längere Laufzeit, oder haltet ihr den Listenpreis und legt Leistung drauf?</p>',
      createdAt: at(6, 15),
      likeCount: 11,
      likedBy: [],
      comments: [],
    },
    {
      id: POSTS.municipal,
      category: questions,
      author: oliver,
      title: 'Suche Ansprechpartner bei Stadtwerken – wer hat Kontakte?',
      bodyHtml:
        '<p>Wer kann mir Namen und Telefonnummern bei Stadtwerken in Niedersachsen geben?</p>',
      createdAt: at(5, 13, 20),
      likeCount: 0,
      likedBy: [],
      hidden: true,
      history: [{ action: 'hidden', actorName: clara.name, createdAt: at(5, 14) }],
      comments: [],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The server's reads, over the records

const EXCERPT_CHARS = 280;

/** The post's text as the server stores it beside the HTML (`bodyText`). */
function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/g, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function countComments(post: PostRecord): number {
  return post.comments.reduce(
    (sum, comment) =>
      sum +
      (comment.deleted ? 0 : 1) +
      (comment.replies ?? []).filter((reply) => !reply.deleted).length,
    0,
  );
}

function readable(post: PostRecord, viewer: CommunityViewer): boolean {
  return !post.hidden || viewer.ourEmployee || post.author.id === viewer.id;
}

function summaryOf(post: PostRecord, viewer: CommunityViewer, newSince: Date | null): PostSummary {
  return {
    id: post.id,
    title: post.title,
    excerpt: plainText(post.bodyHtml).slice(0, EXCERPT_CHARS),
    category: { id: post.category.id, name: post.category.name },
    author: authorOf(post.author),
    likeCount: post.likeCount,
    commentCount: countComments(post),
    likedByMe: post.likedBy.includes(viewer.id),
    pinned: post.pinned ?? false,
    closed: post.closed ?? false,
    hidden: post.hidden ?? false,
    isNew: newSince !== null && post.createdAt > newSince && post.author.id !== viewer.id,
    editedAt: post.editedAt ?? null,
    createdAt: post.createdAt,
    mine: post.author.id === viewer.id,
    images: post.images ?? [],
  };
}

function detailOf(post: PostRecord, viewer: CommunityViewer): PostDetail {
  const sees = viewer.ourEmployee || post.author.id === viewer.id;
  return {
    ...summaryOf(post, viewer, null),
    bodyHtml: post.bodyHtml,
    history: sees ? (post.history ?? []) : [],
  };
}

function nodeOf(comment: CommentRecord, parentId: string | null, viewer: CommunityViewer) {
  const node: CommentNode = {
    id: comment.id,
    parentId,
    author: authorOf(comment.author),
    body: comment.deleted ? '' : comment.body,
    deleted: comment.deleted ?? false,
    likeCount: comment.likeCount,
    likedByMe: comment.likedBy.includes(viewer.id),
    editedAt: comment.editedAt ?? null,
    createdAt: comment.createdAt,
    mine: comment.author.id === viewer.id,
    replies: (comment.replies ?? [])
      .filter((reply) => !reply.deleted)
      .map((reply) => nodeOf(reply, comment.id, viewer)),
  };
  return node;
}

/** `community.comments.list`: oldest first; a deleted one stays while it has replies. */
function commentsOf(post: PostRecord, viewer: CommunityViewer): CommentNode[] {
  return post.comments
    .map((comment) => nodeOf(comment, null, viewer))
    .filter((node) => !node.deleted || node.replies.length > 0);
}

const fold = (text: string) =>
  text
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');

/** Roughly the German stemmer: 'Kündigungen' finds 'Kündigung' and the other way round. */
const stemOf = (word: string) => fold(word).replace(/(en|er|e|n|s)$/, '');

function matcher(query: string) {
  const stems = query
    .split(/\s+/)
    .map(stemOf)
    .filter((stem) => stem.length >= 3);
  return (word: string) => stems.some((stem) => fold(word).startsWith(stem));
}

const WORD = /[\p{L}\p{N}]+/gu;

/** ts_headline's passage: some 30 words around the first match, the matching words marked. */
function passageOf(text: string, matches: (word: string) => boolean): CommunityHit['passage'] {
  const words = text.split(/\s+/).filter(Boolean);
  const first = Math.max(
    0,
    words.findIndex((word) => [...word.matchAll(WORD)].some(([token]) => matches(token))),
  );
  const passage = words.slice(Math.max(0, first - 6), Math.max(0, first - 6) + 30).join(' ');
  const segments: CommunityHit['passage'] = [];
  let last = 0;
  for (const { 0: token, index } of passage.matchAll(WORD)) {
    if (!matches(token)) continue;
    if (index > last) segments.push({ text: passage.slice(last, index), match: false });
    segments.push({ text: token, match: true });
    last = index + token.length;
  }
  if (last < passage.length) segments.push({ text: passage.slice(last), match: false });
  return segments;
}

/** `community.search`: posts and comments with the words, most matches first, then newest. */
function search(
  posts: readonly PostRecord[],
  viewer: CommunityViewer,
  input: Inputs['search'],
): CommunityHit[] {
  const matches = matcher(input.query);
  const count = (text: string) => [...text.matchAll(WORD)].filter(([word]) => matches(word)).length;
  const hits: (CommunityHit & { rank: number })[] = [];
  for (const post of posts) {
    if (!readable(post, viewer)) continue;
    if (input.categoryId && post.category.id !== input.categoryId) continue;
    const about = { postId: post.id, title: post.title, category: post.category.name };
    const text = plainText(post.bodyHtml);
    const rank = count(`${post.title} ${text}`);
    const byAuthor = (author: Member) => !input.authorId || author.id === input.authorId;
    if (rank > 0 && byAuthor(post.author)) {
      hits.push({
        ...about,
        kind: 'post',
        commentId: null,
        authorId: post.author.id,
        authorName: post.author.name,
        passage: passageOf(text, matches),
        createdAt: post.createdAt,
        rank,
      });
    }
    for (const comment of post.comments.flatMap((top) => [top, ...(top.replies ?? [])])) {
      const commentRank = comment.deleted ? 0 : count(comment.body);
      if (commentRank === 0 || !byAuthor(comment.author)) continue;
      hits.push({
        ...about,
        kind: 'comment',
        commentId: comment.id,
        authorId: comment.author.id,
        authorName: comment.author.name,
        passage: passageOf(comment.body, matches),
        createdAt: comment.createdAt,
        rank: commentRank,
      });
    }
  }
  return hits
    .sort((a, b) => b.rank - a.rank || b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, 20)
    .map(({ rank: _rank, ...hit }) => hit);
}

/** `community.mentionCandidates`: members whose name (or a part of it) starts with the text. */
function mentionCandidates(viewer: CommunityViewer, query: string) {
  const wanted = fold(query.trim());
  return communityPeople
    .filter((person) => person.id !== viewer.id)
    .filter(
      (person) =>
        !wanted ||
        fold(person.name)
          .split(' ')
          .some((part) => part.startsWith(wanted)),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
    .slice(0, 8)
    .map((person) => ({
      id: person.id,
      label: person.name,
      description: person.staff ? 'Sprint-Team' : person.company,
      avatarUrl: null,
    }));
}

// ---------------------------------------------------------------------------------------------
// Boards

export type BoardOptions = {
  /** Whose place is 'Du'. */
  viewer?: CommunityViewer;
  /** The viewer chose 'In der Rangliste ausblenden'. */
  hidden?: boolean;
  /** Who takes part; `communityPeople` when not given. */
  members?: readonly Member[];
};

const TOP = 10;

/** `leaderboard.board`: the top 10 of a period, in the viewer's company or the community. */
export function boardFixture(
  period: LeaderboardPeriod,
  scope: 'company' | 'community',
  { viewer = memberViewer, hidden = false, members = communityPeople }: BoardOptions = {},
): Leaderboard {
  const self = members.find((person) => person.id === viewer.id);
  const eligible = members.filter(
    (person) =>
      person.points[period] > 0 &&
      !(hidden && person.id === viewer.id) &&
      (scope === 'community' || person.company === self?.company),
  );
  const entryOf = (person: Member): Entry => ({
    rank: 1 + eligible.filter((other) => other.points[period] > person.points[period]).length,
    userId: person.id,
    name: person.name,
    avatarUrl: null,
    company: scope === 'community' ? person.company : null,
    level: levelOf(person.points.all),
    points: person.points[period],
    isMe: person.id === viewer.id,
  });
  const ranked = eligible
    .map(entryOf)
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, 'de'));
  let me = ranked.find((entry) => entry.isMe) ?? null;
  if (!me && self && !hidden) {
    // Not on the board yet (no points in the period): last place, with 0.
    me = { ...entryOf(self), rank: ranked.length + 1, company: null, points: 0 };
  }
  return { period, scope, entries: ranked.filter((entry) => entry.rank <= TOP).slice(0, TOP), me };
}

/** `leaderboard.me`: level, points to the next one and this week's place in the company. */
export function standingFixture(
  points: number,
  {
    weekRank = null,
    weekPoints = 0,
    hidden = false,
  }: { weekRank?: number | null; weekPoints?: number; hidden?: boolean } = {},
): Standing {
  return {
    ...levelProgress(points),
    hiddenFromLeaderboard: hidden,
    weekRank: hidden ? null : weekRank,
    weekPoints: hidden ? 0 : weekPoints,
  };
}

/** Anna Berger: 87 points (Level 4), second in her company this week. */
export const annaStandingFixture: Standing = (() => {
  const week = boardFixture('7d', 'company').me;
  return standingFixture(anna.points.all, {
    weekRank: week?.rank ?? null,
    weekPoints: week?.points ?? 0,
  });
})();

// ---------------------------------------------------------------------------------------------
// The server

const failure = (status: number, code: string, message: string): TrpcFailure => ({
  status,
  code,
  message,
});

/** A company that was not admitted (yet): every community procedure refuses. */
export const COMMUNITY_CLOSED = failure(403, 'FORBIDDEN', COMMUNITY_NOT_OPEN);
export const POST_GONE = failure(404, 'NOT_FOUND', POST_NOT_FOUND);

type QueryPath =
  | 'community.categories.list'
  | 'community.posts.list'
  | 'community.posts.byId'
  | 'community.comments.list'
  | 'community.search'
  | 'community.mentionCandidates'
  | 'leaderboard.board'
  | 'leaderboard.me';

type MutationPath =
  | 'community.posts.create'
  | 'community.posts.update'
  | 'community.posts.delete'
  | 'community.posts.pin'
  | 'community.posts.close'
  | 'community.posts.hide'
  | 'community.comments.create'
  | 'community.comments.update'
  | 'community.comments.delete'
  | 'community.likes.toggle'
  | 'storage.uploads.create'
  | 'storage.uploads.complete'
  | 'storage.uploads.abort';

/** Every procedure of the community pages: for the stories of a company that is not admitted. */
export const COMMUNITY_PATHS: QueryPath[] = [
  'community.categories.list',
  'community.posts.list',
  'community.posts.byId',
  'community.comments.list',
  'community.search',
  'community.mentionCandidates',
];

export type CommunityServerOptions = {
  /** Who asks; Anna Berger of Nordlicht when not given. */
  viewer?: CommunityViewer;
  /** The community's posts; `postFixtures()` when not given. */
  posts?: PostRecord[];
  /** The server's feed pages hold 20 posts; a story may cut them shorter to show paging. */
  pageSize?: number;
  /** The viewer's standing for the dashboard card; Anna Berger's when not given. */
  standing?: Standing;
  /** Options of the boards (`hidden` for someone who left the ranking). */
  board?: Omit<BoardOptions, 'viewer'>;
  /** Procedures that fail, e.g. `{ 'community.posts.list': SERVER_DOWN }`. */
  fail?: Partial<Record<QueryPath | MutationPath, TrpcFailure>>;
  /** Procedures that never answer (loading states). */
  pending?: QueryPath[];
  /** Sees every mutation with its input (spies in play functions). */
  onMutation?: (path: string, input: unknown) => void;
};

/**
 * The community and leaderboard procedures over the posts, as the viewer may read them: the
 * feed (pinned first, 'Neueste' or 'Beliebt', a page at a time), a post with its comments, the
 * search with its passages, the @ list, the boards and the dashboard's standing. Writes change
 * the posts as the server does and refuse what it refuses (one's own like, a closed post,
 * moderation by a member). `reset()` brings back the first posts.
 */
export function communityServer(
  options: CommunityServerOptions = {},
): HttpHandler[] & { reset: () => void } {
  const viewer = options.viewer ?? memberViewer;
  const pageSize = options.pageSize ?? 20;
  const fail = options.fail ?? {};
  const pending = new Set<string>(options.pending ?? []);
  let posts: PostRecord[] = [];
  let created = 0;
  let upload: { fileName: string; contentType: string; bytes: number } | null = null;
  const reset = () => {
    posts = structuredClone(options.posts ?? postFixtures());
    created = 0;
  };
  reset();

  const notFound = { fail: POST_GONE };
  const readablePost = (id: string) =>
    posts.find((post) => post.id === id && readable(post, viewer));
  const findComment = (id: string) => {
    for (const post of posts) {
      for (const top of post.comments) {
        if (top.id === id) return { post, comment: top, parent: null };
        const reply = top.replies?.find((candidate) => candidate.id === id);
        if (reply) return { post, comment: reply, parent: top };
      }
    }
    return null;
  };
  const commentGone = { fail: failure(404, 'NOT_FOUND', COMMENT_NOT_FOUND) };

  const queries: Record<QueryPath, (input: never) => TrpcCallAnswer> = {
    'community.categories.list': () => ({ value: categoriesFixture }),
    'community.posts.list': (input: Inputs['posts']['list'] | undefined) => {
      const sort = input?.sort ?? 'new';
      const visible = posts.filter(
        (post) =>
          readable(post, viewer) && (!input?.categoryId || post.category.id === input.categoryId),
      );
      const items = visible
        .filter((post) => !post.pinned)
        .sort(
          (a, b) =>
            (sort === 'top' ? b.likeCount - a.likeCount : 0) ||
            b.createdAt.getTime() - a.createdAt.getTime(),
        );
      const start = input?.cursor ? Number(input.cursor) : 0;
      const newSince = viewer.id === anna.id ? PREVIOUS_VISIT : null;
      const page: FeedPage = {
        pinned: input?.cursor
          ? []
          : visible.filter((post) => post.pinned).map((post) => summaryOf(post, viewer, newSince)),
        items: items
          .slice(start, start + pageSize)
          .map((post) => summaryOf(post, viewer, newSince)),
        nextCursor: start + pageSize < items.length ? String(start + pageSize) : null,
        newSince,
      };
      return { value: page };
    },
    'community.posts.byId': ({ postId: id }: Inputs['posts']['byId']) => {
      const post = readablePost(id);
      return post ? { value: detailOf(post, viewer) } : notFound;
    },
    'community.comments.list': ({ postId: id }: Inputs['comments']['list']) => {
      const post = readablePost(id);
      return post ? { value: commentsOf(post, viewer) } : notFound;
    },
    'community.search': (input: Inputs['search']) => ({ value: search(posts, viewer, input) }),
    'community.mentionCandidates': ({ query }: Inputs['mentionCandidates']) => ({
      value: mentionCandidates(viewer, query),
    }),
    'leaderboard.board': (input: RouterInputs['leaderboard']['board']) => ({
      value: boardFixture(input?.period ?? '7d', input?.scope ?? 'company', {
        ...options.board,
        viewer,
      }),
    }),
    'leaderboard.me': () => ({ value: options.standing ?? annaStandingFixture }),
  };

  const moderate =
    (key: 'pinned' | 'closed' | 'hidden', on: string, off: string) =>
    (input: Inputs['posts']['pin']): TrpcCallAnswer => {
      if (!viewer.ourEmployee) return { fail: failure(403, 'FORBIDDEN', MODERATORS_ONLY) };
      const post = readablePost(input.postId);
      if (!post) return notFound;
      if ((post[key] ?? false) !== input.on) {
        post[key] = input.on;
        const actor = communityPeople.find((person) => person.id === viewer.id);
        post.history = [
          ...(post.history ?? []),
          { action: input.on ? on : off, actorName: actor?.name ?? '', createdAt: new Date() },
        ];
      }
      return { value: { id: post.id } };
    };

  const mutations: Record<MutationPath, (input: never) => TrpcCallAnswer> = {
    'community.posts.create': (input: Inputs['posts']['create']) => {
      const category = categoriesFixture.find((candidate) => candidate.id === input.categoryId);
      if (!category) return notFound;
      if (category.staffOnly && !viewer.ourEmployee) {
        return { fail: failure(403, 'FORBIDDEN', STAFF_ONLY_CATEGORY) };
      }
      created += 1;
      const author = communityPeople.find((person) => person.id === viewer.id) ?? anna;
      const id = postId(100 + created);
      posts.push({
        id,
        category,
        author,
        title: input.title,
        bodyHtml: input.bodyHtml,
        createdAt: new Date(),
        likeCount: 0,
        likedBy: [],
        images: (input.images ?? []).map((image) => ({ ...image, url: imageUrl(image.path) })),
        comments: [],
      });
      return { value: { id } };
    },
    'community.posts.update': ({ postId: id, ...changes }: Inputs['posts']['update']) => {
      const post = readablePost(id);
      if (!post) return notFound;
      if (post.author.id !== viewer.id) return { fail: failure(403, 'FORBIDDEN', NOT_AUTHOR) };
      const category = categoriesFixture.find((candidate) => candidate.id === changes.categoryId);
      Object.assign(post, {
        category: category ?? post.category,
        title: changes.title ?? post.title,
        bodyHtml: changes.bodyHtml ?? post.bodyHtml,
        images: changes.images
          ? changes.images.map((image) => ({ ...image, url: imageUrl(image.path) }))
          : post.images,
        editedAt: new Date(),
      });
      return { value: { id } };
    },
    'community.posts.delete': ({ postId: id }: Inputs['posts']['delete']) => {
      const post = readablePost(id);
      if (!post) return notFound;
      if (post.author.id !== viewer.id && !viewer.ourEmployee) {
        return { fail: failure(403, 'FORBIDDEN', NOT_AUTHOR) };
      }
      posts = posts.filter((candidate) => candidate !== post);
      return { value: { id } };
    },
    'community.posts.pin': moderate('pinned', 'pinned', 'unpinned'),
    'community.posts.close': moderate('closed', 'closed', 'reopened'),
    'community.posts.hide': moderate('hidden', 'hidden', 'shown'),
    'community.comments.create': (input: Inputs['comments']['create']) => {
      const post = readablePost(input.postId);
      if (!post) return notFound;
      if (post.closed) return { fail: failure(412, 'PRECONDITION_FAILED', POST_CLOSED) };
      const author = communityPeople.find((person) => person.id === viewer.id) ?? anna;
      created += 1;
      const comment: CommentRecord = {
        id: commentId(100 + created),
        author,
        body: input.body,
        createdAt: new Date(),
        likeCount: 0,
        likedBy: [],
      };
      if (input.parentId) {
        const parent = post.comments.find((candidate) => candidate.id === input.parentId);
        if (!parent) {
          return findComment(input.parentId)
            ? { fail: failure(400, 'BAD_REQUEST', REPLY_TOO_DEEP) }
            : commentGone;
        }
        parent.replies = [...(parent.replies ?? []), comment];
      } else {
        post.comments.push(comment);
      }
      return { value: { id: comment.id } };
    },
    'community.comments.update': ({ commentId: id, body }: Inputs['comments']['update']) => {
      const found = findComment(id);
      if (!found || found.comment.deleted) return commentGone;
      if (found.comment.author.id !== viewer.id) {
        return { fail: failure(403, 'FORBIDDEN', NOT_AUTHOR) };
      }
      found.comment.body = body;
      found.comment.editedAt = new Date();
      return { value: { id } };
    },
    'community.comments.delete': ({ commentId: id }: Inputs['comments']['delete']) => {
      const found = findComment(id);
      if (!found || found.comment.deleted) return commentGone;
      if (found.comment.author.id !== viewer.id && !viewer.ourEmployee) {
        return { fail: failure(403, 'FORBIDDEN', NOT_AUTHOR) };
      }
      found.comment.deleted = true;
      return { value: { id, postId: found.post.id } };
    },
    'storage.uploads.create': (input: RouterInputs['storage']['uploads']['create']) => {
      upload = { fileName: input.fileName, contentType: input.contentType, bytes: input.bytes };
      return {
        value: {
          uploadId: 'story-upload',
          partSize: 8 * 1024 * 1024,
          partCount: 1,
          partUrl: '/api/uploads/story-upload?expires=1&signature=story',
        },
      };
    },
    'storage.uploads.complete': () => ({
      value: {
        path: UPLOADED_IMAGE_PATH,
        contentType: upload?.contentType ?? 'image/png',
        bytes: upload?.bytes ?? 0,
        fileName: upload?.fileName ?? 'bild.png',
      },
    }),
    'storage.uploads.abort': () => ({ value: { aborted: true } }),
    'community.likes.toggle': (input: Inputs['likes']['toggle']) => {
      const target =
        'postId' in input ? readablePost(input.postId) : findComment(input.commentId)?.comment;
      if (!target) return 'postId' in input ? notFound : commentGone;
      if (target.author.id === viewer.id) return { fail: failure(400, 'BAD_REQUEST', OWN_LIKE) };
      const liked = !target.likedBy.includes(viewer.id);
      target.likedBy = liked
        ? [...target.likedBy, viewer.id]
        : target.likedBy.filter((id) => id !== viewer.id);
      target.likeCount = Math.max(0, target.likeCount + (liked ? 1 : -1));
      return { value: { liked, likeCount: target.likeCount } };
    },
  };

  const answer = (
    table: Record<string, (input: never) => TrpcCallAnswer>,
    path: string,
    input: unknown,
  ): TrpcCallAnswer => {
    const refusal = fail[path as QueryPath | MutationPath];
    return refusal ? { fail: refusal } : (table[path]?.(input as never) ?? { value: null });
  };

  const decode = (raw: Record<string, SuperJSONResult>, paths: string[]) =>
    paths.map((path, index) => {
      const call = raw[String(index)];
      return { path, input: call ? superjson.deserialize(call) : undefined };
    });

  const handlers = [
    http.get(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in queries)) return undefined;
      if (paths.some((path) => pending.has(path))) await delay('infinite');
      const raw = JSON.parse(new URL(request.url).searchParams.get('input') ?? '{}') as Record<
        string,
        SuperJSONResult
      >;
      return trpcReply(
        paths,
        decode(raw, paths).map(({ path, input }) => answer(queries, path, input)),
      );
    }),
    http.post(`${TRPC_PATH}/:paths`, async ({ request, params }) => {
      const paths = String(params.paths).split(',');
      if (!paths.every((path) => path in mutations)) return undefined;
      const raw = (await request.json()) as Record<string, SuperJSONResult>;
      return trpcReply(
        paths,
        decode(raw, paths).map(({ path, input }) => {
          options.onMutation?.(path, input);
          return answer(mutations, path, input);
        }),
      );
    }),
    http.put('/api/uploads/:uploadId', async ({ request }) => {
      const body = await request.arrayBuffer();
      return HttpResponse.json({ part: 1, bytes: body.byteLength });
    }),
  ];
  return Object.assign(handlers, { reset });
}

/** Every community procedure refuses: an admitted company was closed again meanwhile. */
export function closedCommunityServer(): HttpHandler[] & { reset: () => void } {
  return communityServer({
    fail: Object.fromEntries(COMMUNITY_PATHS.map((path) => [path, COMMUNITY_CLOSED])),
  });
}
