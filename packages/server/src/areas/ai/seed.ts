import { eq } from 'drizzle-orm';
import { users } from '../../platform/identity/schema';
import { DEMO_CUSTOMER_IDS } from '../../platform/identity/seed';
import type { SeedStep } from '../../platform/seed';
import { writeSettings } from '../../platform/settings/settings';
import type { ChatCategory } from './model';
import { chatTitle } from './prompts';
import { aiChats, aiMessages, aiUsage } from './schema';
import { aiSettings } from './settings';
import { templateAnswer } from './templates';

/** The demo company's profile 'Marke & Angebot': what every answer in the demo builds on. */
export const DEMO_PROFILE = {
  offer:
    'Sprint: Vertriebscoaching und Software für Teams im Mittelstand – Leads, Outreach und Trainings an einem Ort.',
  audience: 'Geschäftsführer und Vertriebsleiter in B2B-Unternehmen mit 10 bis 200 Mitarbeitenden',
  tone: 'klar, nahbar, ohne Floskeln; per du auf LinkedIn',
  examples:
    'Wir helfen Vertriebsteams, jede Woche planbar neue Gespräche zu führen – ohne Kaltakquise-Frust.',
};

type DemoChat = {
  id: string;
  category: ChatCategory;
  question: string;
  variables: Record<string, string>;
  /** Days before now. */
  daysAgo: number;
};

/** Fixed ids: the seed runs again without adding anything twice. */
const DEMO_CHATS: DemoChat[] = [
  {
    id: '5a1e0c7d-7b1f-4f0e-9d51-0c2a9e3a0001',
    category: 'postgenerator',
    question: 'Schreib einen Beitrag über unseren größten Kundenerfolg.',
    variables: {
      thema: 'Wie ein Maschinenbauer seine Termine verdoppelt hat',
      zielgruppe: 'Vertriebsleiter im Maschinenbau',
      tonalitaet: 'Inspirierend',
      plattform: 'LinkedIn',
      laenge: 'Mittel',
    },
    daysAgo: 1,
  },
  {
    id: '5a1e0c7d-7b1f-4f0e-9d51-0c2a9e3a0002',
    category: 'objection-handler',
    question: '„Das ist uns gerade zu teuer.“',
    variables: { einwandtyp: 'Preis', tonalitaet: 'Professionell' },
    daysAgo: 2,
  },
  {
    id: '5a1e0c7d-7b1f-4f0e-9d51-0c2a9e3a0003',
    category: 'content-kalender',
    question: 'Plane meine Beiträge für die nächsten zwei Wochen.',
    variables: { thema: 'Vertrieb im Handwerk', plattform: 'LinkedIn', zeitraum: '2 Wochen' },
    daysAgo: 3,
  },
  {
    id: '5a1e0c7d-7b1f-4f0e-9d51-0c2a9e3a0004',
    category: 'allgemein',
    question: 'Wie strukturiere ich ein Erstgespräch in 20 Minuten?',
    variables: {},
    daysAgo: 5,
  },
];

/** Clara Chef's conversations in the Sprint Demo GmbH, answered in the Vorlagen-Modus. */
export const seedAi: SeedStep = async ({ db, now }) => {
  const tenant = { customerId: DEMO_CUSTOMER_IDS.sprintDemo };
  await writeSettings(db, tenant, aiSettings, DEMO_PROFILE);
  const [chef] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'chef@sprint.local'))
    .limit(1);
  if (!chef) return;
  for (const chat of DEMO_CHATS) {
    const at = new Date(now.getTime() - chat.daysAgo * 86_400_000);
    const inserted = await db
      .insert(aiChats)
      .values({
        id: chat.id,
        customerId: tenant.customerId,
        userId: chef.id,
        category: chat.category,
        title: chatTitle(chat.question),
        variables: chat.variables,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: aiChats.id });
    if (inserted.length === 0) continue;
    const [question] = await db
      .insert(aiMessages)
      .values({
        customerId: tenant.customerId,
        chatId: chat.id,
        role: 'user',
        content: chat.question,
        createdAt: at,
      })
      .returning({ id: aiMessages.id });
    const answer = templateAnswer({
      category: chat.category,
      variables: chat.variables,
      question: chat.question,
      profile: DEMO_PROFILE,
      lead: null,
      today: at,
      variant: 0,
    });
    const [stored] = await db
      .insert(aiMessages)
      .values({
        customerId: tenant.customerId,
        chatId: chat.id,
        parentId: question?.id ?? null,
        role: 'assistant',
        content: answer,
        model: 'vorlagen',
        createdAt: new Date(at.getTime() + 4_000),
      })
      .returning({ id: aiMessages.id });
    await db
      .update(aiChats)
      .set({ leafId: stored?.id ?? null })
      .where(eq(aiChats.id, chat.id));
    await db.insert(aiUsage).values({
      customerId: tenant.customerId,
      userId: chef.id,
      kind: 'chat',
      model: 'vorlagen',
      at,
    });
  }
};
