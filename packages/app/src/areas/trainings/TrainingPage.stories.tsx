import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@sprint/ui';
import type { PublicStoryArgs } from '../../testing/storyProviders';
import { Component as TrainingPage } from './TrainingPage';
import { catalogue, courseId, lessonId, moduleId, trainingsServer } from './trainingsFixtures';
import {
  customerUser,
  employeeUser,
  imagesLoaded,
  moveByKeyboard,
  professionalCustomer,
  starterCustomer,
  clickToastAction,
  withProvidersAndToaster,
} from './trainingsStories';
import { findToasts } from '../../testing/toasts';

const onMutation = fn();
const server = trainingsServer({ onMutation });
const starter = trainingsServer({ viewer: { plan: 'starter', employee: false } });
const employee = trainingsServer({ viewer: { plan: 'enterprise', employee: true }, onMutation });
/** Course 4 'Ab Level 3' (no plan lock) for someone with 8 points (Level 2). */
const levelLocked = trainingsServer({
  viewer: { plan: 'enterprise', employee: false, points: 8 },
  courses: () =>
    catalogue().map((course) =>
      course.id === courseId(4) ? { ...course, minPlan: null, minLevel: 3 } : course,
    ),
});

const route = (n: number, query = '') => ({
  path: '/app/trainings/:id',
  url: `/app/trainings/${courseId(n)}${query}`,
});

const meta = {
  title: 'Pages/Trainings/Training',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: customerUser, customer: professionalCustomer },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const handlers of [server, starter, employee, levelLocked]) handlers.reset();
  },
  parameters: { layout: 'fullscreen', route: route(1), msw: server },
  render: () => <TrainingPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const lessonTexts = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/**
 * A course in progress: description, 2 of 5 lessons done, the modules with checkmarks and
 * durations, and 'Fortsetzen' to the first unfinished lesson.
 */
export const InProgress: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Kaltakquise, die Termine bringt' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Vom ersten Satz bis zum vereinbarten Termin/)).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: '2 von 5 Lektionen erledigt' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('2 Module · 5 Lektionen · 37 Min.')).toBeVisible();

    const basics = canvas.getByRole('region', { name: 'Grundlagen' });
    await expect(lessonTexts(basics)).toEqual([
      'Erledigt:Der Einstieg ins Gespräch9 Min.',
      'Erledigt:Zielgruppe und Anlass7 Min.',
    ]);
    const talk = canvas.getByRole('region', { name: 'Im Gespräch' });
    await expect(lessonTexts(talk)).toEqual([
      'Offen:Einwände souverän behandeln10 Min.',
      'Offen:Den Termin festmachen6 Min.',
      'Offen:Nachfassen ohne zu nerven5 Min.',
    ]);
    await expect(
      within(talk).getByRole('link', { name: 'Einwände souverän behandeln' }),
    ).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(1)}/modules/${moduleId(1, 2)}/lessons/${lessonId(1, 2, 1)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Fortsetzen' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(1)}/modules/${moduleId(1, 2)}/lessons/${lessonId(1, 2, 1)}`,
    );
    await imagesLoaded(canvasElement);
  },
};

