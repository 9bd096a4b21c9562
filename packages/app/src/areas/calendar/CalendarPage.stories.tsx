import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { requestRecorder } from '../../testing/requestRecorder';
import { EMPLOYEES_ONLY, ICS_INVALID, FEED_URL, calendarServer, eventId } from './calendarFixtures';
import { CalendarView } from './CalendarPage';
import { findToasts } from '../../testing/toasts';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';

const onMutation = fn();

const employee = { ...sessionUserFixture, ourEmployee: true };

const meta = {
  title: 'Pages/Kalender/Kalender',
  decorators: [withPublicProviders],
  args: { databaseUser: employee, customer: sessionCustomerFixture },
  // Toasts live in a module-wide store, and every story starts from the same events.
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/calendar', url: '/app/calendar' },
    msw: calendarServer({ onMutation }),
  },
  // 'now' is the stories' fixed clock (MockDate, preview.tsx): Friday, 20.11.2026, 10:30.
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <CalendarView now={() => new Date()} />
      <Toaster />
    </div>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

const at = (url: string) => ({ route: { path: '/app/calendar', url } });

/** An event (or task) in the calendar by the start of its accessible name. */
const item = (canvas: Canvas, name: string) =>
  canvas.findByRole('button', {
    name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  });

/** A dialog once its fade-in is over (until then it is not visible yet). */
async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The week of Friday, 20 November 2026 with the jour fixe series, appointments and tasks off. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Woche' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      await item(canvas, 'Demo bei Alpenblick Logistik, Fr., 20.11.2026, 14:00 bis 15:00'),
    ).toBeVisible();
    await expect(
      await item(canvas, 'Jour fixe Vertrieb, Mo., 16.11.2026, 09:00 bis 09:30, Serientermin'),
    ).toBeVisible();
    await expect(await item(canvas, 'Jour fixe Vertrieb, Mi., 18.11.2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Aufgabe:/ })).toBeNull();
    await expect(canvas.getByRole('switch', { name: 'Aufgaben anzeigen' })).not.toBeChecked();
  },
};

/** 'Woche' with the tasks shown (from the address) and the connected calendar's busy times. */
export const WeekWithTasksAndBusyTimes: Story = {
  parameters: at('/app/calendar?aufgaben=1'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Aufgaben anzeigen' })).toBeChecked();
    await expect(
      await item(canvas, 'Aufgabe: Rückruf wegen Rahmenvertrag, fällig Fr., 20.11.2026, 11:00'),
    ).toBeVisible();
    await expect(
      await item(canvas, 'Aufgabe: Erstgespräch protokollieren, fällig Do., 19.11.2026, erledigt'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Belegt')).toHaveLength(3));
    await expect(await item(canvas, 'Jour fixe Vertrieb, Mo., 16.11.2026')).toBeVisible();
  },
};

/** 'Monat': six weeks from Monday, 26 October; the trade fair spans three days. */
export const Month: Story = {
  parameters: at('/app/calendar?ansicht=monat'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Monat' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'November 2026' }),
    ).toBeVisible();
    await expect(
      await item(canvas, 'Fachmesse Logistik Leipzig, Di., 24.11. bis Do., 26.11.2026, ganztägig'),
    ).toBeVisible();
    await expect(await item(canvas, 'Quartalsplanung, Mo., 30.11.2026')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Weihnachtsfeier/ })).toBeNull();
    // 'Belegt' belongs to the timed views only.
    await expect(canvas.queryByText('Belegt')).toBeNull();
  },
};

/** 'Tag' for Friday: the demo, the tasks of the day, a busy hour in the morning. */
export const Day: Story = {
  parameters: at('/app/calendar?ansicht=tag&aufgaben=1'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tag' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await item(canvas, 'Demo bei Alpenblick Logistik')).toBeVisible();
    await expect(await item(canvas, 'Aufgabe: Präsentation vorbereiten')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByText('Belegt')).toHaveLength(1));
    await expect(canvas.queryByRole('button', { name: /^Kundentermin Hansewerft/ })).toBeNull();
  },
};

/** 'Liste': the month's events day by day. */
export const List: Story = {
  parameters: at('/app/calendar?ansicht=liste'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Liste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      await item(canvas, 'Kundentermin Hansewerft, Do., 19.11.2026, 10:00 bis 11:30'),
    ).toBeVisible();
    await expect(await item(canvas, 'Quartalsplanung')).toBeVisible();
  },
};

