import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { formatCurrency } from '../format';
import { TextField } from '../TextField';
import { KanbanBoard, type KanbanColumn, type KanbanMove } from './KanbanBoard';

type Lead = { id: string; companyName: string; valueCents: number; owner: string };

type Stage = { id: string; title: string; leads: Lead[] };

const initialStages: Stage[] = [
  {
    id: 'new',
    title: 'Neu',
    leads: [
      { id: 'l1', companyName: 'Nordlicht Vertrieb GmbH', valueCents: 1_250_000, owner: 'Jana' },
      { id: 'l2', companyName: 'Bergmann & Söhne KG', valueCents: 480_000, owner: 'Tim' },
    ],
  },
  {
    id: 'contacted',
    title: 'Kontaktiert',
    leads: [{ id: 'l3', companyName: 'Müller Maschinenbau', valueCents: 2_300_000, owner: 'Jana' }],
  },
  { id: 'offer', title: 'Angebot', leads: [] },
  {
    id: 'won',
    title: 'Gewonnen',
    leads: [{ id: 'l4', companyName: 'Seeblick Hotels AG', valueCents: 990_000, owner: 'Tim' }],
  },
];

function moveLead(stages: Stage[], move: KanbanMove<Lead>): Stage[] {
  const withoutLead = stages.map((stage) =>
    stage.id === move.fromColumnId
      ? { ...stage, leads: stage.leads.filter((lead) => lead.id !== move.itemId) }
      : stage,
  );
  return withoutLead.map((stage) => {
    if (stage.id !== move.toColumnId) return stage;
    const leads = [...stage.leads];
    leads.splice(move.toIndex, 0, move.item);
    return { ...stage, leads };
  });
}

function LeadCard({ lead }: { lead: Lead }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-1)', fontSize: 'var(--font-size-sm)' }}>
      <strong>{lead.companyName}</strong>
      <span style={{ color: 'var(--color-muted-foreground)' }}>
        {formatCurrency(lead.valueCents, { cents: true })} · {lead.owner}
      </span>
    </div>
  );
}

type PipelineProps = {
  onMove: (move: KanbanMove<Lead>) => void;
  canDrop?: (lead: Lead, fromColumnId: string, toColumnId: string) => boolean;
  stages?: Stage[];
  withFooter?: boolean;
};

/** What the CRM does: the parent applies each move at once (optimistically). */
function Pipeline({ onMove, canDrop, stages: start = initialStages, withFooter }: PipelineProps) {
  const [stages, setStages] = useState(start);
  const columns: KanbanColumn<Lead>[] = stages.map((stage) => ({
    id: stage.id,
    title: stage.title,
    items: stage.leads,
    summary: formatCurrency(
      stage.leads.reduce((sum, lead) => sum + lead.valueCents, 0),
      { cents: true },
    ),
    footer:
      withFooter && stage.id === 'new' ? (
        <Button variant="ghost" size="sm" style={{ width: '100%' }}>
          Mehr laden
        </Button>
      ) : undefined,
    count: withFooter && stage.id === 'new' ? 14 : undefined,
  }));
  return (
    <KanbanBoard
      aria-label="Pipeline"
      columns={columns}
      noun={{ one: 'Lead', other: 'Leads' }}
      getItemId={(lead) => lead.id}
      getItemLabel={(lead) => lead.companyName}
      renderCard={(lead) => <LeadCard lead={lead} />}
      canDrop={canDrop}
      onMove={(move) => {
        onMove(move);
        setStages((current) => moveLead(current, move));
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/KanbanBoard',
  // The stories drive the board through a stateful pipeline, as the CRM uses it.
  component: Pipeline,
  args: { onMove: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '`KanbanBoard` renders the `columns` it is given and reports a drop through `onMove`',
          '(`{ itemId, fromColumnId, toColumnId, fromIndex, toIndex }`); the parent applies it, as',
          'the pipeline here does. Mouse: drag the card. Touch: press and hold. Keyboard: Tab to a',
          "card's handle, Space, arrow keys (left/right change the column), Space; Escape cancels.",
          'Screen readers hear the German instructions and announcements.',
        ].join(' '),
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 'var(--space-4)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pipeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));

/** Columns with title, count and € sum; every card has a handle named after it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const column = canvas.getByRole('region', { name: 'Neu' });
    await expect(within(column).getByRole('heading', { name: 'Neu' })).toBeVisible();
    await expect(column).toHaveTextContent('2 Leads');
    await expect(column).toHaveTextContent('17.300,00 €');
    await expect(within(column).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(column).getByRole('button', { name: '„Nordlicht Vertrieb GmbH“ verschieben' }),
    ).toHaveAccessibleDescription(/Zum Aufnehmen Leertaste drücken/);
    await expect(canvas.getByRole('region', { name: 'Angebot' })).toHaveTextContent('Keine Leads');
  },
};

/** Space picks the card up, ArrowRight carries it to the next column, Space drops it. */
export const KeyboardMove: Story = {
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: '„Nordlicht Vertrieb GmbH“ verschieben' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    const live = canvas.getByRole('status');
    await waitFor(() =>
      expect(live).toHaveTextContent('Lead „Nordlicht Vertrieb GmbH“ aufgenommen.'),
    );
    // The sensor listens for the arrow keys from the next tick on.
    await pause();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(live).toHaveTextContent('Lead „Nordlicht Vertrieb GmbH“ über Spalte „Kontaktiert“.'),
    );
    await userEvent.keyboard(' ');

    await expect(args.onMove).toHaveBeenCalledTimes(1);
    await expect(args.onMove).toHaveBeenCalledWith(
      expect.objectContaining({ itemId: 'l1', fromColumnId: 'new', toColumnId: 'contacted' }),
    );
    await waitFor(() =>
      expect(live).toHaveTextContent(
        'Lead „Nordlicht Vertrieb GmbH“ in Spalte „Kontaktiert“ abgelegt.',
      ),
    );
    const contacted = canvas.getByRole('region', { name: 'Kontaktiert' });
    // Visible once the drop animation has landed.
    await waitFor(() =>
      expect(within(contacted).getByText('Nordlicht Vertrieb GmbH')).toBeVisible(),
    );
    await expect(contacted).toHaveTextContent('2 Leads');
    // Focus comes back to the card's handle in its new column.
    await waitFor(() =>
      expect(
        within(contacted).getByRole('button', { name: '„Nordlicht Vertrieb GmbH“ verschieben' }),
      ).toHaveFocus(),
    );
  },
};

/** Escape puts the card back where it was; nothing is reported. */
export const KeyboardCancel: Story = {
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: '„Bergmann & Söhne KG“ verschieben' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await pause();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Verschieben abgebrochen.'),
    );
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('region', { name: 'Neu' })).toHaveTextContent(
      'Bergmann & Söhne KG',
    );
  },
};

