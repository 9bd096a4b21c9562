import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Clapperboard } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  RadioGroup,
  RadioGroupItem,
} from '@sprint/ui';
import { AccessQueryState } from '../../../components/AccessQueryState';
import { useTRPC } from '../../../api/trpc';
import { Form } from './parts';
import { formatClock } from './trainingsFormat';

type ClipPickerProps = {
  onPick: (clip: { id: string; title: string }) => Promise<unknown>;
  onDone: () => void;
};

/** Sprint's own clips (the provider's, shown to every company); a company's clip never plays in a course. */
function ClipPicker({ onPick, onDone }: ClipPickerProps) {
  const trpc = useTRPC();
  const clips = useQuery({
    ...trpc.clips.list.queryOptions({ limit: 100 }),
    select: (page) => page.items.filter((clip) => clip.scope === 'provider'),
  });
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit() {
    const clip = clips.data?.find((entry) => entry.id === chosen);
    if (!clip) {
      setError('Bitte wähle einen Clip.');
      return;
    }
    setBusy(true);
    try {
      await onPick(clip);
      onDone();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Der Clip konnte nicht übernommen werden.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      <AccessQueryState
        subject="die Clips"
        query={clips}
        loadingLabel="Clips werden geladen"
        errorTitle="Clips konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        empty={
          <EmptyState
            size="compact"
            headingLevel={3}
            icon={<Clapperboard aria-hidden />}
            title="Noch keine Clips von Sprint"
          >
            Lade das Video hier hoch, oder lege es zuerst unter Clips als Clip von Sprint an.
          </EmptyState>
        }
      >
        {(list) => (
          <RadioGroup
            label="Clips von Sprint"
            value={chosen}
            onValueChange={(value) => {
              setChosen(value);
              setError(null);
            }}
            error={error}
          >
            {list.map((clip) => (
              <RadioGroupItem
                key={clip.id}
                value={clip.id}
                label={clip.title}
                description={`${formatClock(clip.durationSeconds)} · ${clip.description}`}
              />
            ))}
          </RadioGroup>
        )}
      </AccessQueryState>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Wird übernommen...' : 'Clip übernehmen'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

export type ClipPickerDialogProps = Pick<ClipPickerProps, 'onPick'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Clip wählen': one of Sprint's clips as the lesson's video, instead of an upload. */
export function ClipPickerDialog({ open, onOpenChange, onPick }: ClipPickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '32rem' }}>
        <DialogHeader>
          <DialogTitle>Clip wählen</DialogTitle>
          <DialogDescription>
            Der Clip wird das Video der Lektion; seine Länge wird übernommen.
          </DialogDescription>
        </DialogHeader>
        <ClipPicker onPick={onPick} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
