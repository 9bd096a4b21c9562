import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toast } from '@sprint/ui';
import type { PublicStoryArgs } from '../../../testing/storyProviders';
import { Component as LessonPage } from '../LessonPage';
import {
  CLIP_ID,
  courseId,
  demoVideoFile,
  lessonId,
  loadDemoVideos,
  moduleId,
  trainingsServer,
} from '../trainingsFixtures';
import {
  employeeUser,
  professionalCustomer,
  clickToastAction,
  videoReady,
  withProvidersAndToaster,
} from '../trainingsStories';
import { findToasts } from '../../../testing/toasts';

const employeeViewer = { plan: 'enterprise', employee: true } as const;
const onMutation = fn();
const server = trainingsServer({ viewer: employeeViewer, onMutation });
const uploading = trainingsServer({ viewer: employeeViewer, onMutation, hangParts: [2] });
const refused = trainingsServer({
  viewer: employeeViewer,
  onMutation,
  fail: {
    'trainings.lessons.update': {
      status: 400,
      code: 'BAD_REQUEST',
      message:
        'Ungültige Eingabe – contentHtml: Der Inhalt darf höchstens 200000 Zeichen lang sein.',
      issues: [
        { path: 'contentHtml', message: 'Der Inhalt darf höchstens 200000 Zeichen lang sein.' },
      ],
    },
  },
});

const editRoute = (course: number, module: number, lesson: number) => ({
  path: '/app/trainings/:id/modules/:moduleId/lessons/:lessonId',
  url: `/app/trainings/${courseId(course)}/modules/${moduleId(course, module)}/lessons/${lessonId(course, module, lesson)}?bearbeiten=1`,
});

const meta = {
  title: 'Pages/Trainings/Lektion bearbeiten',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: employeeUser, customer: professionalCustomer },
  loaders: [loadDemoVideos],
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const handlers of [server, uploading, refused]) handlers.reset();
    // An upload left over from another story would be resumed instead of started.
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('sprint.upload.')) localStorage.removeItem(key);
    }
  },
  parameters: { layout: 'fullscreen', route: editRoute(1, 1, 1), msw: server },
  render: () => <LessonPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

function fileInput(group: HTMLElement): HTMLInputElement {
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('Kein Dateifeld');
  return input;
}

/**
 * The editor of a lesson with content: title, the text in the rich-text editor, the duration as
 * 8:30, the video, the attachments and 'Veröffentlicht'. A changed title is saved with the rest.
 */
export const WithContent: Story = {
  play: async ({ canvas, canvasElement }) => {
    const title = await canvas.findByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveValue('Der Einstieg ins Gespräch');
    const content = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await waitFor(() => expect(content).toHaveTextContent('Die ersten zehn Sekunden entscheiden'));
    await expect(canvas.getByRole('textbox', { name: 'Dauer' })).toHaveValue('8:30');
    await expect(canvas.getByRole('switch', { name: 'Veröffentlicht' })).toBeChecked();
    await expect(canvas.getByRole('list', { name: 'Anhänge der Lektion' })).toHaveTextContent(
      'Gesprächsleitfaden Kaltakquise.pdf',
    );
    await expect(canvas.getByRole('group', { name: 'Anderes Video hochladen' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Bearbeitung beenden' })).toBeVisible();

    await userEvent.clear(title);
    await userEvent.type(title, 'Der erste Satz');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Dauer' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Dauer' }), '9:15');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.lessons.update', {
        lessonId: lessonId(1, 1, 1),
        title: 'Der erste Satz',
        contentHtml: expect.stringContaining('<h2>Worum es geht</h2>') as string,
        durationSeconds: 555,
      }),
    );
    await expect(await (await findToasts()).findByText('Lektion gespeichert')).toBeVisible();
    await videoReady(canvasElement);
  },
};

