import { RotateCcw } from 'lucide-react';
import {
  Button,
  Container,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
  planLabel,
} from '@sprint/ui';
import { ToolbarSearch } from '../../../components/ToolbarSearch';
import { PLANS, hasActiveFilter, type CustomersSearchState } from './customersSearchParams';
import type { Plan } from '../queries';

const ALL = 'all';

export type CustomersToolbarProps = {
  state: CustomersSearchState;
  onChange: (changes: Partial<CustomersSearchState>) => void;
  onReset: () => void;
};

/** Search and plan filter of the customer list; both live in the address (`?search=`, `?plan=`). */
export function CustomersToolbar({ state, onChange, onReset }: CustomersToolbarProps) {
  return (
    <Stack role="search" aria-label="Kunden filtern" direction="row" wrap align="center" gap="2">
      <ToolbarSearch
        value={state.search}
        onSearch={(search) => onChange({ search })}
        label="Kunden durchsuchen"
        placeholder="Name, offizieller Name oder Domain..."
      />
      <Container maxWidth="12rem">
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
      </Container>
      {hasActiveFilter(state) ? (
        <Button variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden />
          Filter zurücksetzen
        </Button>
      ) : null}
    </Stack>
  );
}
