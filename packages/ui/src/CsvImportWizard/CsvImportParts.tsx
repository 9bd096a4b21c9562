import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { RowData } from '@tanstack/react-table';
import { DataTable, type DataTableProps } from '../DataTable';
import { csvColumnName } from './csvImportMapping';

/*
 * The pieces an import's preview and result are built from. The wizard lays out the steps; what
 * a preview says about its rows differs per import, so the caller composes these in
 * `renderPreview` and `renderResult`.
 */

const Section = styled.section`
  display: grid;
  gap: var(--space-3);

  & > h3 {
    margin: 0;
    font-size: var(--font-size-base);
    font-weight: var(--font-weight-semibold);
  }
`;

const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: var(--space-3);
`;

/** Fields side by side, as many as fit: the mapping's Selects, an import's settings. */
export function CsvImportFieldGrid(props: HTMLAttributes<HTMLDivElement>) {
  return <FieldGrid data-slot="csv-import-field-grid" {...props} />;
}

export type CsvImportSectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** The section's name, e.g. 'Vorschau'. */
  title: string;
  /** `visible`: an `h3` names the section; `hidden`: only its accessible name (`aria-label`). */
  heading?: 'visible' | 'hidden';
  /** `fields`: the children sit in a `CsvImportFieldGrid`. */
  layout?: 'stack' | 'fields';
  children: ReactNode;
};

/** A named part of a step ('Spalten zuordnen', 'Vorschau', 'Einstellungen'). */
export function CsvImportSection({
  title,
  heading = 'visible',
  layout = 'stack',
  children,
  ...props
}: CsvImportSectionProps) {
  const headingId = useId();
  const body = layout === 'fields' ? <CsvImportFieldGrid>{children}</CsvImportFieldGrid> : children;
  return (
    <Section
      data-slot="csv-import-section"
      data-layout={layout}
      {...(heading === 'visible' ? { 'aria-labelledby': headingId } : { 'aria-label': title })}
      {...props}
    >
      {heading === 'visible' ? <h3 id={headingId}>{title}</h3> : null}
      {body}
    </Section>
  );
}

export type CsvImportPreviewTableProps<Row extends RowData> = DataTableProps<Row>;

/**
 * The rows as they would be imported: a `DataTable` set up for a preview inside the dialog
 * (announces 'Vorschau wird aktualisiert' while a changed mapping is checked, level-3 headings,
 * at most 40 % of the viewport high). Every `DataTable` prop can be given.
 */
export function CsvImportPreviewTable<Row extends RowData>(props: CsvImportPreviewTableProps<Row>) {
  return (
    <DataTable
      loadingLabel="Vorschau wird aktualisiert"
      headingLevel={3}
      maxHeight="40vh"
      {...props}
    />
  );
}

/** What the check found in one row: an `error` keeps it out of the import. */
export type CsvImportNote = { kind: 'error' | 'duplicate'; text: string };

export type CsvImportRowNotesProps = {
  notes: readonly CsvImportNote[];
  /** Shown when there is nothing to say about the row. */
  readyText?: string;
};

const Notes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  white-space: normal;

  & > li[data-kind='error'] {
    color: var(--color-destructive);
  }

  & > li[data-kind='duplicate'] {
    color: var(--color-muted-foreground);
  }
`;

/** A preview row's check, for its last column: 'Bereit', or its errors and duplicates. */
export function CsvImportRowNotes({ notes, readyText = 'Bereit' }: CsvImportRowNotesProps) {
  if (notes.length === 0) return readyText;
  return (
    <Notes data-slot="csv-import-row-notes">
      {notes.map((note) => (
        <li key={`${note.kind}:${note.text}`} data-kind={note.kind}>
          {note.text}
        </li>
      ))}
    </Notes>
  );
}

export type CsvImportSummaryItem = { text: string; tone?: 'default' | 'muted' | 'error' };

export type CsvImportSummaryProps = {
  /** The list's name, e.g. 'Prüfung der Datei'. */
  label: string;
  items: readonly CsvImportSummaryItem[];
  /** `inline`: counts in a row (a preview's check); `stacked`: one line each (a result). */
  layout?: 'inline' | 'stacked';
};

const SummaryList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  font-weight: var(--font-weight-medium);

  &[data-layout='inline'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1) var(--space-4);
    font-size: var(--font-size-sm);
  }

  &[data-layout='stacked'] {
    display: grid;
    gap: var(--space-1);
  }

  & > li[data-tone='error'] {
    color: var(--color-destructive-text);
  }

  & > li[data-tone='muted'] {
    color: var(--color-muted-foreground);
  }
`;

/**
 * Counts in words ('5 Buchungen bereit', '1 fehlerhafte Zeile'), in a live region: a changed
 * mapping's new counts, and the result, are announced.
 */
export function CsvImportSummary({ label, items, layout = 'inline' }: CsvImportSummaryProps) {
  return (
    <div role="status">
      <SummaryList aria-label={label} data-slot="csv-import-summary" data-layout={layout}>
        {items.map((item) => (
          <li key={item.text} data-tone={item.tone ?? 'default'}>
            {item.text}
          </li>
        ))}
      </SummaryList>
    </div>
  );
}

export type CsvImportLinesProps = {
  /** The list's name, e.g. 'Fehlerhafte Zeilen'. */
  label: string;
  /** One entry per line of the file, e.g. 'Zeile 7: Der Betrag „abc“ ist kein gültiger Betrag.' */
  lines: readonly ReactNode[];
  /** How many more there are than `lines` shows: 'und 12 weitere'. */
  more?: number;
  /** `error`: in the danger colour, for lines that were refused. */
  tone?: 'default' | 'error';
};

const LineList = styled.ul`
  max-height: 12rem;
  margin: 0;
  overflow-y: auto;
  padding-left: var(--space-5);

  &[data-tone='error'] {
    max-height: 10rem;
    color: var(--color-destructive-text);
    font-size: var(--font-size-sm);
  }
`;

/** Lines of the file with what happened to them (left out, refused), scrolling when long. */
export function CsvImportLines({ label, lines, more = 0, tone = 'default' }: CsvImportLinesProps) {
  return (
    <LineList aria-label={label} data-slot="csv-import-lines" data-tone={tone}>
      {lines.map((line, index) => (
        // Lines are shown once, in file order, and never reordered.
        <li key={index}>{line}</li>
      ))}
      {more > 0 ? <li>und {more} weitere</li> : null}
    </LineList>
  );
}

export type CsvImportSampleProps = {
  /** The file's column names, as the preview read them. */
  columns: readonly string[];
  /** The first lines as they are in the file. */
  rows: readonly { line: number; cells: readonly string[] }[];
  caption?: string;
};

const SampleScroller = styled.div`
  overflow-x: auto;
`;

const SampleTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  & caption {
    padding-bottom: var(--space-2);
    color: var(--color-muted-foreground);
    text-align: left;
  }

  & th,
  & td {
    padding: var(--space-1-5) var(--space-2);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: left;
    white-space: nowrap;
  }
`;

/** The file as it is, for mapping it while no preview can be read yet. */
export function CsvImportSample({
  columns,
  rows,
  caption = 'Die ersten Zeilen der Datei',
}: CsvImportSampleProps) {
  return (
    <SampleScroller data-slot="csv-import-sample">
      <SampleTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Zeile</th>
            {columns.map((name, position) => (
              <th key={position} scope="col">
                {csvColumnName(name, position)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              {columns.map((_, position) => (
                <td key={position}>{row.cells[position] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </SampleTable>
    </SampleScroller>
  );
}
