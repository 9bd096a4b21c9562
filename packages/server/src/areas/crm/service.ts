import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../../platform/tenancy/actor';
import { hasRole } from '../../platform/identity/roles';
import { ServiceError } from '../../platform/serviceError';
import { ownedBy, ownedValues, type TenantScope } from '../../platform/tenancy/tenant';
import { memberships, users } from '../../platform/identity/schema';
import { conversations } from '../outreach/schema';
import type { Channel } from '../outreach/model';
import { findConversationRow } from '../outreach';
import { berlinDayStart } from '../../platform/berlin';
import {
  ACTIVITY_NOT_FOUND,
  CONVERSATION_NOT_FOUND,
  INVALID_CURSOR,
  LEAD_NOT_FOUND,
  LOST_REASON_REQUIRED,
  OWNER_NOT_MEMBER,
} from './model';
import {
  leadActivities,
  leadConversations,
  leads,
  leadStatusEnum,
  type LeadActivity,
  type LeadActivityType,
  type LeadSource,
  type LeadStatus,
} from './schema';
import { containsPattern, searchWords } from '../../platform/db/search';
import { transaction } from '../../platform/db/transaction';
import { decodeCursor, encodeCursor, isTimeKey, isUuid } from '../../platform/db/keyset';

// ---------------------------------------------------------------------------------------------
// What a lead looks like to callers

const { searchText: _searchText, ...leadColumns } = getTableColumns(leads);
const ownerName = sql<string | null>`coalesce(${users.displayName}, ${users.email})`;
const leadFields = { ...leadColumns, ownerName };

/** A lead as every procedure returns it: its columns and its owner's name. */
export type LeadRow = Omit<typeof leads.$inferSelect, 'searchText'> & { ownerName: string | null };

/** The editable fields of a lead. */
export type LeadFields = {
  companyName: string;
  contactName?: string | null;
  contactEmail?: string | null;
  phone?: string | null;
  website?: string | null;
  linkedinUrl?: string | null;
  source?: LeadSource | null;
  status?: LeadStatus;
  valueCents?: number;
  ownerId?: string | null;
  nextStep?: string | null;
  nextStepDueAt?: Date | null;
  lostReason?: string | null;
  tags?: string[];
};

export type LeadChanges = Partial<LeadFields>;

const live = isNull(leads.deletedAt);

/** One live lead of the company, or null: another company's lead is as missing as a missing one. */
export async function findLead(
  db: Database,
  tenant: TenantScope,
  leadId: string,
): Promise<LeadRow | null> {
  const [lead] = await db
    .select(leadFields)
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(ownedBy(leads, tenant, eq(leads.id, leadId), live))
    .limit(1);
  return lead ?? null;
}

async function requireLead(db: Database, tenant: TenantScope, leadId: string): Promise<LeadRow> {
  const lead = await findLead(db, tenant, leadId);
  if (!lead) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
  return lead;
}

/** Owners are members of the company (an employee working in it who is none cannot own). */
async function requireMember(db: Database, tenant: TenantScope, userId: string): Promise<void> {
  const [member] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(ownedBy(memberships, tenant, eq(memberships.userId, userId)))
    .limit(1);
  if (!member) throw new ServiceError('NOT_FOUND', OWNER_NOT_MEMBER);
}

/** A filter by owner names a member, or someone who still owns one of the company's leads. */
async function requireKnownOwner(db: Database, tenant: TenantScope, userId: string) {
  const [owning] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(ownedBy(leads, tenant, eq(leads.ownerId, userId)))
    .limit(1);
  if (!owning) await requireMember(db, tenant, userId);
}

function requireLostReason(status: LeadStatus, lostReason: string | null | undefined) {
  if (status === 'lost' && !lostReason?.trim()) {
    throw new ServiceError('BAD_REQUEST', LOST_REASON_REQUIRED);
  }
}

// ---------------------------------------------------------------------------------------------
// Filters, sorting and keyset pages

export type LeadFilter = {
  search?: string;
  status?: LeadStatus[];
  /** A user id, or null for leads without an owner. */
  ownerId?: string | null;
  source?: LeadSource;
};

