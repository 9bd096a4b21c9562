import {
  forwardRef,
  useId,
  type ChangeEvent,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { X } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { Link } from '../Link';

/** One thing the search found. */
export type LookupFieldResult<Id extends string = string> = {
  id: Id;
  /** What the result shows and is read as ('Alpenblick Logistik GmbH · Sabine Huber'). */
  label: ReactNode;
};

/** The thing chosen, shown instead of the search. */
export type LookupFieldChoice = {
  label: ReactNode;
  /** Its page: the label becomes a link there. */
  href?: string;
};

export type LookupFieldProps<Id extends string = string> = {
  /** The field's name, e.g. 'Lead'; labels the search and, once chosen, the choice. */
  label: string;
  /** A hint under the search ('Optional: der Lead, um den es geht.'). */
  description?: ReactNode;
  /** The error message under the search; marks it `aria-invalid`. */
  error?: string | null;
  /** The search's placeholder ('Unternehmen suchen'). */
  placeholder?: string;
  /** What is typed into the search. Controlled: the page runs the search with it. */
  search: string;
  onSearchChange: (search: string) => void;
  /** What the search found; picking one calls `onPick` with its id. */
  results: readonly LookupFieldResult<Id>[];
  /** Names the list of results ('Gefundene Leads'). */
  resultsLabel: string;
  /** Said in place of the results when a finished search found nothing ('Keine passenden Leads.'). */
  noResults?: ReactNode;
  onPick: (id: Id) => void;
  /** The current choice; `null` shows the search. Controlled. */
  chosen?: LookupFieldChoice | null;
  /** The name of the button that removes the choice (`Lead „Alpenblick“ entfernen`). */
  clearLabel: string;
  onClear: () => void;
  className?: string;
};

const Group = styled.div`
  display: grid;
  gap: var(--space-2);
`;

const Caption = styled.span`
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  line-height: var(--line-height-tight);
`;

const Chosen = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  min-height: var(--size-control);
  padding: 0 var(--space-1) 0 var(--space-3);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-md);
  font-size: var(--font-size-sm);
`;

const Results = styled.ul`
  display: grid;
  gap: var(--space-0-5);
  margin: 0;
  padding: 0;
  list-style: none;

  & button {
    width: 100%;
    justify-content: flex-start;
  }
`;

const NoResults = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

function LookupFieldImpl<Id extends string>(
  {
    label,
    description,
    error,
    placeholder,
    search,
    onSearchChange,
    results,
    resultsLabel,
    noResults,
    onPick,
    chosen,
    clearLabel,
    onClear,
    className,
  }: LookupFieldProps<Id>,
  ref: ForwardedRef<HTMLInputElement>,
) {
  const captionId = useId();
  const resultsId = useId();

  if (chosen) {
    return (
      <Group
        role="group"
        aria-labelledby={captionId}
        className={className}
        data-slot="lookup-field"
        data-state="chosen"
      >
        <Caption id={captionId} data-slot="lookup-field-label">
          {label}
        </Caption>
        <Chosen data-slot="lookup-field-choice">
          {chosen.href ? (
            <Link href={chosen.href}>{chosen.label}</Link>
          ) : (
            <span>{chosen.label}</span>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={clearLabel}
            onClick={onClear}
          >
            <X aria-hidden />
          </Button>
        </Chosen>
      </Group>
    );
  }

  const hasNoResults = noResults !== undefined && noResults !== null && noResults !== false;
  return (
    <FormField
      label={label}
      error={error}
      description={description}
      className={className}
      data-slot="lookup-field"
      data-state="searching"
    >
      {(control) => (
        <>
          <Input
            ref={ref}
            {...control}
            type="search"
            autoComplete="off"
            placeholder={placeholder}
            aria-controls={resultsId}
            value={search}
            onChange={(event: ChangeEvent<HTMLInputElement>) => onSearchChange(event.target.value)}
          />
          {/* A live region that stays mounted: results and 'nothing found' are announced. */}
          <div id={resultsId} aria-live="polite" data-slot="lookup-field-results">
            {hasNoResults ? <NoResults>{noResults}</NoResults> : null}
            {results.length > 0 ? (
              <Results aria-label={resultsLabel}>
                {results.map((result) => (
                  <li key={result.id}>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => onPick(result.id)}
                    >
                      {result.label}
                    </Button>
                  </li>
                ))}
              </Results>
            ) : null}
          </div>
        </>
      )}
    </FormField>
  );
}

/**
 * Choose one thing by searching for it: a lead for an appointment. While nothing is chosen, a
 * labelled search field with the results under it as buttons (a polite live region, so what was
 * found is announced); once chosen, the choice (a link to its page) with a button that removes
 * it, in a group named by the label. The page runs the search (`search`, `onSearchChange`,
 * `results`) and keeps the choice (`chosen`, `onPick`, `onClear`); the ref goes to the search.
 */
// `forwardRef` drops the type parameter; the cast gives callers the typed ids back.
export const LookupField = forwardRef(LookupFieldImpl) as <Id extends string = string>(
  props: LookupFieldProps<Id> & { ref?: Ref<HTMLInputElement> },
) => ReactElement;
