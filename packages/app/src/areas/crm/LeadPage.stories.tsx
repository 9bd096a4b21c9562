import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
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
import { Component as LeadPage } from './LeadPage';
import { CONVERSATION_ID, LEAD_ID, NOT_FOUND, leadFixture, leadServer } from './leadPageFixtures';
import { findToasts } from '../../testing/toasts';
import { expectLoadError, expectNoAccess } from '../../testing/pageStates';

/** The toasts outside the page's router, so 'Lead gelöscht' survives the navigation to the CRM. */
const withProvidersAndToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

const onMutation = fn();
const server = leadServer({ onMutation });

const meta = {
  title: 'Pages/CRM/Lead',
  decorators: [withProvidersAndToaster],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    server.reset();
  },
  parameters: {
    layout: 'fullscreen',
    route: { path: '/app/crm/leads/:id', url: `/app/crm/leads/${LEAD_ID}` },
    msw: server,
  },
  render: () => <LeadPage />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

/** A lead with its stage bar, fields, linked conversation and history. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Alpenblick Logistik GmbH' }),
    ).toBeVisible();
    const stages = canvas.getByRole('navigation', { name: 'Phase des Leads' });
    const buttons = within(stages).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Neu',
      'Kontaktiert',
      'Qualifiziert',
      'Angebot',
      'Gewonnen',
      'Verloren',
    ]);
    await expect(within(stages).getByRole('button', { name: 'Qualifiziert' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(canvas.getByRole('textbox', { name: 'Unternehmen' })).toHaveValue(
      'Alpenblick Logistik GmbH',
    );
    await expect(canvas.getByRole('textbox', { name: 'Wert (€)' })).toHaveValue('12.500,00');
    await expect(canvas.getByRole('textbox', { name: 'Fällig am' })).toHaveValue('20.11.2026');
    await expect(await canvas.findByRole('combobox', { name: 'Verantwortlich' })).toHaveTextContent(
      'Anna Berger',
    );
    const conversations = await canvas.findByRole('list', { name: 'Verknüpfte Unterhaltungen' });
    await expect(
      within(conversations).getByRole('link', { name: 'Sophie Winter' }),
    ).toHaveAttribute(
      'href',
      `/app/outreach/inbox?channel=linkedin&conversation=${CONVERSATION_ID}`,
    );
    const timeline = await canvas.findByRole('list', { name: 'Verlauf' });
    const entries = within(timeline).getAllByRole('listitem');
    await expect(entries).toHaveLength(5);
    await expect(entries[0]).toHaveTextContent('Budget ist freigegeben');
    await expect(entries[1]).toHaveTextContent('Ergebnis: Angebot gewünscht');
    await expect(entries[2]).toHaveTextContent('von 5.000,00 € zu 12.500,00 €');
    await expect(entries[3]).toHaveTextContent('von Kontaktiert zu Qualifiziert');
    await expect(entries[4]).toHaveTextContent('zu Anna Berger');
    // Own notes can be changed; Jonas's call cannot (the server would refuse).
    await expect(
      within(entries[0] as HTMLElement).getByRole('button', { name: 'Bearbeiten' }),
    ).toBeVisible();
    await expect(
      within(entries[1] as HTMLElement).queryByRole('button', { name: 'Bearbeiten' }),
    ).not.toBeInTheDocument();
  },
};

/** 'Aufgaben': the lead's tasks, open first; one ticked off, a quick add linked to the lead. */
export const Tasks: Story = {
  play: async ({ canvas }) => {
    const tasks = await canvas.findByRole('list', { name: 'Aufgaben' });
    tasks.scrollIntoView({ block: 'center' });
    const items = within(tasks).getAllByRole('checkbox');
    await expect(items.map((item) => item.getAttribute('aria-checked'))).toEqual(['false', 'true']);
    await expect(within(tasks).getByRole('checkbox', { name: 'Angebot nachfassen' })).toBeVisible();
    await expect(tasks).toHaveTextContent('Fällig: Mo., 23.11.2026, 10:00');
    // The lead is the page's own: no link back to it on each task.
    await expect(within(tasks).queryByRole('link')).not.toBeInTheDocument();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Aufgabe hinzufügen' }),
      'Rückruf übermorgen 9 Uhr',
    );
    await expect(canvas.getByText('Fällig: So., 22.11.2026, 09:00')).toBeVisible();
  },
};