export const LEAD_SORT_KEYS = [
  'companyName',
  'contactName',
  'status',
  'valueCents',
  'ownerName',
  'nextStepDueAt',
  'updatedAt',
  'createdAt',
] as const;
export type LeadSortKey = (typeof LEAD_SORT_KEYS)[number];
export type LeadSort = { by: LeadSortKey; dir: 'asc' | 'desc' };
export const DEFAULT_SORT: LeadSort = { by: 'updatedAt', dir: 'desc' };

/** Each word somewhere in company, contact or e-mail (the trigram index answers the LIKE). */
export function leadSearchConditions(search: string | undefined): SQL[] {
  return searchWords(search).map((word) => sql`${leads.searchText} like ${containsPattern(word)}`);
}

async function filterCondition(
  db: Database,
  tenant: TenantScope,
  filter: LeadFilter,
): Promise<SQL> {
  if (filter.ownerId) await requireKnownOwner(db, tenant, filter.ownerId);
  return ownedBy(
    leads,
    tenant,
    live,
    ...leadSearchConditions(filter.search),
    filter.status && filter.status.length > 0 ? inArray(leads.status, filter.status) : undefined,
    filter.ownerId === null
      ? isNull(leads.ownerId)
      : filter.ownerId
        ? eq(leads.ownerId, filter.ownerId)
        : undefined,
    filter.source ? eq(leads.source, filter.source) : undefined,
  );
}

/** The last of all characters: empty text values sort after every name. */
const LAST_TEXT = sql`chr(1114111)`;

type SortDefinition = { expression: SQL; kind: 'text' | 'time' | 'int' | 'status' };

const SORTS: Record<LeadSortKey, SortDefinition> = {
  companyName: { expression: sql`lower(${leads.companyName})`, kind: 'text' },
  contactName: {
    expression: sql`coalesce(lower(${leads.contactName}), ${LAST_TEXT})`,
    kind: 'text',
  },
  status: { expression: sql`${leads.status}`, kind: 'status' },
  valueCents: { expression: sql`${leads.valueCents}`, kind: 'int' },
  // Read owner by owner instead (`pageByOwner`); the key is the owner's position by name.
  ownerName: { expression: sql`0`, kind: 'int' },
  nextStepDueAt: {
    expression: sql`coalesce(${leads.nextStepDueAt}, 'infinity'::timestamptz)`,
    kind: 'time',
  },
  updatedAt: { expression: sql`${leads.updatedAt}`, kind: 'time' },
  createdAt: { expression: sql`${leads.createdAt}`, kind: 'time' },
};

/** The sort key as exact text: timestamps to the microsecond (a JS Date would lose them). */
function sortKeyText({ expression, kind }: SortDefinition): SQL<string> {
  if (kind === 'time') {
    return sql<string>`case when ${expression} = 'infinity'::timestamptz then 'infinity' else to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') end`;
  }
  return sql<string>`(${expression})::text`;
}

type Cursor = { by: LeadSortKey; dir: 'asc' | 'desc'; key: string; id: string };

export function encodeLeadCursor(cursor: Cursor): string {
  return encodeCursor([cursor.by, cursor.dir, cursor.key, cursor.id]);
}

/**
 * A cursor as the list handed it out, checked field by field: its key goes into SQL as a typed
 * parameter, so nothing PostgreSQL could refuse may pass (a refusal there would be a 500).
 */
function decodeLeadCursor(text: string, sort: LeadSort): Cursor {
  const [by, dir, key = '', id = ''] = decodeCursor(text, 4);
  if (by !== sort.by || dir !== sort.dir) throw new ServiceError('BAD_REQUEST', INVALID_CURSOR);
  const kind = SORTS[sort.by].kind;
  const valid =
    isUuid(id) &&
    key.length <= 2000 &&
    !key.includes('\u0000') &&
    (kind === 'text' ||
      (kind === 'int' && /^-?\d{1,18}$/.test(key)) ||
      (kind === 'status' && (leadStatusEnum.enumValues as readonly string[]).includes(key)) ||
      (kind === 'time' && (key === 'infinity' || isTimeKey(key))));
  if (!valid) throw new ServiceError('BAD_REQUEST', INVALID_CURSOR);
  return { by: sort.by, dir: sort.dir, key, id };
}

