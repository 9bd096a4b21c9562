import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../VisuallyHidden';
import { RecordingIndicator } from './RecordingIndicator';

/** The running time as the recorder shows it: figures on screen, words for screen readers. */
function Elapsed({ shown, spoken, seconds }: { shown: string; spoken: string; seconds: number }) {
  return (
    <time dateTime={`PT${seconds}S`}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </time>
  );
}

const meta = {
  title: 'UI/Media/RecordingIndicator',
  component: RecordingIndicator,
  args: {
    state: 'recording',
    label: 'Aufnahme läuft',
    children: <Elapsed shown="1:05" spoken="1 Minute 5 Sekunden" seconds={65} />,
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['recording', 'paused', 'finishing'] },
    label: { control: 'text' },
    children: { control: false },
  },
} satisfies Meta<typeof RecordingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recording: the red dot, the state in words and the running time. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aufnahme läuft');
    await expect(canvas.getByText('1:05')).toBeVisible();
    await expect(canvas.getByText('1 Minute 5 Sekunden')).toBeInTheDocument();
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute(
      'data-state',
      'recording',
    );
  },
};

/** Paused: an empty dot, the time stands. */
export const Paused: Story = {
  args: {
    state: 'paused',
    label: 'Aufnahme pausiert',
    children: <Elapsed shown="0:12" spoken="12 Sekunden" seconds={12} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aufnahme pausiert');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('data-state', 'paused');
  },
};

/** Stopped, while the last piece of the recording is written: an empty dot. */
export const Finishing: Story = {
  args: {
    state: 'finishing',
    label: 'Aufnahme wird abgeschlossen…',
    children: <Elapsed shown="2:40" spoken="2 Minuten 40 Sekunden" seconds={160} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Aufnahme wird abgeschlossen…');
  },
};
