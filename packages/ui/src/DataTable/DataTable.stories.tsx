import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Briefcase, Plus, Trash2, UserPlus, ArrowRightLeft } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge, type BadgeVariant } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { EMPTY_VALUE, formatCurrency, formatDate } from '../format';
import { DataTable } from './DataTable';
import { createDataTableColumnHelper, type DataTableSorting } from './dataTableFeatures';

type LeadStatus = 'new' | 'contacted' | 'qualified' | 'proposal' | 'won' | 'lost';
type LeadSource = 'website' | 'referral' | 'linkedin' | 'cold_call' | 'email' | 'other';

type Lead = {
  id: string;
  companyName: string;
  contactName: string | null;
  status: LeadStatus;
  valueCents: number;
  source: LeadSource;
  owner: string;
  nextStep: string | null;
  updatedAt: Date;
};

const STATUS: Record<LeadStatus, { label: string; variant: BadgeVariant }> = {
  new: { label: 'Neu', variant: 'outline' },
  contacted: { label: 'Kontaktiert', variant: 'secondary' },
  qualified: { label: 'Qualifiziert', variant: 'secondary' },
  proposal: { label: 'Angebot', variant: 'default' },
  won: { label: 'Gewonnen', variant: 'success' },
  lost: { label: 'Verloren', variant: 'destructive' },
};

const SOURCE: Record<LeadSource, string> = {
  website: 'Website',
  referral: 'Empfehlung',
  linkedin: 'LinkedIn',
  cold_call: 'Kaltakquise',
  email: 'E-Mail',
  other: 'Sonstige',
};

const COMPANIES = [
  'Müller Maschinenbau',
  'Schneider Logistik',
  'Bäckerei Hofmann',
  'Öko-Energie Weber',
  'Fischer & Söhne',
  'Wagner IT-Service',
  'Becker Bau',
  'Äskulap Praxisbedarf',
  'Schulz Medien',
  'Zimmermann Design',
  'Krüger Elektrotechnik',
  'Hoffmann Consulting',
  'Apfelhof Lange',
  'Neumann Druck',
  'Übersee Handel Koch',
  'Richter Immobilien',
];
const CONTACTS = [
  'Anna Weber',
  'Jonas Keller',
  null,
  'Leonie Braun',
  'Mehmet Yılmaz',
  'Sophie Wolf',
];
const OWNERS = ['Lena Schmidt', 'Tobias Meyer', 'Clara Jung'];
const NEXT_STEPS = ['Angebot senden', 'Rückruf', null, 'Termin vereinbaren', 'Vertrag prüfen'];
const STATUSES = Object.keys(STATUS) as LeadStatus[];
const SOURCES = Object.keys(SOURCE) as LeadSource[];
const HOUR = 3_600_000;
/** The story's "now" (preview's fixed date): the data is the same on every run. */
const BASE = new Date(2026, 10, 20, 9, 0).getTime();

function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length] as T;
}

/** Deterministic leads: the same rows, values and dates on every run (stable screenshots). */
function makeLeads(count: number, start = 0): Lead[] {
  return Array.from({ length: count }, (_, offset) => {
    const i = start + offset;
    const round = Math.floor(i / COMPANIES.length);
    return {
      id: `lead-${i + 1}`,
      companyName: round === 0 ? pick(COMPANIES, i) : `${pick(COMPANIES, i)} ${round + 1}`,
      contactName: pick(CONTACTS, i * 5),
      status: pick(STATUSES, i * 7),
      valueCents: ((i * 7919) % 240) * 25_000 + 50_000,
      source: pick(SOURCES, i * 5),
      owner: pick(OWNERS, i),
      nextStep: pick(NEXT_STEPS, i * 2),
      updatedAt: new Date(BASE - ((i * 37) % 900) * HOUR),
    };
  });
}

const column = createDataTableColumnHelper<Lead>();

