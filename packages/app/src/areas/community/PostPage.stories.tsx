import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { COMMUNITY_NOT_OPEN, OWN_LIKE, POST_CLOSED } from '@sprint/server/community';
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
import {
  POSTS,
  admittedCustomerFixture,
  closedCommunityServer,
  commentId,
  communityServer,
  moderatorUserFixture,
  moderatorViewer,
  sprintCustomerFixture,
} from './communityFixtures';
import { Component as PostPage } from './PostPage';

/** The toasts outside the page's router, so 'Beitrag gelöscht' survives the navigation. */
const withProvidersAndToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

const onMutation = fn();

const route = (postId: string) => ({
  route: { path: '/app/community/posts/:postId', url: `/app/community/posts/${postId}` },
});

const meta = {
  title: 'Pages/Community/Beitrag',
  decorators: [withProvidersAndToaster],
  // Anna Berger of Nordlicht Vertrieb GmbH, after an employee opened the community for it.
  args: { databaseUser: sessionUserFixture, customer: admittedCustomerFixture },
  beforeEach: ({ parameters }) => {
    toast.dismiss();
    onMutation.mockClear();
    (parameters.msw as { reset?: () => void }).reset?.();
  },
  parameters: {
    layout: 'fullscreen',
    ...route(POSTS.frameworkContract),
    msw: communityServer({ onMutation }),
  },
  render: () => <PostPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

type Canvas = ReturnType<typeof within>;

/** The post, once it is there. */
async function article(canvas: Canvas, title: string) {
  await canvas.findByRole('heading', { level: 1, name: title });
  return within(canvas.getByRole('article', { name: title }));
}

/** The comments' section, once they are there. */
async function comments(canvas: Canvas) {
  const section = await canvas.findByRole('region', { name: 'Kommentare' });
  await within(section).findByRole('list', { name: 'Kommentare' });
  return within(section);
}

const likeButton = (scope: Canvas) => scope.getByRole('button', { name: /^Gefällt mir/ });

/**
 * While a menu is open, Radix hides the rest of the page with `aria-hidden` and keeps focus in
 * the menu; axe cannot see that trap and flags the page's buttons (it waives the rule only for
 * `role="dialog"`, radix-ui/primitives#2459). So the rule is off for the stories that end with
 * the menu open, and only for them (as in the DropdownMenu's stories).
 */
const menuOpen = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/** The open menu's items, as they read. */
async function menuItems() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

const CONTRACT = 'Rahmenvertrag mit 40 Filialen unterschrieben';
const CANCELLATIONS = 'Wie geht ihr mit Kündigungen kurz vor der Verlängerung um?';

/**
 * Another company's post with its comments, oldest first, and a reply under the comment it
 * answers; liked before, so the thumb is filled. No menu: not one's own, no moderator.
 */
export const WithReplies: Story = {
  play: async ({ canvas }) => {
    const post = await article(canvas, CONTRACT);
    await expect(post.getByText('Lena Wagner')).toBeVisible();
    await expect(post.getByText('Rheinblick Consulting GmbH')).toBeVisible();
    await expect(post.getByText(/Referenz aus derselben Branche/)).toBeVisible();
    await expect(likeButton(post)).toHaveAccessibleName('Gefällt mir, 12');
    await expect(likeButton(post)).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.queryByRole('button', { name: 'Aktionen für den Beitrag' }),
    ).not.toBeInTheDocument();

    const thread = await comments(canvas);
    const list = thread.getByRole('list', { name: 'Kommentare' });
    await expect(
      within(list)
        .getAllByRole('article')
        .map((comment) => comment.getAttribute('aria-label')),
    ).toEqual([
      'Kommentar von Clara Hoffmann',
      'Antwort von Lena Wagner',
      'Kommentar von Jonas Keller',
    ]);
    const replies = thread.getByRole('list', {
      name: 'Antworten auf den Kommentar von Clara Hoffmann',
    });
    await expect(replies).toHaveTextContent('Sechs Wochen – danach waren die Zahlen eindeutig.');
    // Replies get no replies of their own.
    await expect(thread.getAllByRole('button', { name: /^Antworten/ })).toHaveLength(2);
    await expect(thread.getByRole('textbox', { name: 'Dein Kommentar' })).toHaveValue('');
  },
};

