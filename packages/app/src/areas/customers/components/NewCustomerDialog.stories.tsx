import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Toaster, toast } from '@sprint/ui';
import {
  sessionCustomerFixture,
  sessionUserFixture,
  withPublicProviders,
  type PublicStoryArgs,
} from '../../../testing/storyProviders';
import { DOMAIN_INVALID, EMAIL_INVALID, NAME_REQUIRED } from './customerForm';
import { NEW_CUSTOMER_ID, customersServer } from '../customersFixtures';
import { NewCustomerDialog } from './NewCustomerDialog';

/** The toasts outside the page's router, so they survive the navigation to the new customer. */
const withProvidersAndToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

const onMutation = fn();
const server = customersServer({ onMutation });
const serverRefusesDomain = customersServer({
  onMutation,
  fail: {
    'customers.create': {
      status: 400,
      code: 'BAD_REQUEST',
      message: `Ungültige Eingabe – domain: ${DOMAIN_INVALID}`,
      issues: [{ path: 'domain', message: DOMAIN_INVALID }],
    },
  },
});

const serverFails = customersServer({
  onMutation,
  fail: {
    'customers.create': {
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Interner Serverfehler. Bitte versuche es später erneut.',
    },
  },
});

const mailFails = customersServer({ onMutation, mailFails: ['chefin@baeckerei-huber.de'] });

/** The header action as the customer list has it: a button that opens the dialog. */
function Demo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Neuer Kunde</Button>
      <NewCustomerDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Pages/Customers/NewCustomerDialog',
  decorators: [withProvidersAndToaster],
  args: {
    databaseUser: { ...sessionUserFixture, ourEmployee: true },
    customer: sessionCustomerFixture,
  },
  beforeEach: () => {
    toast.dismiss();
    onMutation.mockClear();
    for (const each of [server, serverRefusesDomain, serverFails, mailFails]) each.reset();
  },
  parameters: {
    route: { path: '/app/customers', url: '/app/customers' },
    msw: server,
  },
  render: () => <Demo />,
} satisfies Meta<PublicStoryArgs>;

export default meta;
type Story = StoryObj<PublicStoryArgs>;

const dialog = () => screen.findByRole('dialog', { name: 'Neuer Kunde' });

async function fillIn(form: ReturnType<typeof within>, adminEmail: string) {
  await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Bäckerei Huber');
  await userEvent.type(
    form.getByRole('textbox', { name: 'Offizieller Name' }),
    'Bäckerei Huber GmbH & Co. KG',
  );
  await userEvent.type(
    form.getByRole('textbox', { name: 'Domain' }),
    'https://www.Baeckerei-Huber.de/kontakt',
  );
  await userEvent.click(form.getByRole('combobox', { name: 'Tarif' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Professional' }));
  await userEvent.type(
    form.getByRole('textbox', { name: 'E-Mail des Hauptadministrators' }),
    adminEmail,
  );
}

/** The company, its plan and its first primary admin; name and e-mail are required. */
export const Default: Story = {
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeRequired();
    await expect(form.getByRole('textbox', { name: 'Offizieller Name' })).not.toBeRequired();
    await expect(form.getByRole('textbox', { name: 'Domain' })).toHaveAttribute(
      'placeholder',
      'beispiel.de',
    );
    await expect(form.getByRole('combobox', { name: 'Tarif' })).toHaveTextContent('Starter');
    await expect(
      form.getByRole('textbox', { name: 'E-Mail des Hauptadministrators' }),
    ).toHaveAccessibleDescription('Bekommt eine Einladung und richtet das Unternehmen ein.');
    await waitFor(() => expect(form.getByRole('button', { name: 'Kunde anlegen' })).toBeVisible());
  },
};

/** Sent empty or wrong: the server's German messages under the fields, nothing sent. */
export const WithErrors: Story = {
  play: async () => {
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: 'Domain' }), 'nicht eine domain');
    await userEvent.type(
      form.getByRole('textbox', { name: 'E-Mail des Hauptadministrators' }),
      'chefin@',
    );
    await userEvent.click(form.getByRole('button', { name: 'Kunde anlegen' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription(
      `So heißt das Unternehmen in Sprint. ${NAME_REQUIRED}`,
    );
    await expect(name).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'Domain' })).toHaveAccessibleDescription(
      DOMAIN_INVALID,
    );
    await expect(
      form.getByRole('textbox', { name: 'E-Mail des Hauptadministrators' }),
    ).toHaveAccessibleDescription(
      `Bekommt eine Einladung und richtet das Unternehmen ein. ${EMAIL_INVALID}`,
    );
    await expect(onMutation).not.toHaveBeenCalled();
    // The screenshot without the ring: whether a script-set focus shows one varies by run.
    name.blur();
  },
};

