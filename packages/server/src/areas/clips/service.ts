import type { Actor } from '../../platform/tenancy/actor';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { hasRole } from '../../platform/identity/roles';
import { ServiceError } from '../../platform/serviceError';
import type { TenantScope } from '../../platform/tenancy/tenant';
import { foldedSql, foldSearch } from '../../platform/db/search';
import { users } from '../../platform/identity/schema';
import {
  checkStoragePath,
  customerPrefix,
  type FileStorage,
} from '../../platform/storage/fileStorage';
import { files } from '../../platform/storage/schema';
import { readImageDataUrl, stableDownloadUrl } from '../../platform/storage/service';
import { uploadedFile } from '../../platform/storage/uploads';
import { berlinDay } from '../../platform/berlin';
import { lessons } from '../trainings/schema';
import { uniqueTags, type ClipScope } from './model';
import { clips, clipViews } from './schema';
import {
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR,
  isTimeKey,
  isUuid,
  timeKey,
} from '../../platform/db/keyset';
import { videoUpload } from './uploads';

export const CLIP_NOT_FOUND = 'Clip nicht gefunden.';
export const NOT_YOUR_CLIP = 'Du kannst nur deine eigenen Clips bearbeiten.';
export const PROVIDER_CLIPS_EMPLOYEES_ONLY =
  'Nur Mitarbeiter von Sprint können Clips für alle Kunden anlegen.';
export const VIDEO_NOT_FOUND =
  'Das Video wurde nicht gefunden. Bitte lade es erneut hoch und versuche es noch einmal.';
export { INVALID_CURSOR };

/** A clip as lists show it. */
export type ClipItem = {
  id: string;
  title: string;
  description: string;
  tags: string[];
  durationSeconds: number;
  /** People who watched it, each counted once a day (Europe/Berlin). */
  views: number;
  createdAt: Date;
  /** A signed URL of the thumbnail, or null for a placeholder. */
  thumbnailUrl: string | null;
  owner: { id: string; displayName: string } | null;
  /** `provider`: made by Sprint for every company. */
  scope: ClipScope;
};

/** A clip as its page shows it: with the video and whether the caller may change it. */
export type ClipDetail = ClipItem & { videoUrl: string; contentType: string; canEdit: boolean };

export type ClipPage = { items: ClipItem[]; nextCursor: string | null };

// ---------------------------------------------------------------------------------------------
// What a company sees

/**
 * The condition every clip query carries: the company's own clips and the provider's (no
 * company). Another company's clip is never matched, so it reads like a missing one.
 */
function visibleTo(tenant: TenantScope, ...conditions: (SQL | undefined)[]): SQL {
  const visible = and(
    or(eq(clips.customerId, tenant.customerId), isNull(clips.customerId)),
    ...conditions,
  );
  if (!visible) throw new Error('visibleTo built no condition');
  return visible;
}

const views = sql<number>`(select count(*) from ${clipViews} where ${clipViews.clipId} = ${clips.id})::int`;
/** The owner's name as the app shows people (spec §3): display name, e-mail's local part, 'User'. */
const ownerName = sql<string>`coalesce(nullif(trim(${users.displayName}), ''), nullif(split_part(${users.email}, '@', 1), ''), 'User')`;
/** The creation time to the microsecond, as the list's cursor carries it. */
const createdAtKey = timeKey(clips.createdAt);

const rowFields = {
  id: clips.id,
  customerId: clips.customerId,
  ownerId: clips.ownerId,
  title: clips.title,
  description: clips.description,
  tags: clips.tags,
  durationSeconds: clips.durationSeconds,
  createdAt: clips.createdAt,
  videoPath: clips.videoPath,
  contentType: clips.contentType,
  thumbnailPath: clips.thumbnailPath,
  views,
  ownerUserId: users.id,
  ownerName,
};

type ClipRow = {
  id: string;
  customerId: string | null;
  ownerId: string | null;
  title: string;
  description: string;
  tags: string[];
  durationSeconds: number;
  createdAt: Date;
  videoPath: string;
  contentType: string;
  thumbnailPath: string | null;
  views: number;
  ownerUserId: string | null;
  ownerName: string | null;
};

