import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ConfirmDialog,
  DateField,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  Stack,
  Text,
  TextArea,
  TextField,
  Timeline,
  formatCurrency,
  toast,
  type TimelineEntry,
} from '@sprint/ui';
import { hasRole } from '@sprint/server/platform/identity';
import { useTRPC } from '../../../api/trpc';
import { useAuth } from '../../../auth/AuthContext';
import { useZodForm } from '../../../forms/useZodForm';
import { berlinDay, berlinDayStart } from './leadDates';
import { errorMessage } from './leadForm';
import { fieldError } from '../../../components/formParts';
import { leadStatus } from './leadStatus';
import type { CompanyMember, LeadActivity } from '../queries';

const MANUAL = ['note', 'call', 'meeting'] as const;
type ManualType = (typeof MANUAL)[number];

const body = z
  .string()
  .trim()
  .min(1, 'Bitte schreib etwas.')
  .max(10_000, 'Höchstens 10.000 Zeichen.');

const noteSchema = z.object({ body });

const loggedSchema = z.object({
  body,
  outcome: z
    .string()
    .trim()
    .max(500, 'Das Ergebnis darf höchstens 500 Zeichen lang sein.')
    .transform((value) => (value === '' ? null : value)),
  /** The day it happened; today by default. */
  occurredOn: z
    .string({ error: 'Bitte gib das Datum an.' })
    .nullable()
    .refine((value) => value !== null, 'Bitte gib das Datum an.')
    // Today means now; an earlier day its start (the time of day is not asked for).
    .transform((value) =>
      value && value !== berlinDay(new Date()) ? berlinDayStart(value) : new Date(),
    ),
});

