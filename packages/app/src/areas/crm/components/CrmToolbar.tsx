import { useQuery } from '@tanstack/react-query';
import { ChevronDown, RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
  Select,
  SelectContent,
  SelectItem,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  Stack,
} from '@sprint/ui';
import { ToolbarSearch } from '../../../components/ToolbarSearch';
import { useTRPC } from '../../../api/trpc';
import {
  LEAD_STATUSES,
  hasActiveFilter,
  type CrmSearchState,
  type OwnerFilter,
} from './crmSearchParams';
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from './leadSource';
import { leadStatus } from './leadStatus';
import type { LeadSource, LeadStatus } from '../queries';

const ALL = 'all';

/** A select's width in the row: the same whichever option is chosen. */
const Filter = styled.div`
  width: 12rem;
`;

export type CrmToolbarProps = {
  state: CrmSearchState;
  onChange: (changes: Partial<CrmSearchState>) => void;
  onReset: () => void;
};

/** Search and filters of the CRM; every value lives in the address (`?search=`, `?status=`…). */
export function CrmToolbar({ state, onChange, onReset }: CrmToolbarProps) {
  const trpc = useTRPC();
  const members = useQuery(trpc.crm.members.queryOptions());
  function toggleStatus(status: LeadStatus, checked: boolean) {
    const next = checked
      ? [...state.status, status]
      : state.status.filter((value) => value !== status);
    onChange({ status: LEAD_STATUSES.filter((value) => next.includes(value)) });
  }

  const statusLabel =
    state.status.length === 0
      ? 'Alle Status'
      : state.status.length === 1
        ? leadStatus(state.status[0] ?? '').label
        : `${state.status.length} Status`;

  return (
    <Stack direction="row" wrap align="center" gap="2" role="search" aria-label="Leads filtern">
      <ToolbarSearch
        value={state.search}
        onSearch={(search) => onChange({ search })}
        label="Leads durchsuchen"
        placeholder="Leads durchsuchen..."
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" aria-label={`Status: ${statusLabel}`}>
            {statusLabel}
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {LEAD_STATUSES.map((status) => (
            <DropdownMenuCheckboxItem
              key={status}
              checked={state.status.includes(status)}
              onCheckedChange={(checked) => toggleStatus(status, checked)}
              // Several statuses are picked in one go: the menu stays open.
              onSelect={(event) => event.preventDefault()}
            >
              {leadStatus(status).label}
            </DropdownMenuCheckboxItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <Filter>
        <Select
          value={state.owner ?? ALL}
          onValueChange={(value) =>
            onChange({ owner: value === ALL ? null : (value as OwnerFilter) })
          }
        >
          <SelectTrigger aria-label="Verantwortlich">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Alle Verantwortlichen</SelectItem>
            <SelectItem value="none">Ohne Verantwortliche</SelectItem>
            {members.data && members.data.length > 0 ? <SelectSeparator /> : null}
            {(members.data ?? []).map((member) => (
              <SelectItem key={member.id} value={member.id}>
                {member.name}
              </SelectItem>
            ))}
            {/* An owner from a shared link who is not loaded (yet): still a valid choice. */}
            {state.owner &&
            state.owner !== 'none' &&
            !members.data?.some((member) => member.id === state.owner) ? (
              <SelectItem value={state.owner}>Unbekannte Person</SelectItem>
            ) : null}
          </SelectContent>
        </Select>
      </Filter>
      <Filter>
        <Select
          value={state.source ?? ALL}
          onValueChange={(value) =>
            onChange({ source: value === ALL ? null : (value as LeadSource) })
          }
        >
          <SelectTrigger aria-label="Quelle">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Alle Quellen</SelectItem>
            {LEAD_SOURCES.map((source) => (
              <SelectItem key={source} value={source}>
                {LEAD_SOURCE_LABELS[source]}
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
    </Stack>
  );
}
