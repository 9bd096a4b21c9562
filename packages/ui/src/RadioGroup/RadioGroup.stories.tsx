import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { RadioGroup, RadioGroupItem } from './RadioGroup';

const Frame = styled.div`
  max-width: 24rem;
`;

const framed: Decorator = (Story) => (
  <Frame>
    <Story />
  </Frame>
);

const options = (
  <>
    <RadioGroupItem value="email" label="E-Mail" />
    <RadioGroupItem value="phone" label="Telefon" />
    <RadioGroupItem value="linkedin" label="LinkedIn" />
  </>
);

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  subcomponents: { RadioGroupItem },
  decorators: [framed],
  args: {
    label: 'Bevorzugter Kontaktweg',
    name: 'channel',
    onValueChange: fn(),
    children: options,
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group, the arrow keys move and choose; a click on an option's label too. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Bevorzugter Kontaktweg' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Telefon'));
    const phone = canvas.getByRole('radio', { name: 'Telefon' });
    await expect(phone).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('phone');
    await expect(phone).toHaveFocus();
    // Radix moves focus on the next tick and chooses the option while the key is down, so the
    // key is held as a person would.
    await userEvent.keyboard('{ArrowDown>}');
    const linkedIn = canvas.getByRole('radio', { name: 'LinkedIn' });
    await waitFor(() => expect(linkedIn).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(linkedIn).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('linkedin');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'E-Mail' })).toBeChecked();
  },
};

/** A hint for the group and a second line per option, each read as a description. */
export const WithDescription: Story = {
  args: {
    label: 'Sichtbarkeit',
    name: 'visibility',
    description: 'Wer diesen Lead in Listen und Suche sieht.',
    defaultValue: 'team',
    children: (
      <>
        <RadioGroupItem
          value="private"
          label="Nur ich"
          description="Auch Admins sehen ihn nicht."
        />
        <RadioGroupItem
          value="team"
          label="Mein Team"
          description="Alle in deinem Vertriebsteam."
        />
        <RadioGroupItem value="company" label="Ganze Firma" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Sichtbarkeit' }),
    ).toHaveAccessibleDescription('Wer diesen Lead in Listen und Suche sieht.');
    await expect(canvas.getByRole('radio', { name: 'Nur ich' })).toHaveAccessibleDescription(
      'Auch Admins sehen ihn nicht.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Bitte wähle einen Kontaktweg.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Bevorzugter Kontaktweg' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Bitte wähle einen Kontaktweg.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Bevorzugter Kontaktweg' }),
    ).toHaveAttribute('aria-required', 'true');
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'phone' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Telefon' }));
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'LinkedIn' })).toBeChecked());
    await userEvent.keyboard('{/ArrowRight}');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'email' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'E-Mail' })).toBeChecked();
  },
};
