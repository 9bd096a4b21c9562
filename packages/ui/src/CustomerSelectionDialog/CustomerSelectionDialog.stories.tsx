import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CustomerSelectionDialog, type SelectableCustomer } from './CustomerSelectionDialog';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#1d4ed8"/><path d="M12 26c4 3 12 3 16-2M12 15c4-3 12-3 16 2" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
)}`;

const customers: SelectableCustomer[] = [
  {
    id: 'sprint-demo',
    name: 'Sprint Demo GmbH',
    officialCompanyName: 'Sprint Demo GmbH',
    plan: 'enterprise',
    domain: 'sprint-demo.de',
    logo,
  },
  {
    id: 'nordlicht',
    name: 'Nordlicht Vertrieb GmbH',
    officialCompanyName: 'Nordlicht Vertriebsgesellschaft mbH',
    plan: 'professional',
    domain: 'nordlicht-vertrieb.de',
  },
  {
    id: 'kleinkram',
    name: 'Kleinkram UG',
    officialCompanyName: 'Kleinkram UG (haftungsbeschränkt)',
    plan: 'starter',
    domain: 'kleinkram.de',
  },
];

const meta = {
  title: 'Shell/CustomerSelectionDialog',
  component: CustomerSelectionDialog,
  args: {
    open: true,
    email: 'chef@sprint.local',
    customers,
    onContinue: fn(),
    onSignOut: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '40rem' } }, layout: 'fullscreen' },
} satisfies Meta<typeof CustomerSelectionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its fade-in has begun (until then it is transparent, so not "visible"). */
async function dialog() {
  const element = await screen.findByRole('dialog', { name: 'Willkommen bei Sprint!' });
  await waitFor(() => expect(element).toBeVisible());
  return element;
}

/** Nothing chosen yet: 'Weiter' stays disabled. */
export const Default: Story = {
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByText('chef@sprint.local')).toBeVisible();
    await expect(view.getByText('Wähle dein Unternehmen aus, um zu starten.')).toBeVisible();
    const select = view.getByRole('combobox', { name: 'Unternehmen auswählen:' });
    await expect(select).toHaveTextContent('Wähle dein Unternehmen...');
    await expect(view.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  },
};

/** Keyboard only: choose with the arrow keys, see the card, continue with 'Weiter'. */
export const ChooseByKeyboard: Story = {
  play: async ({ args }) => {
    const view = within(await dialog());
    const select = view.getByRole('combobox', { name: 'Unternehmen auswählen:' });
    const signOut = view.getByRole('button', { name: 'Abmelden' });
    const next = view.getByRole('button', { name: 'Weiter' });

    // Focus starts on the choice; Tab order: choice, Abmelden (Weiter is disabled), and round.
    await waitFor(() => expect(select).toHaveFocus());
    await userEvent.tab();
    await expect(signOut).toHaveFocus();
    await userEvent.tab();
    await expect(select).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Sprint Demo GmbH',
      'Nordlicht Vertrieb GmbH Nordlicht Vertriebsgesellschaft mbH',
      'Kleinkram UG Kleinkram UG (haftungsbeschränkt)',
    ]);

    // Escape closes the list, never the dialog: a company must be chosen.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog')).toBeVisible();

    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(select).toHaveTextContent('Nordlicht Vertrieb GmbH'));
    await expect(select).not.toHaveTextContent('Vertriebsgesellschaft');

    const card = view.getByRole('region', { name: 'Ausgewählt: Nordlicht Vertrieb GmbH' });
    await expect(card).toHaveTextContent('Nordlicht Vertriebsgesellschaft mbH');
    await expect(card).toHaveTextContent('Professional');
    await expect(card).toHaveTextContent('nordlicht-vertrieb.de');

    await expect(next).toBeEnabled();
    await userEvent.tab();
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledWith(customers[1]);
  },
};

/** A company is chosen: the card shows name, official name, plan and domain. */
export const Selected: Story = {
  args: { defaultSelectedCustomerId: 'sprint-demo' },
  play: async () => {
    const view = within(await dialog());
    const card = view.getByRole('region', { name: 'Ausgewählt: Sprint Demo GmbH' });
    await expect(within(card).getByText('Enterprise')).toBeVisible();
    await expect(within(card).getByText('sprint-demo.de')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { customers: [], loading: true },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('status')).toHaveTextContent('Unternehmen werden geladen...');
    await expect(view.queryByRole('combobox')).not.toBeInTheDocument();
    await expect(view.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { customers: [] },
  play: async () => {
    const view = within(await dialog());
    await expect(view.getByRole('status')).toHaveTextContent('Keine Unternehmen verfügbar');
    await expect(view.getByRole('button', { name: 'Weiter' })).toBeDisabled();
  },
};

/** While the choice is applied, 'Weiter' waits. */
export const Submitting: Story = {
  args: { defaultSelectedCustomerId: 'nordlicht', submitting: true },
  play: async ({ args }) => {
    const next = within(await dialog()).getByRole('button', { name: 'Weiter' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    defaultSelectedCustomerId: 'kleinkram',
    error: 'Das Unternehmen konnte nicht geladen werden. Bitte versuche es erneut.',
  },
  play: async () => {
    await expect(within(await dialog()).getByRole('alert')).toHaveTextContent(
      'Das Unternehmen konnte nicht geladen werden.',
    );
  },
};

/** Signing out is the way out; the dialog itself cannot be dismissed. */
export const SignOut: Story = {
  play: async ({ args }) => {
    const view = within(await dialog());
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeVisible();
    await userEvent.click(view.getByRole('button', { name: 'Abmelden' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};
