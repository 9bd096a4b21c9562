import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { styled } from 'styled-components';
import { ConnectionStatus, type ConnectionState } from './ConnectionStatus';

const states: ConnectionState[] = [
  'connected',
  'connecting',
  'disconnected',
  'suspended',
  'failed',
  'closed',
];

const meta = {
  title: 'UI/Feedback/ConnectionStatus',
  component: ConnectionStatus,
  args: { state: 'connected' },
  argTypes: {
    state: { control: 'select', options: states },
    errorMessage: { control: 'text' },
    onReconnect: { control: false },
  },
} satisfies Meta<typeof ConnectionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connected: Story = {
  play: async ({ canvas, canvasElement }) => {
    // Seen: 'Live'; heard: what is live.
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Echtzeit: verbunden');
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="connection-status"]')).toHaveAttribute(
      'data-state',
      'connected',
    );
  },
};

export const Connecting: Story = {
  args: { state: 'connecting', onReconnect: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Echtzeit: Verbinde …',
    );
    // Already trying: no second attempt on offer.
    await expect(canvas.queryByRole('button', { name: 'Neu verbinden' })).not.toBeInTheDocument();
    await expect(args.onReconnect).not.toHaveBeenCalled();
  },
};

export const Disconnected: Story = {
  args: { state: 'disconnected', onReconnect: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Echtzeit: Verbindung unterbrochen');
    await expect(canvas.getByText('Verbindung unterbrochen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Neu verbinden' }));
    await expect(args.onReconnect).toHaveBeenCalledTimes(1);
  },
};

export const Suspended: Story = {
  args: { state: 'suspended', onReconnect: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Echtzeit: Offline');
    await expect(canvas.getByRole('button', { name: 'Neu verbinden' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { state: 'failed', errorMessage: 'Token abgelaufen', onReconnect: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Echtzeit: Verbindung fehlgeschlagen');
    // The stored error explains the failure without a tooltip, to the status and to the button.
    await expect(status).toHaveAccessibleDescription('Token abgelaufen');
    const reconnect = canvas.getByRole('button', { name: 'Neu verbinden' });
    await expect(reconnect).toHaveAccessibleDescription('Token abgelaufen');
    await userEvent.click(reconnect);
    await expect(args.onReconnect).toHaveBeenCalledTimes(1);
  },
};

export const Closed: Story = {
  args: { state: 'closed' },
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Echtzeit: Getrennt');
    // Without onReconnect there is nothing to click.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const Grid = styled.div`
  display: grid;
  gap: var(--space-3);
  justify-items: start;
`;

/** Every state, as in the header: with 'Neu verbinden' wherever reconnecting makes sense. */
export const Catalog: Story = {
  render: () => (
    <Grid>
      {states.map((state) => (
        <ConnectionStatus
          key={state}
          state={state}
          errorMessage={state === 'failed' ? 'Token abgelaufen' : null}
          onReconnect={() => undefined}
        />
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(states.length);
  },
};
