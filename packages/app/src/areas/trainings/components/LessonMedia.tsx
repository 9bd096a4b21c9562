import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Clapperboard, FileText, Trash2 } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  FileDrop,
  Link,
  Stack,
  Text,
  UploadProgress,
  VideoPlayer,
  formatBytes,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useUpload, type UploadedFile } from '../../../lib/upload';
import { ClipPickerDialog } from './ClipPickerDialog';
import { useLessonCache, type LessonIds } from './lessonCache';
import { FileList } from './parts';
import { errorMessage, type LessonAttachment, type LessonPageData } from '../queries';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  VIDEO_ACCEPT,
  VIDEO_MAX_BYTES,
  VIDEO_MESSAGES,
  contentTypeOf,
} from './trainingForms';
import { formatClock } from './trainingsFormat';
import { readVideoDuration } from './videoDuration';

const CANCELLED = 'Upload abgebrochen.';

/**
 * One file at a time through the resumable upload (`lib/upload`), then `attach` with what the
 * server stored; `UploadProgress` shows it with 'Abbrechen' and 'Erneut versuchen'. A refusal
 * before the first byte (type, size) shows in the same place.
 */
function useLessonUpload(attach: (file: UploadedFile) => Promise<unknown>) {
  const upload = useUpload();
  const [problem, setProblem] = useState<string | null>(null);

  async function run(sending: () => Promise<UploadedFile>) {
    setProblem(null);
    try {
      const file = await sending();
      await attach(file);
      upload.reset();
    } catch (error) {
      // Cancelled on purpose: the progress is gone already, nothing to say.
      if (errorMessage(error) !== CANCELLED) setProblem(errorMessage(error));
    }
  }

  const progress = upload.progress;
  const view = progress
    ? {
        fileName: upload.fileName,
        loaded: progress.loaded,
        total: progress.total,
        state: problem ? ('error' as const) : progress.state,
        error: problem ?? progress.error,
      }
    : null;
  return {
    view,
    busy: view !== null && view.state !== 'error',
    start: (file: Blob, options: Parameters<typeof upload.start>[1]) =>
      run(() => upload.start(file, options)),
    retry: () => run(() => upload.retry()),
    cancel: () => {
      upload.cancel();
      setProblem(null);
    },
  };
}

function ProgressView({
  view,
  onCancel,
  onRetry,
}: {
  view: NonNullable<ReturnType<typeof useLessonUpload>['view']>;
  onCancel: () => void;
  onRetry: () => void;
}) {
  return (
    <UploadProgress
      fileName={view.fileName}
      loaded={view.loaded}
      total={view.total}
      state={view.state}
      error={view.error}
      onCancel={view.state === 'uploading' || view.state === 'paused' ? onCancel : undefined}
      onRetry={view.state === 'error' || view.state === 'paused' ? onRetry : undefined}
    />
  );
}

/**
 * The lesson's video: a preview of the current one, an upload (MP4, WebM or MOV up to 2 GB; its
 * length read from the file in the browser and saved with it), one of Sprint's clips instead,
 * or none.
 */
