import { useEffect, useRef, useState } from 'react';
import { SearchField } from '@sprint/ui';

/** Typing settles this long before the address (and the query) follows. */
export const SEARCH_DEBOUNCE_MS = 250;

export type ToolbarSearchProps = {
  /** The search as the address has it (`?search=`). */
  value: string;
  /** The typed text once typing has settled. */
  onSearch: (search: string) => void;
  /** The field's accessible name, e.g. 'Leads durchsuchen'. */
  label: string;
  placeholder: string;
  maxLength?: number;
};

/**
 * A list toolbar's search field: typing shows at once, the address (and with it the query)
 * follows once typing settles; a change of the address from elsewhere (back button, 'Filter
 * zurücksetzen') puts its text into the field.
 */
export function ToolbarSearch({
  value,
  onSearch,
  label,
  placeholder,
  maxLength = 200,
}: ToolbarSearchProps) {
  const [search, setSearch] = useState(value);
  const typed = useRef(value);

  useEffect(() => {
    if (value !== typed.current) {
      typed.current = value;
      setSearch(value);
    }
  }, [value]);

  // `onSearch` is a new function on every render; the timer only needs the latest one.
  const report = useRef(onSearch);
  useEffect(() => {
    report.current = onSearch;
  });
  useEffect(() => {
    if (search === typed.current) return undefined;
    const timer = setTimeout(() => {
      typed.current = search;
      report.current(search);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return (
    <SearchField
      aria-label={label}
      placeholder={placeholder}
      value={search}
      maxLength={maxLength}
      onChange={(event) => setSearch(event.target.value)}
    />
  );
}
