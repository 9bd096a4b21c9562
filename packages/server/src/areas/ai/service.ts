import { and, asc, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { berlinDayStart } from '../../platform/berlin';
import type { Database } from '../../platform/db/database';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset';
import { foldSearch } from '../../platform/db/search';
import { transaction } from '../../platform/db/transaction';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import {
  CHAT_BUSY,
  CHAT_CATEGORY_LABELS,
  CHAT_NOT_FOUND,
  DAILY_QUOTA_REACHED,
  MESSAGE_NOT_FOUND,
  MONTHLY_QUOTA_REACHED,
  ONLY_LAST_QUESTION,
  type ChatCategory,
  type ChatMessageStatus,
  type ChatRole,
} from './model';
import { chatTitle } from './prompts';
import { aiChats, aiMessages, aiUsage } from './schema';

/** Whose conversations: a person sees only their own (issue 25: private chats). */
export type ChatOwner = TenantScope & { userId: string };

export type ChatListItem = {
  id: string;
  category: ChatCategory;
  title: string;
  updatedAt: Date;
};

const PAGE = 50;

export async function listChats(
  db: Database,
  owner: ChatOwner,
  input: { category: ChatCategory; search?: string; cursor?: string },
): Promise<{ items: ChatListItem[]; nextCursor: string | null }> {
  const after = input.cursor ? decodeCursor(input.cursor, 2) : null;
  const search = input.search?.trim();
  const rows = await db
    .select({
      id: aiChats.id,
      category: aiChats.category,
      title: aiChats.title,
      updatedAt: aiChats.updatedAt,
    })
    .from(aiChats)
    .where(
      ownedBy(
        aiChats,
        owner,
        eq(aiChats.userId, owner.userId),
        eq(aiChats.category, input.category),
        search
          ? sql`(${aiChats.title} ilike ${likePattern(search)} or exists (select 1 from ${aiMessages} where ${aiMessages.chatId} = ${aiChats.id} and ${aiMessages.role} = 'user' and ${aiMessages.content} ilike ${likePattern(search)}))`
          : undefined,
        after
          ? or(
              lt(aiChats.updatedAt, new Date(after[0] ?? '')),
              and(eq(aiChats.updatedAt, new Date(after[0] ?? '')), lt(aiChats.id, after[1] ?? '')),
            )
          : undefined,
      ),
    )
    .orderBy(desc(aiChats.updatedAt), desc(aiChats.id))
    .limit(PAGE + 1);
  const items = rows.slice(0, PAGE);
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > PAGE && last ? encodeCursor([last.updatedAt.toISOString(), last.id]) : null,
  };
}

/** The person's latest conversations of any category (the dashboard's card). */
export async function recentChats(db: Database, owner: ChatOwner, limit = 5) {
  return db
    .select({
      id: aiChats.id,
      category: aiChats.category,
      title: aiChats.title,
      updatedAt: aiChats.updatedAt,
    })
    .from(aiChats)
    .where(ownedBy(aiChats, owner, eq(aiChats.userId, owner.userId)))
    .orderBy(desc(aiChats.updatedAt), desc(aiChats.id))
    .limit(limit);
}

function likePattern(search: string) {
  return `%${search.replaceAll('\\', '\\\\').replaceAll('%', '\\%').replaceAll('_', '\\_')}%`;
}

export type ChatMessageView = {
  id: string;
  parentId: string | null;
  role: ChatRole;
  content: string;
  status: ChatMessageStatus;
  error: string | null;
  model: string | null;
  createdAt: Date;
  /** Its place among the messages with the same parent: 'Version 2 von 3'. */
  version: number;
  versions: number;
  /** The siblings in order, to switch to another version. */
  siblingIds: string[];
};

export type ChatView = {
  id: string;
  category: ChatCategory;
  title: string;
  variables: Record<string, string>;
  leadId: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The shown path, oldest first. */
  messages: ChatMessageView[];
};

async function ownChat(db: Database, owner: ChatOwner, chatId: string) {
  const [chat] = await db
    .select()
    .from(aiChats)
    .where(ownedBy(aiChats, owner, eq(aiChats.id, chatId), eq(aiChats.userId, owner.userId)))
    .limit(1);
  if (!chat) throw new ServiceError('NOT_FOUND', CHAT_NOT_FOUND);
  return chat;
}

