export { CurrencyField } from './CurrencyField';
export type { CurrencyFieldProps } from './CurrencyField';
export { formatAmount, parseAmount, amountErrorMessages } from './amount';
export type { AmountError, ParsedAmount, ParseAmountOptions } from './amount';