function typedKey(kind: SortDefinition['kind'], key: string): SQL {
  switch (kind) {
    case 'text':
      return sql`${key}::text`;
    case 'int':
      return sql`${key}::bigint`;
    case 'status':
      return sql`${key}::lead_status`;
    case 'time':
      return sql`${key}::timestamptz`;
  }
}

export type LeadPage = { items: LeadRow[]; nextCursor: string | null; total: number };

export type ListOptions = LeadFilter & { sort?: LeadSort; cursor?: string; limit: number };

/** Owner positions by name: 1, 2, … for the company's lead owners, this for leads without. */
const NO_OWNER_POSITION = 2_147_483_647;

/** The company's lead owners, ordered by name (then id). */
async function ownersByName(db: Database, tenant: TenantScope): Promise<string[]> {
  const owners = db
    .selectDistinct({ ownerId: leads.ownerId })
    .from(leads)
    .where(ownedBy(leads, tenant, live, isNotNull(leads.ownerId)));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, owners))
    .orderBy(sql`lower(${ownerName})`, users.id);
  return rows.map((row) => row.id);
}

/**
 * A page sorted by owner name: owner after owner (a short list), each owner's leads by id from
 * the (customer, owner, id) index. A join sorted by name would sort all 50,000 rows instead.
 */
async function pageByOwner(
  db: Database,
  tenant: TenantScope,
  where: SQL,
  dir: 'asc' | 'desc',
  after: Cursor | null,
  limit: number,
) {
  const owners = await ownersByName(db, tenant);
  const groups: { ownerId: string | null; position: number }[] = [
    ...owners.map((ownerId, index) => ({ ownerId, position: index + 1 })),
    { ownerId: null, position: NO_OWNER_POSITION },
  ];
  if (dir === 'desc') groups.reverse();
  const order = dir === 'asc' ? asc : desc;
  const rows: (LeadRow & { sortKey: string })[] = [];
  const from = after ? Number(after.key) : null;
  for (const group of groups) {
    if (rows.length > limit) break;
    if (from !== null && (dir === 'asc' ? group.position < from : group.position > from)) continue;
    const sameGroup = from !== null && group.position === from && after;
    const found = await db
      .select({ ...leadFields, sortKey: sql<string>`${String(group.position)}::text` })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.ownerId))
      .where(
        and(
          where,
          group.ownerId ? eq(leads.ownerId, group.ownerId) : isNull(leads.ownerId),
          sameGroup
            ? dir === 'asc'
              ? sql`${leads.id} > ${after.id}::uuid`
              : sql`${leads.id} < ${after.id}::uuid`
            : undefined,
        ),
      )
      .orderBy(order(leads.id))
      .limit(limit + 1 - rows.length);
    rows.push(...found);
  }
  return rows;
}

async function pageOfLeads(
  db: Database,
  tenant: TenantScope,
  where: SQL,
  sort: LeadSort,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: LeadRow[]; nextCursor: string | null }> {
  const definition = SORTS[sort.by];
  const after = cursor ? decodeLeadCursor(cursor, sort) : null;
  const order = sort.dir === 'asc' ? asc : desc;
  const keyset = after
    ? sort.dir === 'asc'
      ? sql`(${definition.expression}, ${leads.id}) > (${typedKey(definition.kind, after.key)}, ${after.id}::uuid)`
      : sql`(${definition.expression}, ${leads.id}) < (${typedKey(definition.kind, after.key)}, ${after.id}::uuid)`
    : undefined;
  const rows =
    sort.by === 'ownerName'
      ? await pageByOwner(db, tenant, where, sort.dir, after, limit)
      : await db
          .select({ ...leadFields, sortKey: sortKeyText(definition) })
          .from(leads)
          .leftJoin(users, eq(users.id, leads.ownerId))
          .where(keyset ? and(where, keyset) : where)
          .orderBy(order(definition.expression), order(leads.id))
          .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const items = page.map(({ sortKey: _sortKey, ...lead }) => lead);
  return {
    items,
    nextCursor:
      more && last
        ? encodeLeadCursor({ by: sort.by, dir: sort.dir, key: last.sortKey, id: last.id })
        : null,
  };
}

