import { useEffect, useEffectEvent, useId, useRef, useState, type ComponentRef } from 'react';
import { CircleAlert } from 'lucide-react';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import {
  MediaChromeMenuItem,
  MediaPlaybackRateMenu,
  MediaPlaybackRateMenuButton,
} from 'media-chrome/react/menu';
import { De } from 'media-chrome/lang/de';
import { addTranslation, setLanguage } from 'media-chrome/utils/i18n';
import { css, styled } from 'styled-components';
import { darkColors, toCustomProperties } from '../theme/tokens';
import {
  DEFAULT_PLAYBACK_RATES,
  formatPlaybackRate,
  playbackRateValue,
  trackPlayback,
  type PlaybackPosition,
} from './playback';

// media-chrome ships German labels, but names some buttons in lower case ('abspielen') and calls
// the seek bar 'Springen', which reads like an order.
addTranslation('de', {
  ...De,
  play: 'Abspielen',
  pause: 'Pause',
  mute: 'Stumm schalten',
  unmute: 'Stummschaltung aufheben',
  seek: 'Wiedergabeposition',
});
// Its language is one setting for the whole page, read when each control is built: React builds
// the controls before it sets `lang` on their controller, so German is chosen here, once.
setLanguage('de');

export type VideoPlayerProps = {
  src: string;
  /** Accessible name of the player region, e.g. the lesson or clip title. */
  title: string;
  poster?: string;
  /** Resume position in seconds; ignored when it is within 2 s of the end. */
  startAt?: number;
  /** At most every 5 s while playing, and on pause, after a seek, on ended and on unmount. */
  onProgress?: (position: { seconds: number; duration: number }) => void;
  onEnded?: () => void;
  /** Default [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]. */
  playbackRates?: readonly number[];
};

/** Shown (and announced) instead of the player when the video cannot be loaded. */
export const VIDEO_LOAD_ERROR = 'Das Video konnte nicht geladen werden.';

/** The 16:9 box both the player and its error state fill, as wide as the container. */
const frame = css`
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: var(--radius-lg);
  background: var(--color-background);
`;

const Root = styled.div`
  /* A player is dark in either theme, as video players are: the dark palette, scoped to it. */
  ${toCustomProperties(darkColors)}
  color-scheme: dark;

  --media-background-color: var(--color-background);
  --media-primary-color: var(--color-foreground);
  --media-secondary-color: transparent;
  --media-text-color: var(--color-foreground);
  --media-icon-color: var(--color-foreground);
  --media-font-family: var(--font-sans);
  --media-font-size: var(--font-size-sm);
  --media-font-weight: var(--font-weight-medium);
  --media-control-background: var(--color-overlay);
  --media-control-hover-background: var(--color-secondary);
  --media-control-padding: var(--space-2);
  --media-button-icon-height: var(--size-icon-lg);
  --media-focus-box-shadow: inset 0 0 0 var(--focus-ring-width) var(--color-ring);
  --media-range-bar-color: var(--color-primary);
  --media-range-track-background: var(--color-secondary);
  --media-range-thumb-background: var(--color-foreground);
  --media-time-range-buffered-color: var(--color-input);
  --media-menu-background: var(--color-popover);
  --media-menu-border-radius: var(--radius-md);
  --media-menu-item-checked-background: var(--color-accent);
  --media-menu-item-hover-background: var(--color-accent);
  --media-tooltip-background-color: var(--color-popover);
  --media-tooltip-border-radius: var(--radius-sm);
  --media-tooltip-arrow-color: var(--color-popover);
  --media-loading-indicator-icon-height: var(--space-12);

  position: relative;
  width: 100%;
  color: var(--color-foreground);
  font-family: var(--font-sans);

  & > media-controller {
    ${frame}
    display: block;
  }

  & video {
    object-fit: contain;
  }

  /*
   * Tooltips name the icons for the mouse. On keyboard focus they stay away: they hold both
   * states' words ('Abspielen', 'Pause'), and a focused control's visible text must be its name
   * (WCAG 2.5.3); the name itself is read out, the focus ring shows the place.
   */
  & [role='button']:focus-visible::part(tooltip) {
    display: none;
  }

  & media-time-range {
    flex: 1;
    min-width: 0;
  }

  & media-time-display {
    font-variant-numeric: tabular-nums;
  }

  & media-playback-rate-menu-button {
    min-width: 5ch;
    justify-content: center;
    font-variant-numeric: tabular-nums;
  }

  /* Narrow frames keep play, position, time, speed and fullscreen; the rest are hotkeys. */
  & media-controller:not([breakpointmd]) {
    --media-volume-range-display: none;
    --media-seek-backward-button-display: none;
    --media-seek-forward-button-display: none;
  }
`;

