import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw, Search } from 'lucide-react';
import { styled } from 'styled-components';
import {
  Button,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { hasActiveFilter, type ClipsSearchState } from './clipSearchParams';

/** Typing settles this long before the address (and the query) follows. */
export const SEARCH_DEBOUNCE_MS = 250;
const ALL = '__alle__';

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
  width: 14rem;
`;

export type ClipsToolbarProps = {
  state: ClipsSearchState;
  onChange: (changes: Partial<ClipsSearchState>) => void;
  onReset: () => void;
};

/** Search and tag filter of the clips; both live in the address (`?search=`, `?tag=`). */
export function ClipsToolbar({ state, onChange, onReset }: ClipsToolbarProps) {
  const trpc = useTRPC();
  const tags = useQuery(trpc.clips.tags.queryOptions());
  const [search, setSearch] = useState(state.search);
  const typed = useRef(state.search);

  // The address changed from elsewhere (back button, a tag link, 'Filter zurücksetzen').
  useEffect(() => {
    if (state.search !== typed.current) {
      typed.current = state.search;
      setSearch(state.search);
    }
  }, [state.search]);

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

  const choices = tags.data ?? [];
  // A tag from a shared link that no clip carries (any more): still shown as chosen.
  const unknownTag =
    state.tag !== null &&
    !choices.some((choice) => choice.tag.toLowerCase() === state.tag?.toLowerCase());
  const chosen =
    choices.find((choice) => choice.tag.toLowerCase() === state.tag?.toLowerCase())?.tag ??
    state.tag;

  return (
    <Bar role="search" aria-label="Clips filtern">
      <SearchBox>
        <Search aria-hidden />
        <Input
          type="search"
          aria-label="Clips durchsuchen"
          placeholder="Clips durchsuchen..."
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </SearchBox>
      <Filter>
        <Select
          value={chosen ?? ALL}
          onValueChange={(value) => onChange({ tag: value === ALL ? null : value })}
        >
          <SelectTrigger aria-label="Tag">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Alle Tags</SelectItem>
            {choices.map((choice) => (
              <SelectItem key={choice.tag} value={choice.tag}>
                {choice.tag} ({choice.count})
              </SelectItem>
            ))}
            {unknownTag && state.tag ? (
              <SelectItem value={state.tag}>{state.tag}</SelectItem>
            ) : null}
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