/** Navigation: 'Weiter' shows the next week and writes it into the address; 'Heute' goes back. */
export const Navigate: Story = {
  play: async ({ canvas }) => {
    await item(canvas, 'Demo bei Alpenblick Logistik');
    await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }));
    await expect(
      await item(canvas, 'Fachmesse Logistik Leipzig, Di., 24.11. bis Do., 26.11.2026'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Demo bei Alpenblick/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Heute' }));
    await expect(await item(canvas, 'Demo bei Alpenblick Logistik')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Zurück' }));
    await expect(await item(canvas, 'Jour fixe Vertrieb, Mo., 09.11.2026')).toBeVisible();
  },
};

/** No events in the week: the calendar says so. */
export const Empty: Story = {
  parameters: { msw: calendarServer({ onMutation, events: [], tasks: [] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keine Termine in dieser Woche.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Neuer Termin' })).toBeVisible();
  },
};

/** While the events load. */
export const Loading: Story = {
  parameters: { msw: calendarServer({ onMutation, hang: ['calendar.range'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Termine werden geladen …')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Woche' })).toBeVisible();
  },
};

/** A load failure (one that may pass): the server's message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: calendarServer({ onMutation, fail: { 'calendar.range': SERVER_DOWN } }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Termine konnten nicht geladen werden', SERVER_DOWN.message);
  },
};

/** The refusal as a person sees it: title, reason, the way back, and none of the page's actions. */
async function expectRefused(canvas: Canvas, reason: string) {
  await expectNoAccess(canvas, 'den Kalender', reason);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Kalender' })).toBeVisible();
  for (const action of ['Neuer Termin', 'Kalender importieren', 'Kalender abonnieren']) {
    await expect(canvas.queryByRole('button', { name: action })).toBeNull();
  }
  await expect(canvas.queryByRole('region', { name: 'Kalenderansicht' })).toBeNull();
}

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/**
 * A customer's staff open the address: the calendar is the provider's employees'. The page says
 * why in the server's words without asking it anything, and offers none of its actions.
 */
export const NoAccess: Story = {
  args: { databaseUser: { ...sessionUserFixture, role: 'admin', ourEmployee: false } },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectRefused(canvas, EMPLOYEES_ONLY.message);
    await recorder.expectNothingAsked();
  },
};

/** The session says employee, the server refuses all the same: its reason instead of a retry. */
export const RefusedMeanwhile: Story = {
  parameters: {
    msw: calendarServer({ onMutation, fail: { 'calendar.range': EMPLOYEES_ONLY } }),
  },
  play: async ({ canvas }) => {
    await expectRefused(canvas, EMPLOYEES_ONLY.message);
  },
};

/** 'Neuer Termin' from the toolbar: the next full hour today, nobody invited yet. */
export const NewEventDialog: Story = {
  play: async ({ canvas }) => {
    await item(canvas, 'Demo bei Alpenblick Logistik');
    await userEvent.click(canvas.getByRole('button', { name: 'Neuer Termin' }));
    const dialog = await dialogNamed('Neuer Termin');
    await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveValue('');
    await expect(dialog.getByRole('checkbox', { name: 'Ganztägig' })).not.toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Beginn' })).toHaveValue('20.11.2026');
    await expect(dialog.getByLabelText('Uhrzeit Beginn')).toHaveValue('11:00');
    await expect(dialog.getByLabelText('Uhrzeit Ende')).toHaveValue('12:00');
    await expect(dialog.getByRole('combobox', { name: 'Wiederholung' })).toHaveTextContent('Keine');
    await expect(await dialog.findByRole('checkbox', { name: 'Anna Berger' })).not.toBeChecked();
    await expect(dialog.getByRole('searchbox', { name: 'Lead' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Löschen' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: '.ics herunterladen' })).toBeNull();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Titel' }), 'Vertragsgespräch');
    // A lead is found by its company.
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Lead' }), 'Hanse');
    await userEvent.click(await dialog.findByRole('button', { name: /^Hansewerft Technik AG/ }));
    await expect(dialog.getByRole('link', { name: 'Hansewerft Technik AG' })).toBeVisible();
    dialog.getByRole('textbox', { name: 'Titel' }).focus();
  },
};

/** 'Neuer Termin' from the toolbar: the next full hour today; 'Speichern' creates it. */
export const NewEvent: Story = {
  play: async ({ canvas }) => {
    await item(canvas, 'Demo bei Alpenblick Logistik');
    await userEvent.click(canvas.getByRole('button', { name: 'Neuer Termin' }));
    const dialog = await dialogNamed('Neuer Termin');
    await expect(dialog.getByRole('textbox', { name: 'Beginn' })).toHaveValue('20.11.2026');
    await expect(dialog.getByLabelText('Uhrzeit Beginn')).toHaveValue('11:00');
    await expect(dialog.getByLabelText('Uhrzeit Ende')).toHaveValue('12:00');
    await expect(dialog.queryByRole('button', { name: 'Löschen' })).toBeNull();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Titel' }),
      'Telefonat mit Rheinland Solar',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Ort' }), 'Telefon');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Jonas Keller' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('calendar.events.create', {
        title: 'Telefonat mit Rheinland Solar',
        description: null,
        location: 'Telefon',
        videoUrl: null,
        allDay: false,
        startDate: '2026-11-20',
        startTime: '11:00',
        endDate: '2026-11-20',
        endTime: '12:00',
        attendeeIds: ['6c1d4e9f-3e5b-4d2f-8a4c-8b7e3f2d1c0a'],
        leadId: null,
        recurrence: null,
      }),
    );
    await expect(await (await findToasts()).findByText('Termin angelegt')).toBeVisible();
    await expect(
      await item(canvas, 'Telefonat mit Rheinland Solar, Fr., 20.11.2026, 11:00 bis 12:00'),
    ).toBeVisible();
  },
};

/** A new weekly series: days, interval and its end, summed up in one line. */
export const NewSeries: Story = {
  play: async ({ canvas }) => {
    await item(canvas, 'Demo bei Alpenblick Logistik');
    await userEvent.click(canvas.getByRole('button', { name: 'Neuer Termin' }));
    const dialog = await dialogNamed('Neuer Termin');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Titel' }), 'Pipeline-Review');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Wiederholung' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wöchentlich' }));
    await expect(dialog.getByRole('button', { name: 'Freitag' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Montag' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Nach' }));
    await expect(dialog.getByText('Jede Woche am Montag und Freitag, 10 Termine')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'calendar.events.create',
        expect.objectContaining({
          title: 'Pipeline-Review',
          recurrence: {
            frequency: 'weekly',
            interval: 1,
            weekdays: ['MO', 'FR'],
            until: null,
            count: 10,
          },
        }),
      ),
    );
  },
};

