import { Pencil } from 'lucide-react';
import { Badge, Button, Link, Text, TodoItem, TodoList } from '@sprint/ui';
import type { TaskRow } from './types';
import { describeDue } from './quickAdd';
import { berlinToday, PRIORITY_BADGE, TASK_PRIORITY_LABELS } from './taskLabels';
import { leadHref } from '../../crm/public';

/** 'Überfällig' in words as well as in red: a due day before today (Berlin), while unfinished. */
export function TaskDue({
  task,
  now,
}: {
  task: Pick<TaskRow, 'dueDate' | 'dueTime' | 'status'>;
  now: Date;
}) {
  if (!task.dueDate) return null;
  const overdue = task.status !== 'done' && task.dueDate < berlinToday(now);
  return (
    <Text
      numeric
      tone={overdue ? 'destructive' : undefined}
      weight={overdue ? 'medium' : undefined}
      data-overdue={overdue ? '' : undefined}
    >
      {overdue ? 'Überfällig: ' : 'Fällig: '}
      {describeDue({ date: task.dueDate, time: task.dueTime }, now)}
    </Text>
  );
}

export type TaskItemProps = {
  task: TaskRow;
  now: Date;
  onToggle: (task: TaskRow, done: boolean) => void;
  onOpen: (task: TaskRow) => void;
  /** Hide the lead (on the lead's own page). */
  hideLead?: boolean;
};

/** One task in a list: the box (named by the title) completes it, 'Bearbeiten' opens it. */
export function TaskItem({ task, now, onToggle, onOpen, hideLead }: TaskItemProps) {
  const done = task.status === 'done';
  return (
    <TodoItem
      data-slot="task-item"
      label={task.title}
      checked={done}
      onCheckedChange={(checked) => onToggle(task, checked)}
      action={
        <Button
          variant="ghost"
          size="icon"
          aria-label={`„${task.title}“ bearbeiten`}
          onClick={() => onOpen(task)}
        >
          <Pencil aria-hidden />
        </Button>
      }
      meta={
        <>
          <TaskDue task={task} now={now} />
          <Badge variant={PRIORITY_BADGE[task.priority]}>
            {TASK_PRIORITY_LABELS[task.priority]}
          </Badge>
          {task.status === 'in_progress' ? <span>In Arbeit</span> : null}
          <span>{task.assigneeName ?? 'Nicht zugewiesen'}</span>
          {task.leadId && task.leadName && !hideLead ? (
            <Link href={leadHref(task.leadId)}>{task.leadName}</Link>
          ) : null}
        </>
      }
    />
  );
}

/** The list the task items go in (a `ul`, named by its tab or heading). */
export const TaskItems = TodoList;