/** The mouse drags the card itself (after 5 px) onto another column. */
export const PointerMove: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByText('Müller Maschinenbau');
    const target = canvas.getByRole('region', { name: 'Angebot' });
    const from = card.getBoundingClientRect();
    const to = target.getBoundingClientRect();
    const start = { clientX: from.left + 5, clientY: from.top + 5 };
    const end = { clientX: to.left + to.width / 2, clientY: to.top + to.height / 2 };

    // The sensor follows the pointer on the element it went down on.
    fireEvent.pointerDown(card, { ...start, isPrimary: true, button: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(card, { clientX: start.clientX + 10, clientY: start.clientY });
    await pause();
    fireEvent.pointerMove(card, end);
    await pause();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Lead „Müller Maschinenbau“ über Spalte „Angebot“.',
      ),
    );
    fireEvent.pointerUp(card, end);

    await expect(args.onMove).toHaveBeenCalledWith(
      expect.objectContaining({
        itemId: 'l3',
        fromColumnId: 'contacted',
        toColumnId: 'offer',
        toIndex: 0,
      }),
    );
    await waitFor(() =>
      expect(within(target).getByText('Müller Maschinenbau')).toBeInTheDocument(),
    );
    await expect(target).toHaveTextContent('1 Lead');
  },
};

/**
 * Touch: press and hold (250 ms), then drag. The browser's own pointer event for the finger is
 * left alone, so a quick swipe still scrolls the board.
 */
export const TouchMove: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByText('Bergmann & Söhne KG');
    const target = canvas.getByRole('region', { name: 'Gewonnen' });
    const from = card.getBoundingClientRect();
    const to = target.getBoundingClientRect();
    const finger = (clientX: number, clientY: number) =>
      new Touch({ identifier: 1, target: card, clientX, clientY });
    const touch = (type: string, point: Touch, active: Touch[]) =>
      card.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: active,
          targetTouches: active,
          changedTouches: [point],
        }),
      );
    const start = finger(from.left + 5, from.top + 5);
    const end = finger(to.left + to.width / 2, to.top + to.height / 2);

    fireEvent.pointerDown(card, {
      clientX: start.clientX,
      clientY: start.clientY,
      isPrimary: true,
      button: 0,
      pointerType: 'touch',
    });
    touch('touchstart', start, [start]);
    // Held long enough to pick the card up.
    await pause(400);
    touch('touchmove', end, [end]);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Lead „Bergmann & Söhne KG“ über Spalte „Gewonnen“.',
      ),
    );
    touch('touchend', end, []);

    await expect(args.onMove).toHaveBeenCalledWith(
      expect.objectContaining({ itemId: 'l2', fromColumnId: 'new', toColumnId: 'won' }),
    );
    await waitFor(() => expect(within(target).getByText('Bergmann & Söhne KG')).toBeVisible());
  },
};

