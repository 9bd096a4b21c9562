import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from './Button';

const meta = {
  title: 'UI/Primitives/Button',
  component: Button,
  args: { children: 'Speichern', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['default', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Speichern' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: focus by Tab, activate by Enter and Space.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Abbrechen' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Exportieren' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Mehr anzeigen' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Löschen' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Mail aria-hidden /> E-Mail senden
      </>
    ),
  },
};

export const IconOnly: Story = {
  args: { size: 'icon', 'aria-label': 'Lead hinzufügen', children: <Plus aria-hidden /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lead hinzufügen' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Speichern' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'outline',
    children: <a href="#leads">Zu den Leads</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Zu den Leads' });
    await expect(link).toHaveAttribute('data-variant', 'outline');
    await expect(link).not.toHaveAttribute('type');
  },
};

const variants: ButtonVariant[] = ['default', 'secondary', 'outline', 'ghost', 'destructive'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(${sizes.length + 1}, max-content);
  gap: var(--space-3);
  align-items: center;
`;

/** Every variant in every size, plus the icon size. */
export const Catalog: Story = {
  render: () => (
    <Grid>
      {variants.map((variant) => [
        ...sizes.map((size) => (
          <Button key={`${variant}-${size}`} variant={variant} size={size}>
            {variant}
          </Button>
        )),
        <Button key={`${variant}-icon`} variant={variant} size="icon" aria-label="Löschen">
          <Trash2 aria-hidden />
        </Button>,
      ])}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(variants.length * (sizes.length + 1));
  },
};
