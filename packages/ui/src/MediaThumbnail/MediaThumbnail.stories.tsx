import type { Meta, StoryObj } from '@storybook/react-vite';
import { GraduationCap, Video } from 'lucide-react';
import { expect, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { MediaThumbnail } from './MediaThumbnail';

/** A still of the seed's demo clips (640 × 360), served by Storybook under /demo-clips. */
const still = (name: string) => `/demo-clips/${name}.jpg`;

const Frame = styled.div`
  width: 18rem;
`;

/** The still has arrived, so the screenshot shows it. */
async function stillLoaded(canvasElement: HTMLElement) {
  const image = canvasElement.querySelector('img');
  await expect(image).not.toBeNull();
  await waitFor(() => expect(image?.complete && image.naturalWidth > 0).toBe(true));
  return image;
}

const meta = {
  title: 'UI/Media/MediaThumbnail',
  component: MediaThumbnail,
  args: {
    src: still('crm-pflege'),
    duration: '5:12',
    icon: <Video aria-hidden />,
    size: 'default',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['default', 'lg'] },
    src: { control: 'text' },
    duration: { control: 'text' },
    icon: { control: false },
  },
  render: (args) => (
    <Frame>
      <MediaThumbnail {...args} />
    </Frame>
  ),
} satisfies Meta<typeof MediaThumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A clip's still with its length in the corner; the length is drawn, not read out. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = await stillLoaded(canvasElement);
    // Decorative: the card's title names the clip.
    await expect(image).toHaveAttribute('alt', '');
    await expect(canvas.getByText('5:12')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A course's cover: a still without a length. */
export const WithoutDuration: Story = {
  args: { src: still('kaltakquise-einstieg'), duration: undefined, size: 'lg' },
  play: async ({ canvas, canvasElement }) => {
    await stillLoaded(canvasElement);
    await expect(canvas.queryByText(/\d:\d\d/)).toBeNull();
  },
};

/** No still yet (a clip still being processed): the muted frame with the icon and the length. */
export const Placeholder: Story = {
  args: { src: null },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('5:12')).toBeVisible();
  },
};

/** A course without a cover: the larger icon of a cover that stands on its own. */
export const LargePlaceholder: Story = {
  args: { src: null, duration: undefined, size: 'lg', icon: <GraduationCap aria-hidden /> },
  play: async ({ canvasElement }) => {
    const thumbnail = canvasElement.querySelector('[data-slot="media-thumbnail"]');
    await expect(thumbnail).toHaveAttribute('data-size', 'lg');
    await expect(thumbnail?.querySelector('svg')?.getBoundingClientRect().width).toBe(48);
  },
};