/** A won lead stays won: the target says no, and the card goes back. */
export const DropRefused: Story = {
  args: { canDrop: (_lead, fromColumnId) => fromColumnId !== 'won' },
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: '„Seeblick Hotels AG“ verschieben' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await pause();
    await userEvent.keyboard('{ArrowLeft}');
    const live = canvas.getByRole('status');
    await waitFor(() =>
      expect(live).toHaveTextContent('kann nicht in Spalte „Angebot“ abgelegt werden.'),
    );
    await userEvent.keyboard(' ');
    await waitFor(() => expect(live).toHaveTextContent('zurückgelegt.'));
    await expect(args.onMove).not.toHaveBeenCalled();
    await expect(canvas.getByRole('region', { name: 'Gewonnen' })).toHaveTextContent(
      'Seeblick Hotels AG',
    );
  },
};

/** A paged column: the server's total in the header, 'Mehr laden' in the footer. */
export const WithFooter: Story = {
  args: { withFooter: true },
  play: async ({ canvas }) => {
    const column = canvas.getByRole('region', { name: 'Neu' });
    await expect(column).toHaveTextContent('14 Leads');
    await expect(within(column).getByRole('button', { name: 'Mehr laden' })).toBeVisible();
  },
};

/** Every column empty: each still takes drops and says so. */
export const Empty: Story = {
  args: { stages: initialStages.map((stage) => ({ ...stage, leads: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Keine Leads')).toHaveLength(4);
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

const closingStages: Stage[] = [
  {
    id: 'new',
    title: 'Neu',
    leads: [
      { id: 'l1', companyName: 'Nordlicht Vertrieb GmbH', valueCents: 1_250_000, owner: 'Jana' },
    ],
  },
  {
    id: 'offer',
    title: 'Angebot',
    leads: [{ id: 'l3', companyName: 'Müller Maschinenbau', valueCents: 2_300_000, owner: 'Jana' }],
  },
  { id: 'lost', title: 'Verloren', leads: [] },
];

/** The CRM's rule for 'Verloren': the move waits for a reason, the card stays until then. */
function PipelineWithLoss({ onMove }: { onMove: (move: KanbanMove<Lead>) => void }) {
  const [stages, setStages] = useState(closingStages);
  const [pendingLoss, setPendingLoss] = useState<KanbanMove<Lead> | null>(null);
  const [reason, setReason] = useState('');
  const columns: KanbanColumn<Lead>[] = stages.map((stage) => ({
    id: stage.id,
    title: stage.title,
    items: stage.leads,
    summary: formatCurrency(
      stage.leads.reduce((sum, lead) => sum + lead.valueCents, 0),
      { cents: true },
    ),
  }));
  return (
    <>
      <KanbanBoard
        aria-label="Pipeline"
        columns={columns}
        noun={{ one: 'Lead', other: 'Leads' }}
        getItemId={(lead) => lead.id}
        getItemLabel={(lead) => lead.companyName}
        renderCard={(lead) => <LeadCard lead={lead} />}
        onMove={(move) => {
          if (move.toColumnId === 'lost') {
            setReason('');
            setPendingLoss(move);
            return;
          }
          onMove(move);
          setStages((current) => moveLead(current, move));
        }}
      />
      <ConfirmDialog
        open={pendingLoss !== null}
        onOpenChange={(open) => {
          if (!open) setPendingLoss(null);
        }}
        title="Lead als verloren markieren?"
        description={
          pendingLoss ? `„${pendingLoss.item.companyName}“ wandert nach „Verloren“.` : ''
        }
        confirmLabel="Als verloren markieren"
        destructive
        initialFocus="content"
        onConfirm={() => {
          if (!pendingLoss) return;
          onMove(pendingLoss);
          setStages((current) => moveLead(current, pendingLoss));
        }}
      >
        <TextField
          label="Grund für Verlust"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </ConfirmDialog>
    </>
  );
}

/** Dropping on 'Verloren' asks for the reason first; the card moves once it is given. */
export const LostNeedsReason: Story = {
  render: (args) => <PipelineWithLoss onMove={args.onMove} />,
  play: async ({ args, canvas }) => {
    const handle = canvas.getByRole('button', { name: '„Müller Maschinenbau“ verschieben' });
    handle.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    await pause();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('über Spalte „Verloren“.'),
    );
    await userEvent.keyboard(' ');

    const dialog = await screen.findByRole('alertdialog', { name: 'Lead als verloren markieren?' });
    await expect(dialog).toHaveAccessibleDescription(
      '„Müller Maschinenbau“ wandert nach „Verloren“.',
    );
    await expect(args.onMove).not.toHaveBeenCalled();
    const field = within(dialog).getByRole('textbox', { name: /Grund für Verlust/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'Zu teuer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Als verloren markieren' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onMove).toHaveBeenCalledWith(
      expect.objectContaining({ itemId: 'l3', fromColumnId: 'offer', toColumnId: 'lost' }),
    );
    await expect(canvas.getByRole('region', { name: 'Verloren' })).toHaveTextContent(
      'Müller Maschinenbau',
    );
  },
};
