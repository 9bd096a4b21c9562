import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { users } from '../../platform/identity/schema';
import type { ChatCategory } from './model';
import { aiChats, aiMessages } from './schema';

/** A stored conversation: one question and its answer (tests only). */
export async function createChat(
  db: Database,
  owner: { customerId: string; userId: string },
  {
    category = 'allgemein',
    title = 'Geheime Unterhaltung',
    question = 'Wie gewinne ich den Großkunden?',
    answer = 'Mit einem klaren Angebot.',
  }: { category?: ChatCategory; title?: string; question?: string; answer?: string } = {},
) {
  const [chat] = await db
    .insert(aiChats)
    .values({ customerId: owner.customerId, userId: owner.userId, category, title })
    .returning();
  if (!chat) throw new Error('chat not created');
  const [asked] = await db
    .insert(aiMessages)
    .values({ customerId: owner.customerId, chatId: chat.id, role: 'user', content: question })
    .returning();
  const [answered] = await db
    .insert(aiMessages)
    .values({
      customerId: owner.customerId,
      chatId: chat.id,
      parentId: asked?.id ?? null,
      role: 'assistant',
      content: answer,
      model: 'vorlagen',
    })
    .returning();
  if (!asked || !answered) throw new Error('messages not created');
  await db.update(aiChats).set({ leafId: answered.id }).where(eq(aiChats.id, chat.id));
  return { chat, question: asked, answer: answered };
}

/** The AI chats are for employees: the probes' and tests' people become ones. */
export async function makeEmployee(db: Database, userId: string) {
  await db.update(users).set({ ourEmployee: true }).where(eq(users.id, userId));
}
