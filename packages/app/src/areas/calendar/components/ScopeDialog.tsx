import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@sprint/ui';
import { CHANGE_SCOPE_LABELS, type ChangeScope } from '@sprint/server/calendar';

export type ScopeAction = 'change' | 'delete';

const TEXTS: Record<ScopeAction, { title: string; description: string }> = {
  change: {
    title: 'Wiederkehrenden Termin ändern',
    description: 'Soll die Änderung nur für diesen Termin oder für alle Termine der Serie gelten?',
  },
  delete: {
    title: 'Wiederkehrenden Termin löschen',
    description: 'Soll nur dieser Termin oder die ganze Serie gelöscht werden?',
  },
};

export type ScopeDialogProps = {
  /** What is about to happen to an occurrence of a series; null: closed. */
  action: ScopeAction | null;
  /** The person chose 'Nur diesen Termin' or 'Alle Termine'. */
  onChoose: (scope: ChangeScope) => void;
  /** Dismissed ('Abbrechen', Escape, ✕): nothing changes. */
  onCancel: () => void;
  /** The change is being sent: the choices wait. */
  pending?: boolean;
};

/**
 * 'Nur diesen Termin' or 'Alle Termine': asked before an occurrence of a series is changed,
 * moved, resized or deleted.
 */
export function ScopeDialog({ action, onChoose, onCancel, pending = false }: ScopeDialogProps) {
  const texts = TEXTS[action ?? 'change'];
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
            Abbrechen
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => onChoose('single')}
            disabled={pending}
          >
            {CHANGE_SCOPE_LABELS.single}
          </Button>
          <Button
            type="button"
            variant={action === 'delete' ? 'destructive' : 'default'}
            onClick={() => onChoose('all')}
            disabled={pending}
          >
            {CHANGE_SCOPE_LABELS.all}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
