import type { RouterInputs, RouterOutputs } from '../../api/types';
import { useAuth } from '../../auth/AuthContext';
import { isUuid } from '../../lib/uuid';
import { defineLookup, type LiveInvalidations } from '../area';
import { encodeLessonTrail } from './components/trainingsPaths';

/** Spec §2: 'Trainings > Training > Modules / Lesson' — the names until the real ones are known. */
export const COURSE_CRUMB = 'Training';
export const MODULE_CRUMB = 'Modules';
export const LESSON_CRUMB = 'Lesson';

/** The course page's breadcrumb: Trainings › course title (the page's own query). */
export const courseLookup = defineLookup({
  query: ({ id }, trpc) => (isUuid(id) ? trpc.trainings.byId.queryOptions({ courseId: id }) : null),
  label: (course) => course.title,
  loading: COURSE_CRUMB,
});

/**
 * The lesson page's breadcrumbs: Trainings › course › module › lesson, from the page's own
 * query. The three names travel as one string (`encodeLessonTrail`).
 */
export const lessonLookup = defineLookup({
  query: ({ id, moduleId, lessonId }, trpc) =>
    isUuid(id) && isUuid(moduleId) && isUuid(lessonId)
      ? trpc.trainings.lesson.queryOptions({ courseId: id, moduleId, lessonId })
      : null,
  label: (page) =>
    encodeLessonTrail({
      course: page.course.title,
      module: page.module.title,
      lesson: page.lesson.title,
    }),
  loading: LESSON_CRUMB,
});

/**
 * The person's own progress changed elsewhere (another tab, another device): course cards,
 * course and lesson pages and the dashboard's 'Weiter lernen' refetch.
 */
export const trainingsLive: LiveInvalidations = {
  'training.progress': (trpc) => [trpc.trainings.pathKey()],
};

/** The shapes the trainings screens work with, as the server answers them. */
type Outputs = RouterOutputs['trainings'];
export type CourseSummary = Outputs['list'][number];
export type CourseDetail = Outputs['byId'];
export type CourseModule = CourseDetail['modules'][number];
export type OutlineLesson = CourseModule['lessons'][number];
export type LessonPageData = Outputs['lesson'];
export type LessonAttachment = LessonPageData['lesson']['attachments'][number];
export type ContinueLearning = Outputs['continueLearning'];
export type LessonUpdate = RouterInputs['trainings']['lessons']['update'];

/** The provider's employees edit courses (the server checks again). */
export function useCanEditTrainings(): boolean {
  return useAuth().databaseUser?.ourEmployee === true;
}

/** The German message of a failed request (tRPC carries the server's). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}

function errorCode(error: unknown): string | undefined {
  return (error as { data?: { code?: string } | null } | null)?.data?.code;
}

/** The server refused the input itself (400): its message belongs under the field. */
export function isBadRequest(error: unknown): boolean {
  return errorCode(error) === 'BAD_REQUEST';
}

export function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'NOT_FOUND';
}

/** A lesson of a course the company's plan does not include. */
export function isForbidden(error: unknown): boolean {
  return errorCode(error) === 'FORBIDDEN';
}

/** The server's refusals of single fields (`data.issues`), by the input's field name. */
export function serverIssues(error: unknown): { path: string; message: string }[] {
  const issues = (error as { data?: { issues?: unknown } | null } | null)?.data?.issues;
  return Array.isArray(issues)
    ? issues.filter(
        (issue): issue is { path: string; message: string } =>
          typeof (issue as { path?: unknown }).path === 'string' &&
          typeof (issue as { message?: unknown }).message === 'string',
      )
    : [];
}
