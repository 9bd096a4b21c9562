/**
 * The recorder's logic without the browser: its states and what moves it from one to the next,
 * which format to record in, how long a recording with pauses is, and what to tell a person whose
 * browser refused. `useRecorder` drives MediaRecorder and the streams with it.
 *
 *   idle → requesting → countdown → recording ⇄ paused → finishing → stopped → uploading → done
 *                                                                      ↑            ↓
 *                                                                      └─── error ──┘
 */

/** What is recorded: the screen, the camera, or the screen with the camera in a corner. */
export type RecordingSource = 'screen' | 'camera' | 'both';

export const RECORDING_SOURCES: readonly RecordingSource[] = ['screen', 'camera', 'both'];

/** A finished recording, ready to be watched and uploaded. */
export type Recording = {
  blob: Blob;
  /** A `blob:` URL of it to watch it before uploading (revoked by whoever made it). */
  url: string | null;
  /** The upload's type: `video/mp4` or `video/webm`, without codecs. */
  contentType: string;
  /** Recorded time without the pauses. */
  durationMs: number;
  /** A frame of the recording as a JPEG data URL, or null when none could be taken. */
  thumbnailDataUrl: string | null;
};

export type RecorderState =
  | { status: 'idle'; source: RecordingSource; error: string | null }
  /** The browser asks for permission (or which screen to share). */
  | { status: 'requesting'; source: RecordingSource }
  | { status: 'countdown'; source: RecordingSource; remaining: number }
  /** `since`: when the running stretch began; `recordedMs`: the stretches before it. */
  | { status: 'recording'; source: RecordingSource; recordedMs: number; since: number }
  | { status: 'paused'; source: RecordingSource; recordedMs: number }
  /** Stopped; MediaRecorder hands over its last data. */
  | { status: 'finishing'; source: RecordingSource; recordedMs: number }
  | { status: 'stopped'; source: RecordingSource; recording: Recording }
  | { status: 'uploading'; source: RecordingSource; recording: Recording }
  | { status: 'done'; source: RecordingSource; recording: Recording; clipId: string }
  | { status: 'error'; source: RecordingSource; recording: Recording; message: string };

export type RecorderStatus = RecorderState['status'];

export type RecorderEvent =
  | { type: 'choose'; source: RecordingSource }
  | { type: 'request' }
  /** Permission refused, sharing cancelled, no device: back to the choice with the reason. */
  | { type: 'refused'; message: string }
  | { type: 'countdown'; remaining: number }
  | { type: 'start'; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  | { type: 'stop'; at: number }
  | {
      type: 'recorded';
      blob: Blob;
      url: string | null;
      contentType: string;
      thumbnailDataUrl: string | null;
    }
  | { type: 'upload' }
  | { type: 'uploaded'; clipId: string }
  | { type: 'failed'; message: string }
  /** The person cancelled the upload: back to the recording and its details. */
  | { type: 'cancelled' }
  /** Throws the recording (or the attempt) away: back to the choice. */
  | { type: 'discard' };

export function initialRecorderState(source: RecordingSource = 'screen'): RecorderState {
  return { status: 'idle', source, error: null };
}

/**
 * The next state. An event that does not fit the current state (a late 'pause' after 'stop', a
 * second 'stop') changes nothing, so the browser's callbacks may arrive in any order.
 */
export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  const { source } = state;
  switch (event.type) {
    case 'choose':
      return state.status === 'idle' ? { ...state, source: event.source, error: null } : state;
    case 'request':
      return state.status === 'idle' ? { status: 'requesting', source } : state;
    case 'refused':
      // Once recording runs, a lost stream stops it instead: what was recorded is kept.
      return state.status === 'requesting' || state.status === 'countdown'
        ? { status: 'idle', source, error: event.message }
        : state;
    case 'countdown':
      return state.status === 'requesting' || state.status === 'countdown'
        ? { status: 'countdown', source, remaining: Math.max(1, Math.round(event.remaining)) }
        : state;
    case 'start':
      return state.status === 'countdown' || state.status === 'requesting'
        ? { status: 'recording', source, recordedMs: 0, since: event.at }
        : state;
    case 'pause':
      return state.status === 'recording'
        ? { status: 'paused', source, recordedMs: recordedMs(state, event.at) }
        : state;
    case 'resume':
      return state.status === 'paused'
        ? { status: 'recording', source, recordedMs: state.recordedMs, since: event.at }
        : state;
    case 'stop':
      return state.status === 'recording' || state.status === 'paused'
        ? { status: 'finishing', source, recordedMs: recordedMs(state, event.at) }
        : state;
    case 'recorded':
      return state.status === 'finishing'
        ? {
            status: 'stopped',
            source,
            recording: {
              blob: event.blob,
              url: event.url,
              contentType: event.contentType,
              durationMs: state.recordedMs,
              thumbnailDataUrl: event.thumbnailDataUrl,
            },
          }
        : state;
    case 'upload':
      return state.status === 'stopped' || state.status === 'error'
        ? { status: 'uploading', source, recording: state.recording }
        : state;
    case 'uploaded':
      return state.status === 'uploading'
        ? { status: 'done', source, recording: state.recording, clipId: event.clipId }
        : state;
    case 'failed':
      return state.status === 'uploading'
        ? { status: 'error', source, recording: state.recording, message: event.message }
        : state;
    case 'cancelled':
      return state.status === 'uploading'
        ? { status: 'stopped', source, recording: state.recording }
        : state;
    case 'discard':
      return state.status === 'uploading' || state.status === 'done'
        ? state
        : initialRecorderState(source);
  }
}

