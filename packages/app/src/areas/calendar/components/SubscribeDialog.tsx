import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  QueryState,
  Stack,
  Text,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';

/** The address field takes the row's width; 'Link kopieren' sits beside it, level with the input. */
const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--space-2);

  & > :first-child {
    flex: 1;
  }
`;

const MESSAGE_FALLBACK = 'Das hat nicht geklappt. Bitte versuche es erneut.';
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : MESSAGE_FALLBACK;

export type SubscribeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Kalender abonnieren': the signed-in person's private feed address (`calendar.feed.get`) to
 * copy into Google Kalender, Outlook or Apple Kalender; 'Link zurücksetzen' replaces it (the old
 * one stops working), 'Link erstellen' makes the first one.
 */
export function SubscribeDialog({ open, onOpenChange }: SubscribeDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feed = useQuery({ ...trpc.calendar.feed.get.queryOptions(), enabled: open });
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation(
    trpc.calendar.feed.reset.mutationOptions({
      onSuccess: (next) => queryClient.setQueryData(trpc.calendar.feed.get.queryKey(), next),
    }),
  );

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link kopiert', description: 'Füge ihn in deinem Kalender als Abo ein.' });
    } catch {
      toast({
        title: 'Link nicht kopiert',
        description: 'Markiere den Link und kopiere ihn mit Strg+C.',
        variant: 'destructive',
      });
    }
  }

  function create() {
    reset.mutate(undefined, {
      onSuccess: () => toast({ title: 'Link erstellt', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Link nicht erstellt',
          description: messageOf(error),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Kalender abonnieren</DialogTitle>
          <DialogDescription>
            Mit diesem privaten Link zeigen Google Kalender, Outlook und Apple Kalender deine
            Sprint-Termine an und halten sie aktuell. Gib ihn nicht weiter: Wer ihn kennt, sieht
            deine Termine.
          </DialogDescription>
        </DialogHeader>
        <QueryState
          query={feed}
          loadingLabel="Link wird geladen"
          errorTitle="Link konnte nicht geladen werden"
          headingLevel={3}
          size="compact"
          isEmpty={() => false}
        >
          {({ url }) =>
            url ? (
              <Stack gap="3">
                <Row>
                  <TextField
                    label="Abo-Link"
                    readOnly
                    value={url}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <Button type="button" onClick={() => void copy(url)}>
                    <Copy aria-hidden />
                    Link kopieren
                  </Button>
                </Row>
                <Text as="p" tone="muted" size="sm">
                  In Google Kalender: „Weitere Kalender“ → „Per URL“. In Outlook: „Kalender
                  hinzufügen“ → „Aus dem Internet abonnieren“. In Apple Kalender: „Ablage“ → „Neues
                  Kalenderabonnement“.
                </Text>
              </Stack>
            ) : (
              <Text as="p" tone="muted" size="sm">
                Du hast noch keinen Abo-Link. Erstelle einen, um deinen Kalender zu abonnieren.
              </Text>
            )
          }
        </QueryState>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Schließen
          </Button>
          {feed.data?.url ? (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden />
              Link zurücksetzen
            </Button>
          ) : feed.isSuccess ? (
            <Button type="button" onClick={create} disabled={reset.isPending}>
              Link erstellen
            </Button>
          ) : null}
        </DialogFooter>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Link zurücksetzen?"
          description="Der bisherige Link funktioniert danach nicht mehr: Kalender, die ihn abonniert haben, zeigen keine neuen Termine mehr. Abonniere danach den neuen Link."
          confirmLabel="Link zurücksetzen"
          destructive
          onConfirm={async () => {
            try {
              await reset.mutateAsync();
              toast({
                title: 'Neuer Link erstellt',
                description: 'Der alte Link funktioniert nicht mehr.',
                variant: 'success',
              });
            } catch (error) {
              toast({
                title: 'Link nicht zurückgesetzt',
                description: messageOf(error),
                variant: 'destructive',
              });
              throw error;
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