/** The server refuses a field the form let through: its words go under that field. */
export const ServerRefusesField: Story = {
  parameters: { msw: serverRefusesDomain },
  play: async () => {
    const form = within(await dialog());
    await fillIn(form, 'chefin@baeckerei-huber.de');
    await userEvent.click(form.getByRole('button', { name: 'Kunde anlegen' }));
    const domain = form.getByRole('textbox', { name: 'Domain' });
    await waitFor(() => expect(domain).toHaveAccessibleDescription(DOMAIN_INVALID));
    await expect(domain).toHaveFocus();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Bäckerei Huber');
    domain.blur();
  },
};

/** The server fails: its message on top, everything typed stays. */
export const ServerError: Story = {
  parameters: { msw: serverFails },
  play: async () => {
    const form = within(await dialog());
    await fillIn(form, 'chefin@baeckerei-huber.de');
    await userEvent.click(form.getByRole('button', { name: 'Kunde anlegen' }));
    await waitFor(() =>
      expect(form.getByRole('alert')).toHaveTextContent(
        'Interner Serverfehler. Bitte versuche es später erneut.',
      ),
    );
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Bäckerei Huber');
    await expect(form.getByRole('combobox', { name: 'Tarif' })).toHaveTextContent('Professional');
  },
};

/** Created: the server gets the cleaned values, the new customer's page opens, the toast says so. */
export const Created: Story = {
  play: async ({ canvas }) => {
    const form = within(await dialog());
    await fillIn(form, ' chefin@baeckerei-huber.de ');
    await userEvent.click(form.getByRole('button', { name: 'Kunde anlegen' }));
    await waitFor(() =>
      expect(onMutation).toHaveBeenCalledWith('customers.create', {
        name: 'Bäckerei Huber',
        officialCompanyName: 'Bäckerei Huber GmbH & Co. KG',
        domain: 'www.baeckerei-huber.de',
        plan: 'professional',
        adminEmail: 'chefin@baeckerei-huber.de',
      }),
    );
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      `/app/customers/${NEW_CUSTOMER_ID}`,
    );
    await expect(
      await screen.findByText('Kunde angelegt – Einladung an chefin@baeckerei-huber.de verschickt'),
    ).toBeVisible();
  },
};

/** Created, but the e-mail did not go out: the toast says so and where to send it again. */
export const CreatedMailFailed: Story = {
  parameters: { msw: mailFails },
  play: async ({ canvas }) => {
    const form = within(await dialog());
    await fillIn(form, 'chefin@baeckerei-huber.de');
    await userEvent.click(form.getByRole('button', { name: 'Kunde anlegen' }));
    await expect(await canvas.findByTestId('location')).toHaveTextContent(
      `/app/customers/${NEW_CUSTOMER_ID}`,
    );
    await expect(
      await screen.findByText('Kunde angelegt – Einladung nicht verschickt'),
    ).toBeVisible();
    await expect(
      screen.getByText(
        'Die E-Mail an chefin@baeckerei-huber.de konnte nicht verschickt werden. Sende die Einladung auf der Kundenseite erneut.',
      ),
    ).toBeVisible();
  },
};
