/**
 * 'Kalender importieren': a file's events become the company's, by UID — importing the same
 * file again changes nothing, a changed event is updated. All or nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import type { TenantScope } from '../../platform/tenancy/tenant';
import type { IcsImportResult } from './model';
import { lastEnd } from './recurrence';
import { parseIcs, type ImportedEvent } from './ics';
import { calendarEvents } from './schema';

function values(event: ImportedEvent) {
  return {
    title: event.title,
    description: event.description,
    location: event.location,
    videoUrl: event.videoUrl,
    allDay: event.allDay,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    rrule: event.rrule,
    exdates: event.exdates,
    lastEndsAt: lastEnd(event),
    importDigest: event.digest,
  };
}

export async function importIcs(
  db: Database,
  tenant: TenantScope,
  userId: string,
  content: string,
): Promise<IcsImportResult> {
  const events = parseIcs(content);
  // Series first: their changed occurrences need them.
  const ordered = [
    ...events.filter((event) => !event.originalStart),
    ...events.filter((event) => event.originalStart),
  ];
  const result: IcsImportResult = { created: 0, updated: 0, unchanged: 0 };
  await db.transaction(async (tx) => {
    const seriesByUid = new Map<string, string>();
    for (const event of ordered) {
      const row = values(event);
      if (!event.originalStart) {
        const [existing] = await tx
          .select({ id: calendarEvents.id, digest: calendarEvents.importDigest })
          .from(calendarEvents)
          .where(
            and(
              eq(calendarEvents.customerId, tenant.customerId),
              eq(calendarEvents.uid, event.uid),
              isNull(calendarEvents.seriesId),
            ),
          )
          .limit(1);
        if (existing) {
          seriesByUid.set(event.uid, existing.id);
          if (existing.digest === event.digest) result.unchanged += 1;
          else {
            await tx
              .update(calendarEvents)
              .set({ ...row, updatedAt: new Date() })
              .where(eq(calendarEvents.id, existing.id));
            result.updated += 1;
          }
          continue;
        }
        const id = randomUUID();
        await tx.insert(calendarEvents).values({
          ...row,
          id,
          customerId: tenant.customerId,
          uid: event.uid,
          createdBy: userId,
        });
        seriesByUid.set(event.uid, id);
        result.created += 1;
        continue;
      }
      // A changed occurrence of a series in this file (or imported before).
      const seriesId = seriesByUid.get(event.uid);
      if (!seriesId) continue;
      const [existing] = await tx
        .select({ id: calendarEvents.id, digest: calendarEvents.importDigest })
        .from(calendarEvents)
        .where(
          and(
            eq(calendarEvents.seriesId, seriesId),
            eq(calendarEvents.originalStart, event.originalStart),
          ),
        )
        .limit(1);
      const occurrence = { ...row, rrule: null, lastEndsAt: event.endsAt };
      if (existing?.digest === event.digest) result.unchanged += 1;
      else if (existing) {
        await tx
          .update(calendarEvents)
          .set({ ...occurrence, updatedAt: new Date() })
          .where(eq(calendarEvents.id, existing.id));
        result.updated += 1;
      } else {
        await tx.insert(calendarEvents).values({
          ...occurrence,
          customerId: tenant.customerId,
          uid: event.uid,
          seriesId,
          originalStart: event.originalStart,
          createdBy: userId,
        });
        result.created += 1;
      }
    }
  });
  return result;
}
