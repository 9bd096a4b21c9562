import { count, eq, inArray } from 'drizzle-orm';
import { users } from '../../platform/identity/schema';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import type { SeedStep } from '../../platform/seed';
import { writeSettings } from '../../platform/settings/settings';
import { communityAccess } from './access';
import { communityCategories, communityComments, communityPosts } from './schema';
import {
  createCategory,
  createComment,
  createPost,
  moderatePost,
  toggleLike,
  type Viewer,
} from './service';

type DemoPost = {
  category: number;
  by: string;
  title: string;
  html: string;
  /** Hours before now. */
  hoursAgo: number;
  pinned?: boolean;
  comments?: { by: string; body: string; replies?: { by: string; body: string }[] }[];
  likedBy?: string[];
};

export const DEMO_CATEGORIES = [
  { name: 'Ankündigungen', staffOnly: true },
  { name: 'Erfolge', staffOnly: false },
  { name: 'Fragen & Antworten', staffOnly: false },
  { name: 'Akquise-Tipps', staffOnly: false },
];

const CLARA = 'chef@sprint.local';
const TIM = 'team@sprint.local';
const NORA = 'kunde@nordlicht.local';
const MEHMET = 'mehmet.yilmaz@nordlicht.local';
const LEA = 'lea.hoffmann@nordlicht.local';

/** A community that has been going for a few weeks: wins, questions, tips, one announcement. */
export const DEMO_POSTS: DemoPost[] = [
  {
    category: 0,
    by: CLARA,
    title: 'Willkommen in der Sprint-Community!',
    html: '<p>Hier tauschen sich Vertriebsteams aus: <strong>Erfolge</strong>, <strong>Fragen</strong> und <strong>Akquise-Tipps</strong>. Für jedes „Gefällt mir“ gibt es einen Punkt – ab Level 3 schalten sich weitere Trainings frei.</p><p>Bitte bleibt freundlich und teilt keine Kundendaten.</p>',
    hoursAgo: 24 * 20,
    pinned: true,
    likedBy: [TIM, NORA],
    comments: [{ by: NORA, body: 'Danke! Wir freuen uns, dabei zu sein.' }],
  },
  {
    category: 1,
    by: NORA,
    title: 'Rahmenvertrag mit 40 Filialen unterschrieben',
    html: '<p>Nach vier Monaten und drei Präsentationen hat der Einkauf heute unterschrieben. Entscheidend war am Ende die Referenz aus derselben Branche und ein Pilot mit zwei Filialen.</p>',
    hoursAgo: 30,
    likedBy: [CLARA, TIM],
    comments: [
      {
        by: CLARA,
        body: 'Glückwunsch, Nora! Wie lange lief der Pilot?',
        replies: [{ by: NORA, body: 'Sechs Wochen – danach waren die Zahlen eindeutig.' }],
      },
      { by: TIM, body: 'Stark! Die Referenz-Idee klaue ich mir.' },
    ],
  },
  {
    category: 2,
    by: TIM,
    title: 'Wie geht ihr mit Kündigungen kurz vor der Verlängerung um?',
    html: '<p>Zwei Kunden haben diese Woche gekündigt, beide vier Wochen vor der Verlängerung. Ruft ihr sofort an oder schreibt ihr erst eine Mail?</p>',
    hoursAgo: 8,
    likedBy: [NORA],
    comments: [
      {
        by: NORA,
        body: 'Sofort anrufen. Bei uns hilft ein kurzes Gespräch mit der Frage, was sich geändert hat – oft ist es nur das Budget, und ein kleineres Paket rettet den Vertrag.',
        replies: [{ by: TIM, body: 'Guter Punkt mit dem kleineren Paket, danke!' }],
      },
    ],
  },
  {
    category: 3,
    by: CLARA,
    title: 'Drei Sätze für den ersten Anruf',
    html: '<ol><li>Wer du bist und warum du anrufst – in einem Satz.</li><li>Eine Beobachtung über ihr Unternehmen.</li><li>Eine Frage, die sie mit Ja oder Nein beantworten können.</li></ol><p>Probiert es eine Woche lang und berichtet!</p>',
    hoursAgo: 52,
    likedBy: [TIM, NORA],
    comments: [
      {
        by: TIM,
        body: 'Seit ich mit der Beobachtung einsteige, legen deutlich weniger sofort auf.',
      },
    ],
  },
  {
    category: 3,
    by: NORA,
    title: 'LinkedIn-Nachrichten: kurz schlägt lang',
    html: '<p>Wir haben 200 Erstnachrichten verglichen: unter 300 Zeichen hatten doppelt so viele Antworten. Keine Links in der ersten Nachricht!</p>',
    hoursAgo: 3,
    likedBy: [CLARA, MEHMET],
    comments: [
      {
        by: LEA,
        body: 'Deckt sich mit unseren Zahlen. Eine konkrete Frage am Ende hilft zusätzlich.',
      },
    ],
  },
  {
    category: 2,
    by: MEHMET,
    title: 'Einwand „zu teuer“ – wie reagiert ihr im ersten Gespräch?',
    html: '<p>Ich höre „zu teuer“ oft, bevor wir überhaupt über den Nutzen gesprochen haben. Habt ihr eine Frage, mit der ihr das Gespräch wieder öffnet?</p>',
    hoursAgo: 20,
    likedBy: [LEA, TIM],
    comments: [
      {
        by: CLARA,
        body: 'Frag nach dem Vergleich: „Zu teuer im Vergleich wozu?“ – danach weißt du, ob es ums Budget oder um den Wert geht.',
        replies: [{ by: MEHMET, body: 'Probiere ich morgen gleich aus, danke!' }],
      },
    ],
  },
  {
    category: 1,
    by: LEA,
    title: 'Erster Monat über Ziel – dank Tagesplanung',
    html: '<p>Seit ich jeden Morgen zuerst die drei wichtigsten Rückrufe plane, habe ich mein Monatsziel um 12 % übertroffen. Kleine Routine, große Wirkung.</p>',
    hoursAgo: 44,
    likedBy: [NORA, MEHMET, CLARA],
  },
];

