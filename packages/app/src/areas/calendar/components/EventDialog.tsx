import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { Download } from 'lucide-react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Checkbox,
  DateField,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  FormGrid,
  FormGridItem,
  FormSelectField,
  Input,
  RadioGroup,
  RadioGroupItem,
  Stack,
  Text,
  TextArea,
  TextField,
  ToggleGroup,
  ToggleGroupItem,
  toast,
} from '@sprint/ui';
import {
  FREQUENCY_LABELS,
  WEEKDAYS,
  WEEKDAY_LABELS,
  type CalendarOccurrence,
  type ChangeScope,
  type Weekday,
} from '@sprint/server/calendar';
import { useTRPC } from '../../../api/trpc';
import { Form, fieldError } from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import { addDays, addMinutes, daysBetween, describeWhen, type EventTimes } from './calendarTime';
import {
  emptyEventValues,
  eventFormSchema,
  isSeriesOccurrence,
  occurrenceRef,
  occurrenceToValues,
  recreateInput,
  toEventFields,
  weekdayOf,
  type EventFormOutput,
  type EventFormValues,
  type RepeatChoice,
  type SeriesEnd,
} from './eventForm';
import { LeadField } from '../../crm/public';
import { describeRecurrence, intervalUnit } from './recurrenceText';
import { ScopeDialog, type ScopeAction } from './ScopeDialog';
import { useEventMutations, useIcsDownload } from './useEventMutations';

/** A number input with its unit after it ('Alle [2] Wochen'). */
const Inline = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);

  & input {
    width: 5rem;
  }
`;

const Members = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: var(--space-2);
  max-height: 10rem;
  overflow-y: auto;
  padding: var(--space-1);
`;

/** The dialog's buttons; '.ics herunterladen' (`data-start`) apart from the others, at the start. */
const Footer = styled(DialogFooter)`
  & > [data-start] {
    margin-right: auto;
  }
`;

const REPEAT_OPTIONS: { value: RepeatChoice; label: string }[] = [
  { value: 'none', label: 'Keine' },
  { value: 'daily', label: FREQUENCY_LABELS.daily },
  { value: 'weekly', label: FREQUENCY_LABELS.weekly },
  { value: 'monthly', label: FREQUENCY_LABELS.monthly },
  { value: 'yearly', label: FREQUENCY_LABELS.yearly },
];

const MESSAGE_FALLBACK = 'Das hat nicht geklappt. Bitte versuche es erneut.';
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGE_FALLBACK;

export type EventDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The occurrence to edit; without one the dialog creates 'Neuer Termin'. */
  occurrence?: CalendarOccurrence | null;
  /** A new event's times: the slot clicked, or the next hour. */
  defaults?: EventTimes;
};