/** Recorded time up to `now`, without the pauses. */
export function recordedMs(state: RecorderState, now: number): number {
  switch (state.status) {
    case 'recording':
      return state.recordedMs + Math.max(0, now - state.since);
    case 'paused':
    case 'finishing':
      return state.recordedMs;
    case 'stopped':
    case 'uploading':
    case 'done':
    case 'error':
      return state.recording.durationMs;
    default:
      return 0;
  }
}

/** A clip's length as the server takes it: whole seconds, at least one. */
export function durationSeconds(ms: number): number {
  return Math.max(1, Math.round(ms / 1000));
}

/** Whether the recorder holds something a person would lose by closing it. */
export function hasUnsavedWork(state: RecorderState): boolean {
  return (
    state.status === 'countdown' ||
    state.status === 'recording' ||
    state.status === 'paused' ||
    state.status === 'finishing' ||
    state.status === 'stopped' ||
    state.status === 'uploading' ||
    state.status === 'error'
  );
}

/**
 * MP4 (H.264) where the browser records it, so the clip plays everywhere (Safari, iPhones);
 * otherwise WebM. Audio codecs are named so the browser does not pick one the container lacks.
 */
export const RECORDING_TYPES = [
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4;codecs=avc1,opus',
  'video/mp4;codecs=avc1',
  'video/mp4',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const;

/** The first type the browser records, or null when it records none of them. */
export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** `video/mp4;codecs=avc1` → `video/mp4`: the type the upload and the server know. */
export function baseContentType(mimeType: string): string {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'video/mp4' || base === 'video/webm' ? base : 'video/webm';
}

const EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** A file name for the recording: its title, made safe, with the type's extension. */
export function recordingFileName(title: string, contentType: string): string {
  const stem =
    title
      .normalize('NFC')
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 120) || 'Aufnahme';
  return `${stem}.${EXTENSIONS[contentType] ?? 'webm'}`;
}

export const MESSAGES = {
  cameraDenied:
    'Kein Zugriff auf Kamera oder Mikrofon. Bitte erlaube den Zugriff in den Einstellungen deines Browsers.',
  screenCancelled:
    'Die Bildschirmfreigabe wurde abgebrochen. Starte die Aufnahme erneut und wähle einen Bildschirm, ein Fenster oder einen Tab aus.',
  noCamera: 'Keine Kamera gefunden. Schließe eine Kamera an oder nimm nur den Bildschirm auf.',
  cameraBusy:
    'Die Kamera wird gerade von einem anderen Programm verwendet. Schließe es und versuche es erneut.',
  noRecorder:
    'Dein Browser kann keine Videos aufnehmen. Bitte verwende eine aktuelle Version von Chrome, Edge, Firefox oder Safari – oder lade ein fertiges Video hoch.',
  noScreenCapture:
    'Dein Browser kann den Bildschirm nicht aufnehmen (auf Smartphones und Tablets geht das nicht). Nimm mit der Kamera auf oder lade ein Video hoch.',
  insecure:
    'Aufnehmen geht nur über eine sichere Verbindung (https). Bitte öffne Sprint über https.',
  sharingEnded: 'Die Bildschirmfreigabe wurde beendet.',
  failed: 'Die Aufnahme konnte nicht gestartet werden. Bitte versuche es erneut.',
} as const;

/** Which request of the browser failed: the camera and microphone, or the screen. */
export type MediaRequest = 'camera' | 'screen';

/**
 * A refusal of `getUserMedia` or `getDisplayMedia` in German. For the screen a NotAllowedError
 * is almost always the person closing the picker, so it says the sharing was cancelled.
 */
export function mediaErrorMessage(error: unknown, request: MediaRequest): string {
  const name = error instanceof Error || isDomException(error) ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return request === 'screen' ? MESSAGES.screenCancelled : MESSAGES.cameraDenied;
    case 'AbortError':
      return request === 'screen' ? MESSAGES.screenCancelled : MESSAGES.failed;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return request === 'screen' ? MESSAGES.noScreenCapture : MESSAGES.noCamera;
    case 'NotReadableError':
    case 'TrackStartError':
      return request === 'screen' ? MESSAGES.failed : MESSAGES.cameraBusy;
    default:
      return MESSAGES.failed;
  }
}

function isDomException(error: unknown): error is { name: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { name?: unknown }).name === 'string'
  );
}

/** What the browser offers for recording (read once, when the recorder opens). */
export type RecorderSupport = {
  /** MediaRecorder with a type we upload, and getUserMedia: recording works at all. */
  canRecord: boolean;
  /** getDisplayMedia: the screen can be shared (not on phones). */
  canCaptureScreen: boolean;
  /** Why recording is impossible, when it is. */
  problem: string | null;
};

export function recorderSupport(environment: {
  secureContext: boolean;
  hasMediaRecorder: boolean;
  isTypeSupported: (type: string) => boolean;
  hasGetUserMedia: boolean;
  hasGetDisplayMedia: boolean;
}): RecorderSupport {
  if (!environment.secureContext) {
    return { canRecord: false, canCaptureScreen: false, problem: MESSAGES.insecure };
  }
  const canRecord =
    environment.hasMediaRecorder &&
    environment.hasGetUserMedia &&
    pickRecordingType(environment.isTypeSupported) !== null;
  if (!canRecord)
    return { canRecord: false, canCaptureScreen: false, problem: MESSAGES.noRecorder };
  return { canRecord: true, canCaptureScreen: environment.hasGetDisplayMedia, problem: null };
}

/** The sources a browser can record, in the order they are offered. */
export function availableSources(support: RecorderSupport): RecordingSource[] {
  if (!support.canRecord) return [];
  return support.canCaptureScreen ? [...RECORDING_SOURCES] : ['camera'];
}
