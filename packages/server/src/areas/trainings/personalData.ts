import { and, asc, eq, inArray } from 'drizzle-orm';
import { customers } from '../../platform/identity/schema';
import { definePersonalData, isoOrNull } from '../../platform/personalData';
import { courses, lessonProgress, lessons, trainingEvents } from './schema';

declare module '../../platform/personalData' {
  interface PersonalDataSections {
    lessonProgress: {
      course: string;
      lesson: string;
      completedAt: string | null;
      positionSeconds: number;
      updatedAt: string;
    }[];
    lessonsCompleted: { company: string; course: string; lesson: string; completedAt: string }[];
  }
}

/**
 * The person's progress in the provider's trainings, and the completions recorded in their
 * companies (what a leaderboard counts).
 */
export const trainingData = definePersonalData<'lessonProgress' | 'lessonsCompleted'>({
  tables: [lessonProgress, trainingEvents],
  async export(db, person) {
    const progress = await db
      .select({
        course: courses.title,
        lesson: lessons.title,
        completedAt: lessonProgress.completedAt,
        positionSeconds: lessonProgress.positionSeconds,
        updatedAt: lessonProgress.updatedAt,
      })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
      .where(eq(lessonProgress.userId, person.userId))
      .orderBy(asc(lessonProgress.updatedAt));
    const completed =
      person.companyIds.length === 0
        ? []
        : await db
            .select({
              company: customers.name,
              course: courses.title,
              lesson: lessons.title,
              completedAt: trainingEvents.createdAt,
            })
            .from(trainingEvents)
            .innerJoin(customers, eq(customers.id, trainingEvents.customerId))
            .innerJoin(lessons, eq(lessons.id, trainingEvents.lessonId))
            .innerJoin(courses, eq(courses.id, trainingEvents.courseId))
            .where(
              and(
                eq(trainingEvents.userId, person.userId),
                inArray(trainingEvents.customerId, person.companyIds),
              ),
            )
            .orderBy(asc(trainingEvents.createdAt));
    return {
      lessonProgress: progress.map((row) => ({
        ...row,
        completedAt: isoOrNull(row.completedAt),
        updatedAt: row.updatedAt.toISOString(),
      })),
      lessonsCompleted: completed.map((row) => ({
        ...row,
        completedAt: row.completedAt.toISOString(),
      })),
    };
  },
});