/** 'Neuer Termin' and 'Termin bearbeiten': every field of an event, the server's rules. */
export function EventDialog({ open, onOpenChange, ...props }: EventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '40rem' }}>
        {/* Mounted per opening: a dialog opened again starts from the event as it is now. */}
        <EventForm {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

type Pending = { action: ScopeAction; values?: EventFormOutput };

function EventForm({
  occurrence,
  defaults,
  onClose,
}: Omit<EventDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const trpc = useTRPC();
  const members = useQuery(trpc.crm.members.queryOptions());
  const { create, update, remove } = useEventMutations();
  const downloadIcs = useIcsDownload();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const [downloading, setDownloading] = useState(false);
  const form = useZodForm(eventFormSchema, {
    defaultValues: occurrence
      ? occurrenceToValues(occurrence)
      : emptyEventValues(
          defaults ?? {
            allDay: false,
            startDate: '',
            startTime: '09:00',
            endDate: '',
            endTime: '10:00',
          },
        ),
  });
  const values = useWatch({ control: form.control }) as EventFormValues;
  const lastStartTime = useRef(form.getValues('startTime'));
  const busy = create.isPending || update.isPending || remove.isPending;
  const series = occurrence ? isSeriesOccurrence(occurrence) : false;
  const intervalId = useId();
  const unitId = useId();
  const attendeesId = useId();
  const { errors } = form.formState;

  const refused = (error: unknown) => {
    setAsking(null);
    setRefusal(messageOf(error));
  };

  function save(output: EventFormOutput, scope: ChangeScope | null) {
    setRefusal(null);
    const fields = toEventFields(output);
    const done = (title: string) => {
      setAsking(null);
      toast({ title, description: fields.title.trim(), variant: 'success' });
      onClose();
    };
    if (!occurrence) {
      create.mutate(fields, { onSuccess: () => done('Termin angelegt'), onError: refused });
      return;
    }
    // Only the series as a whole has a rule; one occurrence keeps its series'.
    const { recurrence, ...rest } = fields;
    update.mutate(
      {
        ...occurrenceRef(occurrence, scope),
        ...rest,
        ...(scope === 'single' ? {} : { recurrence }),
      },
      { onSuccess: () => done('Termin gespeichert'), onError: refused },
    );
  }

  function onSubmit(output: EventFormOutput) {
    if (series) setAsking({ action: 'change', values: output });
    else save(output, null);
  }

  function deleteEvent(scope: ChangeScope | null) {
    if (!occurrence) return;
    setRefusal(null);
    remove.mutate(occurrenceRef(occurrence, scope), {
      onSuccess: () => {
        setAsking(null);
        onClose();
        if (scope === 'all') {
          toast({ title: 'Serie gelöscht', description: occurrence.title });
          return;
        }
        toast({
          title: 'Termin gelöscht',
          description: occurrence.title,
          // A single event comes back as it was (with a new id); an occurrence of a series
          // would have to become part of the series again, which only the series can do.
          action: series
            ? undefined
            : {
                label: 'Rückgängig',
                altText: 'Löschen rückgängig machen',
                onClick: () =>
                  create.mutate(recreateInput(occurrence), {
                    onSuccess: () =>
                      toast({ title: 'Termin wiederhergestellt', variant: 'success' }),
                    onError: (error) =>
                      toast({
                        title: 'Termin nicht wiederhergestellt',
                        description: messageOf(error),
                        variant: 'destructive',
                      }),
                  }),
              },
        });
      },
      onError: refused,
    });
  }

  async function onDownload() {
    if (!occurrence) return;
    setDownloading(true);
    try {
      await downloadIcs(occurrence.eventId);
    } catch (error) {
      toast({
        title: '.ics nicht heruntergeladen',
        description: messageOf(error),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  /** A new start moves the end along, so the event keeps its length. */
  function moveStartDate(next: string | null) {
    const previous = form.getValues('startDate');
    form.setValue('startDate', next, { shouldValidate: form.formState.isSubmitted });
    const end = form.getValues('endDate');
    if (next && previous && end) {
      form.setValue('endDate', addDays(end, daysBetween(previous, next)), {
        shouldValidate: form.formState.isSubmitted,
      });
    }
  }

  /** The end follows a new start time on the same day (a time input is '' while half typed). */
  function moveStartTime(next: string) {
    const previous = lastStartTime.current;
    const { startDate, endDate, endTime } = form.getValues();
    form.setValue('startTime', next, { shouldValidate: form.formState.isSubmitted });
    if (!next) return;
    lastStartTime.current = next;
    if (!previous || !endTime || startDate !== endDate) return;
    const length = minutesOf(endTime) - minutesOf(previous);
    const end = addMinutes(next, Math.max(length, 0));
    if (end.days === 0) form.setValue('endTime', end.time);
  }

  function setAllDay(allDay: boolean) {
    form.setValue('allDay', allDay);
    if (!allDay && !form.getValues('startTime')) {
      form.setValue('startTime', '09:00');
      form.setValue('endTime', '10:00');
    }
  }

  function setRepeat(repeat: RepeatChoice) {
    form.setValue('repeat', repeat);
    if (repeat === 'weekly' && form.getValues('weekdays').length === 0) {
      form.setValue('weekdays', [weekdayOf(form.getValues('startDate'))]);
    }
  }

  function setWeekdays(days: string[]) {
    form.setValue('weekdays', days as Weekday[], { shouldValidate: form.formState.isSubmitted });
  }

  const memberOptions = [...(members.data ?? [])];
  // Someone who left the company stays visible as an attendee.
  for (const attendee of occurrence?.attendees ?? []) {
    if (!memberOptions.some((member) => member.id === attendee.id)) {
      memberOptions.push({ id: attendee.id, name: attendee.name, email: '' });
    }
  }

  const summary = seriesSummary(values);

  return (
    <>
      <DialogHeader>
        <DialogTitle>{occurrence ? 'Termin bearbeiten' : 'Neuer Termin'}</DialogTitle>
        <DialogDescription>
          {occurrence
            ? describeWhen(occurrence) +
              (occurrence.recurrence
                ? ` · ${describeRecurrence(occurrence.recurrence, occurrence.startDate)}`
                : '')
            : 'Alle im Unternehmen sehen den Termin im Kalender.'}
        </DialogDescription>
      </DialogHeader>
      <Form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        <FormGrid minFieldWidth="12rem" gap="4" align="stretch">
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
            <Controller
              control={form.control}
              name="allDay"
              render={({ field }) => (
                <Checkbox
                  label="Ganztägig"
                  checked={field.value}
                  onCheckedChange={setAllDay}
                  onBlur={field.onBlur}
                />
              )}
            />
          </FormGridItem>
          <Controller
            control={form.control}
            name="startDate"
            render={({ field }) => (
              <DateField
                label="Beginn"
                required
                value={field.value}
                onChange={moveStartDate}
                onBlur={field.onBlur}
                error={fieldError(errors, 'startDate')}
              />
            )}
          />
          {values.allDay ? null : (
            <Controller
              control={form.control}
              name="startTime"
              render={({ field }) => (
                <TextField
                  label="Uhrzeit Beginn"
                  type="time"
                  required
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => moveStartTime(event.target.value)}
                  onBlur={field.onBlur}
                  error={fieldError(errors, 'startTime')}
                />
              )}
            />
          )}
          <Controller
            control={form.control}
            name="endDate"
            render={({ field }) => (
              <DateField
                label="Ende"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(errors, 'endDate')}
              />
            )}
          />
          {values.allDay ? null : (
            <TextField
              label="Uhrzeit Ende"
              type="time"
              required
              {...form.register('endTime')}
              error={fieldError(errors, 'endTime')}
            />
          )}
          <FormGridItem span="full">
            <Controller
              control={form.control}
              name="repeat"
              render={({ field }) => (
                <FormSelectField
                  label="Wiederholung"
                  options={REPEAT_OPTIONS}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={setRepeat}
                  onBlur={field.onBlur}
                  error={fieldError(errors, 'repeat')}
                />
              )}
            />
          </FormGridItem>
          {values.repeat === 'none' ? null : (
            <>
              <FormGridItem span="full">
                <FormField label="Alle" id={intervalId} error={fieldError(errors, 'interval')}>
                  {(control) => (
                    <Inline>
                      <Input
                        {...control}
                        aria-describedby={[unitId, control['aria-describedby']]
                          .filter(Boolean)
                          .join(' ')}
                        type="number"
                        min={1}
                        max={99}
                        step={1}
                        {...form.register('interval', { valueAsNumber: true })}
                      />
                      <Text id={unitId} size="sm">
                        {intervalUnit(values.repeat as Exclude<RepeatChoice, 'none'>)}
                      </Text>
                    </Inline>
                  )}
                </FormField>
              </FormGridItem>
              {values.repeat === 'weekly' ? (
                <FormGridItem span="full">
                  <ToggleGroup
                    type="multiple"
                    label="Wochentage"
                    description="Ohne Auswahl wiederholt sich der Termin am Wochentag des Beginns."
                    error={fieldError(errors, 'weekdays')}
                    value={values.weekdays}
                    onValueChange={setWeekdays}
                  >
                    {WEEKDAYS.map((day) => (
                      <ToggleGroupItem key={day} value={day} label={WEEKDAY_LABELS[day]}>
                        {WEEKDAY_LABELS[day].slice(0, 2)}
                      </ToggleGroupItem>
                    ))}
                  </ToggleGroup>
                </FormGridItem>
              ) : null}
              <FormGridItem span="full">
                <Controller
                  control={form.control}
                  name="ends"
                  render={({ field }) => (
                    <RadioGroup
                      label="Ende der Serie"
                      value={field.value}
                      onValueChange={(next) => field.onChange(next as SeriesEnd)}
                    >
                      <RadioGroupItem value="never" label="Nie" />
                      <RadioGroupItem value="until" label="Am" />
                      <RadioGroupItem value="count" label="Nach" />
                    </RadioGroup>
                  )}
                />
              </FormGridItem>
              {values.ends === 'until' ? (
                <Controller
                  control={form.control}
                  name="until"
                  render={({ field }) => (
                    <DateField
                      label="Serie endet am"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={fieldError(errors, 'until')}
                    />
                  )}
                />
              ) : null}
              {values.ends === 'count' ? (
                <FormField label="Serie endet nach" error={fieldError(errors, 'count')}>
                  {(control) => (
                    <Inline>
                      <Input
                        {...control}
                        type="number"
                        min={1}
                        max={1000}
                        step={1}
                        {...form.register('count', { valueAsNumber: true })}
                      />
                      <Text size="sm">Terminen</Text>
                    </Inline>
                  )}
                </FormField>
              ) : null}
              {summary ? (
                <FormGridItem span="full">
                  <Text as="p" tone="muted" size="sm" aria-live="polite">
                    {summary}
                  </Text>
                </FormGridItem>
              ) : null}
            </>
          )}
          <TextField
            label="Ort"
            autoComplete="off"
            {...form.register('location')}
            error={fieldError(errors, 'location')}
          />
          <TextField
            label="Videolink"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.register('videoUrl')}
            error={fieldError(errors, 'videoUrl')}
          />
          <FormGridItem span="full">
            <TextArea
              label="Beschreibung"
              rows={3}
              {...form.register('description')}
              error={fieldError(errors, 'description')}
            />
          </FormGridItem>
          <FormGridItem span="full" role="group" aria-labelledby={attendeesId}>
            <Stack gap="2">
              <Text id={attendeesId} size="sm" weight="medium">
                Teilnehmende
              </Text>
              <Controller
                control={form.control}
                name="attendeeIds"
                render={({ field }) => (
                  <Members>
                    {memberOptions.map((member) => (
                      <Checkbox
                        key={member.id}
                        label={member.name}
                        checked={field.value.includes(member.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked
                              ? [...field.value, member.id]
                              : field.value.filter((id) => id !== member.id),
                          )
                        }
                      />
                    ))}
                  </Members>
                )}
              />
            </Stack>
            {fieldError(errors, 'attendeeIds') ? (
              <Alert message={fieldError(errors, 'attendeeIds')} />
            ) : null}
          </FormGridItem>
          <FormGridItem span="full">
            <Controller
              control={form.control}
              name="lead"
              render={({ field }) => (
                <LeadField
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldError(errors, 'lead')}
                />
              )}
            />
          </FormGridItem>
        </FormGrid>
        <Alert message={refusal} />
        <Footer>
          {occurrence ? (
            <>
              <Button
                type="button"
                variant="outline"
                data-start
                onClick={() => void onDownload()}
                disabled={downloading}
              >
                <Download aria-hidden />
                .ics herunterladen
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => (series ? setAsking({ action: 'delete' }) : deleteEvent(null))}
                disabled={busy}
              >
                Löschen
              </Button>
            </>
          ) : null}
          <Button type="button" variant="outline" onClick={onClose}>
            Abbrechen
          </Button>
          <Button type="submit" disabled={busy}>
            Speichern
          </Button>
        </Footer>
      </Form>
      <ScopeDialog
        action={asking?.action ?? null}
        pending={busy}
        onCancel={() => setAsking(null)}
        onChoose={(scope) => {
          if (asking?.action === 'delete') deleteEvent(scope);
          else if (asking?.values) save(asking.values, scope);
        }}
      />
    </>
  );
}

/** The series as the form now describes it, in words; none while its numbers are incomplete. */
function seriesSummary(values: EventFormValues): string | null {
  const recurrence = values.repeat !== 'none' ? toEventFields(values).recurrence : null;
  const interval = recurrence?.interval;
  if (!recurrence || !values.startDate || !interval || !Number.isInteger(interval)) return null;
  const count = Number.isInteger(recurrence.count) ? recurrence.count : null;
  return describeRecurrence({ ...recurrence, interval, count }, values.startDate);
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