/** Every lesson done: 'Abgeschlossen' and the way to watch it again. */
export const Completed: Story = {
  parameters: { route: route(3) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'CRM-Pflege in zehn Minuten am Tag' }),
    ).toBeVisible();
    await expect(canvas.getByText('Abgeschlossen')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByRole('link', { name: 'Nochmal ansehen' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(3)}/modules/${moduleId(3, 1)}/lessons/${lessonId(3, 1, 1)}`,
    );
    await expect(canvas.queryByRole('link', { name: 'Fortsetzen' })).toBeNull();
    await imagesLoaded(canvasElement);
  },
};

/** Locked for the company's plan: what is inside is shown, no lesson opens. */
export const Locked: Story = {
  args: { customer: starterCustomer },
  parameters: { route: route(3), msw: starter },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'CRM-Pflege in zehn Minuten am Tag' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ab Professional')).toBeVisible();
    await expect(canvas.getByText(/in deinem Paket nicht enthalten/)).toBeVisible();
    const module = canvas.getByRole('region', { name: 'Die Routine' });
    await expect(within(module).getByText('Morgens: die Wiedervorlagen')).toBeVisible();
    await expect(within(module).queryAllByRole('link')).toHaveLength(0);
    await imagesLoaded(canvasElement);
  },
};

/** Locked until Level 3: the points still missing, and how to earn them. */
export const LevelLocked: Story = {
  parameters: { route: route(4), msw: levelLocked },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Abschlusstechniken für Profis' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ab Level 3')).toBeVisible();
    await expect(
      canvas.getByText(
        'Dieses Training öffnet sich ab Level 3. Dir fehlen noch 12 Punkte – Punkte sammelst du mit Lektionen, Trainings und Likes in der Community.',
      ),
    ).toBeVisible();
    const module = canvas.getByRole('region', { name: 'Verhandeln' });
    await expect(within(module).queryAllByRole('link')).toHaveLength(0);
    await imagesLoaded(canvasElement);
  },
};

/** A course that is not there (or a draft, for a customer): the way back. */
export const NotFound: Story = {
  parameters: { route: route(99) },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Training nicht gefunden' });
    await expect(
      within(region).getByRole('link', { name: 'Zurück zu den Trainings' }),
    ).toHaveAttribute('href', '/app/trainings');
  },
};

export const Loading: Story = {
  parameters: { msw: trainingsServer({ hang: ['trainings.byId'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Training wird geladen' })).toBeVisible();
  },
};

/**
 * The editor (`?bearbeiten=1`, employees): the course's settings, publishing, the cover, and
 * its modules and lessons with drafts marked. A changed title is saved with 'Speichern'.
 */
export const Editor: Story = {
  args: { databaseUser: employeeUser },
  parameters: { route: route(1, '?bearbeiten=1'), msw: employee },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Einstellungen' })).toBeVisible();
    await expect(canvas.getByText('Veröffentlicht')).toBeVisible();
    const title = canvas.getByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveValue('Kaltakquise, die Termine bringt');
    await expect(canvas.getByRole('radio', { name: 'Alle Pakete' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Titelbild' })).toBeVisible();

    const modules = canvas.getByRole('list', { name: 'Module' });
    await expect(
      within(modules).getByRole('list', { name: 'Lektionen in „Im Gespräch“' }),
    ).toBeVisible();
    await expect(canvas.getByText('Entwurf: Gesprächsnotizen im CRM')).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Entwurf: Gesprächsnotizen im CRM' }),
    ).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(1)}/modules/${moduleId(1, 2)}/lessons/${lessonId(1, 2, 4)}?bearbeiten=1`,
    );

    await userEvent.clear(title);
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(title).toHaveAccessibleDescription('Bitte gib einen Titel ein.');
    await userEvent.type(title, 'Kaltakquise kompakt');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.courses.update', {
        courseId: courseId(1),
        title: 'Kaltakquise kompakt',
        description: expect.stringContaining('Vom ersten Satz') as string,
        minPlan: null,
        minLevel: null,
      }),
    );
    await expect(await (await findToasts()).findByText('Training gespeichert')).toBeVisible();
    await imagesLoaded(canvasElement);
  },
};

/** 'Veröffentlichung zurückziehen' shows at once; the toast offers 'Rückgängig'. */
export const EditorUnpublish: Story = {
  args: { databaseUser: employeeUser },
  parameters: { route: route(1, '?bearbeiten=1'), msw: employee },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Veröffentlichung zurückziehen' }),
    );
    await expect(await canvas.findByRole('button', { name: 'Veröffentlichen' })).toBeVisible();
    await expect(canvas.getByText('Nur Mitarbeiter von Sprint sehen das Training.')).toBeVisible();
    const toastBox = await findToasts();
    await expect(await toastBox.findByText('Veröffentlichung zurückgezogen')).toBeVisible();
    await clickToastAction('Rückgängig');
    await waitFor(() =>
      expect(onMutation).toHaveBeenLastCalledWith('trainings.courses.update', {
        courseId: courseId(1),
        published: true,
      }),
    );
    await expect(
      await canvas.findByRole('button', { name: 'Veröffentlichung zurückziehen' }),
    ).toBeVisible();
  },
};

/**
 * Modules and lessons in order by keyboard: Space on a module's handle, ArrowDown, Space; then a
 * lesson inside its module. Each order shows at once and is saved.
 */
export const EditorKeyboardReorder: Story = {
  args: { databaseUser: employeeUser },
  parameters: { route: route(1, '?bearbeiten=1'), msw: employee },
  play: async ({ canvas }) => {
    const modules = await canvas.findByRole('list', { name: 'Module' });
    const moduleHandle = canvas.getByRole('button', { name: 'Verschieben: Grundlagen' });
    await expect(moduleHandle).toHaveAccessibleDescription(/Zum Aufnehmen Leertaste drücken/);
    await moveByKeyboard(moduleHandle, '{ArrowDown}', '2 von 2');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.modules.reorder', {
        courseId: courseId(1),
        moduleIds: [moduleId(1, 2), moduleId(1, 1)],
      }),
    );
    await waitFor(() =>
      expect(
        within(modules)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Im Gespräch', 'Grundlagen']),
    );

    const lessonHandle = canvas.getByRole('button', {
      name: 'Verschieben: Nachfassen ohne zu nerven',
    });
    await moveByKeyboard(lessonHandle, '{ArrowUp}', '2 von 4');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.lessons.reorder', {
        moduleId: moduleId(1, 2),
        lessonIds: [lessonId(1, 2, 1), lessonId(1, 2, 3), lessonId(1, 2, 2), lessonId(1, 2, 4)],
      }),
    );
    await waitFor(() => expect(lessonHandle).toHaveFocus());
    // Dragging scrolled the page by its own measure: the screenshot starts at the outline.
    modules.scrollIntoView({ block: 'start' });
  },
};

