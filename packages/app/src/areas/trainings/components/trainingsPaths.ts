/**
 * The trainings area's addresses and a lesson's breadcrumb trail: what its routes need, in the
 * first paint of every page, kept apart from the rest of trainingsFormat.ts (which re-exports it).
 */

/** Where a lesson is, as the server names it (`nextLesson`, `previous`, `next`). */
export type LessonRef = { moduleId: string; lessonId: string };

export const TRAININGS_HREF = '/app/trainings';

export function courseHref(courseId: string): string {
  return `${TRAININGS_HREF}/${courseId}`;
}

export function lessonHref(courseId: string, lesson: LessonRef): string {
  return `${courseHref(courseId)}/modules/${lesson.moduleId}/lessons/${lesson.lessonId}`;
}

// The lesson page's breadcrumbs ----------------------------------------------------------------

/** The names a lesson's breadcrumbs show: its course, its module and itself. */
export type LessonTrail = { course: string; module: string; lesson: string };

/**
 * The header gets one looked-up string per page (`CrumbContext.detail`); a lesson's crumbs need
 * three names, so they travel together as JSON in that one string.
 */
export function encodeLessonTrail(trail: LessonTrail): string {
  return JSON.stringify([trail.course, trail.module, trail.lesson]);
}

export function decodeLessonTrail(detail: string | undefined): LessonTrail | null {
  if (!detail) return null;
  try {
    const value: unknown = JSON.parse(detail);
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      value.every((part): part is string => typeof part === 'string')
    ) {
      const [course = '', module = '', lesson = ''] = value;
      return { course, module, lesson };
    }
  } catch {
    // Not a trail: the crumbs fall back to their generic names.
  }
  return null;
}
