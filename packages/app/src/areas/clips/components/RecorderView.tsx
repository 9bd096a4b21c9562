import { useEffect, useRef, type ReactNode } from 'react';
import { CircleAlert, Circle, Pause, Play, RotateCcw, Square, Video } from 'lucide-react';
import { styled } from 'styled-components';
import {
  Alert,
  Button,
  RadioGroup,
  RadioGroupItem,
  RecordingIndicator,
  Stack,
  Text,
  UploadProgress,
  VideoPlayer,
  VideoStage,
  VisuallyHidden,
  type UploadState,
} from '@sprint/ui';
import { ClipDetailsForm } from './ClipDetailsForm';
import { emptyClipValues, type ClipDetails, type ClipFormValues } from './clipForm';
import { formatDuration, spokenDuration } from './format';
import { recordedMs, type RecorderState, type RecordingSource } from './recording';

export const SOURCE_LABELS: Record<RecordingSource, { label: string; description: string }> = {
  screen: {
    label: 'Bildschirm',
    description: 'Ein Fenster, einen Tab oder den ganzen Bildschirm, mit deinem Mikrofon.',
  },
  camera: { label: 'Kamera', description: 'Du vor der Kamera, mit Mikrofon.' },
  both: {
    label: 'Bildschirm und Kamera',
    description: 'Der Bildschirm, du klein in der Ecke.',
  },
};

/** The buttons of a step, at its end. */
function Actions({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" gap="2" justify="end" wrap>
      {children}
    </Stack>
  );
}

