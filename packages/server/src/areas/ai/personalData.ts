import { asc, eq, inArray } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData, isoOrNull } from '../../platform/personalData';
import type { ChatCategory, ChatMessageStatus, ChatRole } from './model';
import { aiChats, aiConnections, aiMessages, aiUsage } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    aiChats: {
      id: string;
      company: string;
      category: ChatCategory;
      title: string;
      createdAt: string | null;
      messages: {
        id: string;
        parentId: string | null;
        role: ChatRole;
        content: string;
        status: ChatMessageStatus;
        createdAt: string | null;
      }[];
    }[];
    aiUsage: { kind: string; model: string; at: string | null }[];
  }
}

/**
 * The person's AI conversations (private: all of them, every version) and their requests. On
 * erasure the conversations go; the company's usage rows stay without the person (the month's
 * quota still counts them), and a connection they saved stays the company's.
 */
export const aiData = definePersonalData<'aiChats' | 'aiUsage'>({
  tables: [aiChats, aiMessages, aiUsage, aiConnections],
  async export(db, person) {
    const chats = await db
      .select({
        id: aiChats.id,
        company: customers.name,
        category: aiChats.category,
        title: aiChats.title,
        createdAt: aiChats.createdAt,
      })
      .from(aiChats)
      .innerJoin(customers, eq(customers.id, aiChats.customerId))
      .where(eq(aiChats.userId, person.userId))
      .orderBy(asc(aiChats.createdAt));
    const messages =
      chats.length === 0
        ? []
        : await db
            .select()
            .from(aiMessages)
            .where(
              inArray(
                aiMessages.chatId,
                chats.map((chat) => chat.id),
              ),
            )
            .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
    const usage = await db
      .select({ kind: aiUsage.kind, model: aiUsage.model, at: aiUsage.at })
      .from(aiUsage)
      .where(eq(aiUsage.userId, person.userId))
      .orderBy(asc(aiUsage.at));
    return {
      aiChats: chats.map((chat) => ({
        ...chat,
        createdAt: isoOrNull(chat.createdAt),
        messages: messages
          .filter((message) => message.chatId === chat.id)
          .map((message) => ({
            id: message.id,
            parentId: message.parentId,
            role: message.role,
            content: message.content,
            status: message.status,
            createdAt: isoOrNull(message.createdAt),
          })),
      })),
      aiUsage: usage.map((row) => ({ ...row, at: isoOrNull(row.at) })),
    };
  },
  async erase(tx, person) {
    await tx.delete(aiChats).where(eq(aiChats.userId, person.userId));
    await tx.update(aiUsage).set({ userId: null }).where(eq(aiUsage.userId, person.userId));
    await tx
      .update(aiConnections)
      .set({ updatedBy: null })
      .where(eq(aiConnections.updatedBy, person.userId));
  },
});
