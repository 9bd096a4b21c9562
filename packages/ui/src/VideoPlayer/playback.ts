export const DEFAULT_PLAYBACK_RATES: readonly number[] = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];

/** A resume position this close to the end (in seconds) starts the video from the beginning. */
export const RESUME_END_MARGIN = 2;
/** While playing, progress is reported no more often than this. */
export const PROGRESS_INTERVAL_MS = 5000;

/** `HTMLMediaElement.HAVE_METADATA`, without needing the DOM to read it. */
const HAVE_METADATA = 1;

/**
 * Where to start: `startAt` when it lies inside the video and more than 2 s before its end,
 * otherwise 0. With an unknown duration (a stream) any positive `startAt` counts.
 */
export function resumePosition(startAt: number | undefined, duration: number): number {
  if (startAt === undefined || !Number.isFinite(startAt) || startAt <= 0) return 0;
  if (!Number.isFinite(duration)) return startAt;
  return startAt < duration - RESUME_END_MARGIN ? startAt : 0;
}

const rateFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 });

/** `1.5` → `1,5×`: the speed as German players write it. */
export function formatPlaybackRate(rate: number): string {
  return `${rateFormat.format(rate)}×`;
}

/** The value media-chrome's speed menu compares: the rate rounded to hundredths, as a string. */
export function playbackRateValue(rate: number): string {
  return String(Math.round(rate * 100) / 100);
}

export type PlaybackPosition = { seconds: number; duration: number };

/** The part of a `<video>` the tracker reads and listens to. */
export type TrackedMedia = Pick<
  HTMLMediaElement,
  | 'currentTime'
  | 'duration'
  | 'paused'
  | 'readyState'
  | 'error'
  | 'addEventListener'
  | 'removeEventListener'
>;

export type TrackPlaybackOptions = {
  /** Read when the metadata arrives, so a later change of the stored position seeks nowhere. */
  startAt: () => number | undefined;
  onProgress: (position: PlaybackPosition) => void;
  onEnded: () => void;
  onError: () => void;
  /** Milliseconds on a monotonic clock; `performance.now` outside tests. */
  now?: () => number;
};

/**
 * Resumes `media` at `startAt` once its metadata is there and reports the position: at most every
 * 5 s while it plays, and on pause, after a seek, on ended and when tracking stops (the player
 * unmounts or moves to another video). The resume itself is not reported, and neither is a
 * position that was just reported. Returns `stop`.
 */
export function trackPlayback(media: TrackedMedia, options: TrackPlaybackOptions): () => void {
  const now = options.now ?? (() => performance.now());
  let lastSeconds: number | null = null;
  let lastReportAt = 0;
  let resuming = false;

  function report() {
    const { currentTime: seconds, duration } = media;
    lastReportAt = now();
    if (!Number.isFinite(duration) || duration <= 0 || seconds === lastSeconds) return;
    lastSeconds = seconds;
    options.onProgress({ seconds, duration });
  }

  function handleLoadedMetadata() {
    const position = resumePosition(options.startAt(), media.duration);
    if (position > 0) {
      resuming = true;
      media.currentTime = position;
    }
    // Whoever passed `startAt` knows where it starts: nothing to report until it moves.
    lastSeconds = media.currentTime;
  }

  function handlePlay() {
    lastReportAt = now();
  }

  function handleTimeUpdate() {
    if (!media.paused && now() - lastReportAt >= PROGRESS_INTERVAL_MS) report();
  }

  function handleSeeked() {
    // The resume seek is the player's, not the person's.
    if (resuming) {
      resuming = false;
      return;
    }
    report();
  }

  function handleEnded() {
    report();
    options.onEnded();
  }

  const listeners: [string, () => void][] = [
    ['loadedmetadata', handleLoadedMetadata],
    ['play', handlePlay],
    ['timeupdate', handleTimeUpdate],
    ['pause', report],
    ['seeked', handleSeeked],
    ['ended', handleEnded],
    ['error', options.onError],
  ];
  for (const [type, listener] of listeners) media.addEventListener(type, listener);
  // The metadata, or an error, may have come before tracking started.
  if (media.error) options.onError();
  else if (media.readyState >= HAVE_METADATA) handleLoadedMetadata();

  return () => {
    for (const [type, listener] of listeners) media.removeEventListener(type, listener);
    report();
  };
}
