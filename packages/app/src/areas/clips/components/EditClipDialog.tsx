import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { ClipDetailsForm } from './ClipDetailsForm';
import { errorMessage, formatTags, type ClipDetails } from './clipForm';
import type { ClipDetail } from '../queries';

function EditForm({ clip, onDone }: { clip: ClipDetail; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useMutation(trpc.clips.update.mutationOptions());

  async function submit(details: ClipDetails) {
    setServerError(null);
    try {
      await update.mutateAsync({
        clipId: clip.id,
        title: details.title,
        description: details.description,
        tags: details.tags,
      });
      // The page shows the change at once; the grid and the breadcrumb follow.
      queryClient.setQueryData(trpc.clips.byId.queryKey({ clipId: clip.id }), (current) =>
        current ? { ...current, ...details } : current,
      );
      void queryClient.invalidateQueries({ queryKey: trpc.clips.pathKey() });
      toast({ title: 'Clip gespeichert', description: details.title, variant: 'success' });
      onDone();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }

  return (
    <ClipDetailsForm
      defaultValues={{
        title: clip.title,
        description: clip.description,
        tags: formatTags(clip.tags),
      }}
      onSubmit={submit}
      submitLabel="Speichern"
      busyLabel="Wird gespeichert…"
      busy={update.isPending}
      serverError={serverError}
      secondaryAction={
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
      }
    />
  );
}

export type EditClipDialogProps = {
  clip: ClipDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Clip bearbeiten': title, description and tags of a clip the person may change. */
export function EditClipDialog({ clip, open, onOpenChange }: EditClipDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '36rem' }}>
        <DialogHeader>
          <DialogTitle>Clip bearbeiten</DialogTitle>
          <DialogDescription>Titel, Beschreibung und Tags ändern.</DialogDescription>
        </DialogHeader>
        <EditForm clip={clip} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