function signedUrl(storage: FileStorage, path: string | null, now: number): string | null {
  return path && checkStoragePath(path).ok ? stableDownloadUrl(storage, path, now) : null;
}

function toItem(storage: FileStorage, row: ClipRow, now = Date.now()): ClipItem {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    tags: row.tags,
    durationSeconds: row.durationSeconds,
    views: Number(row.views),
    createdAt: row.createdAt,
    thumbnailUrl: signedUrl(storage, row.thumbnailPath, now),
    owner:
      row.ownerUserId && row.ownerName ? { id: row.ownerUserId, displayName: row.ownerName } : null,
    scope: row.customerId === null ? 'provider' : 'company',
  };
}

/**
 * Who may change a clip: a company clip its owner and the company's admins, a provider clip
 * Sprint's employees (the owner too only while they are one: it is shown to every company).
 */
export function mayEdit(
  clip: { customerId: string | null; ownerId: string | null },
  actor: Actor,
): boolean {
  if (clip.customerId === null) return actor.ourEmployee;
  return clip.ownerId === actor.userId || hasRole(actor.role, 'admin');
}

async function findRow(db: Database, tenant: TenantScope, clipId: string): Promise<ClipRow | null> {
  const [row] = await db
    .select(rowFields)
    .from(clips)
    .leftJoin(users, eq(users.id, clips.ownerId))
    .where(visibleTo(tenant, eq(clips.id, clipId)))
    .limit(1);
  return row ?? null;
}

async function requireRow(db: Database, tenant: TenantScope, clipId: string): Promise<ClipRow> {
  const row = await findRow(db, tenant, clipId);
  if (!row) throw new ServiceError('NOT_FOUND', CLIP_NOT_FOUND);
  return row;
}

async function requireEditable(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  clipId: string,
): Promise<ClipRow> {
  const row = await requireRow(db, tenant, clipId);
  if (!mayEdit(row, actor)) throw new ServiceError('FORBIDDEN', NOT_YOUR_CLIP);
  return row;
}

/** One clip the company sees, with its video, or null (another company's is as missing). */
export async function findClip(
  db: Database,
  storage: FileStorage,
  tenant: TenantScope,
  actor: Actor,
  clipId: string,
): Promise<ClipDetail | null> {
  const row = await findRow(db, tenant, clipId);
  if (!row) return null;
  const now = Date.now();
  return {
    ...toItem(storage, row, now),
    videoUrl: stableDownloadUrl(storage, row.videoPath, now),
    contentType: row.contentType,
    canEdit: mayEdit(row, actor),
  };
}

// ---------------------------------------------------------------------------------------------
// Lists

export type ClipFilter = { search?: string; tag?: string };

/** Folded title, description and tags: 'Einwände' is found as 'einwaende' and 'EINWÄNDE'. */
const haystack = foldedSql(
  sql`${clips.title} || ' ' || ${clips.description} || ' ' || array_to_string(${clips.tags}, ' ')`,
);

