import { useEffect, useRef, useState } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  planLabel,
} from '@sprint/ui';
import { PLANS, hasActiveFilter, type CustomersSearchState } from './customersSearchParams';
import type { Plan } from './queries';

/** Typing settles this long before the address (and the query) follows. */
export const SEARCH_DEBOUNCE_MS = 250;
const ALL = 'all';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const SearchBox = styled.div`
  position: relative;
  flex: 1 1 16rem;
  max-width: 24rem;

  & > svg {
    position: absolute;
    top: 50%;
    left: var(--space-3);
    width: var(--size-icon);
    height: var(--size-icon);
    color: var(--color-muted-foreground);
    transform: translateY(-50%);
    pointer-events: none;
  }

  & > input {
    padding-left: calc(var(--space-8) + var(--space-1));
  }
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
  const [search, setSearch] = useState(state.search);
  const typed = useRef(state.search);

  // The address changed from elsewhere (back button, 'Filter zurücksetzen'): the field follows.
  useEffect(() => {
    if (state.search !== typed.current) {
      typed.current = state.search;
      setSearch(state.search);
    }
  }, [state.search]);

  // `onChange` is a new function on every render; the timer only needs the latest text.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  useEffect(() => {
    if (search === typed.current) return undefined;
    const timer = setTimeout(() => {
      typed.current = search;
      change.current({ search });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <Bar role="search" aria-label="Kunden filtern">
      <SearchBox>
        <Search aria-hidden />
        <Input
          type="search"
          aria-label="Kunden durchsuchen"
          placeholder="Name, offizieller Name oder Domain..."
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </SearchBox>
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