/** While the lead loads. */
export const Loading: Story = {
  parameters: { msw: [http.get(`${TRPC_PATH}/:paths`, () => delay('infinite'))] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lead wird geladen...')).toBeVisible();
  },
};

/** A load failure (one that may pass): the server's German message and 'Erneut versuchen'. */
export const LoadError: Story = {
  parameters: { msw: leadServer({ fail: { 'crm.leads.byId': SERVER_DOWN } }) },
  play: async ({ canvas }) => {
    await expectLoadError(canvas, 'Lead konnte nicht geladen werden', SERVER_DOWN.message);
  },
};

/** The server refuses (no longer a member of the company): its reason and the way back, no retry. */
export const NoAccess: Story = {
  parameters: { msw: leadServer({ fail: { 'crm.leads.byId': NO_COMPANY_ACCESS } }) },
  play: async ({ canvas }) => {
    await expectNoAccess(canvas, 'das CRM', NO_COMPANY_ACCESS.message);
  },
};

/** A missing or another company's lead: 'Lead nicht gefunden' and the way back. */
export const NotFound: Story = {
  parameters: { msw: leadServer({ fail: { 'crm.leads.byId': NOT_FOUND } }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lead nicht gefunden')).toBeVisible();
    const back = canvas.getByRole('link', { name: 'Zurück zum CRM' });
    await expect(back).toHaveAttribute('href', '/app/crm');
    back.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/app/crm');
  },
};

/** An address that cannot name a lead: nothing is asked, the same answer. */
export const MalformedId: Story = {
  parameters: { route: { path: '/app/crm/leads/:id', url: '/app/crm/leads/kein-lead' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lead nicht gefunden')).toBeVisible();
  },
};

/** A click on a stage moves the lead there at once; the history records it. */
export const ChangeStage: Story = {
  play: async ({ canvas }) => {
    const stages = await canvas.findByRole('navigation', { name: 'Phase des Leads' });
    within(stages).getByRole('button', { name: 'Angebot' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(stages).getByRole('button', { name: 'Angebot' })).toHaveAttribute(
        'aria-current',
        'step',
      ),
    );
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('crm.leads.update', {
        leadId: LEAD_ID,
        status: 'proposal',
      }),
    );
    const timeline = canvas.getByRole('list', { name: 'Verlauf' });
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(
        'von Qualifiziert zu Angebot',
      ),
    );
  },
};