/** A required title and the order of start and end, as the server checks them. */
export const NewEventFieldErrors: Story = {
  play: async ({ canvas }) => {
    await item(canvas, 'Demo bei Alpenblick Logistik');
    await userEvent.click(canvas.getByRole('button', { name: 'Neuer Termin' }));
    const dialog = await dialogNamed('Neuer Termin');
    const end = dialog.getByLabelText('Uhrzeit Ende');
    await userEvent.clear(end);
    await userEvent.type(end, '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('Bitte gib einen Titel ein.'));
    await expect(dialog.getByRole('textbox', { name: 'Ende' })).toHaveAccessibleDescription(
      'Das Ende darf nicht vor dem Beginn liegen.',
    );
    await expect(onMutation).not.toHaveBeenCalled();
    title.blur();
  },
};

/** An event opens by keyboard (Enter) into 'Termin bearbeiten' with every field filled in. */
export const EditEvent: Story = {
  play: async ({ canvas }) => {
    const demo = await item(canvas, 'Demo bei Alpenblick Logistik');
    demo.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await dialogNamed('Termin bearbeiten');
    await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveValue(
      'Demo bei Alpenblick Logistik',
    );
    await expect(dialog.getByRole('checkbox', { name: 'Ganztägig' })).not.toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Beginn' })).toHaveValue('20.11.2026');
    await expect(dialog.getByLabelText('Uhrzeit Beginn')).toHaveValue('14:00');
    await expect(dialog.getByRole('textbox', { name: 'Ende' })).toHaveValue('20.11.2026');
    await expect(dialog.getByLabelText('Uhrzeit Ende')).toHaveValue('15:00');
    await expect(dialog.getByRole('combobox', { name: 'Wiederholung' })).toHaveTextContent('Keine');
    await expect(dialog.getByRole('textbox', { name: 'Ort' })).toHaveValue(
      'Alpenblick Logistik, Rosenheimer Str. 12, München',
    );
    await expect(dialog.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue(
      'Live-Demo für Frau Huber und die Disposition.',
    );
    await expect(await dialog.findByRole('checkbox', { name: 'Mira Yilmaz' })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Anna Berger' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Jonas Keller' })).toBeChecked();
    await expect(dialog.getByRole('link', { name: 'Alpenblick Logistik GmbH' })).toHaveAttribute(
      'href',
      '/app/crm/leads/3a6f2b1c-8d4e-4f5a-9b6c-000000000001',
    );
    for (const name of ['.ics herunterladen', 'Löschen', 'Abbrechen', 'Speichern']) {
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    }
    // The screenshot shows the dialog from its top.
    dialog.getByRole('textbox', { name: 'Titel' }).scrollIntoView({ block: 'center' });
  },
};