async function countLeads(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leads)
    .where(where);
  return Number(row?.total ?? 0);
}

/** One page of the company's leads under a filter, with the count under that filter. */
export async function listLeads(
  db: Database,
  tenant: TenantScope,
  options: ListOptions,
): Promise<LeadPage> {
  const where = await filterCondition(db, tenant, options);
  const sort = options.sort ?? DEFAULT_SORT;
  const [page, total] = await Promise.all([
    pageOfLeads(db, tenant, where, sort, options.cursor, options.limit),
    countLeads(db, where),
  ]);
  return { ...page, total };
}

export type BoardColumn = {
  status: LeadStatus;
  count: number;
  sumCents: number;
  items: LeadRow[];
  /** For `listLeads` with this status and the board's sort (updatedAt, newest first). */
  nextCursor: string | null;
};

/** The board: every status with its count and sum, and its first leads, newest change first. */
export async function leadBoard(
  db: Database,
  tenant: TenantScope,
  options: Omit<LeadFilter, 'status'> & { perColumn: number },
): Promise<BoardColumn[]> {
  const where = await filterCondition(db, tenant, options);
  const totals = await db
    .select({
      status: leads.status,
      count: sql<number>`count(*)::int`,
      sumCents: sql<string>`coalesce(sum(${leads.valueCents}), 0)::text`,
    })
    .from(leads)
    .where(where)
    .groupBy(leads.status);
  const columns = await Promise.all(
    leadStatusEnum.enumValues.map((status) =>
      pageOfLeads(
        db,
        tenant,
        and(where, eq(leads.status, status)) ?? where,
        DEFAULT_SORT,
        undefined,
        options.perColumn,
      ),
    ),
  );
  return leadStatusEnum.enumValues.map((status, index) => {
    const total = totals.find((row) => row.status === status);
    return {
      status,
      count: Number(total?.count ?? 0),
      sumCents: Number(total?.sumCents ?? 0),
      items: columns[index]?.items ?? [],
      nextCursor: columns[index]?.nextCursor ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Writes

/** Stored as people expect to find it: empty texts as none, e-mail in lower case, tags once. */
function clean(fields: LeadChanges): LeadChanges {
  const result: LeadChanges = { ...fields };
  for (const key of ['contactName', 'phone', 'nextStep', 'lostReason'] as const) {
    if (result[key] === '') result[key] = null;
  }
  if (result.contactEmail) result.contactEmail = result.contactEmail.toLowerCase();
  if (result.tags) result.tags = [...new Set(result.tags.map((tag) => tag.trim()).filter(Boolean))];
  return result;
}

/** A new lead of the company; the owner must be a member, `lost` needs its reason. */
export async function createLead(
  db: Database,
  tenant: TenantScope,
  fields: LeadFields,
): Promise<LeadRow> {
  if (fields.ownerId) await requireMember(db, tenant, fields.ownerId);
  const status = fields.status ?? 'new';
  requireLostReason(status, fields.lostReason);
  const values = clean({ ...fields, lostReason: status === 'lost' ? fields.lostReason : null });
  const [created] = await db
    .insert(leads)
    .values(ownedValues(tenant, { ...values, companyName: fields.companyName }))
    .returning({ id: leads.id });
  if (!created) throw new Error('insert returned no lead');
  return requireLead(db, tenant, created.id);
}

type AutomaticChange = { type: LeadActivityType; fromValue: string | null; toValue: string | null };

function automaticChanges(
  before: Pick<LeadRow, 'status' | 'valueCents' | 'ownerId'>,
  after: Pick<LeadRow, 'status' | 'valueCents' | 'ownerId'>,
): AutomaticChange[] {
  const changes: AutomaticChange[] = [];
  if (before.status !== after.status) {
    changes.push({ type: 'status_changed', fromValue: before.status, toValue: after.status });
  }
  if (before.valueCents !== after.valueCents) {
    changes.push({
      type: 'value_changed',
      fromValue: String(before.valueCents),
      toValue: String(after.valueCents),
    });
  }
  if (before.ownerId !== after.ownerId) {
    changes.push({ type: 'owner_changed', fromValue: before.ownerId, toValue: after.ownerId });
  }
  return changes;
}

async function recordChanges(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  entries: { leadId: string; changes: AutomaticChange[] }[],
) {
  const rows = entries.flatMap(({ leadId, changes }) =>
    changes.map((change) => ownedValues(tenant, { leadId, authorId: actor.userId, ...change })),
  );
  if (rows.length > 0) await db.insert(leadActivities).values(rows);
}

async function lockLeads(db: Database, tenant: TenantScope, leadIds: string[]) {
  return db
    .select({
      id: leads.id,
      status: leads.status,
      valueCents: leads.valueCents,
      ownerId: leads.ownerId,
      lostReason: leads.lostReason,
    })
    .from(leads)
    .where(ownedBy(leads, tenant, inArray(leads.id, leadIds), live))
    .for('update');
}

/**
 * Changes a lead; status, value and owner changes are recorded as activities by the same
 * transaction. Leaving `lost` clears its reason.
 */
export async function updateLead(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  leadId: string,
  changes: LeadChanges,
): Promise<LeadRow> {
  await transaction(db, async (db) => {
    const [before] = await lockLeads(db, tenant, [leadId]);
    if (!before) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
    if (changes.ownerId && changes.ownerId !== before.ownerId) {
      await requireMember(db, tenant, changes.ownerId);
    }
    const status = changes.status ?? before.status;
    const lostReason =
      status === 'lost'
        ? changes.lostReason !== undefined
          ? changes.lostReason
          : before.lostReason
        : null;
    requireLostReason(status, lostReason);
    const values = clean({ ...changes, lostReason });
    const [after] = await db
      .update(leads)
      .set(values)
      .where(ownedBy(leads, tenant, eq(leads.id, leadId)))
      .returning({ status: leads.status, valueCents: leads.valueCents, ownerId: leads.ownerId });
    if (!after) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
    await recordChanges(db, tenant, actor, [{ leadId, changes: automaticChanges(before, after) }]);
  });
  return requireLead(db, tenant, leadId);
}

export const MAX_BULK = 500;

export type BulkAction =
  | { action: 'status'; status: LeadStatus; lostReason?: string | null }
  | { action: 'owner'; ownerId: string | null }
  | { action: 'delete' };

/** One change for up to 500 leads, all or nothing: one unknown id changes none of them. */
export async function bulkUpdateLeads(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  leadIds: string[],
  change: BulkAction,
): Promise<{ updated: number; leadIds: string[] }> {
  const ids = [...new Set(leadIds)];
  if (ids.length > MAX_BULK) {
    throw new ServiceError('BAD_REQUEST', `Höchstens ${MAX_BULK} Leads auf einmal.`);
  }
  if (change.action === 'delete')
    return { updated: await softDelete(db, tenant, ids), leadIds: ids };
  await transaction(db, async (db) => {
    const before = await lockLeads(db, tenant, ids);
    if (before.length !== ids.length) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
    if (change.action === 'owner') {
      if (change.ownerId) await requireMember(db, tenant, change.ownerId);
      await db
        .update(leads)
        .set({ ownerId: change.ownerId })
        .where(ownedBy(leads, tenant, inArray(leads.id, ids)));
      await recordChanges(
        db,
        tenant,
        actor,
        before.map((lead) => ({
          leadId: lead.id,
          changes: automaticChanges(lead, { ...lead, ownerId: change.ownerId }),
        })),
      );
      return;
    }
    // A reason given applies to all; leads that are lost already keep theirs otherwise.
    const reason = change.lostReason?.trim() || null;
    if (change.status === 'lost' && !reason && before.some((lead) => !lead.lostReason)) {
      throw new ServiceError('BAD_REQUEST', LOST_REASON_REQUIRED);
    }
    await db
      .update(leads)
      .set({
        status: change.status,
        lostReason: change.status === 'lost' ? sql`coalesce(${reason}, ${leads.lostReason})` : null,
      })
      .where(ownedBy(leads, tenant, inArray(leads.id, ids)));
    await recordChanges(
      db,
      tenant,
      actor,
      before.map((lead) => ({
        leadId: lead.id,
        changes: automaticChanges(lead, { ...lead, status: change.status }),
      })),
    );
  });
  return { updated: ids.length, leadIds: ids };
}

/** Soft delete: every id must name a live lead of the company, or nothing is deleted. */
export async function softDelete(
  db: Database,
  tenant: TenantScope,
  leadIds: string[],
): Promise<number> {
  const ids = [...new Set(leadIds)];
  return transaction(db, async (db) => {
    const deleted = await db
      .update(leads)
      .set({ deletedAt: new Date() })
      .where(ownedBy(leads, tenant, inArray(leads.id, ids), live))
      .returning({ id: leads.id });
    if (deleted.length !== ids.length) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
    return deleted.length;
  });
}

/** Undoes a delete, at any time; a lead that was never deleted stays as it is. */
export async function restoreLeads(
  db: Database,
  tenant: TenantScope,
  leadIds: string[],
): Promise<number> {
  const ids = [...new Set(leadIds)];
  return transaction(db, async (db) => {
    const found = await db
      .select({ id: leads.id })
      .from(leads)
      .where(ownedBy(leads, tenant, inArray(leads.id, ids)))
      .for('update');
    if (found.length !== ids.length) throw new ServiceError('NOT_FOUND', LEAD_NOT_FOUND);
    const restored = await db
      .update(leads)
      .set({ deletedAt: null })
      .where(ownedBy(leads, tenant, inArray(leads.id, ids), isNotNull(leads.deletedAt)))
      .returning({ id: leads.id });
    return restored.length;
  });
}

// ---------------------------------------------------------------------------------------------
// Duplicates, dashboard

export type DuplicateLead = { id: string; companyName: string; contactEmail: string | null };

/** Live leads with the same e-mail or company name (case-insensitive), at most five. */
export async function findDuplicates(
  db: Database,
  tenant: TenantScope,
  query: { companyName?: string; contactEmail?: string; excludeId?: string },
): Promise<DuplicateLead[]> {
  if (query.excludeId) await requireLead(db, tenant, query.excludeId);
  const company = query.companyName?.trim().toLowerCase();
  const email = query.contactEmail?.trim().toLowerCase();
  const matches = or(
    company ? sql`lower(${leads.companyName}) = ${company}` : undefined,
    email ? sql`lower(${leads.contactEmail}) = ${email}` : undefined,
  );
  if (!matches) return [];
  return db
    .select({ id: leads.id, companyName: leads.companyName, contactEmail: leads.contactEmail })
    .from(leads)
    .where(
      ownedBy(
        leads,
        tenant,
        live,
        matches,
        query.excludeId ? ne(leads.id, query.excludeId) : undefined,
      ),
    )
    .orderBy(desc(leads.updatedAt), leads.id)
    .limit(5);
}

const CLOSED: LeadStatus[] = ['won', 'lost'];

export type LeadSummary = {
  openCount: number;
  openValueCents: number;
  wonCount: number;
  wonValueCents: number;
  /** The pipeline card: every status, in pipeline order, with count and sum. */
  byStatus: { status: LeadStatus; count: number; sumCents: number }[];
};

/** The dashboard's figures over all of the company's live leads, counted by the database. */
export async function leadSummary(db: Database, tenant: TenantScope): Promise<LeadSummary> {
  const rows = await db
    .select({
      status: leads.status,
      count: sql<number>`count(*)::int`,
      sumCents: sql<string>`coalesce(sum(${leads.valueCents}), 0)::text`,
    })
    .from(leads)
    .where(ownedBy(leads, tenant, live))
    .groupBy(leads.status);
  // Sums of bigint come back as text; cents stay exact as JS numbers up to 2^53.
  const byStatus = leadStatusEnum.enumValues.map((status) => {
    const row = rows.find((entry) => entry.status === status);
    return { status, count: Number(row?.count ?? 0), sumCents: Number(row?.sumCents ?? 0) };
  });
  const open = byStatus.filter((entry) => !CLOSED.includes(entry.status));
  const won = byStatus.find((entry) => entry.status === 'won');
  return {
    openCount: open.reduce((sum, entry) => sum + entry.count, 0),
    openValueCents: open.reduce((sum, entry) => sum + entry.sumCents, 0),
    wonCount: won?.count ?? 0,
    wonValueCents: won?.sumCents ?? 0,
    byStatus,
  };
}

export type DueNextStep = {
  id: string;
  companyName: string;
  status: LeadStatus;
  nextStep: string | null;
  nextStepDueAt: Date;
  ownerId: string | null;
  ownerName: string | null;
  /** Due before today (Europe/Berlin); otherwise due today. */
  overdue: boolean;
};

/** Open leads whose next step is due today or earlier in Europe/Berlin, the oldest first. */
export async function dueNextSteps(
  db: Database,
  tenant: TenantScope,
  options: { limit: number; now: Date },
): Promise<DueNextStep[]> {
  const today = berlinDayStart(options.now);
  const tomorrow = berlinDayStart(options.now, 1);
  const rows = await db
    .select({
      id: leads.id,
      companyName: leads.companyName,
      status: leads.status,
      nextStep: leads.nextStep,
      nextStepDueAt: leads.nextStepDueAt,
      ownerId: leads.ownerId,
      ownerName,
    })
    .from(leads)
    .leftJoin(users, eq(users.id, leads.ownerId))
    .where(
      ownedBy(
        leads,
        tenant,
        live,
        notInArray(leads.status, CLOSED),
        lt(leads.nextStepDueAt, tomorrow),
      ),
    )
    .orderBy(asc(leads.nextStepDueAt), asc(leads.id))
    .limit(options.limit);
  return rows.map((row) => {
    const due = row.nextStepDueAt ?? today;
    return { ...row, nextStepDueAt: due, overdue: due < today };
  });
}

// ---------------------------------------------------------------------------------------------
// Activities

export type ActivityRow = LeadActivity & { authorName: string | null };

const MANUAL: LeadActivityType[] = ['note', 'call', 'meeting'];

const activityFields = {
  ...getTableColumns(leadActivities),
  authorName: sql<string | null>`coalesce(${users.displayName}, ${users.email})`,
};

export async function listActivities(
  db: Database,
  tenant: TenantScope,
  leadId: string,
  limit: number,
): Promise<ActivityRow[]> {
  await requireLead(db, tenant, leadId);
  return db
    .select(activityFields)
    .from(leadActivities)
    .leftJoin(users, eq(users.id, leadActivities.authorId))
    .where(ownedBy(leadActivities, tenant, eq(leadActivities.leadId, leadId)))
    .orderBy(desc(leadActivities.occurredAt), desc(leadActivities.createdAt))
    .limit(limit);
}

export type ActivityFields = {
  occurredAt?: Date;
  body?: string;
  outcome?: string | null;
};

export async function createActivity(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  leadId: string,
  fields: ActivityFields & { type: 'note' | 'call' | 'meeting' },
): Promise<LeadActivity> {
  await requireLead(db, tenant, leadId);
  const [activity] = await db
    .insert(leadActivities)
    .values(ownedValues(tenant, { ...fields, leadId, authorId: actor.userId }))
    .returning();
  if (!activity) throw new Error('insert returned no activity');
  return activity;
}

/**
 * A hand-written entry of a live lead that this person may change: automatic entries are the
 * record and stay; the author changes their own, admins everyone's.
 */
async function editableActivity(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  activityId: string,
): Promise<LeadActivity> {
  const [found] = await db
    .select(getTableColumns(leadActivities))
    .from(leadActivities)
    .innerJoin(leads, eq(leads.id, leadActivities.leadId))
    .where(ownedBy(leadActivities, tenant, eq(leadActivities.id, activityId), live))
    .limit(1);
  if (!found) throw new ServiceError('NOT_FOUND', ACTIVITY_NOT_FOUND);
  if (!MANUAL.includes(found.type)) {
    throw new ServiceError(
      'FORBIDDEN',
      'Automatische Einträge können weder geändert noch gelöscht werden.',
    );
  }
  if (found.authorId !== actor.userId && !hasRole(actor.role, 'admin')) {
    throw new ServiceError(
      'FORBIDDEN',
      'Nur wer den Eintrag verfasst hat oder ein Administrator darf ihn ändern oder löschen.',
    );
  }
  return found;
}

export async function updateActivity(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  activityId: string,
  changes: ActivityFields,
): Promise<LeadActivity> {
  await editableActivity(db, tenant, actor, activityId);
  const [updated] = await db
    .update(leadActivities)
    .set(changes)
    .where(ownedBy(leadActivities, tenant, eq(leadActivities.id, activityId)))
    .returning();
  if (!updated) throw new ServiceError('NOT_FOUND', ACTIVITY_NOT_FOUND);
  return updated;
}

export async function deleteActivity(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  activityId: string,
): Promise<{ leadId: string }> {
  const found = await editableActivity(db, tenant, actor, activityId);
  await db
    .delete(leadActivities)
    .where(ownedBy(leadActivities, tenant, eq(leadActivities.id, activityId)));
  return { leadId: found.leadId };
}

// ---------------------------------------------------------------------------------------------
// Conversations of a lead (any channel of the outreach area)

export type LinkedConversation = {
  id: string;
  channel: Channel;
  linkedinUserId: string;
  participantName: string | null;
  participantProfileUrl: string | null;
  lastMessageAt: Date | null;
  linkedAt: Date;
};

async function requireConversation(db: Database, tenant: TenantScope, conversationId: string) {
  const found = await findConversationRow(db, tenant, conversationId);
  if (!found) throw new ServiceError('NOT_FOUND', CONVERSATION_NOT_FOUND);
}

export async function linkConversation(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  leadId: string,
  conversationId: string,
): Promise<void> {
  await requireLead(db, tenant, leadId);
  await requireConversation(db, tenant, conversationId);
  await db
    .insert(leadConversations)
    .values(ownedValues(tenant, { leadId, conversationId, linkedBy: actor.userId }))
    .onConflictDoNothing();
}

/** Removes the link; a link that is not there is fine (two people clicking at once). */
export async function unlinkConversation(
  db: Database,
  tenant: TenantScope,
  leadId: string,
  conversationId: string,
): Promise<void> {
  await requireLead(db, tenant, leadId);
  await requireConversation(db, tenant, conversationId);
  await db
    .delete(leadConversations)
    .where(
      ownedBy(
        leadConversations,
        tenant,
        eq(leadConversations.leadId, leadId),
        eq(leadConversations.conversationId, conversationId),
      ),
    );
}

export async function leadConversationList(
  db: Database,
  tenant: TenantScope,
  leadId: string,
): Promise<LinkedConversation[]> {
  await requireLead(db, tenant, leadId);
  return db
    .select({
      id: conversations.id,
      channel: conversations.channel,
      // The account the conversation came in on (for LinkedIn, the LinkedIn account).
      linkedinUserId: conversations.accountId,
      participantName: conversations.participantName,
      participantProfileUrl: conversations.participantAddress,
      lastMessageAt: conversations.lastActivityAt,
      linkedAt: leadConversations.createdAt,
    })
    .from(leadConversations)
    .innerJoin(conversations, eq(conversations.id, leadConversations.conversationId))
    .where(ownedBy(leadConversations, tenant, eq(leadConversations.leadId, leadId)))
    .orderBy(desc(leadConversations.createdAt));
}

/** The live leads a conversation is linked to (the inbox shows them on the thread). */
export async function leadsOfConversation(
  db: Database,
  tenant: TenantScope,
  conversationId: string,
): Promise<{ id: string; companyName: string; status: LeadStatus }[]> {
  await requireConversation(db, tenant, conversationId);
  return db
    .select({ id: leads.id, companyName: leads.companyName, status: leads.status })
    .from(leadConversations)
    .innerJoin(leads, eq(leads.id, leadConversations.leadId))
    .where(
      ownedBy(
        leadConversations,
        tenant,
        eq(leadConversations.conversationId, conversationId),
        live,
      ),
    )
    .orderBy(leads.companyName);
}

/** Members of the company who can own leads (the owner picker and the import's owner column). */
export async function companyMembers(
  db: Database,
  tenant: TenantScope,
): Promise<{ id: string; name: string; email: string }[]> {
  const rows = await db
    .select({ id: users.id, displayName: users.displayName, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ownedBy(memberships, tenant))
    .orderBy(users.email);
  return rows.map((row) => ({ id: row.id, name: row.displayName ?? row.email, email: row.email }));
}