/** The CRM's columns (issue 12): the company names the row. */
const columns = column.columns([
  column.accessor('companyName', {
    header: 'Unternehmen',
    meta: { rowHeader: true, width: '14rem' },
  }),
  column.accessor('contactName', {
    header: 'Ansprechpartner',
    cell: (info) => info.getValue() ?? EMPTY_VALUE,
  }),
  column.accessor('status', {
    header: 'Status',
    meta: { width: '9rem' },
    // By the pipeline's order, not alphabetically.
    sortFn: (a, b) => STATUSES.indexOf(a.original.status) - STATUSES.indexOf(b.original.status),
    cell: (info) => {
      const status = STATUS[info.getValue()];
      return <Badge variant={status.variant}>{status.label}</Badge>;
    },
  }),
  column.accessor('valueCents', {
    header: 'Wert',
    meta: { numeric: true, width: '9rem' },
    cell: (info) => formatCurrency(info.getValue(), { cents: true }),
  }),
  column.accessor((lead) => SOURCE[lead.source], {
    id: 'source',
    header: 'Quelle',
    meta: { width: '8rem' },
  }),
  column.accessor('owner', { header: 'Verantwortlich' }),
  column.accessor('nextStep', {
    header: 'Nächster Schritt',
    enableSorting: false,
    cell: (info) => info.getValue() ?? EMPTY_VALUE,
  }),
  column.accessor('updatedAt', {
    header: 'Geändert',
    meta: { width: '7.5rem' },
    sortDescFirst: true,
    cell: (info) => formatDate(info.getValue()),
  }),
]);

const leads = makeLeads(24);
const getRowId = (lead: Lead) => lead.id;
const leadCount = (count: number) =>
  `${count.toLocaleString('de-DE')} ${count === 1 ? 'Lead' : 'Leads'}`;

const onRowClick = fn();
const onRetry = fn();
const onSortingChange = fn();
const onChangeStatus = fn();
const onAssign = fn();
const onDelete = fn();
const onEndReached = fn();

const meta = {
  title: 'UI/Data/DataTable',
  component: DataTable<Lead>,
  args: {
    'aria-label': 'Leads',
    data: leads,
    columns,
    getRowId,
    totalCount: leads.length,
    countLabel: leadCount,
    onRowClick,
    maxHeight: '26rem',
  },
  argTypes: {
    data: { control: false },
    columns: { control: false },
    getRowId: { control: false },
    empty: { control: false },
    bulkActions: { control: false },
  },
  beforeEach: () => {
    for (const spy of [onRowClick, onRetry, onSortingChange, onChangeStatus, onAssign, onDelete]) {
      spy.mockClear();
    }
    onEndReached.mockClear();
  },
} satisfies Meta<typeof DataTable<Lead>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of leads with the CRM's columns; a click on a row opens the lead. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Leads' });
    await expect(grid).toHaveAttribute('aria-rowcount', '25');
    const headers = within(grid).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Unternehmen',
      'Ansprechpartner',
      'Status',
      'Wert',
      'Quelle',
      'Verantwortlich',
      'Nächster Schritt',
      'Geändert',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('24 Leads');
    // The company names its row for screen readers.
    const company = canvas.getByRole('rowheader', { name: 'Müller Maschinenbau' });
    await userEvent.click(within(company.closest('tr') as HTMLElement).getByText('Anna Weber'));
    await expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'lead-1' }));
  },
};

/**
 * Client-side sorting: the header button cycles ascending → descending → unsorted, and the
 * sorted column carries `aria-sort`. Text sorts in German order (Ä with A, Ü with U).
 */
