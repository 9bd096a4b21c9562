import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast } from '@sprint/ui';
import { TRPC_PATH } from '../../api/trpc';
import {
  SERVER_DOWN,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../testing/storyProviders';
import { requestRecorder } from '../../testing/requestRecorder';
import {
  LAST_PRIMARY_ADMIN,
  invitationId,
  memberId,
  teamMembers,
  teamServer,
  type TeamServerOptions,
} from './teamFixtures';
import { Component as TeamPage } from './TeamPage';
import { expectNoAccess } from '../../testing/pageStates';

const onMutation = fn();

/** Each story has its own in-memory team: what one story changes, no other sees. */
const server = (options: TeamServerOptions = {}) => teamServer({ onMutation, ...options });

const meta = {
  title: 'Pages/Team/Mein Team',
  decorators: [withPublicProviders],
  args: {
    databaseUser: { ...sessionUserFixture, role: 'primary_admin' },
    customer: sessionCustomerFixture,
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/team', url: '/app/team' },
  },
  // Toasts live in a module-wide store: none of an earlier story's is left over.
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
  },
  render: () => (
    <>
      <TeamPage />
      <Toaster />
    </>
  ),
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** A story's own team (what it changes, no other story sees), opened at `url`. */
const team = (options: TeamServerOptions = {}, url = '/app/team') => ({
  msw: server(options),
  route: { path: '/app/team', url },
});

type Canvas = ReturnType<typeof within>;

async function membersGrid(canvas: Canvas) {
  const grid = await canvas.findByRole('grid', { name: 'Mitglieder' });
  // The first story of a run also waits for the mock service worker: more than a second.
  await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(0), {
    timeout: 5000,
  });
  return grid;
}

async function invitationsGrid(canvas: Canvas) {
  const grid = await canvas.findByRole('grid', { name: 'Offene Einladungen' });
  // The first story of a run also waits for the mock service worker: more than a second.
  await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(0), {
    timeout: 5000,
  });
  return grid;
}