type MessageRow = typeof aiMessages.$inferSelect;

/** The path from the root to `leafId`, with each message's versions. */
function shownPath(all: MessageRow[], leafId: string | null): ChatMessageView[] {
  const byId = new Map(all.map((message) => [message.id, message]));
  const siblings = new Map<string | null, MessageRow[]>();
  for (const message of all) {
    const list = siblings.get(message.parentId) ?? [];
    list.push(message);
    siblings.set(message.parentId, list);
  }
  const path: MessageRow[] = [];
  let current = leafId ? byId.get(leafId) : undefined;
  while (current) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path.map((message) => {
    const group = (siblings.get(message.parentId) ?? [message]).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    return {
      id: message.id,
      parentId: message.parentId,
      role: message.role,
      content: message.content,
      // An answer a crashed server left 'streaming' reads as failed: 'Neu generieren' redoes it.
      status:
        message.status === 'streaming' && !isRecent(message.updatedAt) ? 'failed' : message.status,
      error: message.error,
      model: message.model,
      createdAt: message.createdAt,
      version: group.indexOf(message) + 1,
      versions: group.length,
      siblingIds: group.map((sibling) => sibling.id),
    };
  });
}

async function messagesOf(db: Database, owner: ChatOwner, chatId: string) {
  return db
    .select()
    .from(aiMessages)
    .where(ownedBy(aiMessages, owner, eq(aiMessages.chatId, chatId)))
    .orderBy(asc(aiMessages.createdAt), asc(aiMessages.id));
}

export async function chatById(db: Database, owner: ChatOwner, chatId: string): Promise<ChatView> {
  const chat = await ownChat(db, owner, chatId);
  const all = await messagesOf(db, owner, chatId);
  return {
    id: chat.id,
    category: chat.category,
    title: chat.title,
    variables: chat.variables,
    leadId: chat.leadId,
    createdAt: chat.createdAt,
    updatedAt: chat.updatedAt,
    messages: shownPath(all, chat.leafId),
  };
}

export async function renameChat(db: Database, owner: ChatOwner, chatId: string, title: string) {
  await ownChat(db, owner, chatId);
  await db
    .update(aiChats)
    .set({ title, updatedAt: sql`now()` })
    .where(ownedBy(aiChats, owner, eq(aiChats.id, chatId)));
}

export async function deleteChat(db: Database, owner: ChatOwner, chatId: string) {
  await ownChat(db, owner, chatId);
  await db.delete(aiChats).where(ownedBy(aiChats, owner, eq(aiChats.id, chatId)));
}

/** Shows another version of a message: the path continues through its newest descendants. */
export async function selectVersion(
  db: Database,
  owner: ChatOwner,
  chatId: string,
  messageId: string,
) {
  await ownChat(db, owner, chatId);
  const all = await messagesOf(db, owner, chatId);
  let leaf = all.find((message) => message.id === messageId);
  if (!leaf) throw new ServiceError('NOT_FOUND', MESSAGE_NOT_FOUND);
  for (;;) {
    const parentId: string = leaf.id;
    const children = all.filter((message) => message.parentId === parentId);
    const newest = children.at(-1);
    if (!newest) break;
    leaf = newest;
  }
  await db
    .update(aiChats)
    .set({ leafId: leaf.id })
    .where(ownedBy(aiChats, owner, eq(aiChats.id, chatId)));
  return chatById(db, owner, chatId);
}

/** The shown conversation as Markdown (issue 25 §2 'export as Markdown'). */
export async function exportChat(db: Database, owner: ChatOwner, chatId: string) {
  const chat = await chatById(db, owner, chatId);
  const lines = [
    `# ${chat.title}`,
    '',
    `*${CHAT_CATEGORY_LABELS[chat.category]} · ${chat.createdAt.toISOString().slice(0, 10)}*`,
    '',
  ];
  for (const message of chat.messages) {
    lines.push(message.role === 'user' ? '## Du' : '## Assistent', '', message.content.trim());
    if (message.status === 'failed') lines.push('', '*(Antwort fehlgeschlagen)*');
    if (message.status === 'stopped') lines.push('', '*(angehalten)*');
    lines.push('');
  }
  const slug =
    foldSearch(chat.title)
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'unterhaltung';
  return { fileName: `${slug}.md`, markdown: lines.join('\n') };
}

