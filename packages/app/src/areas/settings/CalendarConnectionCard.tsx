import { useEffect, useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useLocation } from 'react-router';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  Stack,
  Text,
  formatDate,
  toast,
} from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import type { RouterOutputs } from '../../api/types';
import { useTRPC } from '../../api/trpc';
import { errorMessage } from './companyForm';

export type CalendarConnection = RouterOutputs['calendarSync']['status'];

/** Where the callback page sends people back to: the settings, scrolled to this card. */
export const CALENDAR_CARD_ID = 'kalenderverbindung';

export const NOT_CONFIGURED =
  'Die Verbindung mit Google Kalender ist auf diesem Server nicht eingerichtet.';

export type CalendarConnectionCardProps = {
  /** Sends the browser to Google's consent page; the default leaves Sprint for it. */
  onAuthorize?: (authorizationUrl: string) => void;
};

function goTo(authorizationUrl: string) {
  window.location.assign(authorizationUrl);
}

/**
 * 'Kalenderverbindung' (employees' settings): connect Google Calendar, whose busy times the
 * calendar shows as 'Belegt', or disconnect it. Without GOOGLE_CLIENT_ID on the server the button
 * stays disabled and says why.
 */
export function CalendarConnectionCard({ onAuthorize = goTo }: CalendarConnectionCardProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hintId = useId();
  const { hash } = useLocation();
  const status = useQuery(trpc.calendarSync.status.queryOptions());
  const start = useMutation(
    trpc.calendarSync.start.mutationOptions({
      onSuccess: ({ authorizationUrl }) => onAuthorize(authorizationUrl),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Kalender nicht verbunden',
          description: errorMessage(error),
        }),
    }),
  );
  const disconnect = useMutation(
    trpc.calendarSync.disconnect.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.calendarSync.status.queryKey(), next);
        void queryClient.invalidateQueries({ queryKey: trpc.calendarSync.busy.pathKey() });
        toast({ variant: 'success', title: 'Google Kalender getrennt' });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Kalender nicht getrennt',
          description: errorMessage(error),
        }),
    }),
  );

  // Back from Google (the callback page's `#kalenderverbindung`): the card in view.
  const loaded = status.isSuccess;
  useEffect(() => {
    if (loaded && hash === `#${CALENDAR_CARD_ID}`) {
      document.getElementById(CALENDAR_CARD_ID)?.scrollIntoView({ block: 'start' });
    }
  }, [hash, loaded]);

  const connectButton = (disabled: boolean) => (
    <Button
      disabled={disabled || start.isPending}
      aria-busy={start.isPending}
      aria-describedby={disabled ? hintId : undefined}
      onClick={() => start.mutate()}
    >
      <CalendarDays aria-hidden />
      Google Kalender verbinden
    </Button>
  );

  return (
    <Card id={CALENDAR_CARD_ID}>
      <CardHeader>
        <CardTitle as="h2">Kalenderverbindung</CardTitle>
        <CardDescription>
          Termine aus deinem Google Kalender erscheinen in deiner Wochenansicht als „Belegt“. Sprint
          liest nur, wann du belegt bist.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AccessQueryState
          subject="die Kalenderverbindung"
          query={status}
          loadingLabel="Kalenderverbindung wird geladen"
          errorTitle="Kalenderverbindung konnte nicht geladen werden"
          icon={<CalendarDays aria-hidden />}
          size="compact"
        >
          {(connection) =>
            connection.connected ? (
              <Stack direction="row" wrap align="center" justify="between" gap="3">
                <Stack gap="1">
                  <Stack direction="row" wrap align="center" gap="2">
                    <Badge variant="success">Verbunden</Badge>
                    {connection.email ? <Text breakWords>{connection.email}</Text> : null}
                  </Stack>
                  {connection.connectedAt ? (
                    <Text as="p" size="sm" tone="muted">
                      Seit {formatDate(connection.connectedAt)}
                    </Text>
                  ) : null}
                </Stack>
                <ConfirmDialog
                  title="Google Kalender trennen?"
                  description="Deine belegten Zeiten erscheinen dann nicht mehr in Sprint. Du kannst den Kalender jederzeit wieder verbinden."
                  confirmLabel="Trennen"
                  destructive
                  onConfirm={() => disconnect.mutateAsync()}
                  trigger={<Button variant="outline">Trennen</Button>}
                />
              </Stack>
            ) : connection.configured ? (
              <Stack direction="row" wrap align="center" justify="between" gap="3">
                {connectButton(false)}
              </Stack>
            ) : (
              <Stack gap="2" align="start">
                {connectButton(true)}
                <Text as="p" id={hintId} size="sm" tone="muted">
                  {NOT_CONFIGURED}
                </Text>
              </Stack>
            )
          }
        </AccessQueryState>
      </CardContent>
    </Card>
  );
}