/** Errors under their fields: the form's own, then the server's refusal of the content. */
export const FieldErrors: Story = {
  parameters: { msw: refused },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole('textbox', { name: 'Titel' });
    const duration = canvas.getByRole('textbox', { name: 'Dauer' });
    await userEvent.clear(title);
    await userEvent.clear(duration);
    await userEvent.type(duration, '8:99');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(title).toHaveAccessibleDescription('Bitte gib einen Titel ein.');
    await expect(duration).toHaveAccessibleDescription(
      /Bitte gib die Dauer als Minuten:Sekunden an, z\. B\. 8:30\./,
    );
    await expect(onMutation).not.toHaveBeenCalled();

    await userEvent.type(title, 'Der erste Satz');
    await userEvent.clear(duration);
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    const content = canvas.getByRole('textbox', { name: 'Inhalt der Lektion' });
    await waitFor(() =>
      expect(content).toHaveAccessibleDescription(
        /Der Inhalt darf höchstens 200000 Zeichen lang sein\./,
      ),
    );
    await expect(content).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A video chosen for a lesson without one: its length is read from the file at once (0:08), and
 * the upload shows its progress with 'Abbrechen' while the second half is on its way.
 */
export const UploadInProgress: Story = {
  parameters: { route: editRoute(1, 2, 2), msw: uploading },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Video hochladen' });
    const file = await demoVideoFile('einwaende', 'einwaende-behandeln.mp4');
    await userEvent.upload(fileInput(group), file);
    await expect(await canvas.findByText('einwaende-behandeln.mp4')).toBeVisible();
    await expect(await canvas.findByText('Länge: 0:08')).toBeVisible();
    await expect(canvas.getByText('Wird hochgeladen…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('storage.uploads.create', {
        purpose: 'video',
        fileName: 'einwaende-behandeln.mp4',
        contentType: 'video/mp4',
        bytes: file.size,
        scope: 'provider',
      }),
    );
    // Half of it arrived; the second part is on its way.
    await waitFor(() =>
      expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50'),
    );
  },
};

/** The upload done: the lesson gets the video and its length; the player shows it. */
export const UploadDone: Story = {
  parameters: { route: editRoute(1, 2, 2) },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Video hochladen' });
    await userEvent.upload(
      fileInput(group),
      await demoVideoFile('einwaende', 'einwaende-behandeln.mp4'),
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.lessons.update', {
        lessonId: lessonId(1, 2, 2),
        video: {
          kind: 'upload',
          path: expect.stringMatching(/einwaende-behandeln\.mp4$/) as string,
        },
        durationSeconds: 8,
      }),
    );
    const toastBox = await findToasts();
    await expect(await toastBox.findByText('Video gespeichert')).toBeVisible();
    await expect(toastBox.getByText('„einwaende-behandeln.mp4“, 0:08 lang.')).toBeVisible();
    await expect(
      await canvas.findByRole('group', { name: 'Anderes Video hochladen' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Dauer' })).toHaveValue('0:08'));
  },
};

/** A PDF attached: uploaded, then listed to download; removing one asks first. */
export const Attachments: Story = {
  parameters: { route: editRoute(1, 2, 2) },
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Anhang hinzufügen' });
    await expect(canvas.getByText('Noch keine Anhänge.')).toBeVisible();
    const pdf = new File(['%PDF-1.7 Terminvorlage'], 'Terminbestätigung.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(fileInput(group), pdf);
    const list = await canvas.findByRole('list', { name: 'Anhänge der Lektion' });
    await expect(within(list).getByRole('link', { name: 'Terminbestätigung.pdf' })).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('trainings.lessons.addAttachment', {
      lessonId: lessonId(1, 2, 2),
      path: expect.stringMatching(/Terminbestätigung\.pdf$/) as string,
    });

    await userEvent.click(
      within(list).getByRole('button', { name: 'Entfernen: Terminbestätigung.pdf' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Anhang entfernen?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anhang entfernen' }));
    await expect(await canvas.findByText('Noch keine Anhänge.')).toBeVisible();
  },
};

/** 'Clip wählen': one of Sprint's clips becomes the video, with its length. */
export const PickClip: Story = {
  parameters: { route: editRoute(1, 2, 2) },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clip wählen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clip wählen' });
    await waitFor(() => expect(dialog).toBeVisible());
    // The clips first (a loaded machine can take a while), then 'Clip übernehmen' without one.
    const clip = await within(dialog).findByRole('radio', { name: /Einwände souverän behandeln/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clip übernehmen' }));
    await expect(await within(dialog).findByText('Bitte wähle einen Clip.')).toBeVisible();
    await userEvent.click(clip);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clip übernehmen' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.lessons.update', {
        lessonId: lessonId(1, 2, 2),
        video: { kind: 'clip', clipId: CLIP_ID },
      }),
    );
    await expect(await (await findToasts()).findByText('Clip übernommen')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Dauer' })).toHaveValue('0:07'));
  },
};

/** 'Veröffentlicht' off: a draft at once, with 'Rückgängig' in the toast. */
export const Unpublish: Story = {
  play: async ({ canvas }) => {
    const published = await canvas.findByRole('switch', { name: 'Veröffentlicht' });
    await userEvent.click(published);
    await expect(published).not.toBeChecked();
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('trainings.lessons.update', {
        lessonId: lessonId(1, 1, 1),
        published: false,
      }),
    );
    const toastBox = await findToasts();
    await expect(await toastBox.findByText('Lektion ist wieder ein Entwurf')).toBeVisible();
    await clickToastAction('Rückgängig');
    await waitFor(() => expect(published).toBeChecked());
  },
};
