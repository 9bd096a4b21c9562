import { wholeSeconds } from './trainingsFormat';

/** How long to wait for a file's metadata before giving up (a broken or odd file). */
const METADATA_TIMEOUT_MS = 15_000;

/**
 * A video file's length in whole seconds, read in the browser by a `<video>` element from the
 * file itself, before or while it uploads; null when the browser cannot tell (a codec it does
 * not play). Fragmented MP4s and WebMs from screen recorders often carry no length in their
 * header (`Infinity`): seeking past the end makes the browser find it.
 */
export function readVideoDuration(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => finish(null), METADATA_TIMEOUT_MS);
    const check = () => {
      const seconds = wholeSeconds(video.duration);
      if (seconds !== null) finish(seconds);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.addEventListener('loadedmetadata', () => {
      if (video.duration === Number.POSITIVE_INFINITY) video.currentTime = Number.MAX_SAFE_INTEGER;
      else check();
    });
    video.addEventListener('durationchange', check);
    video.addEventListener('error', () => finish(null));
    video.src = url;
  });
}
