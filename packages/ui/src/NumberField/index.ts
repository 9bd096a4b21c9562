export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { formatNumber, parseNumber, stepNumber, numberErrorMessage } from './number';
export type { NumberError, NumberRules, ParsedNumber, StepOptions } from './number';
