import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@sprint/ui';
import type { PublicStoryArgs } from '../../testing/storyProviders';
import { Component as LessonPage } from './LessonPage';
import {
  catalogue,
  courseId,
  lessonId,
  loadDemoVideos,
  moduleId,
  trainingsServer,
  withLesson,
} from './trainingsFixtures';
import {
  customerUser,
  professionalCustomer,
  starterCustomer,
  videoReady,
  withProvidersAndToaster,
} from './trainingsStories';
import { findToasts } from '../../testing/toasts';

const onMutation = fn();
// The lesson in progress was left at 0:03 of its (8 s) demo video.
const server = trainingsServer({
  onMutation,
  courses: () => withLesson(catalogue(), lessonId(1, 2, 1), { positionSeconds: 3 }),
});
const refused = trainingsServer({
  onMutation,
  fail: {
    'trainings.setCompleted': {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
    },
  },
});
const starter = trainingsServer({ viewer: { plan: 'starter', employee: false } });

const lessonRoute = (course: number, module: number, lesson: number) => ({
  path: '/app/trainings/:id/modules/:moduleId/lessons/:lessonId',
  url: `/app/trainings/${courseId(course)}/modules/${moduleId(course, module)}/lessons/${lessonId(course, module, lesson)}`,
});

const meta = {
  title: 'Pages/Trainings/Lektion',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: customerUser, customer: professionalCustomer },
  loaders: [loadDemoVideos],
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const handlers of [server, refused, starter]) handlers.reset();
  },
  parameters: { layout: 'fullscreen', route: lessonRoute(1, 2, 1), msw: server },
  render: () => <LessonPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const moduleList = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('list', { name: 'Lektionen in diesem Modul' });

/**
 * With a video, resumed where it was left (0:03); playing and pausing saves the position. The
 * module's lessons are beside it, this one marked as the current page.
 */
export const WithVideo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Einwände souverän behandeln' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Kaltakquise, die Termine bringt · Im Gespräch · 10 Min.'),
    ).toBeVisible();
    const player = canvas.getByRole('region', { name: 'Einwände souverän behandeln' });
    const video = player.querySelector('video') as HTMLVideoElement;
    await waitFor(() => expect(video.currentTime).toBe(3), { timeout: 5000 });
    await videoReady(canvasElement);

    await expect(canvas.getByRole('region', { name: 'Inhalt der Lektion' })).toHaveTextContent(
      '„Kein Interesse“ ist selten das letzte Wort.',
    );
    const list = moduleList(canvas);
    await expect(
      within(list).getByRole('link', { name: 'Einwände souverän behandeln' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      canvas.getByRole('progressbar', { name: 'Fortschritt im Training' }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('link', { name: 'Vorherige Lektion' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(1)}/modules/${moduleId(1, 1)}/lessons/${lessonId(1, 1, 2)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Nächste Lektion' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(1)}/modules/${moduleId(1, 2)}/lessons/${lessonId(1, 2, 2)}`,
    );

    // Muted, so the test browser lets a key press start it (as for autoplay).
    video.muted = true;
    const play = within(player).getByRole('button', { name: 'Abspielen' });
    play.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(4), { timeout: 5000 });
    await userEvent.keyboard(' ');
    await waitFor(() => expect(video.paused).toBe(true));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.savePosition', {
        lessonId: lessonId(1, 2, 1),
        seconds: Math.floor(video.currentTime),
      }),
    );
    // Back to the start, sound on, for a stable screenshot.
    video.muted = false;
    video.currentTime = 0;
    await videoReady(canvasElement);
  },
};

/** A lesson of text only: no player, the content and the way on. */
export const WithoutVideo: Story = {
  parameters: { route: lessonRoute(1, 2, 2) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Den Termin festmachen' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Den Termin festmachen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Abspielen' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Inhalt der Lektion' })).toHaveTextContent(
      'Schlag zwei konkrete Zeiten vor',
    );
    await expect(canvas.getByRole('button', { name: 'Als erledigt markieren' })).toBeVisible();
  },
};

