import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { SplitView, type SplitViewProps } from './SplitView';

type Conversation = { id: string; name: string; preview: string; message: string };

const people = [
  'Jana Beispiel',
  'Tom Muster',
  'Aylin Kaya',
  'Lukas Hofmann',
  'Sophie Schneider',
  'Max Mustermann',
  'Elif Demir',
  'Jonas Weber',
];

function conversations(count: number): Conversation[] {
  return Array.from({ length: count }, (_, index) => {
    const name = people[index % people.length] ?? 'Unbekannter Kontakt';
    const round = Math.floor(index / people.length);
    return {
      id: `c${index + 1}`,
      name: round === 0 ? name : `${name} (${round + 1})`,
      preview: 'Danke für Ihre Nachricht, gern nächste Woche.',
      message:
        'Guten Tag, danke für Ihre Nachricht. Gern sprechen wir nächste Woche über die Demo — ' +
        'passt Ihnen Dienstag um 10 Uhr?',
    };
  });
}

/** The frame a page gives it: a flex column of fixed height. */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  height: 30rem;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li {
    border-top: var(--border-width) solid var(--color-border);
  }
`;

const Item = styled.button`
  display: grid;
  gap: var(--space-1);
  width: 100%;
  padding: var(--space-3) var(--space-4);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: var(--color-muted);
  }

  &[aria-current='true'] {
    background: var(--color-accent);
    box-shadow: inset var(--focus-ring-width) 0 0 var(--color-primary);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: calc(-1 * var(--focus-ring-width));
  }
`;

const Name = styled.span`
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
`;

const Muted = styled.span`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-semibold);
`;

const Text = styled.p`
  margin: 0;
`;

type InboxProps = Pick<SplitViewProps, 'selectedKey' | 'detailLabel'> & { count?: number };

/** A small inbox: the selection is state here, where the app keeps it in the address. */
function Inbox({ selectedKey: initialKey, detailLabel, count = 6 }: InboxProps) {
  const [selectedKey, setSelectedKey] = useState(initialKey);
  const items = conversations(count);
  const selected = items.find((item) => item.id === selectedKey);
  return (
    <Frame>
      <SplitView
        selectedKey={selectedKey}
        detailLabel={detailLabel}
        back={
          <Button variant="ghost" size="sm" onClick={() => setSelectedKey(null)}>
            <ArrowLeft aria-hidden /> Alle Unterhaltungen
          </Button>
        }
        list={
          <List aria-label="Unterhaltungen">
            {items.map((item) => (
              <li key={item.id}>
                <Item
                  aria-current={item.id === selectedKey ? 'true' : undefined}
                  onClick={() => setSelectedKey(item.id)}
                >
                  <Name>{item.name}</Name>
                  <Muted>{item.preview}</Muted>
                </Item>
              </li>
            ))}
          </List>
        }
        detail={
          selected ? (
            <>
              <Title>{selected.name}</Title>
              <Text>{selected.message}</Text>
            </>
          ) : (
            <Muted as="p">Wähle links eine Unterhaltung aus.</Muted>
          )
        }
      />
    </Frame>
  );
}

const meta = {
  title: 'UI/Layout/SplitView',
  component: SplitView,
  args: { selectedKey: null, detailLabel: 'Unterhaltung', list: null, detail: null },
  argTypes: {
    selectedKey: { control: 'select', options: [null, 'c1', 'c2', 'c3'] },
    list: { control: false },
    detail: { control: false },
    back: { control: false },
  },
  // Remounted when the control changes: the control sets where the selection starts.
  render: (args) => <Inbox key={args.selectedKey ?? 'none'} {...args} />,
} satisfies Meta<typeof SplitView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the list, and a hint in the detail pane. A click opens a conversation. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const detail = canvas.getByRole('region', { name: 'Unterhaltung' });
    await expect(within(detail).getByText('Wähle links eine Unterhaltung aus.')).toBeVisible();
    // The way back is for phones only.
    await expect(
      canvas.queryByRole('button', { name: 'Alle Unterhaltungen' }),
    ).not.toBeInTheDocument();

    const list = canvas.getByRole('list', { name: 'Unterhaltungen' });
    await userEvent.click(within(list).getByRole('button', { name: /^Tom Muster/ }));
    await expect(within(detail).getByRole('heading', { name: 'Tom Muster' })).toBeVisible();
    // Both panes stay in view on a wide screen, so focus stays in the list.
    await expect(within(list).getByRole('button', { name: /^Tom Muster/ })).toHaveFocus();
    await expect(list).toBeVisible();
  },
};

/** A conversation chosen: marked in the list, shown beside it. */
export const Selected: Story = {
  args: { selectedKey: 'c1' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Unterhaltungen' });
    await expect(within(list).getByRole('button', { name: /^Jana Beispiel/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const detail = canvas.getByRole('region', { name: 'Unterhaltung' });
    await expect(within(detail).getByRole('heading', { name: 'Jana Beispiel' })).toBeVisible();
    // Side by side.
    await expect(detail.getBoundingClientRect().top).toBe(
      list.parentElement?.getBoundingClientRect().top,
    );
  },
};

/**
 * On a phone one pane at a time: choosing a conversation replaces the list and moves focus to it;
 * 'Alle Unterhaltungen' brings the list back.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Unterhaltungen' });
    await expect(list).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Unterhaltung' })).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: /^Aylin Kaya/ }));
    const detail = await canvas.findByRole('region', { name: 'Unterhaltung' });
    await expect(detail).toBeVisible();
    await waitFor(() => expect(detail).toHaveFocus());
    await expect(within(detail).getByRole('heading', { name: 'Aylin Kaya' })).toBeVisible();
    await expect(list).not.toBeVisible();

    await userEvent.click(within(detail).getByRole('button', { name: 'Alle Unterhaltungen' }));
    await expect(canvas.getByRole('list', { name: 'Unterhaltungen' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Unterhaltung' })).not.toBeInTheDocument();
    // Focus stays in the frame (on the list) instead of falling back to the page.
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Unterhaltungen' }).parentElement).toHaveFocus(),
    );
  },
};

/** Many conversations: the list scrolls inside its pane; the page and the detail stay put. */
export const LongList: Story = {
  args: { selectedKey: 'c1' },
  render: (args) => <Inbox {...args} count={40} />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Unterhaltungen' });
    const pane = list.parentElement ?? list;
    const last = within(list).getByRole('button', { name: /^Jonas Weber \(5\)/ });
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(
      pane.getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);

    const detail = canvas.getByRole('region', { name: 'Unterhaltung' });
    const detailTop = detail.getBoundingClientRect().top;
    last.focus();
    await userEvent.click(last);
    await expect(within(detail).getByRole('heading', { name: 'Jonas Weber (5)' })).toBeVisible();
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      pane.getBoundingClientRect().bottom,
    );
    await expect(detail.getBoundingClientRect().top).toBe(detailTop);
    await expect(document.documentElement.scrollTop).toBe(0);
  },
};
