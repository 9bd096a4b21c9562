import { forwardRef, useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import {
  Bar,
  CartesianGrid,
  BarChart as RechartsBarChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { styled } from 'styled-components';
import { EMPTY_VALUE } from '../format';
import { cx } from '../lib/cx';
import { visuallyHidden } from '../lib/visuallyHidden';
import { defineVariants } from '../lib/variants';
import { Skeleton } from '../Skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { cssVar, type TokenName } from '../theme/tokens';

/** The colour of a series: green for income, red for expenses, or the theme's blue or grey. */
export type BarChartTone = 'positive' | 'negative' | 'primary' | 'neutral';

/** `columns`: vertical columns over the categories (months); `bars`: horizontal bars. */
export type BarChartLayout = 'columns' | 'bars';

/** What the figure shows: the chart or the same values as a table. */
export type BarChartView = 'chart' | 'table';

export type BarChartSeries = {
  /** The key of the series' values in each datum's `values`. */
  key: string;
  /** Shown in legend, tooltip and table header, e.g. 'Einnahmen'. */
  label: string;
  tone: BarChartTone;
};

export type BarChartDatum = {
  /** Stable identity of the category, e.g. '2026-11'. */
  key: string;
  /** The category as shown, e.g. 'Nov. 26' or 'Software'. */
  label: string;
  /** One value per series key; a missing value draws no bar and shows '–' in the table. */
  values: Readonly<Record<string, number>>;
};

export const barChartVariants = defineVariants(
  'bar-chart',
  { layout: ['columns', 'bars'], state: ['ready', 'loading', 'empty'] },
  { layout: 'columns', state: 'ready' },
);

/** Shown instead of chart and table when there is nothing to show. */
export const BAR_CHART_EMPTY_TEXT = 'Keine Daten für diesen Zeitraum.';

export type BarChartProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> & {
  /** The figure's caption and name, e.g. 'Einnahmen und Ausgaben der letzten 12 Monate'. */
  title: string;
  /** A line under the title, e.g. the period or what the amounts include. */
  description?: ReactNode;
  data: readonly BarChartDatum[];
  series: readonly BarChartSeries[];
  layout?: BarChartLayout;
  /** Formats values for tooltip and table cells (and the value axis), e.g. euros from cents. */
  formatValue: (value: number) => string;
  /** Formats the value axis' ticks where they should be shorter (e.g. '12.000 €'). */
  formatTick?: (value: number) => string;
  /** The table's first column header. Default 'Kategorie'. */
  categoryLabel?: string;
  /** Skeleton in place of chart and table, and `aria-busy` on the figure. */
  loading?: boolean;
  /** Shown when there are no data or all values are 0. Default 'Keine Daten für diesen Zeitraum.' */
  emptyText?: string;
  /**
   * The plot's height as a CSS length (e.g. `'20rem'`). Default: `18rem` for columns; for bars
   * one row per category.
   */
  height?: string;
  /** The shown view, controlled (e.g. kept in the address); with `onViewChange`. */
  view?: BarChartView;
  /** The view shown first when uncontrolled. Default 'chart'. */
  defaultView?: BarChartView;
  onViewChange?: (view: BarChartView) => void;
};

const toneColors: Record<BarChartTone, TokenName> = {
  positive: 'color-success',
  negative: 'color-destructive',
  primary: 'color-primary',
  neutral: 'color-muted-foreground',
};

/** True when at least one value of a series is a finite number other than 0. */
export function barChartHasValues(
  data: readonly BarChartDatum[],
  series: readonly BarChartSeries[],
): boolean {
  return data.some((datum) =>
    series.some((item) => {
      const value = datum.values[item.key];
      return typeof value === 'number' && Number.isFinite(value) && value !== 0;
    }),
  );
}

function valueOf(datum: BarChartDatum, key: string): number | undefined {
  const value = datum.values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The value axis's width for its labels: the formatted extremes, a quarter beyond (a rounded
 * tick can be a digit longer), at about 7 px a character of the 12 px labels. Our own figure
 * rather than recharts' measured `auto`: its measurements are kept for the page's life and came
 * out a pixel apart depending on what was drawn before, so the same chart moved.
 */
export function valueAxisWidth(values: readonly number[], format: (value: number) => string) {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const longest = Math.max(
    ...[high, low, high * 1.25, low * 1.25].map((value) => format(Math.round(value)).length),
  );
  return 8 + 7 * longest;
}

function isView(value: string): value is BarChartView {
  return value === 'chart' || value === 'table';
}

const Figure = styled.figure`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: var(--space-3) var(--space-4);
  min-width: 0;
  margin: 0;
  color: var(--color-foreground);

  /* The tabs' root only groups list and panels: the list sits beside the caption. */
  & > [data-slot='tabs'] {
    display: contents;
  }

  & [data-slot='tabs-content'] {
    flex: 1 0 100%;
    min-width: 0;
  }
`;

const Caption = styled.figcaption`
  display: grid;
  flex: 1 1 16rem;
  gap: var(--space-1);
  min-width: 0;
`;

const Title = styled.span`
  font-size: var(--font-size-lg);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);
`;

const Description = styled.span`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

const ViewList = styled(TabsList)`
  flex: none;
  margin-left: auto;
`;

const Plot = styled.div`
  width: 100%;
  height: var(--bar-chart-height);
  font-size: var(--font-size-xs);

  & .recharts-cartesian-axis-tick-value {
    fill: var(--color-muted-foreground);
  }

  /* The category names read as labels, the value ticks stay quiet. */
  [data-layout='columns'] & .xAxis .recharts-cartesian-axis-tick-value,
  [data-layout='bars'] & .yAxis .recharts-cartesian-axis-tick-value {
    fill: var(--color-foreground);
  }

  & .recharts-surface:focus {
    outline: none;
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-4);
  margin: var(--space-3) 0 0;
  padding: 0;
  list-style: none;
  font-size: var(--font-size-sm);
`;

const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
`;

const Swatch = styled.span`
  flex: none;
  width: var(--space-3);
  height: var(--space-3);
  border-radius: var(--radius-sm);
  background: var(--bar-chart-swatch);
`;

const TooltipBox = styled.div`
  display: grid;
  gap: var(--space-1);
  min-width: 10rem;
  padding: var(--space-2) var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-popover);
  color: var(--color-popover-foreground);
  box-shadow: var(--shadow-md);
  font-size: var(--font-size-sm);
  line-height: var(--line-height-tight);
`;

const TooltipLabel = styled.span`
  font-weight: var(--font-weight-semibold);
`;

const TooltipRow = styled.span`
  display: flex;
  align-items: center;
  gap: var(--space-2);

  & > [data-slot='bar-chart-tooltip-value'] {
    margin-left: auto;
    padding-left: var(--space-3);
    font-variant-numeric: tabular-nums;
  }
`;

const TableScroller = styled.div`
  overflow-x: auto;
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-lg);
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);

  & caption {
    ${visuallyHidden}
  }

  & th,
  & td {
    padding: var(--space-2) var(--space-3);
    text-align: left;
    white-space: nowrap;
  }

  & tbody tr {
    border-top: var(--border-width) solid var(--color-border);
  }

  & thead th {
    background: var(--color-muted);
    color: var(--color-muted-foreground);
    font-weight: var(--font-weight-medium);
  }

  & tbody th {
    font-weight: var(--font-weight-medium);
  }

  & [data-numeric] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  height: var(--bar-chart-height);
  padding: var(--space-6);
  border: var(--border-width) dashed var(--color-input);
  border-radius: var(--radius-lg);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  text-align: center;
`;

const LoadingText = styled.span`
  ${visuallyHidden}
`;

const PlotSkeleton = styled(Skeleton)`
  height: var(--bar-chart-height);
`;

type ChartTooltipProps = TooltipContentProps & {
  data: readonly BarChartDatum[];
  series: readonly BarChartSeries[];
  formatValue: (value: number) => string;
};

/** The hovered category with every series' value, in the theme's popover look. */
function ChartTooltip({ active, activeIndex, data, series, formatValue }: ChartTooltipProps) {
  const datum = active && activeIndex != null ? data[Number(activeIndex)] : undefined;
  if (!datum) return null;
  return (
    <TooltipBox data-slot="bar-chart-tooltip">
      <TooltipLabel>{datum.label}</TooltipLabel>
      {series.map((item) => {
        const value = valueOf(datum, item.key);
        return (
          <TooltipRow key={item.key}>
            <Swatch
              aria-hidden
              style={{ '--bar-chart-swatch': cssVar(toneColors[item.tone]) } as CSSProperties}
            />
            {item.label}
            <span data-slot="bar-chart-tooltip-value">
              {value === undefined ? EMPTY_VALUE : formatValue(value)}
            </span>
          </TooltipRow>
        );
      })}
    </TooltipBox>
  );
}

/**
 * Bars for a few categories and one or more series (income and expenses per month as columns,
 * expenses per category as horizontal bars), on recharts 3 and the theme's colours. Accessible as
 * a figure named by its title: the chart is an image named '{title}. Werte in der
 * Tabellenansicht.', and a 'Diagramm'/'Tabelle' switch (tabs: arrow keys, Home, End) shows the
 * same values as a real table with the title as caption. The legend names the series in words.
 * Negative values (a month with a loss) draw below a zero line.
 *
 * The plot fills the figure's width at `height`; animations are off, so screenshots are stable.
 * recharts is large: import pages that use the chart lazily.
 */
export const BarChart = forwardRef<HTMLElement, BarChartProps>(function BarChart(
  {
    title,
    description,
    data,
    series,
    layout = 'columns',
    formatValue,
    formatTick = formatValue,
    categoryLabel = 'Kategorie',
    loading = false,
    emptyText = BAR_CHART_EMPTY_TEXT,
    height,
    view,
    defaultView = 'chart',
    onViewChange,
    className,
    style,
    ...props
  },
  ref,
) {
  const titleId = useId();
  const descriptionId = useId();
  const hasDescription = description !== undefined && description !== null && description !== '';
  const state = loading ? 'loading' : barChartHasValues(data, series) ? 'ready' : 'empty';
  const variants = { layout, state } as const;
  const plotHeight =
    height ??
    (layout === 'columns'
      ? '18rem'
      : `calc(${Math.max(data.length, 1)} * var(--space-10) + var(--space-8))`);
  const hasNegative = data.some((datum) =>
    series.some((item) => (valueOf(datum, item.key) ?? 0) < 0),
  );

  function handleViewChange(next: string) {
    if (isView(next)) onViewChange?.(next);
  }

  function renderState(): ReactNode {
    if (state === 'loading') {
      return (
        <>
          <LoadingText>Wird geladen</LoadingText>
          <PlotSkeleton data-slot="bar-chart-skeleton" />
        </>
      );
    }
    return <Placeholder data-slot="bar-chart-empty">{emptyText}</Placeholder>;
  }

  const categoryAxis = {
    dataKey: 'label',
    type: 'category',
    tickLine: false,
    axisLine: { stroke: cssVar('color-border') },
  } as const;
  const axisWidth = valueAxisWidth(
    data.flatMap((datum) => series.map((item) => valueOf(datum, item.key) ?? 0)),
    formatTick,
  );
  const valueAxis = {
    type: 'number',
    tickFormatter: (value: number) => formatTick(value),
    tickLine: false,
    axisLine: false,
  } as const;

  return (
    <Figure
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      aria-busy={loading || undefined}
      data-slot="bar-chart"
      className={cx(barChartVariants(variants), className)}
      style={{ '--bar-chart-height': plotHeight, ...style } as CSSProperties}
      {...barChartVariants.dataAttributes(variants)}
      {...props}
    >
      <Caption data-slot="bar-chart-caption">
        <Title id={titleId} data-slot="bar-chart-title">
          {title}
        </Title>
        {hasDescription ? (
          <Description id={descriptionId} data-slot="bar-chart-description">
            {description}
          </Description>
        ) : null}
      </Caption>
      <Tabs
        {...(view === undefined ? { defaultValue: defaultView } : { value: view })}
        onValueChange={handleViewChange}
      >
        <ViewList aria-label="Ansicht">
          <TabsTrigger value="chart">Diagramm</TabsTrigger>
          <TabsTrigger value="table">Tabelle</TabsTrigger>
        </ViewList>
        <TabsContent value="chart" data-view="chart">
          {state !== 'ready' ? (
            renderState()
          ) : (
            <>
              {/* recharts' keyboard layer stays off: inside an image it would be a focus stop
                  that says nothing; the table tab holds every value. */}
              <Plot
                role="img"
                aria-label={`${title}. Werte in der Tabellenansicht.`}
                data-slot="bar-chart-plot"
              >
                <RechartsBarChart
                  data={data as BarChartDatum[]}
                  layout={layout === 'columns' ? 'horizontal' : 'vertical'}
                  responsive
                  accessibilityLayer={false}
                  style={{ width: '100%', height: '100%' }}
                  barGap={2}
                  barCategoryGap={layout === 'columns' ? '20%' : '25%'}
                >
                  <CartesianGrid
                    stroke={cssVar('color-border')}
                    vertical={layout === 'bars'}
                    horizontal={layout === 'columns'}
                  />
                  {layout === 'columns' ? (
                    <>
                      <XAxis {...categoryAxis} />
                      <YAxis {...valueAxis} width={axisWidth} />
                    </>
                  ) : (
                    <>
                      <XAxis {...valueAxis} />
                      <YAxis {...categoryAxis} width="auto" />
                    </>
                  )}
                  {hasNegative ? (
                    <ReferenceLine
                      {...(layout === 'columns' ? { y: 0 } : { x: 0 })}
                      stroke={cssVar('color-muted-foreground')}
                    />
                  ) : null}
                  <Tooltip
                    isAnimationActive={false}
                    cursor={{ fill: cssVar('color-muted'), stroke: 'none' }}
                    content={(tooltip) => (
                      <ChartTooltip
                        {...tooltip}
                        data={data}
                        series={series}
                        formatValue={formatValue}
                      />
                    )}
                  />
                  {series.map((item) => (
                    <Bar
                      key={item.key}
                      name={item.label}
                      dataKey={(datum: BarChartDatum) => valueOf(datum, item.key)}
                      fill={cssVar(toneColors[item.tone])}
                      radius={2}
                      maxBarSize={40}
                      isAnimationActive={false}
                    />
                  ))}
                </RechartsBarChart>
              </Plot>
              <Legend data-slot="bar-chart-legend">
                {series.map((item) => (
                  <LegendItem key={item.key}>
                    <Swatch
                      aria-hidden
                      style={
                        { '--bar-chart-swatch': cssVar(toneColors[item.tone]) } as CSSProperties
                      }
                    />
                    {item.label}
                  </LegendItem>
                ))}
              </Legend>
            </>
          )}
        </TabsContent>
        <TabsContent value="table" data-view="table">
          {state !== 'ready' ? (
            renderState()
          ) : (
            <TableScroller data-slot="bar-chart-table-scroller">
              <Table data-slot="bar-chart-table">
                <caption>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{categoryLabel}</th>
                    {series.map((item) => (
                      <th key={item.key} scope="col" data-numeric="">
                        {item.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.map((datum) => (
                    <tr key={datum.key}>
                      <th scope="row">{datum.label}</th>
                      {series.map((item) => {
                        const value = valueOf(datum, item.key);
                        return (
                          <td key={item.key} data-numeric="">
                            {value === undefined ? EMPTY_VALUE : formatValue(value)}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroller>
          )}
        </TabsContent>
      </Tabs>
    </Figure>
  );
});