/** The icon of a problem beside its message; the message wraps beside the icon. */
const ProblemLine = styled.span`
  display: flex;
  gap: var(--space-2);

  & > svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

/** Why nothing can be recorded, with the icon of a problem (the words say it). */
function Problem({ message }: { message: string }) {
  return (
    <Alert
      message={
        <ProblemLine>
          <CircleAlert aria-hidden />
          {message}
        </ProblemLine>
      }
    />
  );
}

/** A step's explanation under the stage or the choice. */
function Hint({ children }: { children: ReactNode }) {
  return (
    <Text as="p" size="sm" tone="muted">
      {children}
    </Text>
  );
}

/** The live picture of what is being recorded (muted: the person hears themselves otherwise). */
function LivePreview({ stream }: { stream: MediaStream | null }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} muted autoPlay playsInline aria-label="Live-Vorschau" />;
}

export type RecorderUpload = {
  fileName: string;
  loaded: number;
  total: number;
  state: UploadState;
  error?: string;
};

export type RecorderViewProps = {
  state: RecorderState;
  /** The sources this browser can record; empty when it cannot record at all. */
  sources: readonly RecordingSource[];
  /** Why nothing can be recorded in this browser. */
  problem: string | null;
  /** When `state` was last looked at (the recording's running time). */
  now: number;
  previewStream: MediaStream | null;
  /** The finished recording as a playable URL. */
  recordingUrl: string | null;
  upload: RecorderUpload | null;
  /** The server refused the clip or the upload failed. */
  serverError: string | null;
  /** The details' first values (empty unless given). */
  defaultDetails?: ClipFormValues;
  onChoose: (source: RecordingSource) => void;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onDiscard: () => void;
  onSubmit: (details: ClipDetails) => unknown;
  onCancelUpload: () => void;
};

/**
 * What the recorder shows in each state: the choice of source, the countdown over the live
 * picture, the running recording with pause and stop, then the recording to watch with its
 * title, description and tags, and the upload. Presentational: `RecorderDialog` runs it.
 */
export function RecorderView(props: RecorderViewProps) {
  const { state } = props;
  switch (state.status) {
    case 'idle':
      return <ChooseSource {...props} state={state} />;
    case 'requesting':
      return (
        <Stack gap="4">
          <VideoStage>
            <Video aria-hidden />
          </VideoStage>
          <p role="status">Warte auf die Freigabe durch deinen Browser…</p>
          <Actions>
            <Button variant="outline" onClick={props.onDiscard}>
              Abbrechen
            </Button>
          </Actions>
        </Stack>
      );
    case 'countdown':
      return (
        <Stack gap="4">
          <VideoStage countdown={state.remaining}>
            <LivePreview stream={props.previewStream} />
          </VideoStage>
          <p role="status">Die Aufnahme beginnt in {state.remaining}…</p>
          <Actions>
            <Button variant="outline" onClick={props.onDiscard}>
              Abbrechen
            </Button>
          </Actions>
        </Stack>
      );
    case 'recording':
    case 'paused':
    case 'finishing':
      return <Running {...props} state={state} />;
    case 'stopped':
    case 'uploading':
    case 'error':
    case 'done':
      return <Review {...props} state={state} />;
  }
}

function ChooseSource({
  state,
  sources,
  problem,
  onChoose,
  onStart,
}: RecorderViewProps & { state: Extract<RecorderState, { status: 'idle' }> }) {
  if (problem || sources.length === 0) {
    return <Problem message={problem ?? 'Dein Browser kann keine Videos aufnehmen.'} />;
  }
  return (
    <Stack gap="4">
      <RadioGroup
        label="Was möchtest du aufnehmen?"
        value={state.source}
        onValueChange={(value) => onChoose(value as RecordingSource)}
      >
        {sources.map((source) => (
          <RadioGroupItem
            key={source}
            value={source}
            label={SOURCE_LABELS[source].label}
            description={SOURCE_LABELS[source].description}
          />
        ))}
      </RadioGroup>
      {state.error ? (
        <Problem message={state.error} />
      ) : (
        <Hint>
          Nach einem Countdown von 3 Sekunden beginnt die Aufnahme. Du kannst sie pausieren und dir
          vor dem Speichern ansehen.
        </Hint>
      )}
      <Actions>
        <Button onClick={onStart}>
          <Circle aria-hidden />
          Aufnahme starten
        </Button>
      </Actions>
    </Stack>
  );
}

function Running({
  state,
  now,
  previewStream,
  onPause,
  onResume,
  onStop,
}: RecorderViewProps & {
  state: Extract<RecorderState, { status: 'recording' | 'paused' | 'finishing' }>;
}) {
  const elapsed = recordedMs(state, now) / 1000;
  const label =
    state.status === 'recording'
      ? 'Aufnahme läuft'
      : state.status === 'paused'
        ? 'Aufnahme pausiert'
        : 'Aufnahme wird abgeschlossen…';
  return (
    <Stack gap="4">
      <VideoStage>
        <LivePreview stream={previewStream} />
      </VideoStage>
      <Stack direction="row" gap="3" align="center" justify="between" wrap>
        <RecordingIndicator state={state.status} label={label}>
          <time dateTime={`PT${Math.floor(elapsed)}S`}>
            <span aria-hidden>{formatDuration(elapsed)}</span>
            <VisuallyHidden>{spokenDuration(elapsed)}</VisuallyHidden>
          </time>
        </RecordingIndicator>
        <Actions>
          {state.status === 'paused' ? (
            <Button variant="outline" onClick={onResume}>
              <Play aria-hidden />
              Fortsetzen
            </Button>
          ) : (
            <Button
              variant="outline"
              aria-disabled={state.status === 'finishing' || undefined}
              onClick={onPause}
            >
              <Pause aria-hidden />
              Pausieren
            </Button>
          )}
          <Button
            variant="destructive"
            aria-disabled={state.status === 'finishing' || undefined}
            onClick={onStop}
          >
            <Square aria-hidden />
            Aufnahme beenden
          </Button>
        </Actions>
      </Stack>
    </Stack>
  );
}

function Review({
  state,
  recordingUrl,
  upload,
  serverError,
  defaultDetails,
  onDiscard,
  onSubmit,
  onCancelUpload,
}: RecorderViewProps & {
  state: Extract<RecorderState, { status: 'stopped' | 'uploading' | 'error' | 'done' }>;
}) {
  const busy = state.status === 'uploading' || state.status === 'done';
  const seconds = state.recording.durationMs / 1000;
  return (
    <Stack gap="4">
      {recordingUrl ? (
        <VideoPlayer src={recordingUrl} title="Vorschau der Aufnahme" />
      ) : (
        <VideoStage>
          <Video aria-hidden />
        </VideoStage>
      )}
      <Hint>
        Aufgenommen: <time dateTime={`PT${Math.round(seconds)}S`}>{formatDuration(seconds)}</time>.
        Gib der Aufnahme einen Titel und lade sie hoch.
      </Hint>
      <ClipDetailsForm
        defaultValues={defaultDetails ?? emptyClipValues()}
        onSubmit={onSubmit}
        submitLabel={state.status === 'error' ? 'Erneut hochladen' : 'Hochladen'}
        busyLabel="Wird hochgeladen…"
        busy={busy}
        serverError={serverError}
        secondaryAction={
          busy ? null : (
            <Button variant="outline" onClick={onDiscard}>
              <RotateCcw aria-hidden />
              Verwerfen und neu aufnehmen
            </Button>
          )
        }
      >
        {upload ? (
          <UploadProgress
            fileName={upload.fileName}
            loaded={upload.loaded}
            total={upload.total}
            state={upload.state}
            error={upload.error}
            onCancel={onCancelUpload}
          />
        ) : null}
      </ClipDetailsForm>
    </Stack>
  );
}