function filterConditions(filter: ClipFilter): SQL[] {
  const words = foldSearch(filter.search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  const conditions = words.map(
    (word) => sql`${haystack} like ${`%${word.replace(/[\\%_]/g, '\\$&')}%`}`,
  );
  const tag = filter.tag?.trim();
  if (tag) {
    conditions.push(
      sql`exists (select 1 from unnest(${clips.tags}) as clip_tag(tag) where ${foldedSql(sql`clip_tag.tag`)} = ${foldSearch(tag)})`,
    );
  }
  return conditions;
}

function encodeClipCursor(key: string, id: string): string {
  return encodeCursor([key, id]);
}

/** A cursor as the list handed it out, checked: its parts go into SQL as typed parameters. */
function decodeClipCursor(text: string): { key: string; id: string } {
  const [key = '', id = ''] = decodeCursor(text, 2);
  if (!isUuid(id) || !isTimeKey(key)) throw new ServiceError('BAD_REQUEST', INVALID_CURSOR);
  return { key, id };
}

/** A page of the clips the company sees, newest first, under a search and a tag. */
export async function listClips(
  db: Database,
  storage: FileStorage,
  tenant: TenantScope,
  options: ClipFilter & { cursor?: string | null; limit: number },
): Promise<ClipPage> {
  const after = options.cursor ? decodeClipCursor(options.cursor) : null;
  const keyset = after
    ? sql`(${clips.createdAt}, ${clips.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ ...rowFields, sortKey: createdAtKey })
    .from(clips)
    .leftJoin(users, eq(users.id, clips.ownerId))
    .where(visibleTo(tenant, keyset, ...filterConditions(options)))
    .orderBy(desc(clips.createdAt), desc(clips.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const now = Date.now();
  return {
    items: page.map((row) => toItem(storage, row, now)),
    nextCursor:
      rows.length > options.limit && last ? encodeClipCursor(last.sortKey, last.id) : null,
  };
}

/** The filter's choices: the tags of the clips the company sees, most used first. */
export async function clipTagCounts(
  db: Database,
  tenant: TenantScope,
  limit = 100,
): Promise<{ tag: string; count: number }[]> {
  const expanded = db
    .select({ tag: sql<string>`unnest(${clips.tags})`.as('tag') })
    .from(clips)
    .where(visibleTo(tenant))
    .as('expanded');
  const rows = await db
    .select({ tag: sql<string>`min(${expanded.tag})`, count: sql<number>`count(*)::int` })
    .from(expanded)
    // One entry per tag whatever its case or umlaut spelling, as the tag filter matches.
    .groupBy(foldedSql(sql`${expanded.tag}`))
    .orderBy(sql`count(*) desc`, sql`min(${expanded.tag})`)
    .limit(limit);
  return rows.map((row) => ({ tag: row.tag, count: Number(row.count) }));
}

// ---------------------------------------------------------------------------------------------
// Changes

export type NewClip = {
  title: string;
  description?: string;
  tags?: string[];
  videoPath: string;
  durationSeconds: number;
  thumbnailDataUrl?: string;
  scope: ClipScope;
};

/** The folder a clip's files live in: the company's, or the provider's. */
function folderOf(customerId: string | null): string {
  return customerId ? customerPrefix(customerId) : 'provider/';
}

/**
 * A clip of a completed video upload of the same scope. Everything is checked before anything
 * is stored: a video of another company, a path outside the scope's videos or a bad thumbnail
 * leave no trace.
 */
export async function createClip(
  db: Database,
  storage: FileStorage,
  tenant: TenantScope,
  actor: Actor,
  input: NewClip,
): Promise<{ id: string; customerId: string | null }> {
  if (input.scope === 'provider' && !actor.ourEmployee) {
    throw new ServiceError('FORBIDDEN', PROVIDER_CLIPS_EMPLOYEES_ONLY);
  }
  const customerId = input.scope === 'provider' ? null : tenant.customerId;
  const folder = folderOf(customerId);
  const check = checkStoragePath(input.videoPath);
  if (!check.ok) throw new ServiceError('BAD_REQUEST', check.reason);
  if (!check.path.startsWith(`${folder}videos/`)) {
    throw new ServiceError('NOT_FOUND', VIDEO_NOT_FOUND);
  }
  const video = await uploadedFile(db, { customerId }, check.path, videoUpload).catch(
    (error: unknown) => {
      if (error instanceof ServiceError && error.code === 'NOT_FOUND') {
        throw new ServiceError('NOT_FOUND', VIDEO_NOT_FOUND);
      }
      throw error;
    },
  );
  const thumbnail = input.thumbnailDataUrl ? readImageDataUrl(input.thumbnailDataUrl) : null;

  const id = randomUUID();
  const thumbnailName = thumbnail ? `${id}.${thumbnail.extension}` : null;
  const thumbnailPath = thumbnailName ? `${folder}thumbnails/${thumbnailName}` : null;
  if (thumbnail && thumbnailPath) await storage.write(thumbnailPath, thumbnail.content);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(clips).values({
        id,
        customerId,
        ownerId: actor.userId,
        title: input.title,
        description: input.description ?? '',
        tags: uniqueTags(input.tags ?? []),
        videoPath: video.path,
        contentType: video.contentType,
        thumbnailPath,
        durationSeconds: input.durationSeconds,
      });
      if (thumbnail && thumbnailPath) {
        await tx.insert(files).values({
          customerId,
          path: thumbnailPath,
          contentType: thumbnail.contentType,
          bytes: thumbnail.content.length,
          fileName: thumbnailName,
        });
      }
    });
  } catch (error) {
    if (thumbnailPath) await storage.remove(thumbnailPath).catch(() => undefined);
    throw error;
  }
  return { id, customerId };
}

export type ClipChanges = { title?: string; description?: string; tags?: string[] };

/** Changes title, description or tags: the owner, the company's admins, employees for Sprint's. */
export async function updateClip(
  db: Database,
  tenant: TenantScope,
  actor: Actor,
  clipId: string,
  changes: ClipChanges,
): Promise<{ id: string; customerId: string | null }> {
  const clip = await requireEditable(db, tenant, actor, clipId);
  await db
    .update(clips)
    .set({
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(changes.description === undefined ? {} : { description: changes.description }),
      ...(changes.tags === undefined ? {} : { tags: uniqueTags(changes.tags) }),
    })
    .where(visibleTo(tenant, eq(clips.id, clip.id)));
  return { id: clip.id, customerId: clip.customerId };
}

/** Whether anything else still shows this file: another clip, or a lesson. */
async function stillUsed(db: Database, path: string, clipId: string): Promise<boolean> {
  const [clip] = await db
    .select({ id: clips.id })
    .from(clips)
    .where(and(ne(clips.id, clipId), or(eq(clips.videoPath, path), eq(clips.thumbnailPath, path))))
    .limit(1);
  if (clip) return true;
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.videoPath, path))
    .limit(1);
  return lesson !== undefined;
}

/**
 * Deletes a clip (its views go with it, lessons showing it lose it), then its video and
 * thumbnail with their records: best effort once the clip is gone, a leftover file is harmless.
 */
export async function deleteClip(
  db: Database,
  storage: FileStorage,
  tenant: TenantScope,
  actor: Actor,
  clipId: string,
): Promise<{ id: string; customerId: string | null }> {
  const clip = await requireEditable(db, tenant, actor, clipId);
  const deleted = await db
    .delete(clips)
    .where(visibleTo(tenant, eq(clips.id, clip.id)))
    .returning({ id: clips.id });
  if (deleted.length === 0) throw new ServiceError('NOT_FOUND', CLIP_NOT_FOUND);
  for (const path of [clip.videoPath, clip.thumbnailPath]) {
    if (!path) continue;
    try {
      if (await stillUsed(db, path, clip.id)) continue;
      await storage.remove(path);
      await db
        .delete(files)
        .where(
          and(
            eq(files.path, path),
            clip.customerId === null
              ? isNull(files.customerId)
              : eq(files.customerId, clip.customerId),
          ),
        );
    } catch {
      // The clip is gone; an orphaned file costs only space.
    }
  }
  return { id: clip.id, customerId: clip.customerId };
}

// ---------------------------------------------------------------------------------------------
// Views

/** Counts the caller's view, once per clip and Berlin day; answers the clip's views since. */
export async function recordView(
  db: Database,
  tenant: TenantScope,
  userId: string,
  clipId: string,
  now = new Date(),
): Promise<{ views: number }> {
  const [clip] = await db
    .select({ id: clips.id })
    .from(clips)
    .where(visibleTo(tenant, eq(clips.id, clipId)))
    .limit(1);
  if (!clip) throw new ServiceError('NOT_FOUND', CLIP_NOT_FOUND);
  await db
    .insert(clipViews)
    .values({ clipId: clip.id, userId, day: berlinDay(now) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ views: sql<number>`count(*)::int` })
    .from(clipViews)
    .where(eq(clipViews.clipId, clip.id));
  return { views: Number(row?.views ?? 0) };
}
