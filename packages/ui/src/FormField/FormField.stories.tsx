import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { Input } from '../Input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../Select';
import { FormField } from './FormField';

const Frame = styled.div`
  max-width: 20rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const meta = {
  title: 'UI/Forms/FormField',
  component: FormField,
  decorators: [framed],
  args: {
    label: 'Firmenname',
    required: false,
    children: (control) => <Input name="company" {...control} />,
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label and control: clicking the label focuses the control it names. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await expect(input).not.toHaveAccessibleDescription();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByText('Firmenname'));
    await expect(input).toHaveFocus();
  },
};

/** A hint under the control, read as its description. */
export const WithDescription: Story = {
  args: { description: 'So, wie er im Handelsregister steht.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Firmenname' })).toHaveAccessibleDescription(
      'So, wie er im Handelsregister steht.',
    );
  },
};

/** Hint and error: both describe the control, which is marked invalid. */
export const WithError: Story = {
  args: {
    description: 'So, wie er im Handelsregister steht.',
    error: 'Bitte gib einen Firmennamen ein.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'So, wie er im Handelsregister steht. Bitte gib einen Firmennamen ein.',
    );
    await expect(canvas.getByText('Bitte gib einen Firmennamen ein.')).toBeVisible();
  },
};

/** An asterisk for the eye; the control itself is `required`, which screen readers announce. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is for the eye: the name stays 'Firmenname', and the label still finds it.
    const input = canvas.getByRole('textbox', { name: 'Firmenname' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleName('Firmenname');
    await expect(canvas.getByLabelText('Firmenname')).toBe(input);
  },
};

/** Any control fits: here a Select, whose trigger gets the id, description and invalid state. */
export const WithSelect: Story = {
  args: {
    label: 'Status',
    error: 'Bitte wähle einen Status.',
    required: true,
    children: ({ required, ...control }) => (
      <Select name="status" required={required}>
        <SelectTrigger {...control} aria-required={required}>
          <SelectValue placeholder="Status wählen…" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="new">Neu</SelectItem>
          <SelectItem value="contacted">Kontaktiert</SelectItem>
          <SelectItem value="qualified">Qualifiziert</SelectItem>
        </SelectContent>
      </Select>
    ),
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Status' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Bitte wähle einen Status.');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Kontaktiert' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Kontaktiert');
  },
};
