import { Video } from 'lucide-react';
import { Badge, MediaCard, MediaThumbnail, VisuallyHidden, formatDate } from '@sprint/ui';
import { formatDuration, formatViews, spokenDuration } from './format';
import type { ClipItem } from '../queries';

export type ClipThumbnailProps = {
  thumbnailUrl: string | null;
  durationSeconds?: number;
  className?: string;
};

/** The still of a clip (or a placeholder) with its length in the corner; decorative. */
export function ClipThumbnail({ thumbnailUrl, durationSeconds, className }: ClipThumbnailProps) {
  return (
    <MediaThumbnail
      className={className}
      src={thumbnailUrl}
      icon={<Video aria-hidden />}
      duration={durationSeconds === undefined ? undefined : formatDuration(durationSeconds)}
      loading="lazy"
    />
  );
}

export type ClipCardProps = {
  clip: ClipItem;
  /** `h2` in the grid; `h3` inside a section (the dashboard). */
  headingLevel?: 2 | 3;
};

/** One clip in the grid: still with length, title (the link), views, date, and 'Sprint' for Sprint's own. */
export function ClipCard({ clip, headingLevel = 2 }: ClipCardProps) {
  return (
    <MediaCard
      title={clip.title}
      href={`/app/clips/${clip.id}`}
      headingLevel={headingLevel}
      media={
        <ClipThumbnail thumbnailUrl={clip.thumbnailUrl} durationSeconds={clip.durationSeconds} />
      }
      meta={
        <>
          <VisuallyHidden>{spokenDuration(clip.durationSeconds)} · </VisuallyHidden>
          {formatViews(clip.views)} ·{' '}
          <time dateTime={clip.createdAt.toISOString()}>{formatDate(clip.createdAt)}</time>
        </>
      }
    >
      {clip.scope === 'provider' ? <Badge variant="secondary">Sprint</Badge> : null}
    </MediaCard>
  );
}
