export {
  BudgetBar,
  NO_BUDGET_TEXT,
  budgetBarVariants,
  budgetLevel,
  budgetPercent,
  budgetStatusText,
  formatBudgetPercent,
} from './BudgetBar';
export type { BudgetBarProps, BudgetBarSize, BudgetLevel } from './BudgetBar';
