import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, Plus, Share2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { SidebarProvider } from '../Sidebar';
import { HeaderBar, type HeaderBarProps } from './HeaderBar';

const onSearchChange = fn();

/** Holds the search text the way the community page holds `?search=`. */
function HeaderBarWithState({ search, ...props }: HeaderBarProps) {
  const [query, setQuery] = useState(search?.value ?? '');
  return (
    <HeaderBar
      {...props}
      search={
        search
          ? {
              ...search,
              value: query,
              onValueChange: (value) => {
                setQuery(value);
                search.onValueChange(value);
              },
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Shell/HeaderBar',
  component: HeaderBar,
  render: (args) => <HeaderBarWithState {...args} />,
  args: { breadcrumbs: [{ label: 'Dashboard' }] },
  decorators: [
    (Story) => (
      <SidebarProvider storageKey={null} style={{ minHeight: 'auto' }}>
        <div style={{ flex: 1 }}>
          <Story />
        </div>
      </SidebarProvider>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => onSearchChange.mockClear(),
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(
      within(header).getByRole('button', { name: 'Seitenleiste umschalten' }),
    ).toBeVisible();
    await expect(
      within(header).getByRole('navigation', { name: 'Brotkrümelnavigation' }),
    ).toBeVisible();
    await expect(within(header).queryByRole('searchbox')).not.toBeInTheDocument();
    await expect(
      within(header).queryByRole('button', { name: 'Record Video' }),
    ).not.toBeInTheDocument();
  },
};

/** The community page: a search field that reports every keystroke. */
export const CommunitySearch: Story = {
  args: {
    breadcrumbs: [{ label: 'Community' }],
    search: { value: '', onValueChange: onSearchChange },
  },
  play: async ({ canvas }) => {
    const search = canvas.getByRole('searchbox', { name: 'Posts und Kommentare durchsuchen' });
    await expect(search).toHaveAttribute('placeholder', 'Durchsuche Posts & Kommentare...');
    await expect(canvas.getByRole('search')).toContainElement(search);
    await userEvent.type(search, 'Akquise');
    await expect(search).toHaveValue('Akquise');
    await expect(onSearchChange).toHaveBeenLastCalledWith('Akquise');
    // Ctrl+B while typing stays in the field (bold/browser shortcut), not the sidebar.
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(canvas.getByRole('button', { name: 'Seitenleiste umschalten' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Clip pages: the red 'Record Video' button. */
export const ClipPage: Story = {
  args: {
    breadcrumbs: [
      { label: 'Clips', href: '/app/clips' },
      { label: 'Einwandbehandlung am Telefon' },
    ],
    onRecordVideo: fn(),
  },
  play: async ({ args, canvas }) => {
    const record = canvas.getByRole('button', { name: 'Record Video' });
    await expect(record).toHaveAttribute('data-variant', 'destructive');
    await userEvent.click(record);
    await expect(args.onRecordVideo).toHaveBeenCalledTimes(1);
  },
};

/** Screens' extra actions, highest priority first; equal priorities keep their order. */
export const WithActions: Story = {
  args: {
    breadcrumbs: [{ label: 'CRM' }],
    actions: [
      {
        id: 'export',
        priority: 1,
        element: (
          <Button variant="outline" size="sm">
            <Download aria-hidden /> Exportieren
          </Button>
        ),
      },
      {
        id: 'new-lead',
        priority: 10,
        element: (
          <Button size="sm">
            <Plus aria-hidden /> Neuer Lead
          </Button>
        ),
      },
      {
        id: 'share',
        priority: 5,
        element: (
          <Button variant="ghost" size="icon" aria-label="Teilen">
            <Share2 aria-hidden />
          </Button>
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const order = [...canvasElement.querySelectorAll('[data-action-id]')].map((node) =>
      node.getAttribute('data-action-id'),
    );
    await expect(order).toEqual(['new-lead', 'share', 'export']);
  },
};

/** Everything at once, at phone width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    breadcrumbs: [
      { label: 'Outreach', href: '/app/outreach' },
      { label: 'Inbox', href: '/app/outreach/inbox' },
      { label: 'LinkedIn' },
    ],
    search: { value: '', onValueChange: onSearchChange },
  },
};
