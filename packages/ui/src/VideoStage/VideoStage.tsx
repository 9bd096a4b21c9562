import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';

export type VideoStageProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * What the stage shows: a live `<video>` (a camera, a shared screen), fitted without cutting;
   * or, while there is no picture yet, a lucide icon with `aria-hidden`.
   */
  children?: ReactNode;
  /**
   * The seconds left before something starts ('3', '2', '1'), large over the picture. Drawn only
   * (`aria-hidden`): announce the countdown in a status message next to the stage.
   */
  countdown?: number | null;
};

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  overflow: hidden;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: var(--radius-lg);
  /* A video stage is dark in either theme, as players are. */
  background: var(--color-foreground);
  color: var(--color-background);

  & > video {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  & > svg {
    width: var(--space-10);
    height: var(--space-10);
    opacity: 0.6;
  }
`;

const Countdown = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  background: var(--color-overlay);
  color: var(--color-primary-foreground);
  font-size: calc(var(--font-size-3xl) * 3);
  font-weight: var(--font-weight-bold);
  font-variant-numeric: tabular-nums;
`;

/**
 * The dark 16:9 frame of a live picture: what a recorder records while it waits for the
 * browser's permission (an icon), counts down (a large number over the picture) and records.
 * For a finished video use `VideoPlayer`.
 */
export const VideoStage = forwardRef<HTMLDivElement, VideoStageProps>(function VideoStage(
  { children, countdown, ...props },
  ref,
) {
  const counting = countdown !== undefined && countdown !== null;
  return (
    <Stage
      ref={ref}
      data-slot="video-stage"
      data-state={counting ? 'countdown' : undefined}
      {...props}
    >
      {children}
      {counting ? (
        <Countdown aria-hidden data-slot="video-stage-countdown">
          {countdown}
        </Countdown>
      ) : null}
    </Stage>
  );
});