export const Sorting: Story = {
  args: { data: makeLeads(16) },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Leads' });
    const firstCompany = () => within(grid).getAllByRole('rowheader')[0];
    const companyHeader = within(grid).getByRole('columnheader', { name: 'Unternehmen' });
    await expect(companyHeader).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(companyHeader).getByRole('button', { name: 'Unternehmen' }));
    await expect(companyHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCompany()).toHaveTextContent('Apfelhof Lange');
    const names = within(grid)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(names.slice(0, 3)).toEqual([
      'Apfelhof Lange',
      'Äskulap Praxisbedarf',
      'Bäckerei Hofmann',
    ]);

    await userEvent.click(within(companyHeader).getByRole('button', { name: 'Unternehmen' }));
    await expect(companyHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCompany()).toHaveTextContent('Zimmermann Design');

    // One sorted column at a time.
    const valueHeader = within(grid).getByRole('columnheader', { name: 'Wert' });
    await userEvent.click(within(valueHeader).getByRole('button', { name: 'Wert' }));
    await expect(valueHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(companyHeader).not.toHaveAttribute('aria-sort');
    // Columns that cannot sort have no button.
    const nextStep = within(grid).getByRole('columnheader', { name: 'Nächster Schritt' });
    await expect(within(nextStep).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The server's order (`manualSorting`): the table asks for a new order and shows what comes back. */
function ServerSortedLeads(props: Partial<Parameters<typeof DataTable<Lead>>[0]>) {
  const [sorting, setSorting] = useState<DataTableSorting>([{ id: 'updatedAt', desc: true }]);
  // Stands in for the server: sorts the whole list in the order the request names.
  const data = useMemo(() => {
    const [sort] = sorting;
    if (!sort) return leads;
    const key = sort.id as keyof Lead;
    const sorted = [...leads].sort((a, b) => {
      const left = a[key] ?? '';
      const right = b[key] ?? '';
      return left < right ? -1 : left > right ? 1 : 0;
    });
    return sort.desc ? sorted.reverse() : sorted;
  }, [sorting]);
  return (
    <DataTable
      {...props}
      aria-label="Leads"
      data={data}
      columns={columns}
      getRowId={getRowId}
      manualSorting
      sorting={sorting}
      onSortingChange={(next) => {
        onSortingChange(next);
        setSorting(next);
      }}
    />
  );
}

/** Server-side sorting: `sorting` + `onSortingChange` with `manualSorting`. */
export const ServerSorting: Story = {
  render: (args) => <ServerSortedLeads {...args} />,
  play: async ({ canvas }) => {
    const changed = canvas.getByRole('columnheader', { name: 'Geändert' });
    await expect(changed).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(canvas.getByRole('button', { name: 'Wert' }));
    await expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'valueCents', desc: false }]);
    await expect(canvas.getByRole('columnheader', { name: 'Wert' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(changed).not.toHaveAttribute('aria-sort');
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByText('500,00 €')).toBeVisible();
  },
};

const bulkActions = ({ ids, clear }: { ids: string[]; clear: () => void }) => (
  <>
    <Button variant="outline" size="sm" onClick={() => onChangeStatus(ids)}>
      <ArrowRightLeft aria-hidden />
      Status ändern
    </Button>
    <Button variant="outline" size="sm" onClick={() => onAssign(ids)}>
      <UserPlus aria-hidden />
      Zuweisen
    </Button>
    <Button
      variant="destructive"
      size="sm"
      onClick={() => {
        onDelete(ids);
        clear();
      }}
    >
      <Trash2 aria-hidden />
      Löschen
    </Button>
  </>
);

/** Row selection: a checkbox per row, 'Alle auswählen', and the bulk-action bar. */
export const Selection: Story = {
  args: {
    enableRowSelection: true,
    getRowLabel: (lead: Lead) => lead.companyName,
    bulkActions,
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('24 Leads');
    await expect(canvas.queryByRole('group', { name: 'Aktionen für die Auswahl' })).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Zeile auswählen: Becker Bau' }));
    await expect(status).toHaveTextContent('1 ausgewählt');
    const selectAll = canvas.getByRole('checkbox', { name: 'Alle auswählen' });
    await expect(selectAll).toBePartiallyChecked();

    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
    await expect(status).toHaveTextContent('24 ausgewählt');
    await userEvent.click(selectAll);
    await expect(status).toHaveTextContent('24 Leads');

    // A range with Shift, as in a mail client.
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Zeile auswählen: Müller Maschinenbau' }),
    );
    // One session, so the click sees Shift held.
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: 'Zeile auswählen: Bäckerei Hofmann' }));
    await user.keyboard('{/Shift}');
    await expect(status).toHaveTextContent('3 ausgewählt');
    const row = canvas.getByRole('rowheader', { name: 'Schneider Logistik' }).closest('tr');
    await expect(row).toHaveAttribute('aria-selected', 'true');

    const actions = canvas.getByRole('group', { name: 'Aktionen für die Auswahl' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Zuweisen' }));
    const assigned = onAssign.mock.calls[0]?.[0] as string[];
    await expect([...assigned].sort()).toEqual(['lead-1', 'lead-2', 'lead-3']);
    // Clicking a checkbox selects; it does not open the lead.
    await expect(onRowClick).not.toHaveBeenCalled();
  },
};

