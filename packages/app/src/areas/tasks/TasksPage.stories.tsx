import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { TRPC_PATH } from '../../api/trpc';
import {
  NO_COMPANY_ACCESS,
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { TODAY, dayFromToday, taskFixtures, taskId, tasksServer } from './taskFixtures';
import { TasksView } from './TasksPage';
import { findToasts } from '../../testing/toasts';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';

const onMutation = fn();

const meta = {
  title: 'Pages/Aufgaben/Aufgaben',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  // Toasts live in a module-wide store, and every story starts from the same tasks.
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/tasks', url: '/app/tasks' },
    msw: tasksServer({ onMutation }),
  },
  // 'now' is the stories' fixed clock (MockDate, preview.tsx): Friday, 20.11.2026, 10:30.
  render: () => (
    <>
      <TasksView now={() => new Date()} />
      <Toaster />
    </>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

const at = (url: string) => ({ route: { path: '/app/tasks', url } });

/** A tab by its label, whatever count follows it. */
const tab = (canvas: Canvas, label: string) =>
  canvas.getByRole('tab', { name: new RegExp(`^${label}`) });

/** The tabs with the server's counts after their labels ('Heute 3'). */
async function expectCounts(canvas: Canvas, counts: Record<string, number>) {
  for (const [label, count] of Object.entries(counts)) {
    await waitFor(() => expect(tab(canvas, label)).toHaveTextContent(`${label} ${count}`));
  }
}

/** A tab's list shows these tasks, in this order (each box is named by its task's title). */
async function expectListed(canvas: Canvas, list: string, titles: string[]) {
  const items = await canvas.findByRole('list', { name: list });
  await waitFor(() => expect(within(items).getAllByRole('checkbox')).toHaveLength(titles.length));
  const boxes = within(items).getAllByRole('checkbox');
  for (const [index, title] of titles.entries()) {
    await expect(boxes[index]).toHaveAccessibleName(title);
  }
}

/** A task's line in a list: its box, its edit button and its details. */
async function taskLine(canvas: Canvas, title: string) {
  const box = await canvas.findByRole('checkbox', { name: title });
  const line = box.closest('li');
  if (!line) throw new globalThis.Error(`„${title}“ steht in keiner Liste.`);
  return within(line);
}

/** A dialog once its fade-in is over (until then it is not visible yet). */
async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Opens 'Aufgabe bearbeiten' from a task's pencil button. */
async function editTask(canvas: Canvas, title: string) {
  await userEvent.click(await canvas.findByRole('button', { name: `„${title}“ bearbeiten` }));
  return within(await dialogNamed('Aufgabe bearbeiten'));
}

const leadHref = (n: number) =>
  `/app/crm/leads/3a6f2b1c-8d4e-4f5a-9b6c-${String(n).padStart(12, '0')}`;

/** 'Heute': the signed-in person's tasks due today, all-day first, then by time; counts in the tabs. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aufgaben' })).toBeVisible();
    await expect(tab(canvas, 'Heute')).toHaveAttribute('aria-selected', 'true');
    await expectListed(canvas, 'Heute', [
      'Präsentation für die Geschäftsführung vorbereiten',
      'Rückruf wegen Rahmenvertrag',
      'Angebot nachfassen',
    ]);
    await expectCounts(canvas, { Heute: 3, Überfällig: 2, Demnächst: 3, Alle: 8 });

    const callback = await taskLine(canvas, 'Rückruf wegen Rahmenvertrag');
    await expect(callback.getByText('Fällig: Heute, 11:00')).toBeVisible();
    await expect(callback.getByText('Dringend')).toBeVisible();
    await expect(callback.getByText('Anna Berger')).toBeVisible();
    await expect(callback.getByRole('link', { name: 'Hansewerft Technik AG' })).toHaveAttribute(
      'href',
      leadHref(2),
    );
    await expect(callback.getByRole('checkbox')).not.toBeChecked();
    const offer = await taskLine(canvas, 'Angebot nachfassen');
    await expect(offer.getByText('In Arbeit')).toBeVisible();
    await expect(offer.getByText('Fällig: Heute, 14:00')).toBeVisible();
    await expect(offer.getByText('Hoch')).toBeVisible();
    const presentation = await taskLine(
      canvas,
      'Präsentation für die Geschäftsführung vorbereiten',
    );
    await expect(presentation.getByText('Fällig: Heute')).toBeVisible();

    await expect(canvas.getByRole('combobox', { name: 'Zugewiesen an' })).toHaveTextContent(
      'Meine Aufgaben',
    );
    await expect(canvas.getByRole('combobox', { name: 'Priorität' })).toHaveTextContent(
      'Alle Prioritäten',
    );
    await expect(canvas.getByRole('textbox', { name: 'Aufgabe hinzufügen' })).toHaveValue('');
  },
};

/** 'Überfällig' from the address: due before today and unfinished, said in words as well as red. */
export const Overdue: Story = {
  parameters: at('/app/tasks?ansicht=overdue'),
  play: async ({ canvas }) => {
    await expect(tab(canvas, 'Überfällig')).toHaveAttribute('aria-selected', 'true');
    await expectListed(canvas, 'Überfällig', [
      'Follow-up-Mails nach der Messe schreiben',
      'Unterlagen zur Bonitätsprüfung anfordern',
    ]);
    const mails = await taskLine(canvas, 'Follow-up-Mails nach der Messe schreiben');
    await expect(mails.getByText('Überfällig: Di., 17.11.2026')).toBeVisible();
    await expect(mails.getByText('Mittel')).toBeVisible();
    const papers = await taskLine(canvas, 'Unterlagen zur Bonitätsprüfung anfordern');
    await expect(papers.getByText('Überfällig: Gestern, 16:00')).toBeVisible();
    await expect(papers.getByRole('link', { name: 'Müller & Söhne Bau KG' })).toHaveAttribute(
      'href',
      leadHref(4),
    );
    await expectCounts(canvas, { Überfällig: 2 });
  },
};

/** 'Demnächst': due after today, soonest first. */
export const Upcoming: Story = {
  parameters: at('/app/tasks?ansicht=upcoming'),
  play: async ({ canvas }) => {
    await expect(tab(canvas, 'Demnächst')).toHaveAttribute('aria-selected', 'true');
    await expectListed(canvas, 'Demnächst', [
      'Demo-Termin bestätigen',
      'Pipeline-Bericht für das Quartal erstellen',
      'Weihnachtsaktion besprechen',
    ]);
    const demo = await taskLine(canvas, 'Demo-Termin bestätigen');
    await expect(demo.getByText('Fällig: Mo., 23.11.2026, 10:00')).toBeVisible();
    await expect(demo.getByRole('link', { name: 'Alpenblick Logistik GmbH' })).toBeVisible();
    const report = await taskLine(canvas, 'Pipeline-Bericht für das Quartal erstellen');
    await expect(report.getByText('Fällig: Fr., 27.11.2026')).toBeVisible();
    await expect(report.getByText('In Arbeit')).toBeVisible();
    await expect(report.getByText('Niedrig')).toBeVisible();
    await expect(report.queryByRole('link')).toBeNull();
  },
};

/** 'Alle': the unfinished tasks soonest first, then the finished ones, ticked and struck through. */
export const All: Story = {
  parameters: at('/app/tasks?ansicht=all'),
  play: async ({ canvas }) => {
    await expect(tab(canvas, 'Alle')).toHaveAttribute('aria-selected', 'true');
    await expectListed(canvas, 'Alle', [
      'Follow-up-Mails nach der Messe schreiben',
      'Unterlagen zur Bonitätsprüfung anfordern',
      'Präsentation für die Geschäftsführung vorbereiten',
      'Rückruf wegen Rahmenvertrag',
      'Angebot nachfassen',
      'Demo-Termin bestätigen',
      'Pipeline-Bericht für das Quartal erstellen',
      'Weihnachtsaktion besprechen',
      'Preisliste 2027 schicken',
      'Erstgespräch protokollieren',
    ]);
    // Done on time or late, a finished task is no longer overdue.
    const done = await taskLine(canvas, 'Erstgespräch protokollieren');
    const doneBox = done.getByRole('checkbox');
    await expect(doneBox).toBeChecked();
    await expect(done.getByText('Fällig: Gestern')).toBeVisible();
    await expect(done.queryByText(/Überfällig/)).toBeNull();
    await expect(
      (await taskLine(canvas, 'Unterlagen zur Bonitätsprüfung anfordern')).getByText(
        'Überfällig: Gestern, 16:00',
      ),
    ).toBeVisible();
    // 'Alle' counts what is still to do.
    await expectCounts(canvas, { Alle: 8 });
    // The screenshot shows the finished tasks at the end of the list.
    doneBox.scrollIntoView({ block: 'center' });
  },
};

/** Nothing due today, while other tabs have tasks: the tab says so. */
export const Empty: Story = {
  parameters: {
    msw: tasksServer({
      onMutation,
      tasks: taskFixtures().filter((task) => task.dueDate !== TODAY),
    }),
  },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Heute ist nichts fällig.' });
    await expect(empty).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Heute' })).toBeNull();
    await expectCounts(canvas, { Heute: 0, Überfällig: 2, Demnächst: 3 });
  },
};

/** While the tasks load: a named placeholder, the tabs without counts yet. */
export const Loading: Story = {
  parameters: {
    msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))],
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Aufgaben werden geladen' }),
    ).toBeVisible();
    await expect(tab(canvas, 'Heute')).toHaveTextContent(/^Heute$/);
  },
};

