import { RecurringPage } from './RecurringPage';

/** /app/finances/recurring-income */
export function Component() {
  return <RecurringPage kind="income" />;
}
