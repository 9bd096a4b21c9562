import styled from 'styled-components';
import { Pencil } from 'lucide-react';
import { Badge, Button, Checkbox, Link } from '@sprint/ui';
import type { TaskRow } from './types';
import { describeDue } from './quickAdd';
import { berlinToday, PRIORITY_BADGE, TASK_PRIORITY_LABELS } from './taskLabels';
import { leadHref } from '../../crm/public';

const Row = styled.li`
  padding: var(--space-3) 0;
  border-bottom: var(--border-width) solid var(--color-border);

  &:last-child {
    border-bottom: 0;
  }
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-1);
  min-width: 0;
  /* The details line up with the label, past the box. */
  padding-left: calc(var(--size-icon) + var(--space-2));
`;

const Head = styled.div`
  display: flex;
  gap: var(--space-2);
  align-items: start;
  justify-content: space-between;

  /* A finished task reads as finished, not by colour alone. */
  &[data-done] label {
    color: var(--color-muted-foreground);
    text-decoration: line-through;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-3);
  align-items: center;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const Due = styled.span`
  font-variant-numeric: tabular-nums;

  &[data-overdue] {
    color: var(--color-destructive-text);
    font-weight: var(--font-weight-medium);
  }
`;

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
    <Due data-overdue={overdue ? '' : undefined}>
      {overdue ? 'Überfällig: ' : 'Fällig: '}
      {describeDue({ date: task.dueDate, time: task.dueTime }, now)}
    </Due>
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
    <Row data-slot="task-item">
      <Head data-done={done ? '' : undefined}>
        <Checkbox
          checked={done}
          onCheckedChange={(checked) => onToggle(task, checked)}
          label={task.title}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`„${task.title}“ bearbeiten`}
          onClick={() => onOpen(task)}
        >
          <Pencil aria-hidden />
        </Button>
      </Head>
      <Body>
        <Meta>
          <TaskDue task={task} now={now} />
          <Badge variant={PRIORITY_BADGE[task.priority]}>
            {TASK_PRIORITY_LABELS[task.priority]}
          </Badge>
          {task.status === 'in_progress' ? <span>In Arbeit</span> : null}
          <span>{task.assigneeName ?? 'Nicht zugewiesen'}</span>
          {task.leadId && task.leadName && !hideLead ? (
            <Link href={leadHref(task.leadId)}>{task.leadName}</Link>
          ) : null}
        </Meta>
      </Body>
    </Row>
  );
}

export const TaskItems = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
