import { useId, type ReactNode } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  DataTable,
  DescriptionList,
  FigureRow,
  Stack,
  Text,
  createDataTableColumnHelper,
} from '@sprint/ui';
import { LEGAL_FORM_LABELS } from '@sprint/server/finances';
import { euro } from './financeFormat';
import type { TaxFigure, TaxReservePage, VatPeriodRow } from './planningTypes';

export type TaxFigureRowProps = {
  figure: TaxFigure;
  /** The figure a section adds up to: set in bold. */
  total?: boolean;
};

/**
 * One figure of the reserve: its label, the amount and the formula in words. A group named by the
 * label, so 'Umsatzsteuer' is found with its amount.
 */
export function TaxFigureRow({ figure, total = false }: TaxFigureRowProps) {
  return (
    <FigureRow
      label={figure.label}
      value={euro(figure.cents)}
      description={figure.formula}
      emphasis={total ? 'total' : 'default'}
    />
  );
}

type TaxSectionProps = {
  title: string;
  description: string;
  children: ReactNode;
};

/** A tax as a card: its name as heading (a region named by it), what it is, its figures. */
function TaxSection({ title, description, children }: TaxSectionProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap="4">{children}</Stack>
      </CardContent>
    </Card>
  );
}

const periodColumn = createDataTableColumnHelper<VatPeriodRow>();

const periodColumns = periodColumn.columns([
  periodColumn.accessor('label', {
    header: 'Zeitraum',
    enableSorting: false,
    meta: { rowHeader: true, width: '10rem' },
  }),
  periodColumn.accessor('incomeVatCents', {
    header: 'USt. der Einnahmen',
    enableSorting: false,
    meta: { numeric: true, width: '10rem' },
    cell: (info) => euro(info.getValue()),
  }),
  periodColumn.accessor('expenseVatCents', {
    header: 'Vorsteuer',
    enableSorting: false,
    meta: { numeric: true, width: '9rem' },
    cell: (info) => euro(info.getValue()),
  }),
  periodColumn.accessor('payableCents', {
    header: 'Zahllast',
    enableSorting: false,
    meta: { numeric: true, width: '9rem' },
    cell: (info) => euro(info.getValue()),
  }),
]);

function VatPeriods({ periods }: { periods: VatPeriodRow[] }) {
  const quarterly = periods.length === 4;
  return (
    <DataTable
      aria-label={quarterly ? 'Umsatzsteuer je Quartal' : 'Umsatzsteuer je Monat'}
      data={periods}
      columns={periodColumns}
      getRowId={(period) => period.key}
      maxHeight="none"
    />
  );
}

/** The taxes of the year, one card each; the ones the legal form does not pay listed last. */
export function TaxSections({ summary }: { summary: TaxReservePage }) {
  const notApplying = [
    summary.incomeTax,
    summary.solidarity,
    summary.tradeTax,
    summary.corporationTax,
  ].filter((figure) => !figure.applies);
  return (
    <>
      <TaxSection
        title="Umsatzsteuer"
        description="Die Umsatzsteuer deiner Einnahmen abzüglich der Vorsteuer deiner Ausgaben, je Voranmeldungszeitraum."
      >
        <TaxFigureRow figure={summary.vat} total />
        <VatPeriods periods={summary.vatPeriods} />
      </TaxSection>
      {summary.incomeTax.applies ? (
        <TaxSection
          title="Einkommensteuer"
          description="Nach dem Grundtarif auf den Gewinn des Jahres, abzüglich der Ermäßigung für die Gewerbesteuer."
        >
          <div>
            <TaxFigureRow figure={summary.incomeTaxTariff} />
            {summary.tradeTaxCredit.applies ? (
              <TaxFigureRow figure={summary.tradeTaxCredit} />
            ) : null}
            <TaxFigureRow figure={summary.incomeTax} total />
          </div>
        </TaxSection>
      ) : null}
      {summary.solidarity.applies ? (
        <TaxSection
          title="Solidaritätszuschlag"
          description="5,5 % der Einkommensteuer, erst über der Freigrenze."
        >
          <TaxFigureRow figure={summary.solidarity} total />
        </TaxSection>
      ) : null}
      {summary.tradeTax.applies ? (
        <TaxSection
          title="Gewerbesteuer"
          description="Messbetrag aus dem Gewinn, mal dem Hebesatz deiner Gemeinde."
        >
          <div>
            <TaxFigureRow figure={summary.tradeTaxMessbetrag} />
            <TaxFigureRow figure={summary.tradeTax} total />
          </div>
        </TaxSection>
      ) : null}
      {summary.corporationTax.applies ? (
        <TaxSection
          title="Körperschaftsteuer"
          description="15 % des Gewinns der GmbH, dazu der Solidaritätszuschlag darauf."
        >
          <div>
            <TaxFigureRow figure={summary.corporationTax} />
            <TaxFigureRow figure={summary.corporationSolidarity} />
          </div>
        </TaxSection>
      ) : null}
      {notApplying.length > 0 ? (
        <TaxSection
          title={`Entfällt für ${LEGAL_FORM_LABELS[summary.legalForm]}`}
          description="Diese Steuern zahlt deine Rechtsform nicht; sie zählen nicht zur Rücklage."
        >
          <Text as="div" tone="muted">
            <DescriptionList
              items={notApplying.map((figure) => ({
                key: figure.label,
                term: figure.label,
                details: figure.formula,
              }))}
            />
          </Text>
        </TaxSection>
      ) : null}
    </>
  );
}