// Inline after an entry's text, on its last line while there is room.
const Actions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin-top: var(--space-1);
`;

/** 'Notiz' with 'Notiz speichern': the first action on every lead page. */
function NoteComposer({ leadId }: { leadId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useZodForm(noteSchema, { defaultValues: { body: '' } });
  const create = useMutation(trpc.crm.activities.create.mutationOptions());
  const onSubmit = form.handleSubmit(async ({ body: text }) => {
    try {
      await create.mutateAsync({ leadId, type: 'note', body: text });
      // The next note typed while this one saved stays (it is not this one's to clear).
      if (form.getValues('body') === text) form.reset({ body: '' });
      void queryClient.invalidateQueries({ queryKey: trpc.crm.activities.pathKey() });
    } catch (error) {
      // The note stays in the field for another try.
      toast({
        title: 'Notiz nicht gespeichert',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });
  return (
    <form
      aria-label="Notiz schreiben"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-busy={create.isPending}
    >
      <Stack gap="2">
        <TextArea
          label="Notiz"
          rows={3}
          {...form.register('body')}
          error={fieldError(form.formState.errors, 'body')}
        />
        <Stack direction="row" gap="2" justify="end">
          <Button type="submit" aria-disabled={create.isPending || undefined}>
            {create.isPending ? 'Wird gespeichert...' : 'Notiz speichern'}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

const LOGGED_LABELS = {
  call: { action: 'Anruf protokollieren', body: 'Gesprächsnotiz' },
  meeting: { action: 'Meeting protokollieren', body: 'Besprechungsnotiz' },
} as const;

/** A call or meeting after the fact: when, what was said, what came of it. */
function LogDialog({
  leadId,
  type,
  onClose,
}: {
  leadId: string;
  type: 'call' | 'meeting';
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(loggedSchema, {
    defaultValues: { body: '', outcome: '', occurredOn: berlinDay(new Date()) },
  });
  const create = useMutation(trpc.crm.activities.create.mutationOptions());
  const labels = LOGGED_LABELS[type];
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await create.mutateAsync({
        leadId,
        type,
        body: values.body,
        outcome: values.outcome,
        occurredAt: values.occurredOn,
      });
      void queryClient.invalidateQueries({ queryKey: trpc.crm.activities.pathKey() });
      toast({ title: type === 'call' ? 'Anruf protokolliert' : 'Meeting protokolliert' });
      onClose();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{labels.action}</DialogTitle>
          <DialogDescription>Erscheint im Verlauf des Leads.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={create.isPending}>
          <Stack gap="2">
            <Alert message={serverError} />
            <Controller
              control={form.control}
              name="occurredOn"
              render={({ field, fieldState }) => (
                <DateField
                  label="Datum"
                  required
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextArea
              label={labels.body}
              required
              rows={4}
              {...form.register('body')}
              error={fieldError(form.formState.errors, 'body')}
            />
            <TextField
              label="Ergebnis"
              {...form.register('outcome')}
              error={fieldError(form.formState.errors, 'outcome')}
            />
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Abbrechen
              </Button>
              <Button type="submit" aria-disabled={create.isPending || undefined}>
                {labels.action}
              </Button>
            </DialogFooter>
          </Stack>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Editing a hand-written entry in place: its text, 'Speichern' or 'Abbrechen'. */
function EditEntry({ activity, onDone }: { activity: LeadActivity; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useZodForm(noteSchema, { defaultValues: { body: activity.body ?? '' } });
  const update = useMutation(trpc.crm.activities.update.mutationOptions());
  const onSubmit = form.handleSubmit(async ({ body: text }) => {
    try {
      await update.mutateAsync({ activityId: activity.id, body: text });
      void queryClient.invalidateQueries({ queryKey: trpc.crm.activities.pathKey() });
      onDone();
    } catch (error) {
      toast({
        title: 'Eintrag nicht gespeichert',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={update.isPending}>
      <Stack gap="2">
        <TextArea
          label="Eintrag bearbeiten"
          rows={3}
          {...form.register('body')}
          error={fieldError(form.formState.errors, 'body')}
        />
        <Actions>
          <Button size="sm" variant="outline" onClick={onDone}>
            Abbrechen
          </Button>
          <Button size="sm" type="submit" aria-disabled={update.isPending || undefined}>
            Speichern
          </Button>
        </Actions>
      </Stack>
    </form>
  );
}

function memberName(members: readonly CompanyMember[], id: string | null): string {
  if (!id) return 'Niemand';
  return members.find((member) => member.id === id)?.name ?? 'Ehemaliges Mitglied';
}

function cents(value: string | null): string {
  return value === null ? '–' : formatCurrency(Number(value), { cents: true });
}

/**
 * The lead's history, newest first: the 'Notiz' composer, calls and meetings logged after the
 * fact, and the entries the CRM records by itself (status, value, owner) with who and when.
 * Hand-written entries can be changed and deleted by their author or an admin (the server
 * decides; these buttons only appear where it would agree).
 */
export function LeadTimeline({ leadId }: { leadId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { databaseUser } = useAuth();
  const activities = useQuery(trpc.crm.activities.list.queryOptions({ leadId }));
  const members = useQuery(trpc.crm.members.queryOptions());
  const [logging, setLogging] = useState<'call' | 'meeting' | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<LeadActivity | null>(null);
  const remove = useMutation(
    trpc.crm.activities.delete.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.crm.activities.pathKey() }),
      onError: (error) =>
        toast({
          title: 'Eintrag nicht gelöscht',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    }),
  );
  const isAdmin = hasRole(databaseUser?.role ?? null, 'admin');
  const mayEdit = (activity: LeadActivity) =>
    (MANUAL as readonly string[]).includes(activity.type) &&
    (activity.authorId === databaseUser?.id || isAdmin);

  function entryOf(activity: LeadActivity): TimelineEntry {
    const base = {
      id: activity.id,
      at: activity.occurredAt,
      author: activity.authorName ?? undefined,
    };
    switch (activity.type) {
      case 'status_changed':
        return {
          ...base,
          type: 'status',
          change: {
            from: activity.fromValue ? leadStatus(activity.fromValue).label : undefined,
            to: activity.toValue ? leadStatus(activity.toValue).label : '–',
          },
        };
      case 'value_changed':
        return {
          ...base,
          type: 'value',
          change: { from: cents(activity.fromValue), to: cents(activity.toValue) },
        };
      case 'owner_changed':
        return {
          ...base,
          type: 'owner',
          change: {
            from: memberName(members.data ?? [], activity.fromValue),
            to: memberName(members.data ?? [], activity.toValue),
          },
        };
      default: {
        const type = activity.type as ManualType;
        let text: ReactNode;
        if (editing === activity.id) {
          text = <EditEntry activity={activity} onDone={() => setEditing(null)} />;
        } else {
          text = (
            <>
              {activity.body}
              {activity.outcome ? (
                <Text as="div" tone="muted">
                  Ergebnis: {activity.outcome}
                </Text>
              ) : null}
              {mayEdit(activity) ? (
                <Actions>
                  <Button size="sm" variant="ghost" onClick={() => setEditing(activity.id)}>
                    Bearbeiten
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setDeleting(activity)}>
                    Löschen
                  </Button>
                </Actions>
              ) : null}
            </>
          );
        }
        return {
          ...base,
          type,
          title: type === 'meeting' ? 'Meeting' : undefined,
          text,
        };
      }
    }
  }

  return (
    <Stack as="section" gap="4" aria-labelledby="lead-timeline-heading">
      <Stack direction="row" gap="2" justify="between" align="center" wrap>
        <h2 id="lead-timeline-heading">Verlauf</h2>
        <Stack direction="row" gap="2" wrap>
          <Button variant="outline" size="sm" onClick={() => setLogging('call')}>
            Anruf protokollieren
          </Button>
          <Button variant="outline" size="sm" onClick={() => setLogging('meeting')}>
            Meeting protokollieren
          </Button>
        </Stack>
      </Stack>
      {activities.isError ? (
        <EmptyState
          role="alert"
          size="compact"
          headingLevel={3}
          title="Verlauf konnte nicht geladen werden"
          action={
            <Button variant="outline" onClick={() => void activities.refetch()}>
              Erneut versuchen
            </Button>
          }
        >
          {errorMessage(activities.error)}
        </EmptyState>
      ) : (
        <Timeline
          entries={(activities.data ?? []).map(entryOf)}
          loading={activities.isPending}
          composer={<NoteComposer leadId={leadId} />}
        />
      )}
      {logging ? (
        <LogDialog leadId={leadId} type={logging} onClose={() => setLogging(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Eintrag löschen?"
        description="Der Eintrag verschwindet aus dem Verlauf. Das lässt sich nicht rückgängig machen."
        confirmLabel="Löschen"
        destructive
        onConfirm={() => (deleting ? remove.mutateAsync({ activityId: deleting.id }) : undefined)}
      />
    </Stack>
  );
}