/** A new order the server refuses goes back, with its message in a toast. */
export const EditorReorderRefused: Story = {
  args: { databaseUser: employeeUser },
  parameters: {
    route: route(1, '?bearbeiten=1'),
    msw: trainingsServer({
      viewer: { plan: 'enterprise', employee: true },
      fail: {
        'trainings.modules.reorder': {
          status: 400,
          code: 'BAD_REQUEST',
          message: 'Die Reihenfolge passt nicht zu den Modulen.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    const modules = await canvas.findByRole('list', { name: 'Module' });
    const handle = canvas.getByRole('button', { name: 'Verschieben: Grundlagen' });
    await moveByKeyboard(handle, '{ArrowDown}', '2 von 2');
    const toastBox = await findToasts();
    await expect(await toastBox.findByText('Reihenfolge nicht gespeichert')).toBeVisible();
    await expect(toastBox.getByText('Die Reihenfolge passt nicht zu den Modulen.')).toBeVisible();
    await waitFor(() =>
      expect(
        within(modules)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Grundlagen', 'Im Gespräch']),
    );
    modules.scrollIntoView({ block: 'start' });
  },
};

/** 'Umbenennen' in a module's menu: Enter saves, the toast offers the old name back. */
export const EditorRenameAndUndo: Story = {
  args: { databaseUser: employeeUser },
  parameters: { route: route(1, '?bearbeiten=1'), msw: employee },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Aktionen für das Modul „Grundlagen“' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Umbenennen' }));
    const field = await canvas.findByRole('textbox', { name: 'Neuer Titel für „Grundlagen“' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Vorbereitung{Enter}');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.modules.update', {
        moduleId: moduleId(1, 1),
        title: 'Vorbereitung',
      }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Vorbereitung' }),
    ).toBeVisible();
    const toastBox = await findToasts();
    await expect(await toastBox.findByText('Modul umbenannt')).toBeVisible();
    await clickToastAction('Rückgängig');
    await waitFor(() =>
      expect(onMutation).toHaveBeenLastCalledWith('trainings.modules.update', {
        moduleId: moduleId(1, 1),
        title: 'Grundlagen',
      }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'Grundlagen' }),
    ).toBeVisible();
  },
};

/** A module and a lesson added; the lesson starts as a draft. */
export const EditorAdd: Story = {
  args: { databaseUser: employeeUser },
  parameters: { route: route(1, '?bearbeiten=1'), msw: employee },
  play: async ({ canvas }) => {
    const newModule = await canvas.findByRole('textbox', { name: 'Neues Modul' });
    await userEvent.click(canvas.getByRole('button', { name: 'Modul hinzufügen' }));
    await expect(newModule).toHaveAccessibleDescription('Bitte gib einen Titel ein.');
    await userEvent.type(newModule, 'Abschluss{Enter}');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Abschluss' })).toBeVisible();
    await expect(newModule).toHaveValue('');

    const newLesson = canvas.getByRole('textbox', { name: 'Neue Lektion in „Abschluss“' });
    await userEvent.type(newLesson, 'Das Angebot nachfassen{Enter}');
    const lessons = await canvas.findByRole('list', { name: 'Lektionen in „Abschluss“' });
    await expect(
      within(lessons).getByRole('link', { name: 'Das Angebot nachfassen' }),
    ).toBeVisible();
    await expect(within(lessons).getByText('Entwurf')).toBeVisible();
  },
};

/** A lesson to another module, from its menu (the keyboard's way across modules). */
export const EditorMoveLesson: Story = {
  args: { databaseUser: employeeUser },
  parameters: { route: route(1, '?bearbeiten=1'), msw: employee },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Aktionen für die Lektion „Den Termin festmachen“',
      }),
    );
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Nach „Grundlagen“ verschieben' }),
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.lessons.move', {
        lessonId: lessonId(1, 2, 2),
        moduleId: moduleId(1, 1),
        position: 2,
      }),
    );
    const basics = canvas.getByRole('list', { name: 'Lektionen in „Grundlagen“' });
    await waitFor(() =>
      expect(within(basics).getByRole('link', { name: 'Den Termin festmachen' })).toBeVisible(),
    );
    await expect(await (await findToasts()).findByText('Lektion verschoben')).toBeVisible();
  },
};

/** Deleting cannot be undone (videos and progress go with it): asked first. */
export const EditorDeleteLesson: Story = {
  args: { databaseUser: employeeUser },
  parameters: { route: route(1, '?bearbeiten=1'), msw: employee },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Aktionen für die Lektion „Nachfassen ohne zu nerven“',
      }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lektion löschen?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(/lässt sich nicht rückgängig machen/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lektion löschen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.lessons.delete', {
        lessonId: lessonId(1, 2, 3),
      }),
    );
    await waitFor(() =>
      expect(canvas.queryByRole('link', { name: 'Nachfassen ohne zu nerven' })).toBeNull(),
    );
    await expect(await (await findToasts()).findByText('Lektion gelöscht')).toBeVisible();
  },
};