/** A load failure (one that may pass): its German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: tasksServer({
      onMutation,
      fail: { 'tasks.list': SERVER_DOWN },
    }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Aufgaben konnten nicht geladen werden', SERVER_DOWN.message);
  },
};

/**
 * The server refuses (no longer a member of the company): its reason and the way back instead of
 * the lists, and no 'Aufgabe anlegen' or retry.
 */
export const NoAccess: Story = {
  parameters: {
    msw: tasksServer({
      onMutation,
      fail: {
        'tasks.list': NO_COMPANY_ACCESS,
        'tasks.counts': NO_COMPANY_ACCESS,
        'crm.members': NO_COMPANY_ACCESS,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Aufgaben', NO_COMPANY_ACCESS.message);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aufgaben' })).toBeVisible();
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

/** The board from the address: 'Offen', 'In Arbeit', 'Erledigt', each with the server's count. */
export const Board: Story = {
  parameters: at('/app/tasks?ansicht=board'),
  play: async ({ canvas }) => {
    await expect(tab(canvas, 'Board')).toHaveAttribute('aria-selected', 'true');
    const open = await canvas.findByRole('region', { name: 'Offen' });
    await waitFor(() => expect(within(open).getAllByRole('listitem')).toHaveLength(6));
    await expect(open).toHaveTextContent('6 Aufgaben');
    const inProgress = canvas.getByRole('region', { name: 'In Arbeit' });
    await expect(inProgress).toHaveTextContent('2 Aufgaben');
    const done = canvas.getByRole('region', { name: 'Erledigt' });
    await expect(done).toHaveTextContent('2 Aufgaben');

    // Soonest first; the overdue ones say so.
    const openCards = within(open).getAllByRole('listitem');
    await expect(openCards[0]).toHaveTextContent('Follow-up-Mails nach der Messe schreiben');
    await expect(openCards[0]).toHaveTextContent('Überfällig: Di., 17.11.2026');
    await expect(
      within(inProgress).getByRole('button', { name: 'Angebot nachfassen' }),
    ).toBeVisible();
    await expect(
      within(inProgress).getByRole('button', { name: '„Angebot nachfassen“ verschieben' }),
    ).toBeVisible();
    // The latest finished first.
    const doneCards = within(done).getAllByRole('listitem');
    await expect(doneCards[0]).toHaveTextContent('Erstgespräch protokollieren');
    await expect(doneCards[1]).toHaveTextContent('Preisliste 2027 schicken');
  },
};

/** 'Angebot nachfassen morgen 10 Uhr': what was understood shows first; Enter creates the task. */
export const QuickAddUnderstood: Story = {
  play: async ({ canvas }) => {
    await expectCounts(canvas, { Demnächst: 3 });
    const field = canvas.getByRole('textbox', { name: 'Aufgabe hinzufügen' });
    await userEvent.type(field, 'Angebot nachfassen morgen 10 Uhr');
    await expect(await canvas.findByText('Fällig: Morgen, 10:00')).toBeVisible();
    await expect(onMutation).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('tasks.create', {
        title: 'Angebot nachfassen',
        dueDate: dayFromToday(1),
        dueTime: '10:00',
      }),
    );
    const region = await findToasts();
    await expect(await region.findByText('Aufgabe angelegt')).toBeVisible();
    await expect(region.getByText('Angebot nachfassen · Morgen, 10:00')).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
    // Due tomorrow: one more under 'Demnächst'.
    await expectCounts(canvas, { Heute: 3, Demnächst: 4 });
  },
};

/**
 * Ticking a task completes it; 'Rückgängig' in the toast puts its previous status back ('In
 * Arbeit' here, not just 'Offen').
 */
export const CompleteWithUndo: Story = {
  play: async ({ canvas }) => {
    const title = 'Angebot nachfassen';
    await expectCounts(canvas, { Heute: 3 });
    await expect((await taskLine(canvas, title)).getByText('In Arbeit')).toBeVisible();
    await userEvent.click(await canvas.findByRole('checkbox', { name: title }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('tasks.update', {
        taskId: taskId(2),
        status: 'done',
      }),
    );
    const region = await findToasts();
    const done = await region.findByText('Aufgabe erledigt');
    await expect(done).toBeVisible();
    await expect(region.getByText(title)).toBeVisible();
    // The pointer over the toast holds it open. Radix lets the toast region take the pointer
    // from the render after the toast's own (it counts toasts in an effect), so retry until then.
    await waitFor(() => userEvent.hover(done));
    // Meanwhile the task has left 'Heute'.
    await expectListed(canvas, 'Heute', [
      'Präsentation für die Geschäftsführung vorbereiten',
      'Rückruf wegen Rahmenvertrag',
    ]);
    await expectCounts(canvas, { Heute: 2 });

    await userEvent.click(region.getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenLastCalledWith('tasks.update', {
        taskId: taskId(2),
        status: 'in_progress',
      }),
    );
    await expectListed(canvas, 'Heute', [
      'Präsentation für die Geschäftsführung vorbereiten',
      'Rückruf wegen Rahmenvertrag',
      title,
    ]);
    await expect((await taskLine(canvas, title)).getByText('In Arbeit')).toBeVisible();
    await expectCounts(canvas, { Heute: 3 });
    await waitFor(() => expect(region.queryByText('Aufgabe erledigt')).toBeNull());
  },
};

/**
 * 'Aufgabe bearbeiten' from a task's pencil, with every field filled in from the task. (The
 * page's 'Neue Aufgabe' sits in the shell's header, which a page story does not have.)
 */
export const EditTaskDialog: Story = {
  play: async ({ canvas }) => {
    const dialog = await editTask(canvas, 'Angebot nachfassen');
    await expect(dialog.getByRole('textbox', { name: 'Titel' })).toHaveValue('Angebot nachfassen');
    await expect(dialog.getByRole('textbox', { name: 'Beschreibung' })).toHaveValue(
      'Frau Dr. Wolff hatte um eine Rückmeldung bis Freitag gebeten.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Fällig am' })).toHaveValue('20.11.2026');
    await expect(dialog.getByLabelText('Uhrzeit')).toHaveValue('14:00');
    await expect(dialog.getByRole('combobox', { name: 'Priorität' })).toHaveTextContent('Hoch');
    await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveTextContent('In Arbeit');
    await expect(dialog.getByRole('combobox', { name: 'Zugewiesen an' })).toHaveTextContent(
      'Anna Berger',
    );
    await expect(dialog.getByRole('button', { name: 'Löschen' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeVisible();
  },
};

/** A title is required, as on the server: the message under the field, nothing sent. */
export const DialogFieldErrors: Story = {
  play: async ({ canvas }) => {
    const dialog = await editTask(canvas, 'Rückruf wegen Rahmenvertrag');
    const title = dialog.getByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription('Bitte gib einen Titel ein.'));
    await expect(title).toBeInvalid();
    await expect(dialog.getByText('Bitte gib einen Titel ein.')).toBeVisible();
    await expect(onMutation).not.toHaveBeenCalled();
    // The screenshot without the ring: whether a script-set focus shows one varies by run.
    title.blur();
  },
};
