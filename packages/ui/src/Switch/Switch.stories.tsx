import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Switch } from './Switch';

const Frame = styled.div`
  max-width: 24rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Forms/Switch',
  component: Switch,
  decorators: [framed],
  args: { label: 'E-Mail-Benachrichtigungen', name: 'emailNotifications', onCheckedChange: fn() },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the label, Space or Enter turns it on and off. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('E-Mail-Benachrichtigungen'));
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Bei neuen Leads und fälligen Wiedervorlagen.', defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' }),
    ).toHaveAccessibleDescription('Bei neuen Leads und fälligen Wiedervorlagen.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Zwei-Faktor-Anmeldung',
    name: 'twoFactor',
    error: 'Für Administratoren ist die Zwei-Faktor-Anmeldung Pflicht.',
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Zwei-Faktor-Anmeldung' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleDescription(
      'Für Administratoren ist die Zwei-Faktor-Anmeldung Pflicht.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' })).toHaveAttribute(
      'aria-required',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'E-Mail-Benachrichtigungen' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};