/** 'Verloren' asks for the reason first; without one it says why and stays open. */
export const MarkLost: Story = {
  play: async ({ canvas }) => {
    const stages = await canvas.findByRole('navigation', { name: 'Phase des Leads' });
    await userEvent.click(within(stages).getByRole('button', { name: 'Verloren' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Grund für Verlust' });
    const reason = within(dialog).getByRole('textbox', { name: 'Grund' });
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Als verloren markieren' }));
    await expect(
      await within(dialog).findByText('Bitte gib einen Grund für den Verlust an.'),
    ).toBeVisible();
    await expect(reason).toHaveAccessibleDescription('Bitte gib einen Grund für den Verlust an.');
    await userEvent.type(reason, 'Budget gestrichen{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(onMutation).toHaveBeenCalledWith('crm.leads.update', {
      leadId: LEAD_ID,
      status: 'lost',
      lostReason: 'Budget gestrichen',
    });
    await waitFor(() =>
      expect(within(stages).getByRole('button', { name: 'Verloren' })).toHaveAttribute(
        'aria-current',
        'step',
      ),
    );
  },
};

/** Fields saved with 'Speichern': only what changed goes to the server. */
export const EditFields: Story = {
  play: async ({ canvas }) => {
    const phone = await canvas.findByRole('textbox', { name: 'Telefon' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+49 89 7654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('crm.leads.update', {
        leadId: LEAD_ID,
        phone: '+49 89 7654321',
      }),
    );
    await expect(await (await findToasts()).findByText('Änderungen gespeichert')).toBeVisible();
    await expect(phone).toHaveValue('+49 89 7654321');
  },
};

/** Invalid input says why under the field, in German, before anything is sent. */
export const FieldErrors: Story = {
  play: async ({ canvas }) => {
    const company = await canvas.findByRole('textbox', { name: 'Unternehmen' });
    await userEvent.clear(company);
    const email = canvas.getByRole('textbox', { name: 'E-Mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'keine-adresse');
    const website = canvas.getByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'http://alpenblick.de');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(company).toHaveAccessibleDescription('Bitte gib den Namen des Unternehmens ein.');
    await expect(company).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** The server refuses the owner: its message on top, everything typed stays. */
export const SaveRefused: Story = {
  parameters: {
    msw: leadServer({
      onMutation,
      fail: {
        'crm.leads.update': {
          status: 404,
          code: 'NOT_FOUND',
          message: 'Verantwortliche Person ist kein Mitglied dieses Unternehmens.',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    const next = await canvas.findByRole('textbox', { name: 'Nächster Schritt' });
    await userEvent.clear(next);
    await userEvent.type(next, 'Vertrag senden');
    await userEvent.click(canvas.getByRole('button', { name: 'Speichern' }));
    await expect(
      await canvas.findByText('Verantwortliche Person ist kein Mitglied dieses Unternehmens.'),
    ).toBeVisible();
    await expect(next).toHaveValue('Vertrag senden');
  },
};

/** 'Notiz' and 'Notiz speichern', by keyboard: the note tops the history. */
export const AddNote: Story = {
  play: async ({ canvas }) => {
    const note = await canvas.findByRole('textbox', { name: 'Notiz' });
    await userEvent.click(note);
    await userEvent.keyboard('Rückruf am Montag vereinbart.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Notiz speichern' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const timeline = canvas.getByRole('list', { name: 'Verlauf' });
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(
        'Rückruf am Montag vereinbart.',
      ),
    );
    await expect(note).toHaveValue('');
  },
};

/** A note typed while the one before is still saving stays in the field once that one is saved. */
export const NoteTypedWhileSaving: Story = {
  play: async ({ canvas }) => {
    let release: () => void = () => undefined;
    onMutation.mockImplementationOnce(
      () => new Promise<void>((resolve) => (release = () => resolve())),
    );
    const note = await canvas.findByRole('textbox', { name: 'Notiz' });
    await userEvent.type(note, 'Rückruf am Montag vereinbart.');
    await userEvent.click(canvas.getByRole('button', { name: 'Notiz speichern' }));
    await expect(await canvas.findByRole('button', { name: 'Wird gespeichert...' })).toBeVisible();
    await userEvent.clear(note);
    await userEvent.type(note, 'Angebot bis Freitag.');
    release();
    const timeline = canvas.getByRole('list', { name: 'Verlauf' });
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent(
        'Rückruf am Montag vereinbart.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Notiz speichern' })).toBeVisible();
    await expect(note).toHaveValue('Angebot bis Freitag.');
  },
};

/** An empty note is not sent. */
export const EmptyNote: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Notiz speichern' }));
    await expect(canvas.getByRole('textbox', { name: 'Notiz' })).toHaveAccessibleDescription(
      'Bitte schreib etwas.',
    );
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** A call logged after the fact: date, notes and outcome. */
export const LogCall: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Anruf protokollieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anruf protokollieren' });
    await expect(within(dialog).getByRole('textbox', { name: 'Datum' })).toHaveValue('20.11.2026');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Gesprächsnotiz' }),
      'Preise besprochen.',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Ergebnis' }), 'Zusage');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anruf protokollieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const timeline = canvas.getByRole('list', { name: 'Verlauf' });
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('Preise besprochen.'),
    );
    const first = within(timeline).getAllByRole('listitem')[0] as HTMLElement;
    await expect(first).toHaveTextContent('Ergebnis: Zusage');
    await expect(first).toHaveTextContent('20.11.2026 10:30');
  },
};

/** Delete after asking, back to the CRM, and 'Rückgängig' in the toast restores it. */
export const DeleteAndUndo: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Lead löschen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Lead löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/app/crm');
    await expect(await (await findToasts()).findByText('Lead gelöscht')).toBeVisible();
    await userEvent.click((await findToasts()).getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('crm.leads.restore', { leadIds: [LEAD_ID] }),
    );
    await expect(await (await findToasts()).findByText('Lead wiederhergestellt')).toBeVisible();
  },
};

/** A lost lead shows its reason and the field to change it. */
export const Lost: Story = {
  parameters: {
    msw: leadServer({
      leads: [leadFixture({ status: 'lost', lostReason: 'Budget gestrichen' })],
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Grund für Verlust' })).toHaveValue(
      'Budget gestrichen',
    );
  },
};
