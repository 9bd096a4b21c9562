import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { HardDrive } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ProgressBar,
  Stack,
  Text,
  formatBytes,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { AccessQueryState } from '../../components/AccessQueryState';
import type { RouterOutputs } from '../../api/types';

export type StorageUsage = RouterOutputs['storage']['usage'];

/** From this share on the card warns that uploads will soon be refused. */
const NEARLY_FULL = 0.9;

export const STORAGE_FULL =
  'Der Speicherplatz ist voll: Neue Dateien werden abgelehnt. Lösche nicht mehr benötigte Dateien oder wende dich an Sprint.';
export const STORAGE_NEARLY_FULL =
  'Der Speicherplatz ist fast voll. Große Dateien wie Videos passen bald nicht mehr hinein.';

/** '1,2 GB von 10 GB': what is used of the quota, as the refusal of an upload names it. */
export function storageUsageText({ usedBytes, quotaBytes }: StorageUsage): string {
  return `${formatBytes(usedBytes)} von ${formatBytes(quotaBytes)}`;
}

function StorageMeter({ usage }: { usage: StorageUsage }) {
  const amountsId = useId();
  const share = usage.quotaBytes > 0 ? usage.usedBytes / usage.quotaBytes : 1;
  const warning = share >= 1 ? STORAGE_FULL : share >= NEARLY_FULL ? STORAGE_NEARLY_FULL : null;
  return (
    <Stack gap="2">
      <ProgressBar label="Belegt" value={share * 100} showValue aria-describedby={amountsId} />
      <Text id={amountsId} size="sm" tone="muted" numeric>
        {storageUsageText(usage)}
      </Text>
      {warning ? (
        <Text as="p" size="sm" tone={share >= 1 ? 'destructive' : 'warning'}>
          {warning}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Einstellungen › Speicherplatz: what the company's files take of its quota (the server's
 * STORAGE_QUOTA_BYTES, 10 GB by default), for everyone in it: an upload that does not fit is
 * refused, and this is where a person sees why.
 */
export function StorageUsageCard() {
  const trpc = useTRPC();
  const usage = useQuery(trpc.storage.usage.queryOptions());
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Speicherplatz</CardTitle>
        <CardDescription>
          Videos, Anhänge, Belege und Logos des Unternehmens. Nicht abgeschlossene Uploads werden
          nach 24 Stunden gelöscht.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AccessQueryState
          subject="den Speicherplatz"
          query={usage}
          size="compact"
          headingLevel={3}
          loadingLabel="Speicherplatz wird geladen"
          errorTitle="Speicherplatz konnte nicht geladen werden"
          icon={<HardDrive aria-hidden />}
        >
          {(data) => <StorageMeter usage={data} />}
        </AccessQueryState>
      </CardContent>
    </Card>
  );
}