/** Opens a row's menu by keyboard, as a person without a mouse does. */
async function openMenu(canvas: Canvas, name: string) {
  const trigger = await canvas.findByRole('button', { name });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

async function chooseFromMenu(canvas: Canvas, trigger: string, item: string) {
  const menu = await openMenu(canvas, trigger);
  await userEvent.click(within(menu).getByRole('menuitem', { name: item }));
}

async function openInviteDialog(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Mitglieder einladen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mitglieder einladen' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

// --- Members

/** The team: name with avatar, e-mail, role badge, joined, last sign-in; own row without actions. */
export const Members: Story = {
  parameters: team(),
  play: async ({ canvas }) => {
    const grid = await membersGrid(canvas);
    await expect(canvas.getByRole('tab', { name: 'Mitglieder' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('5 Mitglieder')).toBeVisible();
    const names = within(grid).getAllByRole('rowheader');
    // The name as shown next to the avatar (the avatar itself is decorative here).
    const shown = (cell: HTMLElement) =>
      cell.textContent?.replace(cell.querySelector('[data-slot="avatar"]')?.textContent ?? '', '');
    await expect(names.map(shown)).toEqual([
      'Anna Berger (Du)',
      'Jonas Keller',
      'Mira Yilmaz',
      'Lukas Brandt',
      'p.schneider',
    ]);
    const anna = names[0]?.closest('tr') as HTMLElement;
    await expect(within(anna).getByText('Hauptadministrator')).toBeVisible();
    await expect(within(anna).getByText('vor 4 Min')).toBeVisible();
    await expect(within(anna).queryByRole('button')).toBeNull();
    const jonas = names[1]?.closest('tr') as HTMLElement;
    await expect(within(jonas).getByText('Administrator')).toBeVisible();
    await expect(within(jonas).getByText('12.05.2025')).toBeVisible();
    await expect(
      within(jonas).getByRole('button', { name: 'Aktionen für Jonas Keller' }),
    ).toBeVisible();
    const newcomer = names[4]?.closest('tr') as HTMLElement;
    await expect(within(newcomer).getByText('Benutzer')).toBeVisible();
    await expect(within(newcomer).getByText('Noch nie')).toBeVisible();
  },
};

/** While the team loads. */
export const Loading: Story = {
  parameters: { msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mitglieder werden geladen')).toBeInTheDocument();
    await expect(canvas.getByRole('grid', { name: 'Mitglieder' })).toBeInTheDocument();
  },
};

const ROLE_REQUIRED = 'Keine Berechtigung: Dafür ist die Rolle „Hauptadministrator“ nötig.';

/** Records what the page asks, for the page that should ask nothing. */
const recorder = requestRecorder();

/** The refusal as a person sees it: the title, the reason, the way back, and no page actions. */
async function expectRefused(canvas: Canvas) {
  await expectNoAccess(canvas, 'die Teamverwaltung', ROLE_REQUIRED);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Mein Team' })).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'Mitglieder einladen' })).toBeNull();
  await expect(canvas.queryByRole('tablist')).toBeNull();
}

/**
 * A Benutzer (or an Administrator) opens the address: the page says why not, the same words the
 * server would send, without asking it anything, and offers nothing the role cannot use.
 */
export const NoAccess: Story = {
  args: { databaseUser: { ...sessionUserFixture, role: 'user' } },
  parameters: { msw: recorder.handlers },
  beforeEach: recorder.reset,
  play: async ({ canvas }) => {
    await expectRefused(canvas);
    await recorder.expectNothingAsked();
  },
};

/**
 * The session still says primary admin, but the server refuses (the role was handed over
 * elsewhere): its reason instead of 'Erneut versuchen', and 'Mitglieder einladen' is gone.
 */
export const RefusedMeanwhile: Story = {
  parameters: team({
    fail: {
      'team.members.list': { status: 403, code: 'FORBIDDEN', message: ROLE_REQUIRED },
    },
  }),
  play: async ({ canvas }) => {
    await expectRefused(canvas);
  },
};

/** 'Rolle ändern' by keyboard: menu, dialog, arrow keys; the badge follows. */
export const ChangeRole: Story = {
  parameters: team(),
  play: async ({ canvas }) => {
    await membersGrid(canvas);
    const menu = await openMenu(canvas, 'Aktionen für Mira Yilmaz');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Rolle ändern' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Rolle ändern' }));
    // The dialog fades in: visible once the animation has run.
    await waitFor(() => expect(dialog.getByText(/ist Benutzer\.$/)).toBeVisible());
    const current = dialog.getByRole('radio', { name: 'Benutzer' });
    await expect(current).toBeChecked();
    await waitFor(() => expect(current).toHaveFocus());
    // Radix moves focus on the next tick and chooses the option while the key is down, so the
    // key is held as a person would.
    await userEvent.keyboard('{ArrowUp>}');
    const admin = dialog.getByRole('radio', { name: 'Administrator' });
    await waitFor(() => expect(admin).toHaveFocus());
    await userEvent.keyboard('{/ArrowUp}');
    await expect(admin).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Rolle ändern' }));
    await expect(await screen.findByText('Mira Yilmaz ist jetzt Administrator.')).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('team.members.changeRole', {
      userId: memberId(3),
      role: 'admin',
    });
    const grid = await membersGrid(canvas);
    const mira = within(grid)
      .getByRole('rowheader', { name: /Mira Yilmaz/ })
      .closest('tr');
    await waitFor(() =>
      expect(within(mira as HTMLElement).getByText('Administrator')).toBeVisible(),
    );
  },
};

/** The last primary admin stays: the server's reason inside the dialog, which stays open. */
export const LastPrimaryAdminError: Story = {
  parameters: team({
    // The list still shows Jonas as a second primary admin; meanwhile he is the only one.
    members: teamMembers().map((member) =>
      member.userId === memberId(2) ? { ...member, role: 'primary_admin' } : member,
    ),
    fail: {
      'team.members.changeRole': {
        status: 400,
        code: 'BAD_REQUEST',
        message: LAST_PRIMARY_ADMIN,
      },
    },
  }),
  play: async ({ canvas }) => {
    await membersGrid(canvas);
    await chooseFromMenu(canvas, 'Aktionen für Jonas Keller', 'Rolle ändern');
    const dialog = within(await screen.findByRole('dialog', { name: 'Rolle ändern' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Administrator' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Rolle ändern' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(LAST_PRIMARY_ADMIN));
    await expect(screen.getByRole('dialog', { name: 'Rolle ändern' })).toBeVisible();
    // The primary admin's menu offers no transfer (they have the role already).
    await expect(onMutation).toHaveBeenCalledTimes(1);
  },
};

/** 'Aus dem Team entfernen' asks first: what ends (the access) and what stays (the data). */
export const RemoveConfirmation: Story = {
  parameters: team(),
  play: async ({ canvas }) => {
    await membersGrid(canvas);
    await chooseFromMenu(canvas, 'Aktionen für Mira Yilmaz', 'Aus dem Team entfernen');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Mira Yilmaz aus dem Team entfernen?',
    });
    await expect(confirm).toHaveAccessibleDescription(
      'Mira Yilmaz verliert sofort den Zugang zu Nordlicht Vertrieb GmbH. Was Mira Yilmaz angelegt hat, bleibt im Unternehmen.',
    );
    // The safe choice has the focus.
    await waitFor(() =>
      expect(within(confirm).getByRole('button', { name: 'Abbrechen' })).toHaveFocus(),
    );
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** Confirmed: the member is gone from the list, the toast says so. */
export const MemberRemoved: Story = {
  parameters: team(),
  play: async ({ canvas }) => {
    await membersGrid(canvas);
    await chooseFromMenu(canvas, 'Aktionen für Mira Yilmaz', 'Aus dem Team entfernen');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Mira Yilmaz aus dem Team entfernen?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Entfernen' }));
    await expect(
      await screen.findByText('Mira Yilmaz hat keinen Zugang mehr zu Nordlicht Vertrieb GmbH.'),
    ).toBeVisible();
    await expect(await canvas.findByText('4 Mitglieder')).toBeVisible();
    await expect(canvas.queryByRole('rowheader', { name: /Mira Yilmaz/ })).toBeNull();
    await expect(onMutation).toHaveBeenCalledWith('team.members.remove', { userId: memberId(3) });
  },
};

/** 'Hauptadministrator übertragen': asked first; then the caller is an admin and leaves the page. */
export const TransferPrimaryAdmin: Story = {
  parameters: team(),
  play: async ({ canvas }) => {
    await membersGrid(canvas);
    await chooseFromMenu(canvas, 'Aktionen für Jonas Keller', 'Hauptadministrator übertragen');
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Hauptadministrator an Jonas Keller übertragen?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Übertragen' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/app/dashboard');
    await expect(onMutation).toHaveBeenCalledWith('team.members.transferPrimaryAdmin', {
      userId: memberId(2),
    });
  },
};

// --- Invitations

/** No open invitations: the first action, 'Mitglieder einladen'. */
export const InvitationsEmpty: Story = {
  parameters: team({ invitations: [] }, '/app/team?tab=invitations'),
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Keine offenen Einladungen' });
    await waitFor(() =>
      expect(within(empty).getByRole('button', { name: 'Mitglieder einladen' })).toBeVisible(),
    );
    await expect(canvas.getByRole('tab', { name: 'Einladungen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Open invitations, an expired one marked; its link cannot be copied, only sent again. */
export const InvitationsPending: Story = {
  parameters: team({}, '/app/team?tab=invitations'),
  play: async ({ canvas }) => {
    const grid = await invitationsGrid(canvas);
    await expect(canvas.getByText('3 Einladungen')).toBeVisible();
    const row = (email: string) =>
      within(grid).getByRole('rowheader', { name: email }).closest('tr') as HTMLElement;
    const sophie = row('sophie.winter@nordlicht-vertrieb.de');
    await expect(within(sophie).getByText('Benutzer')).toBeVisible();
    await expect(within(sophie).getByText('Anna Berger')).toBeVisible();
    await expect(within(sophie).getByText('vor 5 Std')).toBeVisible();
    await expect(within(sophie).getByText('04.12.2026')).toBeVisible();
    const max = row('max.huber@nordlicht-vertrieb.de');
    await expect(within(max).getByText('Administrator')).toBeVisible();
    await expect(within(max).getByText('in 2 Tg')).toBeVisible();
    const ole = row('ole.hansen@nordlicht-vertrieb.de');
    await expect(within(ole).getByText('Abgelaufen')).toBeVisible();
    await expect(within(ole).getByText('17.11.2026')).toBeVisible();

    const menu = await openMenu(
      canvas,
      'Aktionen für die Einladung an ole.hansen@nordlicht-vertrieb.de',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Link kopieren' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Once the menu has faded in.
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Erneut senden' })).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** 'Link kopieren': the link goes to the clipboard, the toast says 'Link kopiert'. */
export const CopyLink: Story = {
  parameters: team({}, '/app/team?tab=invitations'),
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await invitationsGrid(canvas);
      await chooseFromMenu(
        canvas,
        'Aktionen für die Einladung an sophie.winter@nordlicht-vertrieb.de',
        'Link kopieren',
      );
      await expect(await screen.findByText('Link kopiert')).toBeVisible();
      await expect(writeText).toHaveBeenCalledWith('https://app.sprint.de/invite/einladung-0001');
      await expect(onMutation).toHaveBeenCalledWith('team.invitations.link', {
        invitationId: invitationId(1),
      });
    } finally {
      writeText.mockRestore();
    }
  },
};

/** The browser refuses the clipboard: the link in a field, to copy by hand. */
export const CopyLinkByHand: Story = {
  parameters: team({}, '/app/team?tab=invitations'),
  play: async ({ canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Write permission denied.', 'NotAllowedError'),
    );
    try {
      await invitationsGrid(canvas);
      await chooseFromMenu(
        canvas,
        'Aktionen für die Einladung an sophie.winter@nordlicht-vertrieb.de',
        'Link kopieren',
      );
      const dialog = await screen.findByRole('dialog', { name: 'Einladungslink' });
      await expect(within(dialog).getByRole('textbox', { name: 'Link' })).toHaveValue(
        'https://app.sprint.de/invite/einladung-0001',
      );
    } finally {
      writeText.mockRestore();
    }
  },
};

/** An expired invitation sent again: valid for 14 more days. */
export const ResendExpired: Story = {
  parameters: team({}, '/app/team?tab=invitations'),
  play: async ({ canvas }) => {
    const grid = await invitationsGrid(canvas);
    await chooseFromMenu(
      canvas,
      'Aktionen für die Einladung an ole.hansen@nordlicht-vertrieb.de',
      'Erneut senden',
    );
    await expect(await screen.findByText('Einladung erneut gesendet')).toBeVisible();
    await expect(
      screen.getByText('An ole.hansen@nordlicht-vertrieb.de. Der Link gilt bis 04.12.2026.'),
    ).toBeVisible();
    await waitFor(() => expect(within(grid).queryByText('Abgelaufen')).toBeNull());
  },
};

/** 'Widerrufen' asks first; then the invitation is gone and its link no longer works. */
export const RevokeInvitation: Story = {
  parameters: team({}, '/app/team?tab=invitations'),
  play: async ({ canvas }) => {
    await invitationsGrid(canvas);
    await chooseFromMenu(
      canvas,
      'Aktionen für die Einladung an max.huber@nordlicht-vertrieb.de',
      'Widerrufen',
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Einladung an max.huber@nordlicht-vertrieb.de widerrufen?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Widerrufen' }));
    await expect(await screen.findByText('Einladung widerrufen')).toBeVisible();
    await expect(await canvas.findByText('2 Einladungen')).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('team.invitations.revoke', {
      invitationId: invitationId(2),
    });
  },
};

// --- The invite dialog

/** 'Mitglieder einladen': several addresses, a role, 'Einladungen senden'. */
export const InviteDialog: Story = {
  parameters: team(),
  play: async ({ canvas }) => {
    const dialog = await openInviteDialog(canvas);
    const field = dialog.getByRole('textbox', { name: 'E-Mail-Adressen' });
    await expect(field).toBeRequired();
    await expect(field).toHaveAccessibleDescription(
      'Trenne mehrere Adressen mit Komma, Semikolon oder Zeilenumbruch (höchstens 50).',
    );
    await expect(dialog.getByRole('radiogroup', { name: 'Rolle' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Benutzer' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Administrator' })).not.toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Einladungen senden' })).toBeVisible();
  },
};

/** Invalid addresses are named under the field; nothing is sent. */
export const InviteInvalidAddresses: Story = {
  parameters: team(),
  play: async ({ canvas }) => {
    const dialog = await openInviteDialog(canvas);
    const field = dialog.getByRole('textbox', { name: 'E-Mail-Adressen' });
    await userEvent.type(
      field,
      'sophie.winter@firma.de, max@; kein-adresse{Enter}jonas.keller@firma.de',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Einladungen senden' }));
    await expect(field).toHaveAccessibleDescription(
      /Ungültige E-Mail-Adressen: max@, kein-adresse\. Es wurde keine Einladung verschickt\./,
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(dialog.getByText(/4 Adressen erkannt/)).toBeVisible();
    await expect(onMutation).not.toHaveBeenCalled();
    // The screenshot without the ring: whether a script-set focus shows one varies by run.
    field.blur();
  },
};

/** The server refuses (an address is already a member): its words under the field, text kept. */
export const InviteServerError: Story = {
  parameters: team(),
  play: async ({ canvas }) => {
    const dialog = await openInviteDialog(canvas);
    const field = dialog.getByRole('textbox', { name: 'E-Mail-Adressen' });
    const typed = 'jonas.keller@nordlicht-vertrieb.de, lena.brandt@nordlicht-vertrieb.de';
    await userEvent.type(field, typed);
    await userEvent.click(dialog.getByRole('button', { name: 'Einladungen senden' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        /Bereits im Team: jonas\.keller@nordlicht-vertrieb\.de\. Es wurde keine Einladung verschickt\./,
      ),
    );
    await expect(field).toHaveValue(typed);
    await expect(screen.getByRole('dialog', { name: 'Mitglieder einladen' })).toBeVisible();
    field.blur();
  },
};

/** Any other refusal: the server's message on top of the dialog; nothing typed is lost. */
export const InviteRefused: Story = {
  parameters: team({ fail: { 'team.invitations.create': { ...SERVER_DOWN, status: 503 } } }),
  play: async ({ canvas }) => {
    const dialog = await openInviteDialog(canvas);
    const field = dialog.getByRole('textbox', { name: 'E-Mail-Adressen' });
    await userEvent.type(field, 'lena.brandt@nordlicht-vertrieb.de');
    await userEvent.click(dialog.getByRole('button', { name: 'Einladungen senden' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(SERVER_DOWN.message));
    await expect(field).toHaveValue('lena.brandt@nordlicht-vertrieb.de');
  },
};

/**
 * Sent, one e-mail refused by the mail server: the toast says to copy the link instead, and the
 * invitations tab shows the new ones.
 */
export const InviteMailFailed: Story = {
  parameters: team({ mailFails: ['tim.roth@nordlicht-vertrieb.de'] }),
  play: async ({ canvas }) => {
    const dialog = await openInviteDialog(canvas);
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'E-Mail-Adressen' }),
      'lena.brandt@nordlicht-vertrieb.de\ntim.roth@nordlicht-vertrieb.de',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Administrator' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Einladungen senden' }));
    await expect(await screen.findByText('E-Mail konnte nicht gesendet werden')).toBeVisible();
    await expect(
      screen.getByText(
        'Die Einladung an tim.roth@nordlicht-vertrieb.de ist angelegt, aber die E-Mail ging nicht raus. Kopiere unter „Einladungen“ den Link und schicke ihn selbst.',
      ),
    ).toBeVisible();
    await expect(onMutation).toHaveBeenCalledWith('team.invitations.create', {
      emails: ['lena.brandt@nordlicht-vertrieb.de', 'tim.roth@nordlicht-vertrieb.de'],
      role: 'admin',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mitglieder einladen' })).toBeNull(),
    );
    const grid = await invitationsGrid(canvas);
    await expect(await canvas.findByText('5 Einladungen')).toBeVisible();
    await expect(
      within(grid).getByRole('rowheader', { name: 'tim.roth@nordlicht-vertrieb.de' }),
    ).toBeVisible();
  },
};

// --- History

/** 'Verlauf': who did what to whom, as sentences, with relative times. */
export const History: Story = {
  parameters: team({}, '/app/team?tab=history'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Verlauf' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Anna Berger hat die Rolle von Jonas Keller von „Benutzer“ auf „Administrator“ geändert.',
      'Anna Berger hat sophie.winter@nordlicht-vertrieb.de als „Benutzer“ eingeladen.',
      'p.schneider@nordlicht-vertrieb.de ist dem Team als „Benutzer“ beigetreten.',
      'Jonas Keller hat Tobias Lang aus dem Team entfernt.',
      'Anna Berger hat die Einladung an info@nordlicht-vertrieb.de widerrufen.',
      'Jonas Keller hat die Einladung an max.huber@nordlicht-vertrieb.de erneut gesendet.',
      'Carsten Vogel hat die Rolle „Hauptadministrator“ an Anna Berger übertragen.',
      'carsten.vogel@nordlicht-vertrieb.de hat das eigene Konto gelöscht.',
    ]);
    await expect(within(items[0] as HTMLElement).getByText('vor 12 Min')).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText('vor 3 Tg')).toBeVisible();
    await expect(within(items[6] as HTMLElement).getByText('02.10.2026 15:05')).toBeVisible();
  },
};

/** A team without history yet: the first action. */
export const HistoryEmpty: Story = {
  parameters: team({ history: [] }, '/app/team?tab=history'),
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('region', { name: 'Noch kein Verlauf' });
    await expect(within(empty).getByRole('button', { name: 'Mitglieder einladen' })).toBeVisible();
  },
};

/** The tabs by keyboard: the arrow keys switch (through the address, `?tab=`). */
export const TabsByKeyboard: Story = {
  tags: ['no-visual'],
  parameters: team(),
  play: async ({ canvas }) => {
    await membersGrid(canvas);
    const tab = canvas.getByRole('tab', { name: 'Mitglieder' });
    tab.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Einladungen' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    await invitationsGrid(canvas);
  },
};