/** After 'Löschen' the owner clears the selection and the bar gives way to the count again. */
export const SelectionCleared: Story = {
  args: Selection.args,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Zeile auswählen: Becker Bau' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Löschen' }));
    await expect(onDelete).toHaveBeenCalledWith(['lead-7']);
    await expect(canvas.getByRole('status')).toHaveTextContent('24 Leads');
    await expect(
      canvas.getByRole('checkbox', { name: 'Zeile auswählen: Becker Bau' }),
    ).not.toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Zeile auswählen: Becker Bau' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Auswahl aufheben' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('24 Leads');
  },
};

/** The first load: the header stands, skeleton rows below, the grid is busy. */
export const Loading: Story = {
  args: { data: [], loading: true, loadingLabel: 'Leads werden geladen', totalCount: undefined },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: 'Leads' });
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Leads werden geladen');
    const skeletonRows = canvasElement.querySelectorAll('[data-slot="data-table-skeleton-row"]');
    await expect(skeletonRows.length).toBeGreaterThan(0);
    // Placeholders are hidden from assistive technology: only the header row is a row.
    await expect(within(grid).getAllByRole('row')).toHaveLength(1);
  },
};

/** No leads yet: the empty state offers the first action. */
export const Empty: Story = {
  args: {
    data: [],
    totalCount: 0,
    empty: (
      <EmptyState
        icon={<Briefcase aria-hidden />}
        title="Noch keine Leads"
        size="compact"
        action={
          <Button size="sm">
            <Plus aria-hidden />
            Ersten Lead anlegen
          </Button>
        }
      >
        Sobald du Leads anlegst oder importierst, erscheinen sie hier.
      </EmptyState>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Noch keine Leads' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ersten Lead anlegen' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 Leads');
  },
};

/** The load failed: the server's message and 'Erneut versuchen'. */
export const Error: Story = {
  args: {
    data: [],
    totalCount: undefined,
    error: { message: 'Die Verbindung zum Server ist fehlgeschlagen.' },
    errorTitle: 'Leads konnten nicht geladen werden',
    onRetry,
  },
  play: async ({ canvas }) => {
    const error = canvas.getByRole('region', { name: 'Leads konnten nicht geladen werden' });
    await expect(
      within(error).getByText('Die Verbindung zum Server ist fehlgeschlagen.'),
    ).toBeVisible();
    await userEvent.click(within(error).getByRole('button', { name: 'Erneut versuchen' }));
    await expect(onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While the retry runs, the button stays focusable and says it is busy. */
export const ErrorRetrying: Story = {
  args: { ...Error.args, retrying: true },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Erneut versuchen' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(onRetry).not.toHaveBeenCalled();
  },
};

const manyLeads = makeLeads(50_000);

/**
 * 50,000 rows: only the visible ones (and a few beyond) are in the DOM; spacer rows keep the
 * scroll height, `aria-rowcount` and `aria-rowindex` tell screen readers where they are.
 */
export const FiftyThousandRows: Story = {
  name: '50.000 Zeilen',
  args: { data: manyLeads, totalCount: manyLeads.length },
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: 'Leads' });
    await expect(grid).toHaveAttribute('aria-rowcount', '50001');
    await expect(canvas.getByRole('status')).toHaveTextContent('50.000 Leads');
    await waitFor(() =>
      expect(canvas.getByRole('rowheader', { name: 'Müller Maschinenbau' })).toBeVisible(),
    );
    await expect(grid.querySelectorAll('tr').length).toBeLessThan(100);

    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-scroll"]');
    if (!scroller) throw new globalThis.Error('scroll area missing');
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => {
      const indexes = [...grid.querySelectorAll('[data-slot="data-table-row"]')].map((row) =>
        Number(row.getAttribute('aria-rowindex')),
      );
      expect(Math.min(...indexes)).toBeGreaterThan(24_000);
    });
    await expect(grid.querySelectorAll('tr').length).toBeLessThan(100);
  },
};

