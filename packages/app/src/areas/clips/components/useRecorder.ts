import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  MediaRefusal,
  browserRecorderSupport,
  captureStreamFrame,
  openRecordingInput,
  type RecordingInput,
} from './media';
import {
  MESSAGES,
  availableSources,
  baseContentType,
  initialRecorderState,
  pickRecordingType,
  recorderReducer,
  type RecordingSource,
} from './recording';

export type UseRecorderOptions = {
  /** The 3-2-1 before recording starts. */
  countdownSeconds?: number;
  /** How long one step of the countdown lasts (stories shorten it). */
  countdownStepMs?: number;
};

/** The recording's thumbnail is taken this far in (the first frames are often still dark). */
const THUMBNAIL_AFTER_MS = 1000;
const VIDEO_BITS_PER_SECOND = 2_500_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records the screen, the camera or both with MediaRecorder: asks the browser, counts down,
 * records with pause and resume, and hands over the finished recording with its thumbnail. The
 * state is `recorderReducer`'s; this hook owns the devices and lets go of them when the recording
 * is finished, thrown away, or the component unmounts.
 */
export function useRecorder({
  countdownSeconds = 3,
  countdownStepMs = 1000,
}: UseRecorderOptions = {}) {
  const [support] = useState(browserRecorderSupport);
  const sources = availableSources(support);
  const [state, dispatch] = useReducer(
    recorderReducer,
    sources[0] ?? 'camera',
    initialRecorderState,
  );
  const [previewStream, setPreviewStream] = useState<MediaStream | null>(null);
  const input = useRef<RecordingInput | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  // Each start is an attempt; anything of an earlier one (a countdown, a late callback) is ignored.
  const attempt = useRef(0);
  const thumbnail = useRef<Promise<string | null> | null>(null);
  const thumbnailTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The finished recording's URL lives as long as the recording: until discarded or unmounted.
  const recordingUrl = useRef<string | null>(null);

  const revokeRecording = useCallback(() => {
    if (recordingUrl.current) URL.revokeObjectURL(recordingUrl.current);
    recordingUrl.current = null;
  }, []);

  const release = useCallback(() => {
    clearTimeout(thumbnailTimer.current);
    const running = recorder.current;
    recorder.current = null;
    if (running && running.state !== 'inactive') {
      running.ondataavailable = null;
      running.onstop = null;
      running.stop();
    }
    input.current?.release();
    input.current = null;
    setPreviewStream(null);
  }, []);

  useEffect(
    () => () => {
      attempt.current += 1;
      release();
      revokeRecording();
    },
    [release, revokeRecording],
  );

  const stop = useCallback(() => {
    const running = recorder.current;
    if (!running || running.state === 'inactive') return;
    clearTimeout(thumbnailTimer.current);
    const stream = input.current?.stream;
    // A recording shorter than a second has no thumbnail yet: the last frame it shows.
    if (!thumbnail.current && stream) thumbnail.current = captureStreamFrame(stream);
    dispatch({ type: 'stop', at: performance.now() });
    running.stop();
  }, []);

  const start = useCallback(async () => {
    if (state.status !== 'idle') return;
    const run = ++attempt.current;
    const current = () => run === attempt.current;
    dispatch({ type: 'request' });

    let opened: RecordingInput;
    try {
      opened = await openRecordingInput(state.source);
    } catch (error) {
      if (current()) {
        dispatch({
          type: 'refused',
          message: error instanceof MediaRefusal ? error.message : MESSAGES.failed,
        });
      }
      return;
    }
    if (!current()) {
      opened.release();
      return;
    }
    input.current = opened;
    setPreviewStream(opened.stream);
    opened.onEnded(() => {
      if (!current()) return;
      // Sharing stopped in the browser's bar: a running recording ends and is kept.
      if (recorder.current) stop();
      else {
        attempt.current += 1;
        release();
        dispatch({ type: 'refused', message: MESSAGES.sharingEnded });
      }
    });

    for (let remaining = countdownSeconds; remaining > 0; remaining -= 1) {
      dispatch({ type: 'countdown', remaining });
      await wait(countdownStepMs);
      if (!current()) return;
    }

    const mimeType = pickRecordingType((type) => MediaRecorder.isTypeSupported(type));
    let media: MediaRecorder;
    try {
      if (!mimeType) throw new Error('no type');
      media = new MediaRecorder(opened.stream, {
        mimeType,
        videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
      });
    } catch {
      release();
      dispatch({ type: 'refused', message: MESSAGES.noRecorder });
      return;
    }
    const chunks: Blob[] = [];
    thumbnail.current = null;
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      void (async () => {
        const frame = await (thumbnail.current ?? Promise.resolve(null)).catch(() => null);
        if (!current()) return;
        const contentType = baseContentType(media.mimeType || mimeType);
        recorder.current = null;
        release();
        const blob = new Blob(chunks, { type: contentType });
        revokeRecording();
        recordingUrl.current = URL.createObjectURL(blob);
        dispatch({
          type: 'recorded',
          blob,
          url: recordingUrl.current,
          contentType,
          thumbnailDataUrl: frame,
        });
      })();
    };
    // Data every second: a long recording is not held in one piece until the end.
    media.start(1000);
    recorder.current = media;
    dispatch({ type: 'start', at: performance.now() });
    thumbnailTimer.current = setTimeout(() => {
      if (current() && !thumbnail.current) thumbnail.current = captureStreamFrame(opened.stream);
    }, THUMBNAIL_AFTER_MS);
  }, [
    countdownSeconds,
    countdownStepMs,
    release,
    revokeRecording,
    state.source,
    state.status,
    stop,
  ]);

  const pause = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.pause();
    dispatch({ type: 'pause', at: performance.now() });
  }, []);

  const resume = useCallback(() => {
    if (recorder.current?.state !== 'paused') return;
    recorder.current.resume();
    dispatch({ type: 'resume', at: performance.now() });
  }, []);

  /** Throws away the recording or the attempt (a countdown stops), back to the choice. */
  const discard = useCallback(() => {
    attempt.current += 1;
    release();
    revokeRecording();
    dispatch({ type: 'discard' });
  }, [release, revokeRecording]);

  const choose = useCallback((source: RecordingSource) => dispatch({ type: 'choose', source }), []);

  return {
    state,
    support,
    sources,
    previewStream,
    choose,
    start,
    pause,
    resume,
    stop,
    discard,
    /** The upload's steps, reported by whoever uploads the recording. */
    dispatch,
  };
}
