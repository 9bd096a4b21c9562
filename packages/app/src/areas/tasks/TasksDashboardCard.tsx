import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlarmClock, CalendarCheck } from 'lucide-react';
import styled from 'styled-components';
import { Grid, Link, StatCard, Stack, Text } from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import { useTRPC } from '../../api/trpc';
import type { TaskRow } from './queries';
import { TaskDue } from './components/TaskItem';

/** A task's title over its due date. */
const FirstTask = styled.li`
  display: grid;
  gap: var(--space-0-5);
`;

function FirstTasks({ tasks, label, now }: { tasks: TaskRow[]; label: string; now: Date }) {
  if (tasks.length === 0) return null;
  return (
    <Text as="div" size="sm">
      <Stack as="ul" gap="2" aria-label={label}>
        {tasks.map((task) => (
          <FirstTask key={task.id}>
            <span>{task.title}</span>
            <TaskDue task={task} now={now} />
          </FirstTask>
        ))}
      </Stack>
    </Text>
  );
}

export type TasksDashboardCardProps = { now?: () => Date };

/** 'Heute fällig' and 'Überfällig': the signed-in person's counts and the first of each. */
export function TasksDashboardCard({ now = () => new Date() }: TasksDashboardCardProps) {
  const trpc = useTRPC();
  const summary = useQuery(trpc.tasks.summary.queryOptions());
  const headingId = useId();
  const today = now();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>Meine Aufgaben</h2>
        <Link href="/app/tasks">Alle Aufgaben</Link>
      </Stack>
      <AccessQueryState
        subject="die Aufgaben"
        query={summary}
        loadingLabel="Aufgaben werden geladen"
        errorTitle="Aufgaben konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        isEmpty={() => false}
      >
        {(data) => (
          <Grid minItemWidth="14rem" gap="4">
            <Stack gap="3">
              <StatCard
                label="Heute fällig"
                value={data.today}
                icon={<CalendarCheck aria-hidden />}
              />
              <FirstTasks tasks={data.dueToday} label="Heute fällig" now={today} />
            </Stack>
            <Stack gap="3">
              <StatCard label="Überfällig" value={data.overdue} icon={<AlarmClock aria-hidden />} />
              <FirstTasks tasks={data.overdueTasks} label="Überfällig" now={today} />
            </Stack>
          </Grid>
        )}
      </AccessQueryState>
    </Stack>
  );
}