/** Keyboard: one tab stop, arrows between cells, Enter opens, Space selects. */
export const Keyboard: Story = {
  args: {
    data: makeLeads(500),
    totalCount: 500,
    enableRowSelection: true,
    getRowLabel: (lead: Lead) => lead.companyName,
    bulkActions,
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Leads' });
    await userEvent.tab();
    const selectAll = canvas.getByRole('checkbox', { name: 'Alle auswählen' });
    await expect(selectAll).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Unternehmen' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('rowheader', { name: 'Müller Maschinenbau' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('rowheader', { name: 'Schneider Logistik' })).toHaveFocus();

    // Enter opens the row, Space selects it.
    await userEvent.keyboard('{Enter}');
    await expect(onRowClick).toHaveBeenCalledWith(expect.objectContaining({ id: 'lead-2' }));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 ausgewählt');

    await userEvent.keyboard('{End}');
    const secondRow = canvas.getByRole('rowheader', { name: 'Schneider Logistik' }).closest('tr');
    await expect(secondRow?.lastElementChild).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(
      canvas.getByRole('checkbox', { name: 'Zeile auswählen: Schneider Logistik' }),
    ).toHaveFocus();

    // Far jumps render the target row first: the last of 500 rows.
    await userEvent.keyboard('{Control>}{End}{/Control}');
    const last = (await canvas.findByRole('rowheader', { name: 'Öko-Energie Weber 32' })).closest(
      'tr',
    );
    await expect(last).toHaveAttribute('aria-rowindex', '501');
    await waitFor(() => expect(last?.lastElementChild).toHaveFocus());
    await userEvent.keyboard('{PageUp}');
    await expect(grid.querySelector(':focus')?.closest('tr')).not.toBe(last);

    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(selectAll).toHaveFocus();
    // Tab leaves the grid in one step.
    await userEvent.tab();
    await expect(grid).not.toContainElement(document.activeElement as HTMLElement);
  },
};

/** Cursor pagination: the next page loads as the end comes near. */
function InfiniteLeads(props: Partial<Parameters<typeof DataTable<Lead>>[0]>) {
  const total = 400;
  const pageSize = 50;
  const [data, setData] = useState(() => makeLeads(pageSize));
  const [loadingMore, setLoadingMore] = useState(false);
  const handleEndReached = () => {
    onEndReached(data.length);
    setLoadingMore(true);
    // A server round trip.
    setTimeout(() => {
      setData((rows) => [
        ...rows,
        ...makeLeads(Math.min(pageSize, total - rows.length), rows.length),
      ]);
      setLoadingMore(false);
    }, 150);
  };
  return (
    <DataTable
      {...props}
      aria-label="Leads"
      data={data}
      columns={columns}
      getRowId={getRowId}
      totalCount={total}
      loadingMore={loadingMore}
      onEndReached={data.length < total ? handleEndReached : undefined}
    />
  );
}

export const InfiniteLoading: Story = {
  render: (args) => <InfiniteLeads {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: 'Leads' });
    // The count is the server's total, and so is the row count screen readers hear.
    await expect(canvas.getByRole('status')).toHaveTextContent('400 Leads');
    await expect(grid).toHaveAttribute('aria-rowcount', '401');
    await expect(onEndReached).not.toHaveBeenCalled();

    const scroller = canvasElement.querySelector<HTMLElement>('[data-slot="data-table-scroll"]');
    if (!scroller) throw new globalThis.Error('scroll area missing');
    const rowCount = () => grid.querySelectorAll('[data-slot="data-table-row"]').length;
    const scrollToEnd = () => {
      scroller.scrollTop = scroller.scrollHeight;
    };

    await waitFor(() => {
      scrollToEnd();
      return expect(onEndReached).toHaveBeenCalledWith(50);
    });
    // The next page arrives below the loaded rows; at its end the one after is requested.
    await waitFor(() => {
      scrollToEnd();
      return expect(grid.querySelector('[aria-rowindex="101"]')).not.toBeNull();
    });
    await waitFor(() => expect(onEndReached).toHaveBeenCalledWith(100));
    await waitFor(() => expect(grid).not.toHaveAttribute('aria-busy'));
    await expect(onEndReached).toHaveBeenCalledTimes(2);
    await expect(rowCount()).toBeLessThan(60);
    // The picture from the top: at the end, the position depends on when the last page landed.
    scroller.scrollTop = 0;
    await waitFor(() => expect(grid.querySelector('[aria-rowindex="2"]')).not.toBeNull());
  },
};
