import { useId } from 'react';
import { Video } from 'lucide-react';
import { styled } from 'styled-components';
import { Badge, Link, formatDate } from '@sprint/ui';
import { formatDuration, formatViews, spokenDuration } from './format';
import type { ClipItem } from '../queries';

/** Text for screen readers only (the duration over the thumbnail says it in figures). */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const Frame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: var(--radius-md);
  background: var(--color-muted);
  color: var(--color-muted-foreground);

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & > svg {
    width: var(--space-8);
    height: var(--space-8);
  }
`;

const Duration = styled.span`
  position: absolute;
  right: var(--space-2);
  bottom: var(--space-2);
  padding: var(--space-0-5) var(--space-1-5);
  border-radius: var(--radius-sm);
  /* Inverted in either theme: readable on any still. */
  background: var(--color-foreground);
  color: var(--color-background);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-medium);
  font-variant-numeric: tabular-nums;
`;

export type ClipThumbnailProps = {
  thumbnailUrl: string | null;
  durationSeconds?: number;
  className?: string;
};

/** The still of a clip (or a placeholder) with its length in the corner; decorative. */
export function ClipThumbnail({ thumbnailUrl, durationSeconds, className }: ClipThumbnailProps) {
  return (
    <Frame className={className} data-slot="clip-thumbnail">
      {thumbnailUrl ? <img src={thumbnailUrl} alt="" loading="lazy" /> : <Video aria-hidden />}
      {durationSeconds === undefined ? null : (
        <Duration aria-hidden>{formatDuration(durationSeconds)}</Duration>
      )}
    </Frame>
  );
}

const Item = styled.article`
  position: relative;
  display: grid;
  gap: var(--space-2);
  height: 100%;
  padding: var(--space-2);
  border: var(--border-width) solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-card);
  color: var(--color-card-foreground);
  transition: border-color var(--duration-fast) var(--easing-standard);

  &:hover,
  &:focus-within {
    border-color: var(--color-ring);
  }
`;

const Body = styled.div`
  display: grid;
  gap: var(--space-1);
  padding: 0 var(--space-1) var(--space-1);
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-base);
  font-weight: var(--font-weight-semibold);
  line-height: var(--line-height-tight);

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
  }

  /* The title's link covers the whole card: one click target, one Tab stop. */
  & a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: var(--radius-lg);
  }
`;

const Meta = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

export type ClipCardProps = {
  clip: ClipItem;
  /** `h2` in the grid; `h3` inside a section (the dashboard). */
  headingLevel?: 2 | 3;
};

/** One clip in the grid: still with length, title (the link), views, date, and 'Sprint' for Sprint's own. */
export function ClipCard({ clip, headingLevel = 2 }: ClipCardProps) {
  const titleId = useId();
  return (
    <Item aria-labelledby={titleId} data-slot="clip-card">
      <ClipThumbnail thumbnailUrl={clip.thumbnailUrl} durationSeconds={clip.durationSeconds} />
      <Body>
        <Title as={headingLevel === 3 ? 'h3' : 'h2'} id={titleId}>
          <Link href={`/app/clips/${clip.id}`}>{clip.title}</Link>
        </Title>
        <Meta>
          <VisuallyHidden>{spokenDuration(clip.durationSeconds)} · </VisuallyHidden>
          {formatViews(clip.views)} ·{' '}
          <time dateTime={clip.createdAt.toISOString()}>{formatDate(clip.createdAt)}</time>
        </Meta>
        {clip.scope === 'provider' ? <Badge variant="secondary">Sprint</Badge> : null}
      </Body>
    </Item>
  );
}
