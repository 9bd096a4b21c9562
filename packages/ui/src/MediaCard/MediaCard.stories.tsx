import type { Meta, StoryObj } from '@storybook/react-vite';
import { Video } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Badge } from '../Badge';
import { MediaThumbnail } from '../MediaThumbnail';
import { VisuallyHidden } from '../VisuallyHidden';
import { MediaCard } from './MediaCard';

/** A still of the seed's demo clips (640 × 360), served by Storybook under /demo-clips. */
const still = (name: string) => `/demo-clips/${name}.jpg`;

const Frame = styled.div`
  width: 17rem;
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 15rem);
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Every still on the page has arrived, so the screenshot shows them. */
async function stillsLoaded(canvasElement: HTMLElement) {
  const images = [...canvasElement.querySelectorAll('img')];
  await waitFor(() =>
    expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true),
  );
}

const meta = {
  title: 'UI/Media/MediaCard',
  component: MediaCard,
  args: {
    title: 'CRM in 5 Minuten',
    href: '#clip-crm',
    headingLevel: 2,
    media: (
      <MediaThumbnail src={still('crm-pflege')} icon={<Video aria-hidden />} duration="5:12" />
    ),
    meta: (
      <>
        <VisuallyHidden>5 Minuten 12 Sekunden · </VisuallyHidden>31 Aufrufe ·{' '}
        <time dateTime="2026-11-14">14.11.2026</time>
      </>
    ),
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    title: { control: 'text' },
    media: { control: false },
    meta: { control: false },
  },
  render: (args) => (
    <Frame>
      <MediaCard {...args} />
    </Frame>
  ),
} satisfies Meta<typeof MediaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A clip: still with its length, the title as the one link of the card, views and date. The
 * length is read from the meta line, in words.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'CRM in 5 Minuten' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(
      'CRM in 5 Minuten',
    );
    await expect(within(card).getAllByRole('link')).toHaveLength(1);
    await expect(within(card).getByRole('link', { name: 'CRM in 5 Minuten' })).toHaveAttribute(
      'href',
      '#clip-crm',
    );
    await expect(card).toHaveTextContent('5 Minuten 12 Sekunden · 31 Aufrufe · 14.11.2026');
    await stillsLoaded(canvasElement);
  },
};

/** With a badge under the meta line: a clip of Sprint's own. */
export const WithBadge: Story = {
  args: {
    title: 'Der Abschluss',
    href: '#clip-abschluss',
    media: <MediaThumbnail src={still('abschluss')} icon={<Video aria-hidden />} duration="1:35" />,
    meta: '1 Aufruf · 11.11.2026',
    children: <Badge variant="secondary">Sprint</Badge>,
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Der Abschluss' });
    await expect(within(card).getByText('Sprint')).toBeVisible();
    await stillsLoaded(canvasElement);
  },
};

/** No still yet: the stand-in icon; the card works the same. */
export const WithoutStill: Story = {
  args: {
    title: 'Follow-up nach dem Erstgespräch',
    media: <MediaThumbnail src={null} icon={<Video aria-hidden />} duration="0:08" />,
    meta: '0 Aufrufe · 19.11.2026',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('article', { name: 'Follow-up nach dem Erstgespräch' }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Tab reaches the card once, at its title's link; the whole card shows the focus. */
export const Focused: Story = {
  play: async ({ canvas, canvasElement }) => {
    await stillsLoaded(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'CRM in 5 Minuten' })).toHaveFocus();
  },
};

/** Three cards in a dashboard section: `h3` titles under the section's `h2`. */
export const Grid: Story = {
  render: () => (
    <section aria-labelledby="newest">
      <h2 id="newest">Neueste Clips</h2>
      <Cards aria-labelledby="newest">
        {[
          { name: 'follow-up', title: 'Follow-up nach dem Erstgespräch', length: '0:08' },
          { name: 'einwaende', title: 'Einwände drehen', length: '1:02:03' },
          {
            name: 'linkedin-profil',
            title: 'LinkedIn-Profil, das Gespräche öffnet',
            length: '0:48',
          },
        ].map((clip) => (
          <li key={clip.name}>
            <MediaCard
              title={clip.title}
              href={`#${clip.name}`}
              headingLevel={3}
              media={
                <MediaThumbnail
                  src={still(clip.name)}
                  icon={<Video aria-hidden />}
                  duration={clip.length}
                  loading="lazy"
                />
              }
              meta="12 Aufrufe · 19.11.2026"
            />
          </li>
        ))}
      </Cards>
    </section>
  ),
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Neueste Clips' });
    await expect(within(list).getAllByRole('article')).toHaveLength(3);
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await stillsLoaded(canvasElement);
  },
};
