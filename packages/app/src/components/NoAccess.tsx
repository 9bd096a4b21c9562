import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { EmptyState, Link, PageHeader, Stack } from '@sprint/ui';

export type NoAccessSize = 'default' | 'compact';

export type NoAccessProps = {
  /** What is closed, as it follows 'Kein Zugriff auf': 'die Kunden', 'den Kalender'. */
  subject: string;
  /** Why, in the server's words (the same words when the page decides before asking). */
  reason: string;
  /** `compact` inside a card (smaller padding). */
  size?: NoAccessSize;
  /** `2` (default) on a page; `3` inside a card or a section that has an h2. */
  headingLevel?: 2 | 3;
  /** 'Zurück zum Dashboard': for a whole page; a part of one has none, the page around it stays. */
  back?: boolean;
};

/**
 * What a page (or a card) shows instead of what the server refuses: 'Kein Zugriff auf …', the
 * reason and a way back. Never 'Erneut versuchen': asking again changes nothing.
 */
export function NoAccess({
  subject,
  reason,
  size = 'default',
  headingLevel = 2,
  back = true,
}: NoAccessProps) {
  return (
    <EmptyState
      icon={<ShieldAlert aria-hidden />}
      title={`Kein Zugriff auf ${subject}`}
      size={size}
      headingLevel={headingLevel}
      action={back ? <Link href="/app/dashboard">Zurück zum Dashboard</Link> : undefined}
      data-slot="no-access"
    >
      {reason}
    </EmptyState>
  );
}

export type NoAccessPageProps = Pick<NoAccessProps, 'subject' | 'reason'> & {
  /** The page's own title, so the person knows where they are. */
  title: string;
  description?: ReactNode;
};

/** A whole page refused: its title, then why not. None of its actions, filters or tabs. */
export function NoAccessPage({ title, description, subject, reason }: NoAccessPageProps) {
  return (
    <Stack gap="6">
      <PageHeader title={title} description={description} />
      <NoAccess subject={subject} reason={reason} />
    </Stack>
  );
}
