import { RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  planLabel,
} from '@sprint/ui';
import { ToolbarSearch } from '../../../components/ToolbarSearch';
import { PLANS, hasActiveFilter, type CustomersSearchState } from './customersSearchParams';
import type { Plan } from '../queries';

const ALL = 'all';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const Filter = styled.div`
  width: 12rem;
`;

export type CustomersToolbarProps = {
  state: CustomersSearchState;
  onChange: (changes: Partial<CustomersSearchState>) => void;
  onReset: () => void;
};

/** Search and plan filter of the customer list; both live in the address (`?search=`, `?plan=`). */
export function CustomersToolbar({ state, onChange, onReset }: CustomersToolbarProps) {
  return (
    <Bar role="search" aria-label="Kunden filtern">
      <ToolbarSearch
        value={state.search}
        onSearch={(search) => onChange({ search })}
        label="Kunden durchsuchen"
        placeholder="Name, offizieller Name oder Domain..."
      />
      <Filter>
        <Select
          value={state.plan ?? ALL}
          onValueChange={(value) => onChange({ plan: value === ALL ? null : (value as Plan) })}
        >
          <SelectTrigger aria-label="Tarif">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Alle Tarife</SelectItem>
            {PLANS.map((plan) => (
              <SelectItem key={plan} value={plan}>
                {planLabel(plan)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Filter>
      {hasActiveFilter(state) ? (
        <Button variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden />
          Filter zurücksetzen
        </Button>
      ) : null}
    </Bar>
  );
}
