import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Input } from '../Input';
import { Label } from './Label';

const meta = {
  title: 'UI/Forms/Label',
  component: Label,
  args: { children: 'E-Mail-Adresse' },
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

const Field = styled.div`
  display: grid;
  gap: var(--space-2);
  max-width: 20rem;
`;

/** Clicking the label focuses the control it names, and the control is named by it. */
export const WithInput: Story = {
  render: (args) => (
    <Field>
      <Label {...args} htmlFor="label-email" />
      <Input id="label-email" type="email" placeholder="name@firma.de" />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).not.toHaveFocus();
    await userEvent.click(canvas.getByText('E-Mail-Adresse'));
    await expect(input).toHaveFocus();
  },
};

/** Before a disabled control the label fades with it. */
export const Disabled: Story = {
  render: (args) => (
    <Field>
      <Label {...args} htmlFor="label-email-disabled" />
      <Input id="label-email-disabled" type="email" value="max@mustermann.de" disabled readOnly />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeDisabled();
  },
};