export type Quotas = { daily: number; monthly: number };

export type UsageNow = {
  dailyUsed: number;
  dailyLimit: number;
  monthlyUsed: number;
  monthlyLimit: number;
};

/** The first instant of the Berlin month `now` falls in. */
export function berlinMonthStart(now: Date): Date {
  const day = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', day: 'numeric' }).format(now),
  );
  return berlinDayStart(now, 1 - day);
}

export async function usageNow(
  db: Database,
  owner: ChatOwner,
  quotas: Quotas,
  now = new Date(),
): Promise<UsageNow> {
  const dayStart = berlinDayStart(now);
  const monthStart = berlinMonthStart(now);
  const [row] = await db
    .select({
      daily:
        sql<number>`count(*) filter (where ${aiUsage.userId} = ${owner.userId} and ${aiUsage.at} >= ${dayStart})`.mapWith(
          Number,
        ),
      monthly: sql<number>`count(*)`.mapWith(Number),
    })
    .from(aiUsage)
    .where(ownedBy(aiUsage, owner, gte(aiUsage.at, monthStart)));
  return {
    dailyUsed: row?.daily ?? 0,
    dailyLimit: quotas.daily,
    monthlyUsed: row?.monthly ?? 0,
    monthlyLimit: quotas.monthly,
  };
}

/** Counts one request to the model, refusing it past a quota (checked under a lock per company). */
export async function spendQuota(
  db: Database,
  owner: ChatOwner,
  quotas: Quotas,
  kind: 'chat' | 'phone',
  model: string,
) {
  // One writer per company at a time: two tabs cannot both take the last request.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`ai-usage:${owner.customerId}`}))`);
  const usage = await usageNow(db, owner, quotas);
  if (usage.dailyUsed >= quotas.daily) {
    throw new ServiceError('PRECONDITION_FAILED', DAILY_QUOTA_REACHED);
  }
  if (usage.monthlyUsed >= quotas.monthly) {
    throw new ServiceError('PRECONDITION_FAILED', MONTHLY_QUOTA_REACHED);
  }
  await db.insert(aiUsage).values(ownedValues(owner, { userId: owner.userId, kind, model }));
}

/** The company's usage this month per person, for admins (issue 25 §1). */
export async function usageByPerson(db: Database, owner: TenantScope, now = new Date()) {
  const dayStart = berlinDayStart(now);
  return db
    .select({
      userId: aiUsage.userId,
      today: sql<number>`count(*) filter (where ${aiUsage.at} >= ${dayStart})`.mapWith(Number),
      month: sql<number>`count(*)`.mapWith(Number),
    })
    .from(aiUsage)
    .where(ownedBy(aiUsage, owner, gte(aiUsage.at, berlinMonthStart(now))))
    .groupBy(aiUsage.userId);
}

export type TurnRequest =
  | { action: 'send'; chatId?: string; text: string }
  | { action: 'edit'; chatId: string; messageId: string; text: string }
  | { action: 'regenerate'; chatId: string; messageId: string };

export type Turn = {
  chatId: string;
  userMessageId: string;
  assistantMessageId: string;
  /** The conversation the model reads: the shown path up to the question, oldest first. */
  history: { role: ChatRole; content: string }[];
  question: string;
  /** Earlier answers to this question (regenerate): the templates vary by it. */
  variant: number;
  variables: Record<string, string>;
  leadId: string | null;
};

/**
 * Stores the question and an empty answer ('streaming') in one transaction, after counting the
 * request against the quotas. A new question continues the shown path; an edit adds a sibling
 * of the last question (the old branch is kept); regenerate adds a sibling answer.
 */
