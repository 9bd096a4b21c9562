import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import {
  formatPlaybackRate,
  playbackRateValue,
  resumePosition,
  trackPlayback,
  type PlaybackPosition,
} from './playback';

describe('resumePosition', () => {
  it('resumes inside the video', () => {
    expect(resumePosition(3, 8)).toBe(3);
    expect(resumePosition(5.9, 8)).toBe(5.9);
    expect(resumePosition(120.5, 600)).toBe(120.5);
  });

  it('starts from the beginning within 2 s of the end or past it', () => {
    expect(resumePosition(6, 8)).toBe(0);
    expect(resumePosition(7.5, 8)).toBe(0);
    expect(resumePosition(30, 8)).toBe(0);
  });

  it('ignores missing, negative and broken positions', () => {
    expect(resumePosition(undefined, 8)).toBe(0);
    expect(resumePosition(0, 8)).toBe(0);
    expect(resumePosition(-4, 8)).toBe(0);
    expect(resumePosition(Number.NaN, 8)).toBe(0);
  });

  it('takes the position as it is when the length is unknown', () => {
    expect(resumePosition(42, Number.POSITIVE_INFINITY)).toBe(42);
    expect(resumePosition(42, Number.NaN)).toBe(42);
  });
});

describe('formatPlaybackRate', () => {
  it('writes German decimals and a times sign', () => {
    expect(formatPlaybackRate(1)).toBe('1×');
    expect(formatPlaybackRate(1.5)).toBe('1,5×');
    expect(formatPlaybackRate(0.75)).toBe('0,75×');
  });
});

describe('playbackRateValue', () => {
  it('rounds to hundredths, as media-chrome does', () => {
    expect(playbackRateValue(1.5)).toBe('1.5');
    expect(playbackRateValue(2)).toBe('2');
    expect(playbackRateValue(1 / 3)).toBe('0.33');
  });
});

/** A stand-in for a `<video>`: the tests move its clock and fire its events by hand. */
class FakeMedia extends EventTarget {
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  readyState = 0;
  error: MediaError | null = null;

  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }

  loadMetadata(duration: number) {
    this.duration = duration;
    this.readyState = 1;
    this.fire('loadedmetadata');
  }
}

describe('trackPlayback', () => {
  let media: FakeMedia;
  let clock: number;
  let startAt: number | undefined;
  let options: {
    startAt: () => number | undefined;
    onProgress: Mock<(position: PlaybackPosition) => void>;
    onEnded: Mock<() => void>;
    onError: Mock<() => void>;
    now: () => number;
  };

  beforeEach(() => {
    media = new FakeMedia();
    clock = 0;
    startAt = undefined;
    options = {
      startAt: () => startAt,
      onProgress: vi.fn(),
      onEnded: vi.fn(),
      onError: vi.fn(),
      now: () => clock,
    };
  });

  /** Plays on from the current time for `seconds`, with a timeupdate every 250 ms. */
  function play(seconds: number) {
    if (media.paused) {
      media.paused = false;
      media.fire('play');
    }
    for (let step = 0; step < seconds * 4; step += 1) {
      clock += 250;
      media.currentTime += 0.25;
      media.fire('timeupdate');
    }
  }

  function pause() {
    media.paused = true;
    media.fire('pause');
  }

  it('resumes at startAt once the metadata is there, without reporting it', () => {
    startAt = 3;
    trackPlayback(media, options);
    expect(media.currentTime).toBe(0);
    media.loadMetadata(8);
    expect(media.currentTime).toBe(3);
    media.fire('seeked');
    expect(options.onProgress).not.toHaveBeenCalled();
  });

  it('reads startAt when the metadata arrives, not before', () => {
    trackPlayback(media, options);
    startAt = 4;
    media.loadMetadata(60);
    expect(media.currentTime).toBe(4);
  });

  it('resumes at once when the metadata came before tracking started', () => {
    startAt = 20;
    media.duration = 60;
    media.readyState = 4;
    trackPlayback(media, options);
    expect(media.currentTime).toBe(20);
  });

  it('starts from the beginning when startAt is within 2 s of the end', () => {
    startAt = 6.5;
    trackPlayback(media, options);
    media.loadMetadata(8);
    expect(media.currentTime).toBe(0);
  });

  it('reports at most every 5 s while playing', () => {
    trackPlayback(media, options);
    media.loadMetadata(60);
    play(4.75);
    expect(options.onProgress).not.toHaveBeenCalled();
    play(0.25);
    expect(options.onProgress).toHaveBeenCalledTimes(1);
    expect(options.onProgress).toHaveBeenLastCalledWith({ seconds: 5, duration: 60 });
    play(12);
    expect(options.onProgress).toHaveBeenCalledTimes(3);
    expect(options.onProgress).toHaveBeenLastCalledWith({ seconds: 15, duration: 60 });
  });

  it('reports on pause and after a seek, and restarts the 5 s from there', () => {
    trackPlayback(media, options);
    media.loadMetadata(60);
    play(2);
    pause();
    expect(options.onProgress).toHaveBeenLastCalledWith({ seconds: 2, duration: 60 });

    media.currentTime = 40;
    media.fire('seeked');
    expect(options.onProgress).toHaveBeenLastCalledWith({ seconds: 40, duration: 60 });
    expect(options.onProgress).toHaveBeenCalledTimes(2);

    play(4.75);
    expect(options.onProgress).toHaveBeenCalledTimes(2);
    play(0.25);
    expect(options.onProgress).toHaveBeenLastCalledWith({ seconds: 45, duration: 60 });
  });

  it('reports the end once and calls onEnded', () => {
    trackPlayback(media, options);
    media.loadMetadata(8);
    play(8);
    // As browsers do at the end: pause first, then ended.
    pause();
    media.fire('ended');
    expect(options.onProgress).toHaveBeenLastCalledWith({ seconds: 8, duration: 8 });
    expect(options.onProgress).toHaveBeenCalledTimes(2);
    expect(options.onEnded).toHaveBeenCalledTimes(1);
  });

  it('reports the last position when it stops, unless it was just reported', () => {
    const stop = trackPlayback(media, options);
    media.loadMetadata(60);
    play(3);
    stop();
    expect(options.onProgress).toHaveBeenCalledExactlyOnceWith({ seconds: 3, duration: 60 });

    // Stopped: the media's events no longer reach the tracker.
    pause();
    expect(options.onProgress).toHaveBeenCalledTimes(1);

    const again = trackPlayback(media, options);
    media.loadMetadata(60);
    again();
    expect(options.onProgress).toHaveBeenCalledTimes(1);
  });

  it('reports nothing before the length is known', () => {
    const stop = trackPlayback(media, options);
    pause();
    stop();
    expect(options.onProgress).not.toHaveBeenCalled();
  });

  it('passes on errors, also one from before tracking started', () => {
    trackPlayback(media, options);
    media.fire('error');
    expect(options.onError).toHaveBeenCalledTimes(1);

    const failed = new FakeMedia();
    failed.error = { code: 4 } as MediaError;
    trackPlayback(failed, options);
    expect(options.onError).toHaveBeenCalledTimes(2);
  });
});
