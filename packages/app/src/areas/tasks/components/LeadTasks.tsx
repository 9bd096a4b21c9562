import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle, Stack } from '@sprint/ui';
import { AccessQueryState } from '../../../components/AccessQueryState';
import { useTRPC } from '../../../api/trpc';
import { QuickAdd } from './QuickAdd';
import { TaskDialog } from './TaskDialog';
import { TaskItem, TaskItems } from './TaskItem';
import type { TaskRow } from './types';
import { useSetTaskStatus } from './useTaskMutations';

export type LeadTasksProps = {
  leadId: string;
  /** 'now' as the page sees it (stories fix it). */
  now?: () => Date;
};

/**
 * The lead page's 'Aufgaben': everyone's tasks about this lead, unfinished first, and a quick add
 * that links the new task to the lead.
 */
export function LeadTasks({ leadId, now = () => new Date() }: LeadTasksProps) {
  const trpc = useTRPC();
  const headingId = useId();
  const setStatus = useSetTaskStatus();
  const [editing, setEditing] = useState<TaskRow | null>(null);
  const [editOpen, setEditOpen] = useState(false);
  const tasks = useQuery(
    trpc.tasks.list.queryOptions({ view: 'all', assignee: 'all', leadId, limit: 50 }),
  );
  const today = now();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Aufgaben
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Stack gap="4">
          <QuickAdd leadId={leadId} now={now} />
          <AccessQueryState
            subject="die Aufgaben"
            query={tasks}
            loadingLabel="Aufgaben werden geladen"
            errorTitle="Aufgaben konnten nicht geladen werden"
            headingLevel={3}
            size="compact"
            isEmpty={(page) => page.items.length === 0}
            empty={<p>Noch keine Aufgaben zu diesem Lead.</p>}
          >
            {(page) => (
              <TaskItems aria-labelledby={headingId}>
                {page.items.map((task) => (
                  <TaskItem
                    key={task.id}
                    task={task}
                    now={today}
                    hideLead
                    onOpen={(target) => {
                      setEditing(target);
                      setEditOpen(true);
                    }}
                    onToggle={(target, done) => setStatus(target, done ? 'done' : 'open')}
                  />
                ))}
              </TaskItems>
            )}
          </AccessQueryState>
        </Stack>
      </CardContent>
      <TaskDialog open={editOpen} onOpenChange={setEditOpen} task={editing} />
    </Card>
  );
}
