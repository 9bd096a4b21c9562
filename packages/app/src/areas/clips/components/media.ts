/**
 * The browser's side of recording: asking for the camera, the microphone and the screen, putting
 * the camera into a corner of the screen, and taking a frame of a video as a thumbnail. Every
 * function here needs a real browser; `recording.ts` holds the logic that does not.
 */
import { MESSAGES, mediaErrorMessage, recorderSupport, type RecordingSource } from './recording';

/** The stream to record and to preview, and how to let go of every device behind it. */
export type RecordingInput = {
  stream: MediaStream;
  /** Stops every track (the camera light goes off, the browser's sharing bar disappears). */
  release: () => void;
  /** Called once when a track the recording depends on ends (the person stops sharing). */
  onEnded: (handler: () => void) => void;
};

/** A refusal with the German message to show. */
export class MediaRefusal extends Error {}

/** What this browser offers, read now. */
export function browserRecorderSupport() {
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  const hasMediaRecorder = typeof MediaRecorder !== 'undefined';
  return recorderSupport({
    secureContext: typeof window !== 'undefined' && window.isSecureContext,
    hasMediaRecorder,
    isTypeSupported: (type) => hasMediaRecorder && MediaRecorder.isTypeSupported(type),
    hasGetUserMedia: typeof media?.getUserMedia === 'function',
    hasGetDisplayMedia: typeof media?.getDisplayMedia === 'function',
  });
}

const CAMERA_VIDEO: MediaTrackConstraints = {
  width: { ideal: 1280 },
  height: { ideal: 720 },
  frameRate: { ideal: 30 },
};

const MICROPHONE: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true };

async function camera(options: { video: boolean }): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({
      video: options.video ? CAMERA_VIDEO : false,
      audio: MICROPHONE,
    });
  } catch (error) {
    // No microphone at all: the camera alone still makes a (silent) clip.
    if (options.video && (error as Error | null)?.name === 'NotFoundError') {
      try {
        return await navigator.mediaDevices.getUserMedia({ video: CAMERA_VIDEO, audio: false });
      } catch (retryError) {
        throw new MediaRefusal(mediaErrorMessage(retryError, 'camera'));
      }
    }
    throw new MediaRefusal(mediaErrorMessage(error, 'camera'));
  }
}

async function screen(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getDisplayMedia({
      video: { frameRate: { ideal: 30 } },
      // A tab's or the system's sound, where the browser offers it.
      audio: true,
    });
  } catch (error) {
    throw new MediaRefusal(mediaErrorMessage(error, 'screen'));
  }
}

/** The microphone for a screen recording, if the person allows it; silence otherwise. */
async function optionalMicrophone(): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: MICROPHONE, video: false });
  } catch {
    return null;
  }
}

/**
 * One audio track of several (the microphone and the shared tab's sound): mixed by Web Audio,
 * since MediaRecorder records only the first audio track of a stream.
 */
function mixAudio(tracks: MediaStreamTrack[]): {
  track: MediaStreamTrack | null;
  close: () => void;
} {
  if (tracks.length <= 1) return { track: tracks[0] ?? null, close: () => undefined };
  const context = new AudioContext();
  const destination = context.createMediaStreamDestination();
  for (const track of tracks) {
    context.createMediaStreamSource(new MediaStream([track])).connect(destination);
  }
  return {
    track: destination.stream.getAudioTracks()[0] ?? null,
    close: () => void context.close().catch(() => undefined),
  };
}

function stopAll(...streams: (MediaStream | null)[]) {
  for (const stream of streams) for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Calls `handler` once when the first of `tracks` ends. */
function whenAnyEnds(tracks: MediaStreamTrack[]) {
  return (handler: () => void) => {
    let called = false;
    for (const track of tracks) {
      track.addEventListener('ended', () => {
        if (called) return;
        called = true;
        handler();
      });
    }
  };
}

/**
 * Asks the browser for what `source` needs and returns the stream to record. 'both' is the
 * shared screen with the camera as a picture in the lower right corner, drawn on a canvas.
 */
export async function openRecordingInput(source: RecordingSource): Promise<RecordingInput> {
  if (!browserRecorderSupport().canRecord) throw new MediaRefusal(MESSAGES.noRecorder);
  if (source === 'camera') {
    const stream = await camera({ video: true });
    return {
      stream,
      release: () => stopAll(stream),
      onEnded: whenAnyEnds(stream.getVideoTracks()),
    };
  }
  if (typeof navigator.mediaDevices.getDisplayMedia !== 'function') {
    throw new MediaRefusal(MESSAGES.noScreenCapture);
  }

  const shared = await screen();
  let cameraStream: MediaStream | null = null;
  let microphone: MediaStream | null = null;
  try {
    if (source === 'both') cameraStream = await camera({ video: true });
    else microphone = await optionalMicrophone();
  } catch (error) {
    stopAll(shared);
    throw error;
  }

  const voice = cameraStream ?? microphone;
  const audio = mixAudio([...(voice?.getAudioTracks() ?? []), ...shared.getAudioTracks()]);
  const screenTrack = shared.getVideoTracks()[0];
  const cameraTrack = cameraStream?.getVideoTracks()[0];
  const composite =
    screenTrack && cameraTrack ? await compositeScreenAndCamera(shared, cameraStream) : null;
  const videoTrack = composite?.track ?? screenTrack;
  const stream = new MediaStream([
    ...(videoTrack ? [videoTrack] : []),
    ...(audio.track ? [audio.track] : []),
  ]);
  return {
    stream,
    release: () => {
      composite?.stop();
      audio.close();
      stopAll(shared, cameraStream, microphone);
    },
    // Only the screen: a camera that fails mid-recording leaves the screen worth keeping.
    onEnded: whenAnyEnds(shared.getVideoTracks()),
  };
}

/** A muted, playing video element of a stream, outside the page (for drawing and frames). */
async function playingVideo(stream: MediaStream): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play().catch(() => undefined);
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
    await new Promise<void>((resolve) => {
      video.addEventListener('loadeddata', () => resolve(), { once: true });
      setTimeout(resolve, 2000);
    });
  }
  return video;
}