export async function beginTurn(
  db: Database,
  owner: ChatOwner,
  input: TurnRequest & {
    category: ChatCategory;
    variables: Record<string, string>;
    leadId: string | null;
  },
  quotas: Quotas,
  model: string,
): Promise<Turn> {
  return transaction(db, async (tx) => {
    await spendQuota(tx, owner, quotas, 'chat', model);
    let chatId: string;
    let all: MessageRow[] = [];
    let leafId: string | null = null;
    if (input.chatId) {
      const chat = await ownChat(tx, owner, input.chatId);
      if (chat.category !== input.category) throw new ServiceError('NOT_FOUND', CHAT_NOT_FOUND);
      chatId = chat.id;
      leafId = chat.leafId;
      all = await messagesOf(tx, owner, chatId);
      if (all.some((message) => message.status === 'streaming' && isRecent(message.updatedAt))) {
        throw new ServiceError('CONFLICT', CHAT_BUSY);
      }
    } else {
      if (input.action !== 'send') throw new ServiceError('NOT_FOUND', CHAT_NOT_FOUND);
      const [created] = await tx
        .insert(aiChats)
        .values(
          ownedValues(owner, {
            userId: owner.userId,
            category: input.category,
            title: chatTitle(input.text),
            variables: input.variables,
            leadId: input.leadId,
          }),
        )
        .returning({ id: aiChats.id });
      if (!created) throw new Error('chat not created');
      chatId = created.id;
    }
    const path = shownPath(all, leafId);

    let questionId: string;
    let question: string;
    let upTo: ChatMessageView[];
    let variant = 0;
    if (input.action === 'regenerate') {
      const answer = path.find((message) => message.id === input.messageId);
      if (answer?.role !== 'assistant' || !answer.parentId) {
        throw new ServiceError('NOT_FOUND', MESSAGE_NOT_FOUND);
      }
      const index = path.indexOf(answer);
      // Up to the question, which the history ends with below.
      upTo = path.slice(0, index - 1);
      questionId = answer.parentId;
      question = path[index - 1]?.content ?? '';
      variant = answer.versions;
    } else {
      let parentId: string | null;
      if (input.action === 'edit') {
        const lastQuestion = path.findLast((message) => message.role === 'user');
        if (!lastQuestion || lastQuestion.id !== input.messageId) {
          throw new ServiceError('BAD_REQUEST', ONLY_LAST_QUESTION);
        }
        parentId = lastQuestion.parentId;
        upTo = path.slice(0, path.indexOf(lastQuestion));
      } else {
        parentId = path.at(-1)?.id ?? null;
        upTo = path;
      }
      const [stored] = await tx
        .insert(aiMessages)
        .values(
          ownedValues(owner, { chatId, parentId, role: 'user' as const, content: input.text }),
        )
        .returning({ id: aiMessages.id });
      if (!stored) throw new Error('question not stored');
      questionId = stored.id;
      question = input.text;
    }
    const [answer] = await tx
      .insert(aiMessages)
      .values(
        ownedValues(owner, {
          chatId,
          parentId: questionId,
          role: 'assistant' as const,
          status: 'streaming' as const,
          model,
        }),
      )
      .returning({ id: aiMessages.id });
    if (!answer) throw new Error('answer not stored');
    await tx
      .update(aiChats)
      .set({
        leafId: answer.id,
        variables: input.variables,
        leadId: input.leadId,
        updatedAt: sql`now()`,
      })
      .where(ownedBy(aiChats, owner, eq(aiChats.id, chatId)));
    return {
      chatId,
      userMessageId: questionId,
      assistantMessageId: answer.id,
      history: [
        ...upTo
          .filter((message) => message.status !== 'failed' || message.role === 'user')
          .map(({ role, content }) => ({ role, content })),
        { role: 'user' as const, content: question },
      ],
      question,
      variant,
      variables: input.variables,
      leadId: input.leadId,
    };
  });
}

/** An answer still 'streaming' after this long was cut off by a crash: it no longer blocks. */
const STREAMING_STALE_MS = 3 * 60_000;
const isRecent = (at: Date) => Date.now() - at.getTime() < STREAMING_STALE_MS;

/** The answer as it ended: complete, stopped by the person, or failed (with what came). */
export async function finishTurn(
  db: Database,
  owner: TenantScope,
  messageId: string,
  result: { content: string; status: Exclude<ChatMessageStatus, 'streaming'>; error?: string },
) {
  await db
    .update(aiMessages)
    .set({
      content: result.content,
      status: result.status,
      error: result.error ?? null,
      updatedAt: sql`now()`,
    })
    .where(ownedBy(aiMessages, owner, eq(aiMessages.id, messageId)));
}
