import { RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
  Stack,
} from '@sprint/ui';
import { ToolbarSearch } from '../../../components/ToolbarSearch';
import type { BookingKind } from '@sprint/server/finances';
import type { Category } from './bookingForm';
import { monthLabel } from './financeFormat';
import {
  BOOKING_PERIODS,
  MAX_SEARCH,
  hasBookingFilter,
  type BookingPeriod,
  type OverviewSearchState,
} from './overviewSearchParams';

const ALL = 'all';

/** A filter as wide as its longest choice needs, not the whole row (SelectTrigger fills it). */
const Filter = styled.div`
  width: 11rem;
`;

const KIND_FILTERS: { value: BookingKind | typeof ALL; label: string }[] = [
  { value: ALL, label: 'Alle' },
  { value: 'income', label: 'Einnahmen' },
  { value: 'expense', label: 'Ausgaben' },
];

function periodLabel(period: BookingPeriod, month: string): string {
  if (period === 'month') return monthLabel(month);
  if (period === 'year') return `Jahr ${month.slice(0, 4)}`;
  return 'Alle Buchungen';
}

/** A project to filter by (`finances.projects.options`). */
export type ProjectOption = { id: string; name: string; client: string | null };

export type BookingsToolbarProps = {
  state: OverviewSearchState;
  /** The shown month, 'YYYY-MM'. */
  month: string;
  categories: readonly Category[];
  projects: readonly ProjectOption[];
  onChange: (changes: Partial<OverviewSearchState>) => void;
  onReset: () => void;
};

/** Search, period, kind and category of the bookings; every value lives in the address. */
export function BookingsToolbar({
  state,
  month,
  categories,
  projects,
  onChange,
  onReset,
}: BookingsToolbarProps) {
  const kinds: BookingKind[] = state.kind ? [state.kind] : ['income', 'expense'];
  const known = categories.some((category) => category.id === state.categoryId);

  function changeKind(value: string) {
    const kind = value === ALL ? null : (value as BookingKind);
    // A category of the other kind would list nothing: the filter goes with it.
    const category = categories.find((candidate) => candidate.id === state.categoryId);
    const keepCategory = !kind || !category || category.kind === kind;
    onChange({ kind, ...(keepCategory ? {} : { categoryId: null }) });
  }

  return (
    <Stack direction="row" wrap align="center" gap="2" role="search" aria-label="Buchungen filtern">
      <ToolbarSearch
        value={state.search}
        onSearch={(search) => onChange({ search })}
        label="Buchungen durchsuchen"
        placeholder="Buchungen durchsuchen …"
        maxLength={MAX_SEARCH}
      />
      <Filter>
        <Select
          value={state.period}
          onValueChange={(value) => onChange({ period: value as BookingPeriod })}
        >
          <SelectTrigger aria-label="Zeitraum">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {BOOKING_PERIODS.map((period) => (
              <SelectItem key={period} value={period}>
                {periodLabel(period, month)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Filter>
      <Filter>
        <Select value={state.kind ?? ALL} onValueChange={changeKind}>
          <SelectTrigger aria-label="Art">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {KIND_FILTERS.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Filter>
      <Filter>
        <Select
          value={state.categoryId ?? ALL}
          onValueChange={(value) => onChange({ categoryId: value === ALL ? null : value })}
        >
          <SelectTrigger aria-label="Kategorie">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>Alle Kategorien</SelectItem>
            {kinds.map((kind) => (
              <SelectGroup key={kind}>
                <SelectLabel>{kind === 'income' ? 'Einnahmen' : 'Ausgaben'}</SelectLabel>
                {categories
                  .filter((category) => category.kind === kind)
                  .map((category) => (
                    <SelectItem key={category.id} value={category.id}>
                      {category.name}
                    </SelectItem>
                  ))}
              </SelectGroup>
            ))}
            {/* A category from a shared link that is gone (or not loaded yet): still a choice. */}
            {state.categoryId && !known ? (
              <SelectItem value={state.categoryId}>Unbekannte Kategorie</SelectItem>
            ) : null}
          </SelectContent>
        </Select>
      </Filter>
      {projects.length > 0 || state.projectId ? (
        <Filter>
          <Select
            value={state.projectId ?? ALL}
            onValueChange={(value) => onChange({ projectId: value === ALL ? null : value })}
          >
            <SelectTrigger aria-label="Projekt">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Alle Projekte</SelectItem>
              {projects.map((project) => (
                <SelectItem key={project.id} value={project.id}>
                  {project.name}
                </SelectItem>
              ))}
              {state.projectId && !projects.some((project) => project.id === state.projectId) ? (
                <SelectItem value={state.projectId}>Unbekanntes Projekt</SelectItem>
              ) : null}
            </SelectContent>
          </Select>
        </Filter>
      ) : null}
      {hasBookingFilter(state) ? (
        <Button variant="ghost" onClick={onReset}>
          <RotateCcw aria-hidden />
          Filter zurücksetzen
        </Button>
      ) : null}
    </Stack>
  );
}
