import styled from 'styled-components';
import { formatBerlinDate, isOverdue } from './leadDates';
import type { LeadRow } from '../queries';

const Due = styled.span`
  color: var(--color-muted-foreground);
  font-variant-numeric: tabular-nums;

  &[data-overdue] {
    color: var(--color-destructive);
    font-weight: var(--font-weight-medium);
  }
`;

/** The next step's due day; an overdue one says so in words as well as in red. */
export function NextStepDue({ lead }: { lead: Pick<LeadRow, 'nextStepDueAt' | 'status'> }) {
  if (!lead.nextStepDueAt) return null;
  // Won and lost leads have nothing left to chase.
  const overdue = isOverdue(lead.nextStepDueAt) && lead.status !== 'won' && lead.status !== 'lost';
  return (
    <Due data-overdue={overdue ? '' : undefined}>
      {overdue ? 'Überfällig seit ' : 'Fällig am '}
      {formatBerlinDate(lead.nextStepDueAt)}
    </Due>
  );
}