/** Attachments to download, named with their size; a finished lesson says 'Erledigt'. */
export const WithAttachments: Story = {
  parameters: { route: lessonRoute(1, 1, 1) },
  play: async ({ canvas, canvasElement }) => {
    const files = await canvas.findByRole('region', { name: 'Anhänge' });
    const guide = within(files).getByRole('link', { name: 'Gesprächsleitfaden Kaltakquise.pdf' });
    await expect(guide).toHaveAttribute('download', 'Gesprächsleitfaden Kaltakquise.pdf');
    await expect(guide).toHaveAttribute(
      'href',
      expect.stringContaining('/files/provider/') as string,
    );
    await expect(within(files).getByText('243 KB')).toBeVisible();
    await expect(within(files).getByText('1,5 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Erledigt' })).toBeVisible();
    // The first lesson of the course: no way back.
    await expect(canvas.queryByRole('link', { name: 'Vorherige Lektion' })).toBeNull();
    await videoReady(canvasElement);
  },
};

/**
 * 'Als erledigt markieren' turns into 'Erledigt' at once, the module's list ticks it off, and the
 * course's progress follows the server's answer (3 of 5: 60 %).
 */
export const MarkDone: Story = {
  parameters: { route: lessonRoute(1, 2, 2) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Als erledigt markieren' }));
    await expect(await canvas.findByRole('button', { name: 'Erledigt' })).toBeVisible();
    await expect(
      within(moduleList(canvas)).getByText('Erledigt:', { exact: true }).parentElement,
    ).toHaveTextContent('Den Termin festmachen');
    await waitFor(() =>
      expect(canvas.getByRole('progressbar', { name: 'Fortschritt im Training' })).toHaveAttribute(
        'aria-valuenow',
        '60',
      ),
    );
    await expect(onMutation).toHaveBeenCalledWith('trainings.setCompleted', {
      lessonId: lessonId(1, 2, 2),
      completed: true,
    });
    // Announced politely for screen readers.
    await expect(canvas.getByText('Lektion als erledigt markiert.')).toHaveAttribute(
      'role',
      'status',
    );
  },
};

/** 'Erledigt' again makes the lesson open again. */
export const Completed: Story = {
  parameters: { route: lessonRoute(1, 1, 2) },
  play: async ({ canvas, canvasElement }) => {
    const done = await canvas.findByRole('button', { name: 'Erledigt' });
    await videoReady(canvasElement);
    await userEvent.click(done);
    await expect(
      await canvas.findByRole('button', { name: 'Als erledigt markieren' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.setCompleted', {
        lessonId: lessonId(1, 1, 2),
        completed: false,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Als erledigt markieren' }));
    await expect(await canvas.findByRole('button', { name: 'Erledigt' })).toBeVisible();
  },
};

/** The server refuses: the lesson is open again, and a toast says why. */
export const MarkDoneRefused: Story = {
  parameters: { route: lessonRoute(1, 2, 2), msw: refused },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Als erledigt markieren' }));
    const toastBox = await findToasts();
    await expect(await toastBox.findByText('Nicht gespeichert')).toBeVisible();
    await expect(toastBox.getByText(/Datenbank ist gerade nicht erreichbar/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Als erledigt markieren' })).toBeVisible();
    await expect(
      within(moduleList(canvas)).queryAllByText('Erledigt:', { exact: true }),
    ).toHaveLength(0);
  },
};

/** The course's last lesson: no 'Nächste Lektion', the way back to the course instead. */
export const LastLesson: Story = {
  parameters: { route: lessonRoute(1, 2, 3) },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nachfassen ohne zu nerven' }),
    ).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Weitere Lektionen' });
    await expect(within(pager).queryByRole('link', { name: 'Nächste Lektion' })).toBeNull();
    await expect(within(pager).getByRole('link', { name: 'Zurück zum Training' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(1)}`,
    );
    await expect(within(pager).getByRole('link', { name: 'Vorherige Lektion' })).toBeVisible();
    await videoReady(canvasElement);
  },
};

/** A lesson of a course the plan does not include: the server's reason, no content. */
export const Locked: Story = {
  args: { customer: starterCustomer },
  parameters: { route: lessonRoute(3, 1, 1), msw: starter },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Training gesperrt' });
    await expect(
      within(region).getByText('Dieses Training ist in deinem Paket nicht enthalten.'),
    ).toBeVisible();
    await expect(within(region).getByRole('link', { name: 'Zum Training' })).toHaveAttribute(
      'href',
      `/app/trainings/${courseId(3)}`,
    );
  },
};

/** A draft or a lesson that is gone: the way to its course. */
export const NotFound: Story = {
  parameters: { route: lessonRoute(1, 2, 4) },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Lektion nicht gefunden' });
    await expect(within(region).getByRole('link', { name: 'Zum Training' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: trainingsServer({ hang: ['trainings.lesson'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Lektion wird geladen' })).toBeVisible();
  },
};
