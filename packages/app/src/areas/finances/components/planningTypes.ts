/**
 * The server's replies the planning pages (recurring items, tax reserves, projects) and the
 * dashboard card read, named once.
 */
import type { RouterOutputs } from '../../../api/types';

type Finances = RouterOutputs['finances'];

export type RecurringList = Finances['recurring']['list'];
export type RecurringItem = RecurringList['items'][number];
export type FinanceCategory = Finances['categories']['list'][number];
export type FinanceBooking = Finances['recurring']['book'];
export type TaxReservePage = Finances['taxReserves']['summary'];
export type TaxFigure = TaxReservePage['vat'];
export type VatPeriodRow = TaxReservePage['vatPeriods'][number];
export type ReserveEntry = TaxReservePage['entries'][number];
export type FinanceSettings = Finances['settings']['get'];
export type ProjectItem = Finances['projects']['list'][number];
export type FinanceSummary = Finances['summary'];
