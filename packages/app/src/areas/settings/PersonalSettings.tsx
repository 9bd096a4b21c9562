import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  RadioGroup,
  RadioGroupItem,
  Stack,
  Switch,
  toast,
} from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import type { RouterInputs } from '../../api/types';
import { useTRPC } from '../../api/trpc';
import { useAuth } from '../../auth/AuthContext';
import { setThemePreference, type ThemePreference } from '../../shell';
import { CalendarConnectionCard } from './CalendarConnectionCard';
import { errorMessage } from './companyForm';
import type { NotificationKey, Preferences } from './queries';
import { LeaderboardVisibility } from './LeaderboardVisibility';
import {
  inAppKey,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
} from '@sprint/server/platform/notifications';

const THEMES: { value: ThemePreference; label: string; description?: string }[] = [
  { value: 'light', label: 'Hell' },
  { value: 'dark', label: 'Dunkel' },
  { value: 'system', label: 'System', description: 'Folgt der Einstellung deines Geräts.' },
];

/** Per kind its two switches: in the bell and by e-mail ('E-Mail, wenn mich jemand erwähnt'). */
const NOTIFICATIONS: { kind: string; switches: { key: NotificationKey; label: string }[] }[] =
  NOTIFICATION_KINDS.map((kind) => ({
    kind,
    switches: [
      { key: inAppKey(kind), label: `In der App, ${NOTIFICATION_KIND_LABELS[kind]}` },
      { key: kind, label: `E-Mail, ${NOTIFICATION_KIND_LABELS[kind]}` },
    ],
  }));

function isTheme(value: string): value is ThemePreference {
  return THEMES.some((theme) => theme.value === value);
}

type PreferencesUpdate = RouterInputs['account']['preferences']['update'];

/** `saved` with an update applied, as the server merges it. */
function merged(saved: Preferences, update: PreferencesUpdate): Preferences {
  return {
    theme: update.theme ?? saved.theme,
    notifications: { ...saved.notifications, ...update.notifications },
  };
}

/**
 * Theme and e-mail notifications: each choice applies at once and is saved on its own (no
 * 'Speichern'); a refusal puts the previous choice back and says why.
 */
export function PersonalSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const queryKey = trpc.account.preferences.get.queryKey();
  const preferences = useQuery(trpc.account.preferences.get.queryOptions());
  // The calendar (and so its connection) is the provider's employees' (spec §6).
  const employee = useAuth().databaseUser?.ourEmployee === true;
  const update = useMutation(
    trpc.account.preferences.update.mutationOptions({
      onMutate: async (input) => {
        await queryClient.cancelQueries({ queryKey });
        const previous = queryClient.getQueryData(queryKey);
        if (previous) queryClient.setQueryData(queryKey, merged(previous, input));
        return { previous };
      },
      onError: (error, _input, context) => {
        if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
        toast({
          title: 'Einstellung nicht gespeichert',
          description: errorMessage(error),
          variant: 'destructive',
        });
      },
      onSuccess: (saved) => {
        // Not while a later choice is still on its way: its optimistic value would flicker back.
        const mutationKey = trpc.account.preferences.update.mutationKey();
        if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, saved);
      },
    }),
  );

  // The whole app paints in what is saved (and, while saving, in what was just chosen); a
  // choice made on another device arrives with the next fetch.
  const theme = preferences.data?.theme;
  useEffect(() => {
    if (theme) setThemePreference(theme);
  }, [theme]);

  return (
    <AccessQueryState
      subject="deine Einstellungen"
      query={preferences}
      loadingLabel="Einstellungen werden geladen"
      errorTitle="Einstellungen konnten nicht geladen werden"
      icon={<SlidersHorizontal aria-hidden />}
    >
      {(data) => (
        <>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Darstellung</CardTitle>
              <CardDescription>
                Gilt für dich, auf jedem Gerät, auf dem du angemeldet bist.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <RadioGroup
                label="Farbschema"
                value={data.theme}
                onValueChange={(value) => {
                  if (isTheme(value) && value !== data.theme) update.mutate({ theme: value });
                }}
              >
                {THEMES.map((option) => (
                  <RadioGroupItem
                    key={option.value}
                    value={option.value}
                    label={option.label}
                    description={option.description}
                  />
                ))}
              </RadioGroup>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Benachrichtigungen</CardTitle>
              <CardDescription>
                Was die Glocke oben zeigt und wann Sprint dir eine E-Mail schickt.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Stack gap="6">
                {NOTIFICATIONS.map(({ kind, switches }) => (
                  <Stack key={kind} gap="3">
                    {switches.map(({ key, label }) => (
                      <Switch
                        key={key}
                        label={label}
                        checked={data.notifications[key]}
                        onCheckedChange={(checked) =>
                          update.mutate({ notifications: { [key]: checked } })
                        }
                      />
                    ))}
                  </Stack>
                ))}
                <Switch
                  label="Täglicher Überblick per E-Mail"
                  description="Jeden Morgen eine E-Mail mit allem, was du noch nicht gelesen hast."
                  checked={data.notifications.dailyDigest}
                  onCheckedChange={(checked) =>
                    update.mutate({ notifications: { dailyDigest: checked } })
                  }
                />
              </Stack>
            </CardContent>
          </Card>
          <LeaderboardVisibility />
          {employee ? <CalendarConnectionCard /> : null}
        </>
      )}
    </AccessQueryState>
  );
}
