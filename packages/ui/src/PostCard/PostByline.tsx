import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { isValid } from 'date-fns';
import type { VariantProps } from 'class-variance-authority';
import { styled } from 'styled-components';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { formatDateTime, formatRelativeTime } from '../format';
import { LevelBadge } from '../LevelBadge';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';

/** Who wrote a post or comment, as the community shows them. */
export type PostAuthor = {
  name: string;
  /** The photo; without one the avatar shows the initials. */
  avatarUrl?: string | null;
  /** The member's level, 1 to 9 ('Lvl 3'). */
  level: number;
  /** The member's company, under the name. */
  company: string;
  /** A member of the Sprint team: a 'Sprint-Team' badge after the name. */
  staff?: boolean;
};

/** The badge after the name of a member of the Sprint team. */
export const STAFF_BADGE_TEXT = 'Sprint-Team';

export const postBylineVariants = defineVariants(
  'post-byline',
  { size: ['sm', 'md'] },
  { size: 'md' },
);

export type PostBylineSize = NonNullable<VariantProps<typeof postBylineVariants>['size']>;

export type PostBylineProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  author: PostAuthor;
  /** When it was written: 'vor 3 Std', older than a week as date and time; the exact time on hover. */
  createdAt: Date;
  /** When it was last changed: 'bearbeitet' after the time, the exact time on hover. */
  editedAt?: Date | null;
  /** More of the second line after the time, e.g. the post's category. */
  extra?: ReactNode;
  /** `sm` for comments (smaller avatar and level), `md` (default) for posts. */
  size?: PostBylineSize;
};

const Root = styled.div`
  --post-byline-gap: var(--space-3);

  display: flex;
  align-items: center;
  gap: var(--post-byline-gap);
  min-width: 0;

  &[data-size='sm'] {
    --post-byline-gap: var(--space-2);
  }
`;

const Lines = styled.div`
  display: grid;
  min-width: 0;
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: var(--space-1-5);
  row-gap: var(--space-0-5);
  min-width: 0;
`;

const Name = styled.span`
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-semibold);
  overflow-wrap: anywhere;
`;

const MetaLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: var(--space-1);
  min-width: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  line-height: var(--line-height-normal);

  & > [data-slot='post-byline-company'] {
    overflow-wrap: anywhere;
  }
`;

function TimeOf({ date }: { date: Date }) {
  if (!isValid(date)) return null;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)}>
      {formatRelativeTime(date)}
    </time>
  );
}

/**
 * Who wrote a post or comment and when: the avatar, the name with the level ('Lvl 3') and, for
 * the Sprint team, a 'Sprint-Team' badge; under it the company, the time ('vor 3 Std') and
 * optional `extra` (the category). The avatar is drawn only; the name beside it is read.
 */
export const PostByline = forwardRef<HTMLDivElement, PostBylineProps>(function PostByline(
  { author, createdAt, editedAt, extra, size, className, ...props },
  ref,
) {
  const small = size === 'sm';
  const edited = editedAt && isValid(editedAt) ? editedAt : null;
  return (
    <Root
      ref={ref}
      data-slot="post-byline"
      className={cx(postBylineVariants({ size }), className)}
      {...postBylineVariants.dataAttributes({ size })}
      {...props}
    >
      <Avatar
        src={author.avatarUrl ?? undefined}
        name={author.name}
        alt=""
        size={small ? 'sm' : 'md'}
      />
      <Lines>
        <NameLine>
          <Name data-slot="post-byline-name">{author.name}</Name>
          <LevelBadge level={author.level} size="sm" />
          {author.staff ? (
            <Badge variant="default" data-slot="post-byline-staff">
              {STAFF_BADGE_TEXT}
            </Badge>
          ) : null}
        </NameLine>
        <MetaLine>
          <span data-slot="post-byline-company">{author.company}</span>
          <span aria-hidden>·</span>
          <TimeOf date={createdAt} />
          {edited ? (
            <>
              <span aria-hidden>·</span>
              <span title={`Bearbeitet: ${formatDateTime(edited)}`} data-slot="post-byline-edited">
                bearbeitet
              </span>
            </>
          ) : null}
          {extra ? (
            <>
              <span aria-hidden>·</span>
              {extra}
            </>
          ) : null}
        </MetaLine>
      </Lines>
    </Root>
  );
});
