import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  availableSources,
  baseContentType,
  durationSeconds,
  hasUnsavedWork,
  initialRecorderState,
  mediaErrorMessage,
  pickRecordingType,
  recordedMs,
  recorderReducer,
  recorderSupport,
  recordingFileName,
  type RecorderEvent,
  type RecorderState,
} from './recording';

const blob = new Blob(['x'], { type: 'video/mp4' });

function run(events: RecorderEvent[], from: RecorderState = initialRecorderState()) {
  return events.reduce(recorderReducer, from);
}

const recordedEvent: RecorderEvent = {
  type: 'recorded',
  blob,
  url: 'blob:aufnahme',
  contentType: 'video/mp4',
  thumbnailDataUrl: 'data:image/jpeg;base64,AAAA',
};

describe('recorderReducer', () => {
  it('goes from the choice through the countdown into recording', () => {
    let state = run([{ type: 'choose', source: 'camera' }, { type: 'request' }]);
    expect(state).toEqual({ status: 'requesting', source: 'camera' });
    state = run([{ type: 'countdown', remaining: 3 }], state);
    expect(state).toEqual({ status: 'countdown', source: 'camera', remaining: 3 });
    state = run(
      [
        { type: 'countdown', remaining: 2 },
        { type: 'countdown', remaining: 1 },
      ],
      state,
    );
    expect(state).toMatchObject({ status: 'countdown', remaining: 1 });
    state = run([{ type: 'start', at: 10_000 }], state);
    expect(state).toEqual({ status: 'recording', source: 'camera', recordedMs: 0, since: 10_000 });
  });

  it('measures the recorded time without the pauses', () => {
    const state = run([
      { type: 'request' },
      { type: 'start', at: 1_000 },
      { type: 'pause', at: 3_500 }, // 2.5 s
      { type: 'resume', at: 60_000 }, // a long pause, not counted
      { type: 'pause', at: 61_000 }, // 1 s
      { type: 'resume', at: 70_000 },
    ]);
    expect(state).toMatchObject({ status: 'recording', recordedMs: 3_500, since: 70_000 });
    expect(recordedMs(state, 72_000)).toBe(5_500);
    const finishing = recorderReducer(state, { type: 'stop', at: 72_250 });
    expect(finishing).toEqual({ status: 'finishing', source: 'screen', recordedMs: 5_750 });
    const stopped = recorderReducer(finishing, recordedEvent);
    expect(stopped).toEqual({
      status: 'stopped',
      source: 'screen',
      recording: {
        blob,
        url: 'blob:aufnahme',
        contentType: 'video/mp4',
        durationMs: 5_750,
        thumbnailDataUrl: 'data:image/jpeg;base64,AAAA',
      },
    });
    expect(recordedMs(stopped, 999_999)).toBe(5_750);
  });

  it('stops from a pause with the time up to the pause', () => {
    const state = run([
      { type: 'request' },
      { type: 'start', at: 0 },
      { type: 'pause', at: 2_000 },
      { type: 'stop', at: 50_000 },
    ]);
    expect(state).toMatchObject({ status: 'finishing', recordedMs: 2_000 });
  });

  it('uploads, fails, retries and finishes', () => {
    const stopped = run([
      { type: 'request' },
      { type: 'start', at: 0 },
      { type: 'stop', at: 4_000 },
      recordedEvent,
    ]);
    const failed = run([{ type: 'upload' }, { type: 'failed', message: 'Netz weg' }], stopped);
    expect(failed).toMatchObject({ status: 'error', message: 'Netz weg' });
    expect(failed.status === 'error' && failed.recording.durationMs).toBe(4_000);
    const cancelled = run([{ type: 'upload' }, { type: 'cancelled' }], failed);
    expect(cancelled).toMatchObject({ status: 'stopped' });
    const done = run([{ type: 'upload' }, { type: 'uploaded', clipId: 'c1' }], cancelled);
    expect(done).toMatchObject({ status: 'done', clipId: 'c1' });
  });

  it('goes back to the choice with the reason when the browser refuses', () => {
    const state = run([
      { type: 'choose', source: 'both' },
      { type: 'request' },
      { type: 'refused', message: MESSAGES.cameraDenied },
    ]);
    expect(state).toEqual({ status: 'idle', source: 'both', error: MESSAGES.cameraDenied });
    // Choosing again clears the message.
    expect(recorderReducer(state, { type: 'choose', source: 'camera' })).toEqual({
      status: 'idle',
      source: 'camera',
      error: null,
    });
  });

  it('keeps a running recording when a stream is lost (it is stopped instead)', () => {
    const recording = run([{ type: 'request' }, { type: 'start', at: 0 }]);
    expect(recorderReducer(recording, { type: 'refused', message: 'x' })).toBe(recording);
  });

  it('ignores events that do not fit the state', () => {
    const idle = initialRecorderState('camera');
    for (const event of [
      { type: 'pause', at: 1 },
      { type: 'resume', at: 1 },
      { type: 'stop', at: 1 },
      recordedEvent,
      { type: 'upload' },
      { type: 'uploaded', clipId: 'x' },
      { type: 'failed', message: 'x' },
      { type: 'start', at: 1 },
    ] satisfies RecorderEvent[]) {
      expect(recorderReducer(idle, event)).toBe(idle);
    }
    const finishing = run([{ type: 'request' }, { type: 'start', at: 0 }, { type: 'stop', at: 1 }]);
    expect(recorderReducer(finishing, { type: 'stop', at: 5 })).toBe(finishing);
    expect(recorderReducer(finishing, { type: 'choose', source: 'camera' })).toBe(finishing);
    const uploading = run([recordedEvent, { type: 'upload' }], finishing);
    expect(recorderReducer(uploading, { type: 'discard' })).toBe(uploading);
  });

  it('throws a recording away and starts over with the same source', () => {
    const stopped = run([
      { type: 'choose', source: 'camera' },
      { type: 'request' },
      { type: 'start', at: 0 },
      { type: 'stop', at: 1_000 },
      recordedEvent,
    ]);
    expect(recorderReducer(stopped, { type: 'discard' })).toEqual(initialRecorderState('camera'));
  });

  it('knows when closing loses something', () => {
    expect(hasUnsavedWork(initialRecorderState())).toBe(false);
    expect(hasUnsavedWork({ status: 'requesting', source: 'screen' })).toBe(false);
    expect(hasUnsavedWork({ status: 'paused', source: 'screen', recordedMs: 1 })).toBe(true);
    expect(
      hasUnsavedWork({
        status: 'stopped',
        source: 'screen',
        recording: {
          blob,
          url: null,
          contentType: 'video/mp4',
          durationMs: 1,
          thumbnailDataUrl: null,
        },
      }),
    ).toBe(true);
  });
});

