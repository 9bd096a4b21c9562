import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { COMMUNITY_NOT_OPEN, OWN_LIKE } from '@sprint/server/community';
import { Toaster, toast } from '@sprint/ui';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';
import { requestRecorder } from '../../testing/requestRecorder';
import { EMPLOYEES_ONLY } from '../area';
import {
  CATEGORY_IDS,
  POSTS,
  admittedCustomerFixture,
  closedCommunityServer,
  communityServer,
  STORY_IMAGE_URL,
  UPLOADED_IMAGE_PATH,
} from './communityFixtures';
import { Component as CommunityPage } from './CommunityPage';
import { communityMembers } from './routes';

const onMutation = fn();

const meta = {
  title: 'Pages/Community/Feed',
  decorators: [withPublicProviders],
  // Anna Berger of Nordlicht Vertrieb GmbH, after an employee opened the community for it.
  args: { databaseUser: sessionUserFixture, customer: admittedCustomerFixture },
  // Toasts live in a module-wide store, and every story starts from the same posts.
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/community', url: '/app/community' },
    msw: communityServer({ onMutation }),
  },
  render: () => (
    <>
      <CommunityPage />
      <Toaster />
    </>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

const at = (url: string) => ({ route: { path: '/app/community', url } });

/** The feed's titles, in its order. */
async function feedTitles(canvas: Canvas) {
  const feed = await canvas.findByRole('list', { name: 'Beiträge' });
  return within(feed)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

async function expectFeed(canvas: Canvas, titles: string[]) {
  await waitFor(async () => expect(await feedTitles(canvas)).toEqual(titles));
}

const post = (canvas: Canvas, title: string) =>
  within(canvas.getByRole('article', { name: title }));

/** A category's tab (a link: each category is its own address). */
const category = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('navigation', { name: 'Kategorien' })).getByRole('link', { name });

const likeButton = (card: Canvas) => card.getByRole('button', { name: /^Gefällt mir/ });

/** A dialog once its fade-in is over (until then it is not visible yet). */
async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const WELCOME = 'Willkommen in der Sprint-Community!';
const LINKEDIN = 'LinkedIn-Nachrichten: kurz schlägt lang';
const OBJECTION = 'Erster Abschluss mit der Einwand-Vorlage';
const CANCELLATIONS = 'Wie geht ihr mit Kündigungen kurz vor der Verlängerung um?';
const CONTRACT = 'Rahmenvertrag mit 40 Filialen unterschrieben';
const FIRST_CALL = 'Drei Sätze für den ersten Anruf';
const TRADE_FAIR = 'Messe-Nachfassung: unsere Vorlage für die ersten 48 Stunden';
const SURVEY = 'Umfrage: Welche Felder pflegt ihr im CRM wirklich?';
const NEGOTIATION = 'Preisverhandlung mit dem Einkauf: Rabatt gegen Laufzeit?';

/**
 * 'Neueste': Sprint's pinned welcome first, then the newest; what others wrote since the last
 * visit is 'Neu'; one's own post cannot be liked, and says why.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expectFeed(canvas, [
      WELCOME,
      LINKEDIN,
      OBJECTION,
      CANCELLATIONS,
      CONTRACT,
      FIRST_CALL,
      TRADE_FAIR,
      SURVEY,
      NEGOTIATION,
    ]);
    await expect(category(canvas, 'Alle')).toHaveAttribute('aria-current', 'page');
    const sort = within(canvas.getByRole('group', { name: 'Sortierung' }));
    await expect(sort.getByRole('button', { name: 'Neueste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const welcome = post(canvas, WELCOME);
    await expect(welcome.getByText('Angeheftet')).toBeVisible();
    await expect(welcome.getByText('Sprint-Team')).toBeVisible();
    await expect(post(canvas, LINKEDIN).getByText('Neu')).toBeVisible();
    await expect(post(canvas, OBJECTION).getByText('Neu')).toBeVisible();
    // Older than the last visit, or one's own: not new.
    await expect(post(canvas, CONTRACT).queryByText('Neu')).toBeNull();
    const own = post(canvas, CANCELLATIONS);
    await expect(own.queryByText('Neu')).toBeNull();
    await expect(likeButton(own)).toHaveAttribute('aria-disabled', 'true');
    await expect(likeButton(own)).toHaveAccessibleDescription(OWN_LIKE);

    const contract = post(canvas, CONTRACT);
    await expect(likeButton(contract)).toHaveAccessibleName('Gefällt mir, 12');
    await expect(likeButton(contract)).toHaveAttribute('aria-pressed', 'true');
    await expect(contract.getByText('3 Kommentare')).toBeInTheDocument();
    await expect(contract.getByText('Rheinblick Consulting GmbH')).toBeVisible();
    await expect(contract.getByRole('link', { name: CONTRACT })).toHaveAttribute(
      'href',
      `/app/community/posts/${POSTS.frameworkContract}`,
    );
    await expect(post(canvas, SURVEY).getByText('Kommentare geschlossen')).toBeVisible();
    // Everything fits on the first page.
    await expect(canvas.queryByRole('button', { name: 'Weitere Beiträge laden' })).toBeNull();
  },
};

/** A category's tab: its address (`?kategorie=`), and only its posts. */
export const CategorySelected: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: WELCOME });
    const wins = category(canvas, 'Erfolge');
    await expect(wins).toHaveAttribute('href', `/app/community?kategorie=${CATEGORY_IDS.wins}`);
    await userEvent.click(wins);
    await expectFeed(canvas, [OBJECTION, CONTRACT]);
    await expect(category(canvas, 'Erfolge')).toHaveAttribute('aria-current', 'page');
    await expect(category(canvas, 'Alle')).not.toHaveAttribute('aria-current');
    await expect(post(canvas, CONTRACT).getByText('Erfolge')).toBeVisible();
    // The screenshot without the clicked link's focus ring, which hides the underline.
    category(canvas, 'Erfolge').blur();
  },
};

