import { TASK_PRIORITIES } from '@sprint/server/tasks';
import type { TaskPriority } from './queries';

/** The page's tabs: four lists and the board. */
export const TASK_TABS = ['today', 'overdue', 'upcoming', 'all', 'board'] as const;
export type TaskTab = (typeof TASK_TABS)[number];

/** 'me' (the default: 'Meine Aufgaben'), 'all', 'none' or a member's id. */
export type AssigneeChoice = string;

/** Everything the tasks page keeps in its address. */
export type TaskSearchState = {
  tab: TaskTab;
  assignee: AssigneeChoice;
  priority: TaskPriority | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isTab(value: string | null): value is TaskTab {
  return TASK_TABS.includes(value as TaskTab);
}

function isPriority(value: string | null): value is TaskPriority {
  return TASK_PRIORITIES.includes(value as TaskPriority);
}

/** The address as the page reads it; anything unknown falls back to the default. */
export function parseTaskSearchParams(params: URLSearchParams): TaskSearchState {
  const tab = params.get('ansicht');
  const assignee = params.get('zugewiesen');
  const priority = params.get('prioritaet');
  return {
    tab: isTab(tab) ? tab : 'today',
    assignee:
      assignee === 'all' || assignee === 'none' || (assignee && UUID.test(assignee))
        ? assignee
        : 'me',
    priority: isPriority(priority) ? priority : null,
  };
}

/** The state into the address, defaults left out; other parameters are kept. */
export function serializeTaskSearchParams(
  state: TaskSearchState,
  current = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null, fallback: string | null) => {
    if (value === null || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  set('ansicht', state.tab, 'today');
  set('zugewiesen', state.assignee, 'me');
  set('prioritaet', state.priority, null);
  return next;
}
