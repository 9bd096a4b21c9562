import { forwardRef, type TableHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { cx } from '../lib/cx';
import { LevelBadge } from '../LevelBadge';

/** One member's place in the ranking. */
export type LeaderboardEntry = {
  /** The place, 1 for the first; members with the same points may share one. */
  rank: number;
  userId: string;
  name: string;
  avatarUrl?: string | null;
  company?: string;
  level: number;
  points: number;
  /** The member looking at the table: the row is highlighted and marked 'Du'. */
  isMe?: boolean;
};

/** The texts of the table, as shown and read. */
export const LEADERBOARD_TEXTS = {
  rank: 'Platz',
  name: 'Name',
  level: 'Level',
  points: 'Punkte',
  me: 'Du',
  empty: 'Noch keine Platzierungen',
} as const;

export type LeaderboardTableProps = Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> & {
  /** The ranking from the first place down (the top 10, say). */
  entries: readonly LeaderboardEntry[];
  /** My own place; shown in a row of its own below the ranking when `entries` lacks it. */
  me?: LeaderboardEntry | null;
  /** What the ranking is ('Rangliste dieser Woche'): the table's caption. */
  caption: string;
  /** The one row when nobody has points yet. Default 'Noch keine Platzierungen'. */
  emptyText?: string;
};

const pointsFormat = new Intl.NumberFormat('de-DE');

/** Points as German figures: '1.234'. */
export function formatPoints(points: number): string {
  return pointsFormat.format(points);
}

/** Points with their word: '1 Punkt', '1.234 Punkte'. */
export function formatPointsCount(points: number): string {
  return `${pointsFormat.format(points)} ${points === 1 ? 'Punkt' : 'Punkte'}`;
}

const MEDALS = { 1: 'gold', 2: 'silver', 3: 'bronze' } as const;

function medalOf(rank: number): 'gold' | 'silver' | 'bronze' | undefined {
  return rank === 1 || rank === 2 || rank === 3 ? MEDALS[rank] : undefined;
}

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  & caption {
    padding-bottom: var(--space-2);
    font-size: var(--font-size-base);
    font-weight: var(--font-weight-semibold);
    text-align: start;
  }

  & th,
  & td {
    padding: var(--space-2);
    border-bottom: var(--border-width) solid var(--color-border);
    text-align: start;
    vertical-align: middle;
  }

  & thead th {
    color: var(--color-muted-foreground);
    font-size: var(--font-size-xs);
    font-weight: var(--font-weight-medium);
  }

  & tbody th {
    font-weight: var(--font-weight-normal);
  }

  & [data-column='rank'] {
    width: 1%;
    text-align: center;
  }

  & [data-column='level'] {
    width: 1%;
  }

  & [data-column='points'] {
    width: 1%;
    font-variant-numeric: tabular-nums;
    text-align: end;
    white-space: nowrap;
  }

  & tbody td[data-column='points'] {
    font-weight: var(--font-weight-semibold);
  }

  & tr[data-me='true'] > * {
    background: color-mix(in srgb, var(--color-primary) 8%, var(--color-background));
  }

  /* My own place outside the ranking: set apart by a dashed line. */
  & tbody[data-slot='leaderboard-me'] tr > * {
    border-top: calc(2 * var(--border-width)) dashed var(--color-input);
  }
`;

const Rank = styled.span`
  --rank-bg: transparent;
  --rank-fg: var(--color-muted-foreground);
  --rank-border: transparent;

  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: var(--space-8);
  height: var(--space-8);
  padding: 0 var(--space-1);
  border: 2px solid var(--rank-border);
  border-radius: var(--radius-full);
  background: var(--rank-bg);
  color: var(--rank-fg);
  font-weight: var(--font-weight-semibold);
  font-variant-numeric: tabular-nums;

  /* Medals from the theme's colours, so they follow light and dark: amber, slate, and a
     darker, browner amber ring for bronze. */
  &[data-medal='gold'] {
    --rank-bg: color-mix(in srgb, var(--color-warning) 20%, var(--color-background));
    --rank-fg: var(--color-warning-text);
    --rank-border: var(--color-warning);
  }

  &[data-medal='silver'] {
    --rank-bg: var(--color-secondary);
    --rank-fg: var(--color-secondary-foreground);
    --rank-border: var(--color-input);
  }

  &[data-medal='bronze'] {
    --rank-bg: color-mix(in srgb, var(--color-warning) 8%, var(--color-background));
    --rank-fg: var(--color-warning-text);
    --rank-border: color-mix(in srgb, var(--color-warning) 60%, var(--color-destructive));
  }
`;

const Person = styled.span`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  min-width: 0;
`;

const Names = styled.span`
  display: grid;
  min-width: 0;
`;

const NameLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-1-5);
  font-weight: var(--font-weight-medium);
  overflow-wrap: anywhere;
`;

const Company = styled.span`
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  overflow-wrap: anywhere;
`;

const Empty = styled.td`
  padding: var(--space-6) var(--space-2);
  color: var(--color-muted-foreground);
  text-align: center;
`;

function Row({ entry, me }: { entry: LeaderboardEntry; me: boolean }) {
  const medal = medalOf(entry.rank);
  return (
    <tr data-slot="leaderboard-row" data-me={me || undefined} data-rank={entry.rank}>
      <td data-column="rank">
        <Rank data-medal={medal} data-slot="leaderboard-rank">
          {entry.rank}
        </Rank>
      </td>
      <th scope="row" data-column="name">
        <Person>
          <Avatar src={entry.avatarUrl ?? undefined} name={entry.name} alt="" size="sm" />
          <Names>
            <NameLine>
              {entry.name}
              {me ? (
                <Badge variant="default" data-slot="leaderboard-me-badge">
                  {LEADERBOARD_TEXTS.me}
                </Badge>
              ) : null}
            </NameLine>
            {entry.company ? <Company>{entry.company}</Company> : null}
          </Names>
        </Person>
      </th>
      <td data-column="level">
        <LevelBadge level={entry.level} size="sm" />
      </td>
      <td data-column="points">{formatPoints(entry.points)}</td>
    </tr>
  );
}

/**
 * A ranking of members by points: a table with 'Platz', 'Name', 'Level' and 'Punkte', named by
 * its `caption`. The first three places wear medals (gold, silver, bronze), my own row is tinted
 * and marked 'Du'; when I am not among `entries`, `me` follows in a row of its own below a
 * dashed line. Points in German figures ('1.234').
 */
export const LeaderboardTable = forwardRef<HTMLTableElement, LeaderboardTableProps>(
  function LeaderboardTable(
    { entries, me = null, caption, emptyText = LEADERBOARD_TEXTS.empty, className, ...props },
    ref,
  ) {
    const isMine = (entry: LeaderboardEntry) =>
      entry.isMe === true || (me !== null && entry.userId === me.userId);
    const meOutside = me !== null && !entries.some(isMine);

    return (
      <StyledTable
        ref={ref}
        data-slot="leaderboard-table"
        className={cx('sprint-leaderboard-table', className)}
        {...props}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" data-column="rank">
              {LEADERBOARD_TEXTS.rank}
            </th>
            <th scope="col" data-column="name">
              {LEADERBOARD_TEXTS.name}
            </th>
            <th scope="col" data-column="level">
              {LEADERBOARD_TEXTS.level}
            </th>
            <th scope="col" data-column="points">
              {LEADERBOARD_TEXTS.points}
            </th>
          </tr>
        </thead>
        <tbody data-slot="leaderboard-entries">
          {entries.length === 0 ? (
            <tr>
              <Empty colSpan={4}>{emptyText}</Empty>
            </tr>
          ) : (
            entries.map((entry) => <Row key={entry.userId} entry={entry} me={isMine(entry)} />)
          )}
        </tbody>
        {meOutside ? (
          <tbody data-slot="leaderboard-me">
            <Row entry={me} me />
          </tbody>
        ) : null}
      </StyledTable>
    );
  },
);
