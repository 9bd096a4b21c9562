import type { BadgeVariant } from '@sprint/ui';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
} from '@sprint/server/tasks';
import type { TaskPriority } from './types';

export { TASK_PRIORITIES, TASK_PRIORITY_LABELS, TASK_STATUSES, TASK_STATUS_LABELS };

/** Priority badges: the pressing ones stand out, the rest stay quiet (the label says it too). */
export const PRIORITY_BADGE: Record<TaskPriority, BadgeVariant> = {
  urgent: 'destructive',
  high: 'default',
  medium: 'secondary',
  low: 'outline',
};

/** The Berlin calendar day (YYYY-MM-DD) of an instant. */
export { berlinDay as berlinToday } from '../../../lib/berlinDay';
