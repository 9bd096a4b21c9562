export {
  BAR_CHART_EMPTY_TEXT,
  BarChart,
  barChartHasValues,
  barChartVariants,
  valueAxisWidth,
} from './BarChart';
export type {
  BarChartDatum,
  BarChartLayout,
  BarChartProps,
  BarChartSeries,
  BarChartTone,
  BarChartView,
} from './BarChart';