const ErrorFrame = styled.div`
  ${frame}
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-3);
  padding: var(--space-6);
  color: var(--color-foreground);
  font-size: var(--font-size-sm);
  text-align: center;

  & svg {
    width: var(--size-icon-lg);
    height: var(--size-icon-lg);
    color: var(--color-destructive-text);
  }

  & p {
    margin: 0;
  }
`;

/**
 * A video with German controls, built on media-chrome 4: play, 10 s back and forward, position,
 * time, mute and volume, speed, fullscreen. Every control is a Tab stop and works with Enter and
 * Space; inside the player media-chrome's hotkeys apply (Space/k, ←/→, ↑/↓, m, f). `startAt`
 * resumes a lesson where it was left; `onProgress` reports the position so it can be stored.
 */
export function VideoPlayer({
  src,
  title,
  poster,
  startAt,
  onProgress,
  onEnded,
  playbackRates = DEFAULT_PLAYBACK_RATES,
}: VideoPlayerProps) {
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [rate, setRate] = useState(1);
  const failed = failedSrc === src;
  const rateButtonRef = useRef<ComponentRef<typeof MediaPlaybackRateMenuButton>>(null);

  // The speed as media-chrome knows it (also across a change of `src`), shown as '1,5×'. Its
  // button is named 'Wiedergabegeschwindigkeit 1.5' on every change; it shows '1,5×', and a name
  // must contain what is shown (WCAG 2.5.3), so the name is set again after media-chrome's.
  useEffect(() => {
    const button = rateButtonRef.current;
    if (!button) return;
    function shownRate() {
      const value = Number(button?.getAttribute('mediaplaybackrate'));
      return Number.isFinite(value) && value > 0 ? value : 1;
    }
    function nameButton() {
      const label = `Wiedergabegeschwindigkeit ${formatPlaybackRate(shownRate())}`;
      if (button?.getAttribute('aria-label') !== label) button?.setAttribute('aria-label', label);
    }
    nameButton();
    const observer = new MutationObserver(() => {
      setRate(shownRate());
      nameButton();
    });
    observer.observe(button, {
      attributes: true,
      attributeFilter: ['aria-label', 'mediaplaybackrate'],
    });
    return () => observer.disconnect();
  }, [failed]);

  const readStartAt = useEffectEvent(() => startAt);
  const emitProgress = useEffectEvent((position: PlaybackPosition) => onProgress?.(position));
  const emitEnded = useEffectEvent(() => onEnded?.());

  // One run per video element: `key={src}` below gives every source its own element, so the
  // last position of the previous one is still there to report when the source changes.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    return trackPlayback(video, {
      startAt: readStartAt,
      onProgress: emitProgress,
      onEnded: emitEnded,
      onError: () => setFailedSrc(src),
    });
  }, [src]);

  return (
    <Root data-slot="video-player" data-state={failed ? 'error' : 'ready'}>
      <span id={titleId} hidden>
        {title}
      </span>
      {failed ? (
        <ErrorFrame role="region" aria-labelledby={titleId} data-slot="video-player-error">
          <CircleAlert aria-hidden />
          <p role="alert">{VIDEO_LOAD_ERROR}</p>
        </ErrorFrame>
      ) : (
        // media-chrome names the region 'Videoplayer' itself; aria-labelledby wins over that.
        <MediaController
          lang="de"
          aria-labelledby={titleId}
          defaultStreamType="on-demand"
          data-slot="video-player-controller"
        >
          {/* Sprint's clips have no caption files yet (WCAG 1.2.2 wants them for speech): a
              `captions` track comes with the first clip that has one. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            key={src}
            ref={videoRef}
            slot="media"
            src={src}
            poster={poster}
            preload="metadata"
            playsInline
          />
          <MediaLoadingIndicator slot="centered-chrome" noAutohide />
          <MediaPlaybackRateMenu hidden anchor="auto" data-slot="video-player-rate-menu">
            {playbackRates.map((option) => (
              <MediaChromeMenuItem key={option} type="radio" value={playbackRateValue(option)}>
                {formatPlaybackRate(option)}
              </MediaChromeMenuItem>
            ))}
          </MediaPlaybackRateMenu>
          <MediaControlBar data-slot="video-player-controls">
            <MediaPlayButton />
            <MediaSeekBackwardButton seekOffset={10} />
            <MediaSeekForwardButton seekOffset={10} />
            <MediaTimeRange />
            <MediaTimeDisplay showDuration noToggle />
            <MediaMuteButton />
            <MediaVolumeRange />
            <MediaPlaybackRateMenuButton ref={rateButtonRef}>
              <span slot="icon">{formatPlaybackRate(rate)}</span>
            </MediaPlaybackRateMenuButton>
            <MediaFullscreenButton />
          </MediaControlBar>
        </MediaController>
      )}
    </Root>
  );
}
