import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { styled, keyframes } from 'styled-components';
import { Button } from '../Button';
import { EmptyState, type EmptyStateHeadingLevel } from '../EmptyState';
import { Skeleton } from '../Skeleton';

/**
 * The part of a query result QueryState reads. Structural, so the library needs neither TanStack
 * Query nor tRPC: a `UseQueryResult` is assignable as it is.
 */
export type QueryLike<TData> = {
  status: 'pending' | 'error' | 'success';
  data: TData | undefined;
  error: { message: string } | null;
  refetch?: () => unknown;
  isFetching?: boolean;
};

export type QueryStateSize = 'default' | 'compact';

export type QueryStateProps<TData> = {
  /** The query result, e.g. `useQuery(trpc.leads.list.queryOptions())`. */
  query: QueryLike<TData>;
  /** Accessible name of the loading placeholder, e.g. 'Leads werden geladen'. */
  loadingLabel: string;
  /** Heading of the error view, e.g. 'Leads konnten nicht geladen werden'. */
  errorTitle: string;
  /**
   * When the data counts as empty, `empty` is shown instead of children. Defaults to "an array
   * with no items", so a list needs only `empty`.
   */
  isEmpty?: (data: TData) => boolean;
  /** The empty state, usually an `EmptyState` that offers the first action ('Ersten Lead anlegen'). */
  empty?: ReactNode;
  /** A custom placeholder instead of the default skeleton (still inside the named status). */
  loading?: ReactNode;
  /** Icon of the error view (lucide, aria-hidden). */
  icon?: ReactNode;
  /** Heading level of the error view: `2` (default) on a page, `3` inside a card or section. */
  headingLevel?: EmptyStateHeadingLevel;
  /** `compact` for the error view inside a card (smaller padding and button). */
  size?: QueryStateSize;
  /** Renders the data once it is there and not empty. */
  children: (data: TData) => ReactNode;
};

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

const Placeholder = styled(Skeleton)`
  height: var(--space-12);
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const RetryButton = styled(Button)`
  &[aria-busy='true'] svg {
    animation: ${spin} 1s linear infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &[aria-busy='true'] svg {
      animation: none;
    }
  }
`;

/**
 * One way for every page to show a query: a named loading placeholder, the server's error with
 * 'Erneut versuchen', the empty state, or the data. Each state is what it would be on its own
 * (a `status` while loading, an `EmptyState` section on error), without a wrapper element, so the
 * page's layout does not change.
 *
 * While a retry runs, the button stays focusable and announces `aria-busy` rather than being
 * disabled, which would drop keyboard focus to the page.
 */
export function QueryState<TData>({
  query,
  loadingLabel,
  errorTitle,
  isEmpty,
  empty,
  loading,
  icon,
  headingLevel = 2,
  size = 'default',
  children,
}: QueryStateProps<TData>) {
  if (query.status === 'pending') {
    return (
      <div role="status" aria-busy="true" aria-label={loadingLabel} data-slot="query-state-loading">
        {loading ?? <Placeholder />}
      </div>
    );
  }

  if (query.status === 'error') {
    const { refetch, isFetching = false } = query;
    const handleRetry = () => {
      if (!isFetching) void refetch?.();
    };
    return (
      <EmptyState
        icon={icon}
        title={errorTitle}
        headingLevel={headingLevel}
        size={size}
        data-slot="query-state-error"
        action={
          refetch ? (
            <RetryButton
              variant="outline"
              size={size === 'compact' ? 'sm' : 'md'}
              aria-busy={isFetching || undefined}
              aria-disabled={isFetching || undefined}
              onClick={handleRetry}
            >
              <RotateCw aria-hidden />
              Erneut versuchen
            </RetryButton>
          ) : undefined
        }
      >
        {query.error?.message}
      </EmptyState>
    );
  }

  // Success: TanStack types `data` as defined in this state; the structural type cannot.
  const data = query.data as TData;
  if (empty !== undefined && (isEmpty ?? isEmptyList)(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
