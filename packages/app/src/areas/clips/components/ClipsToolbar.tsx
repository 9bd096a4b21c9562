import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { styled } from 'styled-components';
import {
  Button,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Stack,
} from '@sprint/ui';
import { ToolbarSearch } from '../../../components/ToolbarSearch';
import { useTRPC } from '../../../api/trpc';
import { hasActiveFilter, type ClipsSearchState } from './clipSearchParams';

const ALL = '__alle__';

/** The tag filter keeps its width while the search box grows and shrinks. */
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
  const choices = tags.data ?? [];
  // A tag from a shared link that no clip carries (any more): still shown as chosen.
  const unknownTag =
    state.tag !== null &&
    !choices.some((choice) => choice.tag.toLowerCase() === state.tag?.toLowerCase());
  const chosen =
    choices.find((choice) => choice.tag.toLowerCase() === state.tag?.toLowerCase())?.tag ??
    state.tag;

  return (
    <Stack direction="row" gap="2" align="center" wrap role="search" aria-label="Clips filtern">
      <ToolbarSearch
        value={state.search}
        onSearch={(search) => onChange({ search })}
        label="Clips durchsuchen"
        placeholder="Clips durchsuchen..."
      />
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
    </Stack>
  );
}