/** 'Beliebt' (`?sortierung=beliebt`): the pinned post first, then the most liked. */
export const SortPopular: Story = {
  parameters: at('/app/community?sortierung=beliebt'),
  play: async ({ canvas }) => {
    await expectFeed(canvas, [
      WELCOME,
      CONTRACT,
      NEGOTIATION,
      FIRST_CALL,
      SURVEY,
      LINKEDIN,
      TRADE_FAIR,
      OBJECTION,
      CANCELLATIONS,
    ]);
    const sort = within(canvas.getByRole('group', { name: 'Sortierung' }));
    await expect(sort.getByRole('button', { name: 'Beliebt' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * More posts than a page: 'Weitere Beiträge laden' adds the next page under the first (as does
 * scrolling to it); at the end the button goes. The server's pages hold 20; here 5.
 */
export const MorePages: Story = {
  parameters: { msw: communityServer({ onMutation, pageSize: 5 }) },
  play: async ({ canvas }) => {
    await expectFeed(canvas, [WELCOME, LINKEDIN, OBJECTION, CANCELLATIONS, CONTRACT, FIRST_CALL]);
    await userEvent.click(canvas.getByRole('button', { name: 'Weitere Beiträge laden' }));
    await expectFeed(canvas, [
      WELCOME,
      LINKEDIN,
      OBJECTION,
      CANCELLATIONS,
      CONTRACT,
      FIRST_CALL,
      TRADE_FAIR,
      SURVEY,
      NEGOTIATION,
    ]);
    await expect(canvas.queryByRole('button', { name: 'Weitere Beiträge laden' })).toBeNull();
    canvas.getByRole('article', { name: NEGOTIATION }).scrollIntoView({ block: 'end' });
  },
};

/** The header's search (`?search=`): posts and comments, the matching words marked. */
export const SearchResults: Story = {
  parameters: at('/app/community?search=K%C3%BCndigung'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Suche nach „Kündigung“')).toBeVisible();
    const results = await canvas.findByRole('list', { name: 'Treffer für „Kündigung“' });
    const hits = within(results).getAllByRole('listitem');
    await expect(hits).toHaveLength(3);
    const [first, second] = hits as [HTMLElement, HTMLElement];
    await expect(within(first).getByRole('link', { name: CANCELLATIONS })).toHaveAttribute(
      'href',
      `/app/community/posts/${POSTS.cancellations}`,
    );
    await expect(first).toHaveTextContent('Fragen & Antworten');
    await expect(
      within(first)
        .getAllByText(/ündigung/, { selector: 'mark' })
        .map((mark) => mark.textContent),
    ).toEqual(['Kündigung']);
    // A comment's hit leads to the comment under its post.
    await expect(
      within(second).getByRole('link', {
        name: `Kommentar von Tim Vogel zu „${CANCELLATIONS}“`,
      }),
    ).toHaveAttribute('href', expect.stringMatching(/#kommentar-/));
    await expect(within(second).getByText('Kündigung', { selector: 'mark' })).toBeVisible();
    // Search results are not sorted.
    await expect(canvas.queryByRole('group', { name: 'Sortierung' })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Beiträge' })).toBeNull();
  },
};

/**
 * 'Autor' narrows the search to one person: picked by name from the community's members, and
 * removed again with its button.
 */
export const SearchByAuthor: Story = {
  parameters: at('/app/community?search=K%C3%BCndigung'),
  play: async ({ canvas }) => {
    const results = await canvas.findByRole('list', { name: 'Treffer für „Kündigung“' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Autor' }), 'Mi');
    await userEvent.click(await canvas.findByRole('button', { name: /^Mira Yilmaz/ }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(results).getByRole('listitem')).toHaveTextContent('Mira Yilmaz');
    await expect(canvas.getByRole('group', { name: 'Autor' })).toHaveTextContent('Mira Yilmaz');
    await userEvent.click(canvas.getByRole('button', { name: 'Autor Mira Yilmaz entfernen' }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(3));
  },
};

/** A search without hits says so, with the words searched for. */
export const SearchWithoutHits: Story = {
  parameters: at('/app/community?search=Buchhaltung'),
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Keine Treffer' });
    await expect(empty).toHaveTextContent(
      'Keine Posts oder Kommentare enthalten „Buchhaltung“. Versuche einen anderen Begriff.',
    );
  },
};

/** A community without posts yet: say so. */
export const Empty: Story = {
  parameters: { msw: communityServer({ onMutation, posts: [] }) },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Noch keine Posts' });
    await expect(empty).toHaveTextContent('Schreib den ersten Beitrag');
    await expect(canvas.getByRole('button', { name: 'Neuer Beitrag' })).toBeVisible();
  },
};

/** While the posts load. */
export const Loading: Story = {
  parameters: { msw: communityServer({ pending: ['community.posts.list'] }) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('status', { name: 'Beiträge werden geladen' }),
    ).toBeVisible();
  },
};

/** A load failure (one that may pass): its German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: communityServer({ onMutation, fail: { 'community.posts.list': SERVER_DOWN } }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Beiträge konnten nicht geladen werden', SERVER_DOWN.message);
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/**
 * A customer whose company was not admitted: the page says why in the server's words without
 * asking it anything, offers none of its actions, and the sidebar's entry is disabled.
 */
export const NoAccess: Story = {
  args: { customer: sessionCustomerFixture },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Community', COMMUNITY_NOT_OPEN);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Neuer Beitrag' })).toBeNull();
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await recorder.expectNothingAsked();
    // The sidebar (spec §6): disabled for the company's members, open once it is admitted.
    const viewer = { ourEmployee: false, role: 'user' };
    await expect(communityMembers({ ...viewer, communityOpen: false })).toEqual({
      disabledReason: EMPLOYEES_ONLY,
    });
    await expect(communityMembers({ ...viewer, communityOpen: true })).toEqual({});
    await expect(communityMembers({ ourEmployee: true, role: 'user' })).toEqual({});
  },
};

/** The session says admitted, the server refuses all the same (closed meanwhile). */
export const RefusedMeanwhile: Story = {
  parameters: { msw: closedCommunityServer() },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Community', COMMUNITY_NOT_OPEN);
    await expect(canvas.queryByRole('button', { name: 'Neuer Beitrag' })).toBeNull();
  },
};

/** 'Gefällt mir' on another's post: the server is told, the count and the thumb follow. */
export const LikeToggled: Story = {
  play: async ({ canvas }) => {
    const card = within(await canvas.findByRole('article', { name: LINKEDIN }));
    await expect(likeButton(card)).toHaveAccessibleName('Gefällt mir, 6');
    await userEvent.click(likeButton(card));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('community.likes.toggle', {
        postId: POSTS.linkedin,
      }),
    );
    await waitFor(() => expect(likeButton(card)).toHaveAccessibleName('Gefällt mir, 7'));
    await expect(likeButton(card)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** 'Neuer Beitrag': category, title and text; '@' and a letter offer people to mention. */
export const NewPostWithMention: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: WELCOME });
    await userEvent.click(canvas.getByRole('button', { name: 'Neuer Beitrag' }));
    const dialog = await dialogNamed('Neuer Beitrag');
    // Members write where they may: not in the staff's 'Ankündigungen'.
    await expect(dialog.getByRole('combobox', { name: /^Kategorie/ })).toHaveTextContent('Erfolge');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Titel/ }),
      'Messe-Leads: wer fasst bei euch nach?',
    );
    const editor = dialog.getByRole('textbox', { name: 'Beitrag' });
    await userEvent.click(editor);
    await userEvent.keyboard('Wie verteilt ihr die Kontakte? Frage an @M');
    const people = await screen.findByRole('listbox', { name: 'Person erwähnen' });
    await waitFor(() => expect(people).not.toHaveAttribute('aria-busy'));
    const [markusOption, miraOption] = within(people).getAllByRole('option');
    await expect(markusOption).toHaveAccessibleName('Markus Schulte');
    await expect(markusOption).toHaveAccessibleDescription('Schulte Gebäudetechnik GmbH');
    await expect(miraOption).toHaveAccessibleName('Mira Yilmaz');
    await expect(miraOption).toHaveAccessibleDescription('Nordlicht Vertrieb GmbH');
    await expect(markusOption).toHaveAttribute('aria-selected', 'true');
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/**
 * 'Neuer Beitrag' with a picture: uploaded as soon as it is chosen, shown with a field for its
 * description, and sent with the post by its path.
 */
export const NewPostWithImage: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('article', { name: WELCOME });
    await userEvent.click(canvas.getByRole('button', { name: 'Neuer Beitrag' }));
    const dialog = await dialogNamed('Neuer Beitrag');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Titel/ }), 'Unser Messestand');
    await userEvent.click(dialog.getByRole('textbox', { name: 'Beitrag' }));
    await userEvent.keyboard('So sah es am ersten Tag aus.');
    const drop = dialog.getByRole('group', { name: 'Bild hinzufügen' });
    const input = drop.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new globalThis.Error('Das Dateifeld fehlt.');
    const png = Uint8Array.from(atob(STORY_IMAGE_URL.split(',')[1] ?? ''), (c) => c.charCodeAt(0));
    await userEvent.upload(input, new File([png], 'messe.png', { type: 'image/png' }));
    const description = await dialog.findByRole('textbox', { name: 'Beschreibung von Bild 1' });
    await userEvent.type(description, 'Der Stand mit dem blauen Banner');
    await expect(dialog.getByRole('button', { name: 'Bild 1 entfernen' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Veröffentlichen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'community.posts.create',
        expect.objectContaining({
          title: 'Unser Messestand',
          images: [{ path: UPLOADED_IMAGE_PATH, alt: 'Der Stand mit dem blauen Banner' }],
        }),
      ),
    );
  },
};
