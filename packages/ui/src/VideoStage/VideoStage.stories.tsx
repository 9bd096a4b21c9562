import type { Meta, StoryObj } from '@storybook/react-vite';
import { Video } from 'lucide-react';
import { expect, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { VideoStage } from './VideoStage';

const Frame = styled.div`
  width: 32rem;
`;

/** A still of the seed's demo clips (640 × 360), standing in for a camera's live picture. */
const clip = (name: string) => `/demo-clips/${name}.mp4`;

/** The picture is there, so the screenshot shows it. */
async function pictureShown(canvasElement: HTMLElement) {
  const video = canvasElement.querySelector('video');
  await expect(video).not.toBeNull();
  await waitFor(() => expect(video?.readyState).toBeGreaterThanOrEqual(2), { timeout: 5000 });
}

const meta = {
  title: 'UI/Media/VideoStage',
  component: VideoStage,
  args: { children: <Video aria-hidden /> },
  argTypes: {
    countdown: { control: { type: 'number', min: 1, max: 3 } },
    children: { control: false },
  },
  render: (args) => (
    <Frame>
      <VideoStage {...args} />
    </Frame>
  ),
} satisfies Meta<typeof VideoStage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet (the browser asks for the camera): the dark stage with a faint icon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stage = canvasElement.querySelector('[data-slot="video-stage"]');
    await expect(stage?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(stage).not.toHaveAttribute('data-state');
  },
};

/** The live picture, fitted into the stage without cutting it. */
export const Live: Story = {
  args: {
    children: <video src={clip('crm-pflege')} muted playsInline aria-label="Live-Vorschau" />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Live-Vorschau')).toBeVisible();
    await pictureShown(canvasElement);
  },
};

/** 3-2-1 before a recording: the seconds large over the dimmed picture, drawn only. */
export const Countdown: Story = {
  args: { countdown: 2 },
  play: async ({ canvas, canvasElement }) => {
    const number = canvas.getByText('2');
    await expect(number).toBeVisible();
    await expect(number).toHaveAttribute('aria-hidden', 'true');
    await expect(canvasElement.querySelector('[data-slot="video-stage"]')).toHaveAttribute(
      'data-state',
      'countdown',
    );
  },
};

/** The countdown over the live picture, as the recorder shows it. */
export const CountdownOverPicture: Story = {
  args: {
    countdown: 3,
    children: <video src={clip('crm-pflege')} muted playsInline aria-label="Live-Vorschau" />,
  },
  play: async ({ canvas, canvasElement }) => {
    await pictureShown(canvasElement);
    await expect(canvas.getByText('3')).toBeVisible();
  },
};
