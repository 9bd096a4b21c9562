import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Shell/LoadingScreen',
  component: LoadingScreen,
  argTypes: {
    variant: { control: 'inline-radio', options: ['content', 'auth'] },
  },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the app is loading. */
export const Content: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Lädt Inhalte...');
    const spinner = canvasElement.querySelector('[data-slot="loading-screen-spinner"]');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The auth guard waits for the identity service. */
export const Auth: Story = {
  args: { variant: 'auth' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Anmeldung wird überprüft...');
  },
};

/** Before any layout exists: centred in the viewport. */
export const FullScreen: Story = {
  args: { variant: 'auth', fullScreen: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Anmeldung wird überprüft...');
    await expect(status.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};
