import { Text } from '@sprint/ui';
import { formatBerlinDate, isOverdue } from './leadDates';
import type { LeadRow } from '../queries';

/** The next step's due day; an overdue one says so in words as well as in red. */
export function NextStepDue({ lead }: { lead: Pick<LeadRow, 'nextStepDueAt' | 'status'> }) {
  if (!lead.nextStepDueAt) return null;
  // Won and lost leads have nothing left to chase.
  const overdue = isOverdue(lead.nextStepDueAt) && lead.status !== 'won' && lead.status !== 'lost';
  return (
    <Text tone={overdue ? 'destructive' : 'muted'} weight={overdue ? 'medium' : undefined} numeric>
      {overdue ? 'Überfällig seit ' : 'Fällig am '}
      {formatBerlinDate(lead.nextStepDueAt)}
    </Text>
  );
}
