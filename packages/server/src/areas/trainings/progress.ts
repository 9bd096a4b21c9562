/**
 * Progress and plan locks as pure functions (no database): the server's lists use them, and the
 * app can show the same numbers and labels.
 */

import { levelLockLabel, levelOf, pointsForLevel } from '../../platform/points/model';

export type PlanName = 'starter' | 'professional' | 'enterprise';

/** Plans from small to large: a course's `minPlan` locks it for every smaller plan. */
const PLAN_RANK: Record<PlanName, number> = { starter: 0, professional: 1, enterprise: 2 };

/** What a locked course says about itself, per the plan it needs. */
export const LOCK_LABELS = {
  starter: null,
  professional: 'Ab Professional',
  enterprise: 'Nur Enterprise',
} as const satisfies Record<PlanName, string | null>;

export type LockLabel = 'Ab Professional' | 'Nur Enterprise' | `Ab Level ${number}`;

/**
 * Why a course is locked: the plan (the company needs a larger one) or the level (the person
 * needs more points; `pointsToUnlock` says how many).
 */
export type CourseLock = {
  locked: boolean;
  lockLabel: LockLabel | null;
  lockKind: 'plan' | 'level' | null;
  pointsToUnlock: number | null;
};

const OPEN: CourseLock = { locked: false, lockLabel: null, lockKind: null, pointsToUnlock: null };

/**
 * Locked when the course needs a larger plan than the company's, or a higher level than the
 * person's ('Ab Level 3'); the plan is named first, as no points open it. Employees are never
 * locked.
 */
export function courseLock(
  course: { minPlan: PlanName | null; minLevel: number | null },
  viewer: { employee: boolean; plan: PlanName; points: number },
): CourseLock {
  if (viewer.employee) return OPEN;
  const { minPlan, minLevel } = course;
  if (minPlan && PLAN_RANK[minPlan] > PLAN_RANK[viewer.plan]) {
    return {
      locked: true,
      lockLabel: LOCK_LABELS[minPlan],
      lockKind: 'plan',
      pointsToUnlock: null,
    };
  }
  if (minLevel && levelOf(viewer.points) < minLevel) {
    return {
      locked: true,
      lockLabel: levelLockLabel(minLevel),
      lockKind: 'level',
      pointsToUnlock: pointsForLevel(minLevel) - viewer.points,
    };
  }
  return OPEN;
}

/**
 * A progress percentage (spec §5): rounded, clamped to 0–100, and 0 when the total is 0 or less
 * or either input is not a finite number.
 */
export function progressPercent(done: unknown, total: unknown): number {
  if (typeof done !== 'number' || typeof total !== 'number') return 0;
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

export type CourseStatus = 'not_started' | 'in_progress' | 'completed';

/** Completed once every one of at least one lesson is done; started with the first. */
export function courseStatus(completed: number, total: number): CourseStatus {
  if (total > 0 && completed >= total) return 'completed';
  return completed > 0 ? 'in_progress' : 'not_started';
}