/**
 * The demo community: categories, posts with comments and replies, likes (and so points and
 * a leaderboard), opened for Nordlicht, whose team writes along with Sprint's employees
 * (Kleinkram stays outside, as spec §6 has it by default). Only into an empty community.
 */
export const seedCommunity: SeedStep = async ({ db, now }) => {
  const [existing] = await db.select({ value: count() }).from(communityCategories);
  if ((existing?.value ?? 0) > 0) return;
  await writeSettings(db, { customerId: DEMO_CUSTOMER_IDS.nordlicht }, communityAccess, {
    open: true,
  });

  const people = await db
    .select({
      id: users.id,
      email: users.email,
      ourEmployee: users.ourEmployee,
      activeCustomerId: users.activeCustomerId,
    })
    .from(users)
    .where(inArray(users.email, [CLARA, TIM, NORA, MEHMET, LEA]));
  const viewer = (email: string): Viewer => {
    const person = people.find((candidate) => candidate.email === email);
    if (!person) throw new Error(`no demo user ${email}`);
    const customerId = email.endsWith('@nordlicht.local')
      ? DEMO_CUSTOMER_IDS.nordlicht
      : DEMO_CUSTOMER_IDS.sprintDemo;
    return { userId: person.id, ourEmployee: person.ourEmployee, customerId };
  };

  const categories = [];
  for (const category of DEMO_CATEGORIES) categories.push(await createCategory(db, category));
  for (const demo of DEMO_POSTS) {
    const categoryId = categories[demo.category]?.id;
    if (!categoryId) throw new Error('no category');
    const at = new Date(now.getTime() - demo.hoursAgo * 3_600_000);
    const post = await createPost(db, viewer(demo.by), {
      categoryId,
      title: demo.title,
      bodyHtml: demo.html,
    });
    await db.update(communityPosts).set({ createdAt: at }).where(eq(communityPosts.id, post.id));
    if (demo.pinned) await moderatePost(db, viewer(CLARA), 'pin', { postId: post.id, on: true });
    for (const [index, comment] of (demo.comments ?? []).entries()) {
      const written = await createComment(db, viewer(comment.by), {
        postId: post.id,
        body: comment.body,
      });
      const commentAt = new Date(at.getTime() + (index + 1) * 40 * 60_000);
      await db
        .update(communityComments)
        .set({ createdAt: commentAt })
        .where(eq(communityComments.id, written.id));
      for (const reply of comment.replies ?? []) {
        const replied = await createComment(db, viewer(reply.by), {
          postId: post.id,
          parentId: written.id,
          body: reply.body,
        });
        await db
          .update(communityComments)
          .set({ createdAt: new Date(commentAt.getTime() + 25 * 60_000) })
          .where(eq(communityComments.id, replied.id));
      }
      // Every comment of another's gets a like from the post's author.
      if (comment.by !== demo.by) await toggleLike(db, viewer(demo.by), { commentId: written.id });
    }
    for (const liker of demo.likedBy ?? [])
      await toggleLike(db, viewer(liker), { postId: post.id });
  }
};
