import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { NotFoundView } from './NotFoundView';

const meta = {
  title: 'Shell/NotFoundView',
  component: NotFoundView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Zurück zur Startseite' });
    await expect(link).toHaveAttribute('href', '/');
    // The only stop on the page for the keyboard.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};
