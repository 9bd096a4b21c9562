import { useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  FileDrop,
  Stack,
  Text,
  UploadProgress,
  toast,
} from '@sprint/ui';
import { ClipThumbnail } from './ClipCard';
import { ClipDetailsForm } from './ClipDetailsForm';
import { emptyClipValues, errorMessage, type ClipDetails } from './clipForm';
import { formatDuration } from './format';
import { readVideoFile, type VideoFacts } from './media';
import { PublishCancelled, usePublishClip } from './usePublishClip';
import {
  MAX_VIDEO_BYTES,
  VIDEO_MESSAGES,
  VIDEO_TYPES,
  titleFromFileName,
  videoContentType,
  videoFileProblem,
} from './videoFile';

/** The still the browser took beside what it read of the file. */
const Facts = styled.div`
  display: grid;
  grid-template-columns: 10rem 1fr;
  align-items: center;
  gap: var(--space-3);
`;

const CHOOSE_FIRST = 'Bitte wähle zuerst ein Video aus.';

/** What the browser read of the chosen file; null while it reads. */
type Chosen = { file: File; facts: VideoFacts | null };

export type UploadClipDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Video hochladen': an existing MP4, WebM or MOV (up to 2 GB) becomes a clip. The browser reads
 * its length and a still before anything is sent; then it is uploaded with its title,
 * description and tags, and the new clip opens.
 */
export function UploadClipDialog({ open, onOpenChange }: UploadClipDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        style={{ maxWidth: '40rem' }}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Video hochladen</DialogTitle>
          <DialogDescription>
            Ein fertiges Video als Clip: MP4, WebM oder MOV, höchstens 2 GB.
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed: each opening starts afresh, an upload stops. */}
        <UploadForm onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function UploadForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const publisher = usePublishClip();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | null) {
    setServerError(null);
    setFileError(null);
    setChosen(null);
    if (!file) return;
    const problem = videoFileProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    setChosen({ file, facts: null });
    const facts = await readVideoFile(file).catch(() => null);
    // Another file may have been chosen meanwhile.
    setChosen((current) => {
      if (current?.file !== file) return current;
      return facts ? { file, facts } : null;
    });
    if (!facts) setFileError(VIDEO_MESSAGES.unreadable);
  }

  async function submit(details: ClipDetails) {
    if (!chosen) {
      setFileError(CHOOSE_FIRST);
      return;
    }
    // Still reading the file: the button says so.
    if (!chosen.facts) return;
    setServerError(null);
    setUploading(true);
    try {
      const clipId = await publisher.publish(
        {
          blob: chosen.file,
          fileName: chosen.file.name,
          contentType: videoContentType(chosen.file) ?? chosen.file.type,
          durationSeconds: chosen.facts.durationSeconds,
          thumbnailDataUrl: chosen.facts.thumbnailDataUrl,
        },
        details,
      );
      toast({ title: 'Clip gespeichert', description: details.title, variant: 'success' });
      onClose();
      void navigate(`/app/clips/${clipId}`);
    } catch (error) {
      if (!(error instanceof PublishCancelled)) setServerError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  const progress = uploading ? publisher.progress : null;

  return (
    <Stack gap="4">
      <FileDrop
        label="Videodatei"
        accept={VIDEO_TYPES}
        maxSize={MAX_VIDEO_BYTES}
        file={chosen?.file ?? null}
        onFileChange={(file) => void choose(file)}
        error={fileError}
        disabled={uploading}
        hint="MP4, WebM oder MOV, höchstens 2 GB"
        messages={{ invalidType: VIDEO_MESSAGES.wrongType, tooLarge: VIDEO_MESSAGES.tooLarge }}
      />
      {chosen && !chosen.facts ? <p role="status">Video wird gelesen…</p> : null}
      {chosen?.facts ? (
        <Facts>
          <ClipThumbnail
            thumbnailUrl={chosen.facts.thumbnailDataUrl}
            durationSeconds={chosen.facts.durationSeconds}
          />
          <Text as="p" size="sm" tone="muted">
            Länge {formatDuration(chosen.facts.durationSeconds)}. Das Vorschaubild stammt aus der
            ersten Sekunde des Videos.
          </Text>
        </Facts>
      ) : null}
      <ClipDetailsForm
        // A new file brings its own first title.
        key={chosen ? `${chosen.file.name}:${chosen.file.size}` : 'none'}
        defaultValues={emptyClipValues(chosen ? titleFromFileName(chosen.file.name) : '')}
        onSubmit={submit}
        submitLabel="Hochladen"
        busyLabel="Wird hochgeladen…"
        busy={uploading}
        submitDisabled={Boolean(chosen && !chosen.facts)}
        onSubmitAttempt={() => {
          if (!chosen && !fileError) setFileError(CHOOSE_FIRST);
        }}
        serverError={serverError}
        secondaryAction={
          <Button variant="outline" onClick={onClose}>
            Abbrechen
          </Button>
        }
      >
        {progress ? (
          <UploadProgress
            fileName={publisher.fileName}
            loaded={progress.loaded}
            total={progress.total}
            state={progress.state}
            error={progress.error}
            onCancel={publisher.cancel}
          />
        ) : null}
      </ClipDetailsForm>
    </Stack>
  );
}