/** Moving the start moves the end along; the times are sent as Berlin wall clock. */
export const EditEventTime: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await item(canvas, 'Demo bei Alpenblick Logistik'));
    const dialog = await dialogNamed('Termin bearbeiten');
    const start = dialog.getByLabelText('Uhrzeit Beginn');
    await userEvent.clear(start);
    await userEvent.type(start, '15:00');
    await expect(dialog.getByLabelText('Uhrzeit Ende')).toHaveValue('16:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'calendar.events.update',
        expect.objectContaining({
          eventId: eventId(2),
          startDate: '2026-11-20',
          startTime: '15:00',
          endDate: '2026-11-20',
          endTime: '16:00',
          recurrence: null,
        }),
      ),
    );
    await expect(
      await item(canvas, 'Demo bei Alpenblick Logistik, Fr., 20.11.2026, 15:00 bis 16:00'),
    ).toBeVisible();
  },
};

/** Arrow keys move between the events of the view; Enter opens the focused one. */
export const KeyboardNavigation: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const first = await item(canvas, 'Jour fixe Vertrieb, Mo., 16.11.2026');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      canvas.getByRole('button', { name: /^Angebotsbesprechung Rheinland Solar/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await dialogNamed('Termin bearbeiten')).toBeTruthy();
  },
};

/** Saving an occurrence of a series asks first: 'Nur diesen Termin' changes just this one. */
export const RecurringScopeQuestion: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await item(canvas, 'Jour fixe Vertrieb, Mi., 18.11.2026'));
    const dialog = await dialogNamed('Termin bearbeiten');
    await expect(dialog.getByText('Jede Woche am Montag und Mittwoch, 10 Termine')).toBeVisible();
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Jour fixe Vertrieb (mit Geschäftsführung)');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    const scope = await dialogNamed('Wiederkehrenden Termin ändern');
    await expect(scope.getByRole('button', { name: 'Nur diesen Termin' })).toBeVisible();
    await expect(scope.getByRole('button', { name: 'Alle Termine' })).toBeVisible();
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** 'Nur diesen Termin' sends the occurrence, the scope, and no rule. */
export const RecurringOnlyThisOne: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await item(canvas, 'Jour fixe Vertrieb, Mi., 18.11.2026'));
    const dialog = await dialogNamed('Termin bearbeiten');
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Jour fixe mit Geschäftsführung');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    const scope = await dialogNamed('Wiederkehrenden Termin ändern');
    await userEvent.click(scope.getByRole('button', { name: 'Nur diesen Termin' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'calendar.events.update',
        expect.objectContaining({
          eventId: eventId(1),
          occurrenceStart: '2026-11-18T08:00:00.000Z',
          scope: 'single',
          title: 'Jour fixe mit Geschäftsführung',
        }),
      ),
    );
    const [, input] = onMutation.mock.calls.at(-1) as [string, Record<string, unknown>];
    await expect('recurrence' in input).toBe(false);
    await expect(
      await item(canvas, 'Jour fixe mit Geschäftsführung, Mi., 18.11.2026'),
    ).toBeVisible();
    await expect(await item(canvas, 'Jour fixe Vertrieb, Mo., 16.11.2026')).toBeVisible();
  },
};

/** Deleting an occurrence of a series asks the same question. */
export const RecurringDelete: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await item(canvas, 'Jour fixe Vertrieb, Mo., 16.11.2026'));
    const dialog = await dialogNamed('Termin bearbeiten');
    await userEvent.click(dialog.getByRole('button', { name: 'Löschen' }));
    const scope = await dialogNamed('Wiederkehrenden Termin löschen');
    await userEvent.click(scope.getByRole('button', { name: 'Nur diesen Termin' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('calendar.events.delete', {
        eventId: eventId(1),
        occurrenceStart: '2026-11-16T08:00:00.000Z',
        scope: 'single',
      }),
    );
    await waitFor(() =>
      expect(
        canvas.queryByRole('button', { name: /^Jour fixe Vertrieb, Mo\., 16\.11\.2026/ }),
      ).toBeNull(),
    );
    await expect(await item(canvas, 'Jour fixe Vertrieb, Mi., 18.11.2026')).toBeVisible();
  },
};

