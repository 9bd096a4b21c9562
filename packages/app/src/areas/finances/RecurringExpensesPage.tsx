import { RecurringPage } from './RecurringPage';

/** /app/finances/recurring-expenses */
export function Component() {
  return <RecurringPage kind="expense" />;
}