const FRAME_RATE = 30;
/** The camera's picture: this share of the frame's width, this far from the edges. */
const CAMERA_SHARE = 0.24;
const CAMERA_MARGIN = 0.025;

/**
 * Draws the screen and, in its lower right corner, the camera onto a canvas 30 times a second
 * and records the canvas. The beat comes from a worker: a page's own timers slow to once a
 * second while its tab is in the background — exactly when the person shows another tab.
 */
async function compositeScreenAndCamera(
  screenStream: MediaStream,
  cameraStream: MediaStream | null,
): Promise<{ track: MediaStreamTrack; stop: () => void }> {
  const screenVideo = await playingVideo(screenStream);
  const cameraVideo = cameraStream ? await playingVideo(cameraStream) : null;
  const settings = screenStream.getVideoTracks()[0]?.getSettings() ?? {};
  const scale = Math.min(1, 1920 / (settings.width ?? screenVideo.videoWidth ?? 1280));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round((settings.width ?? screenVideo.videoWidth ?? 1280) * scale) || 1280;
  canvas.height = Math.round((settings.height ?? screenVideo.videoHeight ?? 720) * scale) || 720;
  const context = canvas.getContext('2d');
  if (!context) throw new MediaRefusal(MESSAGES.failed);

  function draw() {
    if (!context) return;
    // Letterbox of the recorded video itself (not UI, so no theme token): black as players show.
    context.fillStyle = 'black';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(screenVideo, 0, 0, canvas.width, canvas.height);
    if (cameraVideo && cameraVideo.videoWidth > 0) {
      const width = Math.round(canvas.width * CAMERA_SHARE);
      const height = Math.round((width * cameraVideo.videoHeight) / cameraVideo.videoWidth);
      const margin = Math.round(canvas.width * CAMERA_MARGIN);
      const x = canvas.width - width - margin;
      const y = canvas.height - height - margin;
      context.save();
      context.beginPath();
      context.roundRect(x, y, width, height, Math.round(width * 0.06));
      context.clip();
      context.drawImage(cameraVideo, x, y, width, height);
      context.restore();
    }
  }

  const clock = new Worker(new URL('./frameClock.worker.ts', import.meta.url), { type: 'module' });
  clock.addEventListener('message', draw);
  clock.postMessage({ fps: FRAME_RATE });
  draw();
  const stream = canvas.captureStream(FRAME_RATE);
  const track = stream.getVideoTracks()[0];
  if (!track) throw new MediaRefusal(MESSAGES.failed);
  return {
    track,
    stop: () => {
      clock.terminate();
      track.stop();
      screenVideo.srcObject = null;
      if (cameraVideo) cameraVideo.srcObject = null;
    },
  };
}

/** Thumbnails are at most this wide; the server takes at most 2 MB. */
const THUMBNAIL_WIDTH = 1280;

/** The frame a video shows now, as a JPEG data URL; null before it shows anything. */
export function captureFrame(video: HTMLVideoElement): string | null {
  if (!video.videoWidth || !video.videoHeight) return null;
  const scale = Math.min(1, THUMBNAIL_WIDTH / video.videoWidth);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  try {
    return canvas.toDataURL('image/jpeg', 0.8);
  } catch {
    return null;
  }
}

/** Takes a frame of a live stream (the recording's thumbnail) from a video of its own. */
export async function captureStreamFrame(stream: MediaStream): Promise<string | null> {
  const video = await playingVideo(stream);
  try {
    return captureFrame(video);
  } finally {
    video.pause();
    video.srcObject = null;
  }
}

function once(target: EventTarget, type: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    target.addEventListener(
      type,
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

export type VideoFacts = { durationSeconds: number; thumbnailDataUrl: string | null };

/**
 * A chosen file's length and a thumbnail, read by a `<video>` in the browser: its metadata, then
 * a frame one second in (or halfway through a shorter video). Null when the browser cannot play
 * it (a codec it lacks), which means nobody else could watch it in Sprint either.
 */
export async function readVideoFile(file: Blob): Promise<VideoFacts | null> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const failed = new Promise<false>((resolve) =>
      video.addEventListener('error', () => resolve(false), { once: true }),
    );
    video.src = url;
    const loaded = await Promise.race([once(video, 'loadedmetadata', 15_000), failed]);
    if (!loaded) return null;
    let duration = video.duration;
    if (!Number.isFinite(duration)) {
      // Recordings of some browsers (WebM) carry no length: seeking far makes the browser find it.
      video.currentTime = Number.MAX_SAFE_INTEGER;
      await once(video, 'seeked', 10_000);
      duration = video.duration;
    }
    if (!Number.isFinite(duration) || duration <= 0) return null;
    video.currentTime = Math.min(1, duration / 2);
    const seeked = await Promise.race([once(video, 'seeked', 10_000), failed]);
    if (seeked && video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
      await once(video, 'loadeddata', 5_000);
    }
    return {
      durationSeconds: Math.max(1, Math.round(duration)),
      thumbnailDataUrl: captureFrame(video),
    };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
