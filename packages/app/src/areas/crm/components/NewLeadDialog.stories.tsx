import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@sprint/ui';
import {
  NO_COMPANY_ACCESS,
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../../testing/storyProviders';
import { NewLeadDialog } from './NewLeadDialog';
import { NEW_LEAD_ID, OTHER_LEAD_ID, leadServer } from '../leadPageFixtures';

const onMutation = fn();
const server = leadServer({ onMutation });

type DialogArgs = PublicStoryArgs & {
  initialValues?: Parameters<typeof NewLeadDialog>[0]['initialValues'];
};

/** The header action as the CRM page has it: a button that opens the dialog. */
function Demo({ initialValues }: Pick<DialogArgs, 'initialValues'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Neuer Lead</Button>
      <NewLeadDialog open={open} onOpenChange={setOpen} initialValues={initialValues} />
    </>
  );
}

const meta = {
  title: 'Pages/CRM/NewLeadDialog',
  decorators: [withPublicProviders],
  args: { databaseUser: sessionUserFixture, customer: sessionCustomerFixture },
  beforeEach: () => {
    onMutation.mockClear();
    server.reset();
  },
  parameters: {
    route: { path: '/app/crm', url: '/app/crm' },
    msw: server,
  },
  render: (args) => <Demo initialValues={args.initialValues} />,
} satisfies Meta<DialogArgs>;

export default meta;
type Story = StoryObj<DialogArgs>;

const dialog = () => screen.findByRole('dialog', { name: 'Neuer Lead' });

/** Every field of a lead; only the company is required. */
export const Default: Story = {
  play: async () => {
    const form = within(await dialog());
    for (const name of [
      'Unternehmen',
      'Ansprechpartner',
      'E-Mail',
      'Telefon',
      'Wert (€)',
      'Nächster Schritt',
      'Fällig am',
    ]) {
      await expect(form.getByRole('textbox', { name })).toBeInTheDocument();
    }
    await expect(form.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Neu');
    await expect(form.getByRole('combobox', { name: 'Quelle' })).toHaveTextContent('Keine Angabe');
    await expect(form.getByRole('textbox', { name: 'Unternehmen' })).toBeRequired();
    await waitFor(() => expect(form.getByRole('button', { name: 'Lead anlegen' })).toBeVisible());
  },
};

/** Sent empty or wrong: German errors under the fields, the first one focused, nothing sent. */
export const WithErrors: Story = {
  play: async () => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'E-Mail' }), 'sophie@');
    await userEvent.click(form.getByRole('button', { name: 'Lead anlegen' }));
    const company = form.getByRole('textbox', { name: 'Unternehmen' });
    await expect(company).toHaveAccessibleDescription('Bitte gib den Namen des Unternehmens ein.');
    await expect(company).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'E-Mail' })).toHaveAccessibleDescription(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    await expect(onMutation).not.toHaveBeenCalled();
  },
};

/** 'Verloren' needs its reason, as on the server. */
export const LostNeedsReason: Story = {
  play: async () => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'Unternehmen' }), 'Rheinland Solar');
    await userEvent.click(form.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Verloren' }));
    await userEvent.click(form.getByRole('button', { name: 'Lead anlegen' }));
    const reason = await form.findByRole('textbox', { name: 'Grund für Verlust' });
    await expect(reason).toHaveAccessibleDescription('Bitte gib einen Grund für den Verlust an.');
    // The first invalid field gets the focus.
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(onMutation).not.toHaveBeenCalled();
    // The screenshot without the ring: whether a script-set focus shows one varies by run.
    reason.blur();
  },
};

/** A lead with this company already exists: the hint links it; creating stays possible. */
export const PossibleDuplicate: Story = {
  play: async () => {
    const form = within(await dialog());
    await userEvent.type(
      form.getByRole('textbox', { name: 'Unternehmen' }),
      'hansewerft technik ag',
    );
    await expect(await form.findByText('Möglicher Duplikat:')).toBeVisible();
    await expect(form.getByRole('link', { name: 'Hansewerft Technik AG' })).toHaveAttribute(
      'href',
      `/app/crm/leads/${OTHER_LEAD_ID}`,
    );
    await userEvent.click(form.getByRole('button', { name: 'Lead anlegen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'crm.leads.create',
        expect.objectContaining({ companyName: 'hansewerft technik ag' }),
      ),
    );
  },
};

/** Filled in by keyboard and created: the server gets cents and the Berlin day; the lead opens. */
export const Created: Story = {
  play: async ({ canvas }) => {
    const form = within(await dialog());
    await userEvent.type(
      form.getByRole('textbox', { name: 'Unternehmen' }),
      'Rheinland Solar GmbH',
    );
    await userEvent.tab();
    await userEvent.keyboard('Jan Richter');
    await userEvent.type(form.getByRole('textbox', { name: 'Wert (€)' }), '1.234,56');
    await userEvent.type(form.getByRole('textbox', { name: 'Fällig am' }), '27.11.2026');
    form.getByRole('textbox', { name: 'Nächster Schritt' }).focus();
    await userEvent.keyboard('Erstgespräch{Enter}');
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith(
        'crm.leads.create',
        expect.objectContaining({
          companyName: 'Rheinland Solar GmbH',
          contactName: 'Jan Richter',
          valueCents: 123_456,
          status: 'new',
          source: null,
          nextStep: 'Erstgespräch',
          nextStepDueAt: new Date('2026-11-26T23:00:00.000Z'),
        }),
      ),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      `/app/crm/leads/${NEW_LEAD_ID}`,
    );
  },
};

/** Opened from a LinkedIn thread: contact, profile and source are filled in. */
export const Prefilled: Story = {
  args: {
    initialValues: {
      contactName: 'Sophie Winter',
      linkedinUrl: 'https://www.linkedin.com/in/sophie-winter',
      source: 'linkedin',
    },
  },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: 'Ansprechpartner' })).toHaveValue(
      'Sophie Winter',
    );
    await expect(form.getByRole('combobox', { name: 'Quelle' })).toHaveTextContent('LinkedIn');
  },
};

/** The server refuses: its message on top, everything typed stays. */
export const ServerError: Story = {
  parameters: { msw: leadServer({ fail: { 'crm.leads.create': NO_COMPANY_ACCESS } }) },
  play: async () => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'Unternehmen' }), 'Rheinland Solar');
    await userEvent.click(form.getByRole('button', { name: 'Lead anlegen' }));
    await waitFor(() =>
      expect(form.getByRole('alert')).toHaveTextContent(NO_COMPANY_ACCESS.message),
    );
    await expect(form.getByRole('textbox', { name: 'Unternehmen' })).toHaveValue('Rheinland Solar');
  },
};

/** Escape closes it; the header button opens it again, empty. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'Unternehmen' }), 'Entwurf');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Neuer Lead' }));
    const again = within(await dialog());
    await expect(again.getByRole('textbox', { name: 'Unternehmen' })).toHaveValue('');
  },
};