export function VideoSection({ page, ids }: { page: LessonPageData; ids: LessonIds }) {
  const trpc = useTRPC();
  const { refresh } = useLessonCache(ids);
  const update = useMutation(trpc.trainings.lessons.update.mutationOptions());
  const [duration, setDuration] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  // The file's length, read while it uploads; saving the video waits for it.
  const durationRead = useRef<Promise<number | null>>(Promise.resolve(null));
  const { lesson } = page;

  const upload = useLessonUpload(async (file) => {
    const seconds = await durationRead.current;
    await update.mutateAsync({
      lessonId: lesson.id,
      video: { kind: 'upload', path: file.path },
      ...(seconds !== null ? { durationSeconds: seconds } : {}),
    });
    toast({
      variant: 'success',
      title: 'Video gespeichert',
      description:
        seconds !== null
          ? `„${file.fileName}“, ${formatClock(seconds)} lang.`
          : `„${file.fileName}“. Trag die Dauer selbst ein.`,
    });
    await refresh();
  });

  function choose(file: File | null) {
    if (!file) return;
    setDuration(null);
    durationRead.current = readVideoDuration(file).then((seconds) => {
      setDuration(seconds);
      return seconds;
    });
    void upload.start(file, {
      purpose: 'video',
      fileName: file.name,
      contentType: contentTypeOf(file, VIDEO_ACCEPT),
      scope: 'provider',
    });
  }

  async function pickClip(clip: { id: string; title: string }) {
    await update.mutateAsync({ lessonId: lesson.id, video: { kind: 'clip', clipId: clip.id } });
    toast({ variant: 'success', title: 'Clip übernommen', description: `„${clip.title}“` });
    await refresh();
  }

  async function removeVideo() {
    try {
      await update.mutateAsync({ lessonId: lesson.id, video: null });
      toast({ title: 'Video entfernt' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Video nicht entfernt',
        description: errorMessage(error),
      });
      throw error;
    } finally {
      void refresh();
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Video</CardTitle>
        <CardDescription>
          MP4, WebM oder MOV bis 2 GB. Die Dauer wird aus dem Video übernommen.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap="4">
          {lesson.video ? (
            <VideoPlayer key={lesson.video.url} src={lesson.video.url} title={lesson.title} />
          ) : (
            <Text size="sm" tone="muted">
              Diese Lektion hat noch kein Video.
            </Text>
          )}
          {upload.view ? (
            <Stack gap="2">
              <ProgressView
                view={upload.view}
                onCancel={upload.cancel}
                onRetry={() => void upload.retry()}
              />
              {duration !== null ? (
                <Text size="sm" tone="muted">
                  Länge: {formatClock(duration)}
                </Text>
              ) : null}
            </Stack>
          ) : (
            <FileDrop
              label={lesson.video ? 'Anderes Video hochladen' : 'Video hochladen'}
              accept={VIDEO_ACCEPT}
              maxSize={VIDEO_MAX_BYTES}
              messages={VIDEO_MESSAGES}
              file={null}
              onFileChange={choose}
              hint="MP4, WebM oder MOV, höchstens 2 GB"
            />
          )}
          <Stack direction="row" gap="2" wrap>
            <Button variant="outline" onClick={() => setPicking(true)} disabled={upload.busy}>
              <Clapperboard aria-hidden />
              Clip wählen
            </Button>
            {lesson.video ? (
              <Button variant="ghost" onClick={() => setConfirmRemove(true)} disabled={upload.busy}>
                <Trash2 aria-hidden />
                Video entfernen
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </CardContent>
      <ClipPickerDialog open={picking} onOpenChange={setPicking} onPick={pickClip} />
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Video entfernen?"
        description="Das hochgeladene Video wird gelöscht. Das lässt sich nicht rückgängig machen."
        confirmLabel="Video entfernen"
        destructive
        onConfirm={removeVideo}
      />
    </Card>
  );
}

/** Files to download with the lesson: uploaded one at a time, removed after asking. */
export function AttachmentsSection({ page, ids }: { page: LessonPageData; ids: LessonIds }) {
  const trpc = useTRPC();
  const { refresh } = useLessonCache(ids);
  const add = useMutation(trpc.trainings.lessons.addAttachment.mutationOptions());
  const remove = useMutation(trpc.trainings.lessons.removeAttachment.mutationOptions());
  const [removing, setRemoving] = useState<LessonAttachment | null>(null);
  const { lesson } = page;

  const upload = useLessonUpload(async (file) => {
    await add.mutateAsync({ lessonId: lesson.id, path: file.path });
    toast({ variant: 'success', title: 'Anhang hinzugefügt', description: `„${file.fileName}“` });
    await refresh();
  });

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync({ attachmentId: removing.id });
      toast({ title: 'Anhang entfernt', description: `„${removing.fileName}“` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Anhang nicht entfernt',
        description: errorMessage(error),
      });
      throw error;
    } finally {
      void refresh();
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Anhänge</CardTitle>
        <CardDescription>
          PDF, Word, Excel, PowerPoint, ZIP, Bilder, Text und CSV bis 100 MB.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap="4">
          {lesson.attachments.length > 0 ? (
            <FileList aria-label="Anhänge der Lektion" data-editing>
              {lesson.attachments.map((attachment) => (
                <li key={attachment.id}>
                  <FileText aria-hidden />
                  <Link href={attachment.url} download={attachment.fileName}>
                    {attachment.fileName}
                  </Link>
                  <Text size="sm" tone="muted">
                    {formatBytes(attachment.bytes)}
                  </Text>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Entfernen: ${attachment.fileName}`}
                    onClick={() => setRemoving(attachment)}
                  >
                    <Trash2 aria-hidden />
                    Entfernen
                  </Button>
                </li>
              ))}
            </FileList>
          ) : (
            <Text size="sm" tone="muted">
              Noch keine Anhänge.
            </Text>
          )}
          {upload.view ? (
            <ProgressView
              view={upload.view}
              onCancel={upload.cancel}
              onRetry={() => void upload.retry()}
            />
          ) : (
            <FileDrop
              label="Anhang hinzufügen"
              accept={ATTACHMENT_ACCEPT}
              maxSize={ATTACHMENT_MAX_BYTES}
              messages={ATTACHMENT_MESSAGES}
              file={null}
              onFileChange={(file) => {
                if (file) {
                  void upload.start(file, {
                    purpose: 'attachment',
                    fileName: file.name,
                    contentType: contentTypeOf(file, ATTACHMENT_ACCEPT),
                    scope: 'provider',
                  });
                }
              }}
            />
          )}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Anhang entfernen?"
        description={
          removing
            ? `„${removing.fileName}“ wird gelöscht. Das lässt sich nicht rückgängig machen.`
            : undefined
        }
        confirmLabel="Anhang entfernen"
        destructive
        onConfirm={confirmRemove}
      />
    </Card>
  );
}
