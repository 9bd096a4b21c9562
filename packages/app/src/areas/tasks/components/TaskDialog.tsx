import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import {
  Alert,
  Button,
  DateField,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormGrid,
  FormGridItem,
  FormSelectField,
  TextArea,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useAuth } from '../../../auth/AuthContext';
import { Form, fieldError } from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import type { TaskRow } from './types';
import {
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
} from './taskLabels';
import {
  emptyTaskValues,
  NONE,
  taskFormSchema,
  taskToValues,
  toTaskInput,
  type TaskFormOutput,
} from './taskForm';

const PRIORITY_OPTIONS = TASK_PRIORITIES.map((value) => ({
  value,
  label: TASK_PRIORITY_LABELS[value],
}));
const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }));

export type TaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit; without one the dialog creates 'Neue Aufgabe'. */
  task?: TaskRow | null;
  /** A new task about this lead (the lead page's 'Aufgabe hinzufügen'). */
  leadId?: string;
  /** A new task's due day, e.g. the calendar day clicked. */
  defaultDueDate?: string | null;
};

/** 'Neue Aufgabe' and 'Aufgabe bearbeiten': every field of a task, the server's rules. */
export function TaskDialog({ open, onOpenChange, ...props }: TaskDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* Mounted per opening: a dialog opened again starts from the task as it is now. */}
        <TaskDialogForm {...props} onOpenChange={onOpenChange} />
      </DialogContent>
    </Dialog>
  );
}

function TaskDialogForm({
  onOpenChange,
  task,
  leadId,
  defaultDueDate,
}: Omit<TaskDialogProps, 'open'>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { databaseUser } = useAuth();
  const members = useQuery(trpc.crm.members.queryOptions());
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useZodForm(taskFormSchema, {
    defaultValues: task ? taskToValues(task) : emptyTaskValues(databaseUser?.id, defaultDueDate),
  });

  const settled = () => queryClient.invalidateQueries({ queryKey: trpc.tasks.pathKey() });
  const create = useMutation(trpc.tasks.create.mutationOptions({ onSettled: settled }));
  const update = useMutation(trpc.tasks.update.mutationOptions({ onSettled: settled }));
  const remove = useMutation(trpc.tasks.delete.mutationOptions({ onSettled: settled }));
  const busy = create.isPending || update.isPending || remove.isPending;

  const onSubmit = (values: TaskFormOutput) => {
    setRefusal(null);
    const input = toTaskInput(values);
    const done = (title: string) => {
      toast({ title, description: input.title });
      onOpenChange(false);
    };
    const refused = (error: { message: string }) => setRefusal(error.message);
    if (task) {
      update.mutate(
        { taskId: task.id, ...input },
        { onSuccess: () => done('Aufgabe gespeichert'), onError: refused },
      );
    } else {
      create.mutate(
        { ...input, ...(leadId ? { leadId } : {}) },
        { onSuccess: () => done('Aufgabe angelegt'), onError: refused },
      );
    }
  };

  const onDelete = () => {
    if (!task) return;
    setRefusal(null);
    remove.mutate(
      { taskId: task.id },
      {
        onSuccess: () => {
          toast({ title: 'Aufgabe gelöscht', description: task.title });
          onOpenChange(false);
        },
        onError: (error) => setRefusal(error.message),
      },
    );
  };

  const memberOptions = [
    { value: NONE, label: 'Nicht zugewiesen' },
    ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  // Someone who left the company stays visible as the task's assignee.
  if (task?.assigneeId && !memberOptions.some((option) => option.value === task.assigneeId)) {
    memberOptions.push({
      value: task.assigneeId,
      label: task.assigneeName ?? 'Ehemaliges Mitglied',
    });
  }
  const { errors } = form.formState;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{task ? 'Aufgabe bearbeiten' : 'Neue Aufgabe'}</DialogTitle>
        <DialogDescription>
          {task
            ? 'Alle im Unternehmen sehen die Änderung sofort.'
            : 'Fälligkeit und Zuständigkeit helfen, nichts zu vergessen.'}
        </DialogDescription>
      </DialogHeader>
      <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <FormGrid minFieldWidth="12rem" align="stretch">
          <FormGridItem span="full">
            <TextField
              label="Titel"
              required
              autoComplete="off"
              {...form.register('title')}
              error={fieldError(errors, 'title')}
            />
          </FormGridItem>
          <FormGridItem span="full">
            <TextArea
              label="Beschreibung"
              rows={3}
              {...form.register('description')}
              error={fieldError(errors, 'description')}
            />
          </FormGridItem>
          <Controller
            control={form.control}
            name="dueDate"
            render={({ field }) => (
              <DateField
                label="Fällig am"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(errors, 'dueDate')}
              />
            )}
          />
          <TextField
            label="Uhrzeit"
            type="time"
            {...form.register('dueTime')}
            error={fieldError(errors, 'dueTime')}
          />
          <Controller
            control={form.control}
            name="priority"
            render={({ field, fieldState }) => (
              <FormSelectField
                label="Priorität"
                options={PRIORITY_OPTIONS}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field, fieldState }) => (
              <FormSelectField
                label="Status"
                options={STATUS_OPTIONS}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <FormGridItem span="full">
            <Controller
              control={form.control}
              name="assigneeId"
              render={({ field, fieldState }) => (
                <FormSelectField
                  label="Zugewiesen an"
                  options={memberOptions}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </FormGridItem>
        </FormGrid>
        <Alert message={refusal} />
        <DialogFooter>
          {task ? (
            <Button type="button" variant="outline" onClick={onDelete} disabled={busy}>
              Löschen
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Abbrechen
          </Button>
          <Button type="submit" disabled={busy}>
            {task ? 'Speichern' : 'Aufgabe anlegen'}
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}
