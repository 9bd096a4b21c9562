import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { styled } from 'styled-components';
import { Avatar, type AvatarSize } from './Avatar';

/** A portrait drawn inline, so the story loads nothing from the network. */
const photo = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="#0369a1"/>
    <circle cx="32" cy="26" r="12" fill="#fcd9b6"/>
    <path d="M8 64c0-14 11-22 24-22s24 8 24 22z" fill="#f1f5f9"/>
  </svg>`,
)}`;

/** Not a decodable image: the browser reports an error and the avatar falls back. */
const brokenImage = 'data:image/png;base64,kaputt';

const meta = {
  title: 'UI/Data Display/Avatar',
  component: Avatar,
  args: { name: 'Erika Musterfrau', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { src: photo },
  play: async ({ canvas, canvasElement }) => {
    const avatar = canvas.getByRole('img', { name: 'Erika Musterfrau' });
    // The photo replaces the initials once it has loaded.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="avatar-image"]')).toBeInTheDocument(),
    );
    await expect(avatar).not.toHaveTextContent('EM');
  },
};

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Erika Musterfrau' })).toHaveTextContent('EM');
  },
};

/** Neither photo nor name: the bundled silhouette, and the avatar is decorative. */
export const DefaultImage: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-slot="avatar"]');
    await expect(avatar).toHaveAttribute('aria-hidden', 'true');
    await expect(avatar?.querySelector('[data-slot="avatar-default"]')).toBeInTheDocument();
  },
};

/** A photo that fails to load falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: brokenImage, name: 'Max Mustermann', alt: 'Profilbild von Max Mustermann' },
  play: async ({ canvas, canvasElement }) => {
    const avatar = canvas.getByRole('img', { name: 'Profilbild von Max Mustermann' });
    await expect(avatar).toHaveTextContent('MM');
    // Let the browser try the same source and fail; the fallback must still be there afterwards.
    await new Promise<void>((resolve) => {
      const probe = new window.Image();
      probe.onerror = () => resolve();
      probe.onload = () => resolve();
      probe.src = brokenImage;
    });
    await expect(avatar).toHaveTextContent('MM');
    await expect(canvasElement.querySelector('[data-slot="avatar-image"]')).not.toBeInTheDocument();
  },
};

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-4);
`;

const sizes: AvatarSize[] = ['sm', 'md', 'lg'];

export const Sizes: Story = {
  render: (args) => (
    <Row>
      {sizes.map((size) => (
        <Avatar key={`initials-${size}`} {...args} size={size} />
      ))}
      {sizes.map((size) => (
        <Avatar key={`photo-${size}`} {...args} src={photo} size={size} />
      ))}
      {sizes.map((size) => (
        <Avatar key={`default-${size}`} size={size} />
      ))}
    </Row>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('img', { name: 'Erika Musterfrau' })).toHaveLength(6);
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="avatar-image"]')).toHaveLength(3),
    );
  },
};
