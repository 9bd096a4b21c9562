import { QueryState, type QueryStateProps } from '@sprint/ui';
import { isForbidden } from './access';
import { NoAccess } from './NoAccess';

export type AccessQueryStateProps<TData> = QueryStateProps<TData> & {
  /**
   * What a refusal closes, as it follows 'Kein Zugriff auf': 'die Aufgaben'. Unique on the page,
   * like an error title: each names a landmark.
   */
  subject: string;
};

/**
 * `QueryState` for a card or a section: a refusal shows 'Kein Zugriff auf …' with the server's
 * reason instead of 'Erneut versuchen'; a real load failure keeps its retry.
 */
export function AccessQueryState<TData>({ subject, ...props }: AccessQueryStateProps<TData>) {
  const { query, size, headingLevel } = props;
  if (query.status === 'error' && isForbidden(query.error)) {
    // A part of a page: no way back, the page around it stays.
    return (
      <NoAccess
        subject={subject}
        reason={query.error?.message ?? ''}
        size={size}
        headingLevel={headingLevel}
        back={false}
      />
    );
  }
  return <QueryState {...props} />;
}