/** A single event is deleted at once; 'Rückgängig' in the toast brings it back. */
export const DeleteWithUndo: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await item(canvas, 'Mittagessen mit Mira'));
    const dialog = await dialogNamed('Termin bearbeiten');
    await userEvent.click(dialog.getByRole('button', { name: 'Löschen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('calendar.events.delete', { eventId: eventId(4) }),
    );
    const region = await findToasts();
    const deleted = await region.findByText('Termin gelöscht');
    await waitFor(() => userEvent.hover(deleted));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: /^Mittagessen mit Mira/ })).toBeNull(),
    );
    await userEvent.click(region.getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenLastCalledWith(
        'calendar.events.create',
        expect.objectContaining({ title: 'Mittagessen mit Mira', startTime: '12:30' }),
      ),
    );
    await expect(
      await item(canvas, 'Mittagessen mit Mira, Mi., 18.11.2026, 12:30 bis 13:30'),
    ).toBeVisible();
  },
};

/** A task in the calendar opens the task's own dialog. */
export const OpenTask: Story = {
  parameters: at('/app/calendar?aufgaben=1'),
  play: async ({ canvas }) => {
    await userEvent.click(await item(canvas, 'Aufgabe: Rückruf wegen Rahmenvertrag'));
    const dialog = await dialogNamed('Aufgabe bearbeiten');
    await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveValue(
      'Rückruf wegen Rahmenvertrag',
    );
    await expect(dialog.getByLabelText('Uhrzeit')).toHaveValue('11:00');
  },
};

/** 'Kalender abonnieren' with a link: copy it, or reset it (which asks first). */
export const SubscribeWithLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender abonnieren' }));
    const dialog = await dialogNamed('Kalender abonnieren');
    await expect(await dialog.findByRole('textbox', { name: 'Abo-Link' })).toHaveValue(FEED_URL);
    await expect(dialog.getByText(/Google Kalender, Outlook und Apple Kalender/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Link zurücksetzen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Link zurücksetzen?' });
    await expect(confirm).toHaveTextContent('Der bisherige Link funktioniert danach nicht mehr');
  },
};

/** Resetting gives a new link; the old one stops working. */
export const SubscribeResetLink: Story = {
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender abonnieren' }));
    const dialog = await dialogNamed('Kalender abonnieren');
    await dialog.findByRole('textbox', { name: 'Abo-Link' });
    await userEvent.click(dialog.getByRole('button', { name: 'Link zurücksetzen' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Link zurücksetzen?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Link zurücksetzen' }));
    await waitFor(() => expect(onMutation).toHaveBeenCalledWith('calendar.feed.reset', undefined));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Abo-Link' })).not.toHaveValue(FEED_URL),
    );
  },
};

/** Without a link yet: 'Link erstellen' makes one. */
export const SubscribeWithoutLink: Story = {
  parameters: { msw: calendarServer({ onMutation, feedUrl: null }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kalender abonnieren' }));
    const dialog = await dialogNamed('Kalender abonnieren');
    await expect(await dialog.findByText(/Du hast noch keinen Abo-Link/)).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Link zurücksetzen' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Link erstellen' })).toBeVisible();
  },
};

const icsFile = (bytes = 400) =>
  new File([`BEGIN:VCALENDAR\r\n${'X'.repeat(bytes)}\r\nEND:VCALENDAR\r\n`], 'termine.ics', {
    type: 'text/calendar',
  });

const fileInput = (canvas: Canvas) =>
  canvas.getByTestId('calendar-import-file') as HTMLInputElement;

/** 'Kalender importieren': what came in, in a toast. */
export const ImportResult: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(fileInput(canvas), icsFile());
    const region = await findToasts();
    await expect(await region.findByText('Kalender importiert')).toBeVisible();
    await expect(
      region.getByText('3 Termine importiert, 1 aktualisiert, 2 unverändert.'),
    ).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('calendar.import', {
      filePath: expect.stringContaining('.ics') as unknown,
    });
  },
};

/** A file the server cannot read: its German message. */
export const ImportError: Story = {
  parameters: { msw: calendarServer({ onMutation, fail: { 'calendar.import': ICS_INVALID } }) },
  play: async ({ canvas }) => {
    await userEvent.upload(fileInput(canvas), icsFile());
    const region = await findToasts();
    await expect(await region.findByText('Kalender nicht importiert')).toBeVisible();
    await expect(region.getByText(ICS_INVALID.message)).toBeVisible();
  },
};

/** Over 5 MB is refused before anything is sent. */
export const ImportTooLarge: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(fileInput(canvas), icsFile(5 * 1024 * 1024));
    const region = await findToasts();
    await expect(await region.findByText('Die Kalenderdatei ist größer als 5 MB.')).toBeVisible();
    await expect(onMutation).not.toHaveBeenCalled();
  },
};
