import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapPin, Video } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { AgendaItem, AgendaList } from './AgendaList';

const meta = {
  title: 'UI/Data Display/AgendaList',
  component: AgendaList,
  render: () => (
    <AgendaList aria-label="Nächste Termine">
      <AgendaItem
        title={<Link href="/app/calendar?datum=2026-11-20">Demo bei Alpenblick Logistik</Link>}
      >
        <span>Heute, 14:00–15:00</span>
        <span>
          <MapPin aria-hidden /> Alpenblick Logistik, Rosenheimer Str. 12, München
        </span>
      </AgendaItem>
      <AgendaItem title={<Link href="/app/calendar?datum=2026-11-23">Jour fixe Vertrieb</Link>}>
        <span>Mo., 23.11., 09:00–09:30</span>
        <span>
          <MapPin aria-hidden /> Besprechungsraum 2
        </span>
        <span>
          <Video aria-hidden /> Videocall
        </span>
      </AgendaItem>
      <AgendaItem title={<Link href="/app/calendar?datum=2026-11-24">Quartalsplanung</Link>}>
        <span>Di., 24.11., ganztägig</span>
      </AgendaItem>
    </AgendaList>
  ),
} satisfies Meta<typeof AgendaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next appointments: each a link with when and where under it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Nächste Termine' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[1] as HTMLElement).getByRole('link')).toHaveTextContent(
      'Jour fixe Vertrieb',
    );
    await expect(items[1]).toHaveTextContent('Besprechungsraum 2');
    await expect(items[1]).toHaveTextContent('Videocall');
  },
};

/** Only a title: no row of details under it. */
export const TitleOnly: Story = {
  render: () => (
    <AgendaList aria-label="Nächste Termine">
      <AgendaItem title="Weihnachtsfeier" />
    </AgendaList>
  ),
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveTextContent('Weihnachtsfeier');
    await expect(item.querySelector('[data-slot="agenda-item-details"]')).toBeNull();
  },
};
