import { useEffect, useRef } from 'react';
import { CircleAlert, Circle, Pause, Play, RotateCcw, Square, Video } from 'lucide-react';
import { styled } from 'styled-components';
import {
  Button,
  RadioGroup,
  RadioGroupItem,
  UploadProgress,
  VideoPlayer,
  type UploadState,
} from '@sprint/ui';
import { VisuallyHidden } from './ClipCard';
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

const Layout = styled.div`
  display: grid;
  gap: var(--space-4);
`;

const Stage = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  overflow: hidden;
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

const CountdownNumber = styled.p`
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

const StatusBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

const Indicator = styled.p`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin: 0;
  font-weight: var(--font-weight-medium);

  & svg {
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }

  &[data-state='recording'] svg {
    color: var(--color-destructive);
    fill: currentColor;
  }

  & time {
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--space-2);
`;

const Problem = styled.p`
  display: flex;
  gap: var(--space-2);
  margin: 0;
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-destructive);
  border-radius: var(--radius-md);
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);

  & svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const Hint = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
`;

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
        <Layout>
          <Stage>
            <Video aria-hidden />
          </Stage>
          <p role="status">Warte auf die Freigabe durch deinen Browser…</p>
          <Actions>
            <Button variant="outline" onClick={props.onDiscard}>
              Abbrechen
            </Button>
          </Actions>
        </Layout>
      );
    case 'countdown':
      return (
        <Layout>
          <Stage>
            <LivePreview stream={props.previewStream} />
            <CountdownNumber aria-hidden>{state.remaining}</CountdownNumber>
          </Stage>
          <p role="status">Die Aufnahme beginnt in {state.remaining}…</p>
          <Actions>
            <Button variant="outline" onClick={props.onDiscard}>
              Abbrechen
            </Button>
          </Actions>
        </Layout>
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
    return (
      <Problem role="alert">
        <CircleAlert aria-hidden />
        {problem ?? 'Dein Browser kann keine Videos aufnehmen.'}
      </Problem>
    );
  }
  return (
    <Layout>
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
        <Problem role="alert">
          <CircleAlert aria-hidden />
          {state.error}
        </Problem>
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
    </Layout>
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
    <Layout>
      <Stage>
        <LivePreview stream={previewStream} />
      </Stage>
      <StatusBar>
        <Indicator data-state={state.status}>
          <Circle aria-hidden />
          <span role="status">{label}</span>
          <time dateTime={`PT${Math.floor(elapsed)}S`}>
            <span aria-hidden>{formatDuration(elapsed)}</span>
            <VisuallyHidden>{spokenDuration(elapsed)}</VisuallyHidden>
          </time>
        </Indicator>
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
      </StatusBar>
    </Layout>
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
    <Layout>
      {recordingUrl ? (
        <VideoPlayer src={recordingUrl} title="Vorschau der Aufnahme" />
      ) : (
        <Stage>
          <Video aria-hidden />
        </Stage>
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
    </Layout>
  );
}