describe('durationSeconds', () => {
  it('rounds to whole seconds, at least one', () => {
    expect(durationSeconds(0)).toBe(1);
    expect(durationSeconds(400)).toBe(1);
    expect(durationSeconds(4_499)).toBe(4);
    expect(durationSeconds(4_500)).toBe(5);
  });
});

describe('the recording format', () => {
  it('prefers MP4, then WebM', () => {
    expect(pickRecordingType(() => true)).toBe('video/mp4;codecs=avc1,mp4a.40.2');
    expect(pickRecordingType((type) => type !== 'video/mp4;codecs=avc1,mp4a.40.2')).toBe(
      'video/mp4;codecs=avc1,opus',
    );
    expect(pickRecordingType((type) => type.startsWith('video/webm'))).toBe(
      'video/webm;codecs=vp9,opus',
    );
    expect(pickRecordingType(() => false)).toBeNull();
  });

  it('uploads the type without codecs', () => {
    expect(baseContentType('video/mp4;codecs=avc1,opus')).toBe('video/mp4');
    expect(baseContentType('video/webm; codecs="vp8, opus"')).toBe('video/webm');
    expect(baseContentType('VIDEO/MP4')).toBe('video/mp4');
    expect(baseContentType('')).toBe('video/webm');
  });

  it('names the file after the title', () => {
    expect(recordingFileName('Einwände: "zu teuer"?', 'video/mp4')).toBe('Einwände zu teuer.mp4');
    expect(recordingFileName('   ', 'video/webm')).toBe('Aufnahme.webm');
    expect(recordingFileName('a/b\\c', 'video/quicktime')).toBe('a b c.mov');
  });
});

describe('mediaErrorMessage', () => {
  const error = (name: string) => Object.assign(new Error('x'), { name });

  it('says why the camera or microphone is not there', () => {
    expect(mediaErrorMessage(error('NotAllowedError'), 'camera')).toBe(MESSAGES.cameraDenied);
    expect(mediaErrorMessage(new DOMException('x', 'NotAllowedError'), 'camera')).toBe(
      MESSAGES.cameraDenied,
    );
    expect(mediaErrorMessage(error('NotFoundError'), 'camera')).toBe(MESSAGES.noCamera);
    expect(mediaErrorMessage(error('NotReadableError'), 'camera')).toBe(MESSAGES.cameraBusy);
    expect(mediaErrorMessage('kaputt', 'camera')).toBe(MESSAGES.failed);
  });

  it('reads a refused screen as a cancelled sharing', () => {
    expect(mediaErrorMessage(error('NotAllowedError'), 'screen')).toBe(MESSAGES.screenCancelled);
    expect(mediaErrorMessage(error('AbortError'), 'screen')).toBe(MESSAGES.screenCancelled);
  });
});

describe('recorderSupport', () => {
  const everything = {
    secureContext: true,
    hasMediaRecorder: true,
    isTypeSupported: () => true,
    hasGetUserMedia: true,
    hasGetDisplayMedia: true,
  };

  it('offers every source in a desktop browser', () => {
    const support = recorderSupport(everything);
    expect(support).toEqual({ canRecord: true, canCaptureScreen: true, problem: null });
    expect(availableSources(support)).toEqual(['screen', 'camera', 'both']);
  });

  it('offers only the camera without screen capture (phones)', () => {
    const support = recorderSupport({ ...everything, hasGetDisplayMedia: false });
    expect(availableSources(support)).toEqual(['camera']);
  });

  it('says why recording is impossible', () => {
    expect(recorderSupport({ ...everything, hasMediaRecorder: false }).problem).toBe(
      MESSAGES.noRecorder,
    );
    expect(recorderSupport({ ...everything, isTypeSupported: () => false }).problem).toBe(
      MESSAGES.noRecorder,
    );
    expect(recorderSupport({ ...everything, secureContext: false }).problem).toBe(
      MESSAGES.insecure,
    );
    expect(availableSources(recorderSupport({ ...everything, hasGetUserMedia: false }))).toEqual(
      [],
    );
  });
});
