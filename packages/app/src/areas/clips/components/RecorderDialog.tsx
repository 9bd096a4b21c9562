import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from '@sprint/ui';
import { errorMessage, type ClipDetails } from './clipForm';
import { RecorderView } from './RecorderView';
import { durationSeconds, hasUnsavedWork, recordingFileName } from './recording';
import { PublishCancelled, usePublishClip } from './usePublishClip';
import { useRecorder, type UseRecorderOptions } from './useRecorder';

export type RecorderDialogProps = UseRecorderOptions & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The running time is redrawn this often while recording. */
const CLOCK_MS = 250;

/**
 * 'Video aufnehmen' (the header's 'Record Video'): records in the browser, shows the recording,
 * uploads it with its title and opens the new clip. Closing with a recording that is not saved
 * asks first. The devices are released whenever the dialog closes.
 */
export function RecorderDialog({ open, onOpenChange, ...options }: RecorderDialogProps) {
  // Mounted only while open: every opening starts afresh, every closing lets the camera go.
  return open ? <OpenRecorder onClose={() => onOpenChange(false)} {...options} /> : null;
}

function OpenRecorder({ onClose, ...options }: UseRecorderOptions & { onClose: () => void }) {
  const navigate = useNavigate();
  const recorder = useRecorder(options);
  const publisher = usePublishClip();
  const { state, dispatch } = recorder;
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [now, setNow] = useState(() => performance.now());
  const recording = 'recording' in state ? state.recording : null;

  useEffect(() => {
    if (state.status !== 'recording') return undefined;
    const timer = setInterval(() => setNow(performance.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  function requestClose() {
    if (hasUnsavedWork(state)) setConfirming(true);
    else {
      recorder.discard();
      onClose();
    }
  }

  async function submit(details: ClipDetails) {
    if (!recording) return;
    setServerError(null);
    dispatch({ type: 'upload' });
    try {
      const clipId = await publisher.publish(
        {
          blob: recording.blob,
          fileName: recordingFileName(details.title, recording.contentType),
          contentType: recording.contentType,
          durationSeconds: durationSeconds(recording.durationMs),
          thumbnailDataUrl: recording.thumbnailDataUrl,
        },
        details,
      );
      dispatch({ type: 'uploaded', clipId });
      toast({ title: 'Clip gespeichert', description: details.title, variant: 'success' });
      // The recorder's address (?aufnahme=1) is replaced: 'Back' does not open it again.
      void navigate(`/app/clips/${clipId}`, { replace: true });
    } catch (error) {
      if (error instanceof PublishCancelled) {
        dispatch({ type: 'cancelled' });
        return;
      }
      const message = errorMessage(error);
      dispatch({ type: 'failed', message });
      setServerError(message);
    }
  }

  const progress = state.status === 'uploading' ? publisher.progress : null;

  return (
    <>
      <Dialog open onOpenChange={(next) => (next ? undefined : requestClose())}>
        <DialogContent
          style={{ maxWidth: '48rem' }}
          // A click beside the dialog must not end a recording.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <DialogHeader>
            <DialogTitle>Video aufnehmen</DialogTitle>
            <DialogDescription>
              Nimm deinen Bildschirm, deine Kamera oder beides direkt im Browser auf.
            </DialogDescription>
          </DialogHeader>
          <RecorderView
            state={state}
            sources={recorder.sources}
            problem={recorder.support.problem}
            now={now}
            previewStream={recorder.previewStream}
            recordingUrl={recording?.url ?? null}
            upload={progress ? { ...progress, fileName: publisher.fileName } : null}
            serverError={serverError}
            onChoose={recorder.choose}
            onStart={() => void recorder.start()}
            onPause={recorder.pause}
            onResume={recorder.resume}
            onStop={recorder.stop}
            onDiscard={() => {
              setServerError(null);
              recorder.discard();
            }}
            onSubmit={submit}
            onCancelUpload={publisher.cancel}
          />
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Aufnahme verwerfen?"
        description="Deine Aufnahme ist noch nicht gespeichert und geht verloren."
        confirmLabel="Verwerfen"
        cancelLabel="Zurück zur Aufnahme"
        destructive
        onConfirm={() => {
          publisher.cancel();
          recorder.discard();
          onClose();
        }}
      />
    </>
  );
}
