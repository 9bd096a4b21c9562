import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import type { VariantProps } from 'class-variance-authority';
import { defineVariants } from '../lib/variants';
import { cx } from '../lib/cx';

export const mediaThumbnailVariants = defineVariants(
  'media-thumbnail',
  { size: ['default', 'lg'] },
  { size: 'default' },
);

export type MediaThumbnailSize = NonNullable<VariantProps<typeof mediaThumbnailVariants>['size']>;

export type MediaThumbnailProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The still (a URL or `data:` URL). Without one, `icon` stands in for it. */
  src?: string | null;
  /** The picture's text alternative; `''` (default) where a title next to it names the item. */
  alt?: string;
  /** What shows without a still: a lucide icon with `aria-hidden` (a camera, a cap). */
  icon?: ReactNode;
  /**
   * The length in the bottom corner, as players show it ('5:12'). Drawn only (`aria-hidden`):
   * say the length in words nearby, e.g. with `VisuallyHidden`.
   */
  duration?: ReactNode;
  /** `lg` for a cover that stands on its own: a larger stand-in icon. `default` fits a grid. */
  size?: MediaThumbnailSize;
  /** `lazy` for a grid of many stills: they load as they scroll into view. */
  loading?: 'eager' | 'lazy';
};

const Frame = styled.div`
  --media-thumbnail-icon: var(--space-8);

  position: relative;
  display: grid;
  place-items: center;
  overflow: hidden;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: var(--radius-md);
  background: var(--color-muted);
  color: var(--color-muted-foreground);

  &[data-size='lg'] {
    --media-thumbnail-icon: var(--space-12);
  }

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  & > svg {
    width: var(--media-thumbnail-icon);
    height: var(--media-thumbnail-icon);
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

/**
 * The 16:9 still of a video or course, cut to fill the frame; without a still, a muted frame with
 * an icon. `duration` puts the length in the corner, as video sites do. Decorative by default
 * (`alt=""`): the card's title says what it shows.
 */
export const MediaThumbnail = forwardRef<HTMLDivElement, MediaThumbnailProps>(
  function MediaThumbnail(
    { src, alt = '', icon, duration, size, loading, className, ...props },
    ref,
  ) {
    return (
      <Frame
        ref={ref}
        data-slot="media-thumbnail"
        className={cx(mediaThumbnailVariants({ size }), className)}
        {...mediaThumbnailVariants.dataAttributes({ size })}
        {...props}
      >
        {src ? <img src={src} alt={alt} loading={loading} /> : icon}
        {duration === undefined || duration === null ? null : (
          <Duration aria-hidden data-slot="media-thumbnail-duration">
            {duration}
          </Duration>
        )}
      </Frame>
    );
  },
);
