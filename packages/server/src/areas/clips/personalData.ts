import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData } from '../../platform/personalData';
import { clips, clipViews } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    clips: {
      id: string;
      /** Null for the provider's clips (for every company). */
      company: string | null;
      title: string;
      description: string | null;
      createdAt: string;
    }[];
    clipViews: { clipId: string; title: string; day: string }[];
  }
}

/** The person's company or provider clips, in their companies. */
function visible(person: { companyIds: string[] }) {
  return person.companyIds.length > 0
    ? or(isNull(clips.customerId), inArray(clips.customerId, person.companyIds))
    : isNull(clips.customerId);
}

/**
 * Clips the person recorded or uploaded and the days they watched clips: of the provider's and
 * their companies' clips. Their clips stay with the company when the account goes.
 */
export const clipData = definePersonalData<'clips' | 'clipViews'>({
  tables: [clips, clipViews],
  async export(db, person) {
    const own = await db
      .select({
        id: clips.id,
        company: customers.name,
        title: clips.title,
        description: clips.description,
        createdAt: clips.createdAt,
      })
      .from(clips)
      .leftJoin(customers, eq(customers.id, clips.customerId))
      .where(and(eq(clips.ownerId, person.userId), visible(person)))
      .orderBy(asc(clips.createdAt));
    const views = await db
      .select({ clipId: clipViews.clipId, title: clips.title, day: clipViews.day })
      .from(clipViews)
      .innerJoin(clips, eq(clips.id, clipViews.clipId))
      .where(and(eq(clipViews.userId, person.userId), visible(person)))
      .orderBy(asc(clipViews.day));
    return {
      clips: own.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      clipViews: views,
    };
  },
});
