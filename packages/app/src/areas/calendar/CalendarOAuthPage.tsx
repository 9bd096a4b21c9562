import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen, toast } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';

/** Back to the settings, at the 'Kalenderverbindung' card (its id). */
const SETTINGS_CARD = '/app/settings#kalenderverbindung';

function failureOf(error: string | null): string {
  return error === 'access_denied'
    ? 'Der Zugriff wurde nicht gewährt.'
    : 'Google Kalender hat die Verbindung nicht bestätigt. Bitte versuche es erneut.';
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}

/**
 * Where Google sends people back after 'Google Kalender verbinden' (OAuth 2.0 with PKCE, ADR
 * 022): hands `code` and `state` to the server, which checks the state, exchanges the code and
 * stores the connection, then returns to the settings saying how it went.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutateAsync: complete } = useMutation(trpc.calendarSync.complete.mutationOptions());
  // A state is good for one try: React's second effect run in development must not send it again.
  const sent = useRef(false);

  const code = searchParams.get('code');
  const state = searchParams.get('state');
  const error = searchParams.get('error');

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const back = () => void navigate(SETTINGS_CARD, { replace: true });
    if (error || !code || !state) {
      toast({
        variant: 'destructive',
        title: 'Kalender nicht verbunden',
        description: failureOf(error),
      });
      back();
      return;
    }
    complete({ code, state })
      .then((status) => {
        queryClient.setQueryData(trpc.calendarSync.status.queryKey(), status);
        void queryClient.invalidateQueries({ queryKey: trpc.calendarSync.busy.pathKey() });
        toast({ variant: 'success', title: 'Google Kalender verbunden' });
      })
      .catch((failure: unknown) => {
        toast({
          variant: 'destructive',
          title: 'Kalender nicht verbunden',
          description: messageOf(failure),
        });
      })
      .finally(back);
  }, [code, state, error, complete, navigate, queryClient, trpc]);

  return <LoadingScreen message="Kalender wird verbunden..." fullScreen />;
}