/**
 * One's own post: no like for it (and why), 'Bearbeitet' and the post's history, and the menu
 * with 'Bearbeiten' and 'Beitrag löschen' — no moderation.
 */
export const AsAuthor: Story = {
  parameters: { ...route(POSTS.cancellations), ...menuOpen },
  play: async ({ canvas }) => {
    const post = await article(canvas, CANCELLATIONS);
    await expect(likeButton(post)).toHaveAttribute('aria-disabled', 'true');
    await expect(likeButton(post)).toHaveAccessibleDescription(OWN_LIKE);
    await expect(post.getByText('Bearbeitet am 19.11.2026 14:35')).toBeVisible();
    await expect(post.getByText('Verlauf')).toBeVisible();
    await comments(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Aktionen für den Beitrag' }));
    await expect(await menuItems()).toEqual(['Bearbeiten', 'Beitrag löschen']);
  },
};

/**
 * Sprint's moderator on a member's post: pin, close and hide besides deleting, and every
 * comment has its menu.
 */
export const Moderator: Story = {
  args: { databaseUser: moderatorUserFixture, customer: sprintCustomerFixture },
  parameters: {
    ...route(POSTS.linkedin),
    ...menuOpen,
    msw: communityServer({ onMutation, viewer: moderatorViewer }),
  },
  play: async ({ canvas }) => {
    await article(canvas, 'LinkedIn-Nachrichten: kurz schlägt lang');
    const thread = await comments(canvas);
    await expect(
      thread.getByRole('button', { name: 'Aktionen für den Kommentar von Sebastian Krämer' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Aktionen für den Beitrag' }));
    await expect(await menuItems()).toEqual([
      'Anheften',
      'Kommentare schließen',
      'Ausblenden',
      'Beitrag löschen',
    ]);
  },
};

/** Closed for comments: said under the title and instead of the form; no 'Antworten'. */
export const Closed: Story = {
  parameters: route(POSTS.crmSurvey),
  play: async ({ canvas }) => {
    const post = await article(canvas, 'Umfrage: Welche Felder pflegt ihr im CRM wirklich?');
    await expect(post.getByText('Kommentare geschlossen')).toBeVisible();
    const thread = await comments(canvas);
    await expect(thread.getAllByRole('article')).toHaveLength(2);
    await expect(thread.getByText(POST_CLOSED)).toBeVisible();
    await expect(thread.queryByRole('textbox')).toBeNull();
    await expect(thread.queryByRole('button', { name: /^Antworten/ })).toBeNull();
  },
};

/** 'Antworten' opens the form under the comment, the text field focused. */
export const ReplyFormOpen: Story = {
  play: async ({ canvas }) => {
    const thread = await comments(canvas);
    const reply = thread.getByRole('button', { name: 'Antworten an Jonas Keller' });
    await userEvent.click(reply);
    await expect(reply).toHaveAttribute('aria-expanded', 'true');
    const field = thread.getByRole('textbox', { name: 'Antwort an Jonas Keller' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('Wann ist der Termin bei den Stadtwerken?');
    await expect(thread.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
    await expect(thread.getByRole('button', { name: 'Antworten' })).toBeVisible();
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** A comment is sent with 'Kommentieren': it appears at the end, the field is empty again. */
export const CommentSent: Story = {
  play: async ({ canvas }) => {
    const thread = await comments(canvas);
    const field = thread.getByRole('textbox', { name: 'Dein Kommentar' });
    await userEvent.type(field, 'Glückwunsch! Welche Branche war es?');
    await userEvent.click(thread.getByRole('button', { name: 'Kommentieren' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('community.comments.create', {
        postId: POSTS.frameworkContract,
        body: 'Glückwunsch! Welche Branche war es?',
      }),
    );
    await expect(
      await thread.findByRole('article', { name: 'Kommentar von Anna Berger' }),
    ).toHaveTextContent('Glückwunsch! Welche Branche war es?');
    await waitFor(() => expect(field).toHaveValue(''));
    field.blur();
  },
};

/**
 * 'Kommentar bearbeiten' on one's own reply: the text in a dialog, saved, shown changed and
 * marked 'bearbeitet'.
 */
export const CommentEdited: Story = {
  parameters: route(POSTS.cancellations),
  play: async ({ canvas }) => {
    const thread = await comments(canvas);
    await userEvent.click(
      thread.getByRole('button', { name: 'Aktionen für den Kommentar von Anna Berger' }),
    );
    await expect(await menuItems()).toEqual(['Kommentar bearbeiten', 'Kommentar löschen']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Kommentar bearbeiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kommentar bearbeiten' }));
    const field = dialog.getByRole('textbox', { name: 'Kommentar' });
    await expect(field).toHaveValue('Guter Punkt mit dem kleineren Paket, danke!');
    await userEvent.clear(field);
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await expect(field).toHaveAccessibleDescription('Bitte schreib einen Kommentar.');
    await userEvent.type(field, 'Guter Punkt mit dem kleineren Paket – probieren wir aus!');
    await userEvent.click(dialog.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('community.comments.update', {
        commentId: commentId(2),
        body: 'Guter Punkt mit dem kleineren Paket – probieren wir aus!',
      }),
    );
    const reply = await thread.findByText(
      'Guter Punkt mit dem kleineren Paket – probieren wir aus!',
    );
    await expect(reply.closest('article')).toHaveTextContent('bearbeitet');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** 'Gefällt mir' on a comment: the server is told, the count and the thumb follow. */
export const LikeToggled: Story = {
  play: async ({ canvas }) => {
    const thread = await comments(canvas);
    const comment = within(thread.getByRole('article', { name: 'Kommentar von Jonas Keller' }));
    await expect(likeButton(comment)).toHaveAccessibleName('Gefällt mir, 1');
    await userEvent.click(likeButton(comment));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('community.likes.toggle', {
        commentId: commentId(13),
      }),
    );
    await waitFor(() => expect(likeButton(comment)).toHaveAccessibleName('Gefällt mir, 2'));
    await expect(likeButton(comment)).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A post that is gone, or hidden by the moderators: the same answer, and the way back. */
export const NotFound: Story = {
  parameters: route(POSTS.municipal),
  play: async ({ canvas }) => {
    const gone = await canvas.findByRole('region', { name: 'Beitrag nicht gefunden' });
    await expect(gone).toHaveTextContent('Diesen Beitrag gibt es nicht (mehr)');
    await expect(within(gone).getByRole('link', { name: 'Zur Community' })).toHaveAttribute(
      'href',
      '/app/community',
    );
    await expect(canvas.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
  },
};

/** While the post loads. */
export const Loading: Story = {
  parameters: { msw: communityServer({ pending: ['community.posts.byId'] }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Beitrag wird geladen' })).toBeVisible();
  },
};

/** A load failure (one that may pass): its German message and 'Erneut versuchen'. */
export const Error: Story = {
  parameters: {
    msw: communityServer({ onMutation, fail: { 'community.posts.byId': SERVER_DOWN } }),
  },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Beitrag konnte nicht geladen werden', SERVER_DOWN.message);
  },
};

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/** A customer whose company was not admitted: why, in the server's words, and nothing asked. */
export const NoAccess: Story = {
  args: { customer: sessionCustomerFixture },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Community', COMMUNITY_NOT_OPEN);
    await expect(canvas.queryByRole('article')).toBeNull();
    await recorder.expectNothingAsked();
  },
};

/** The session says admitted, the server refuses all the same (closed meanwhile). */
export const RefusedMeanwhile: Story = {
  parameters: { msw: closedCommunityServer() },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'die Community', COMMUNITY_NOT_OPEN);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
