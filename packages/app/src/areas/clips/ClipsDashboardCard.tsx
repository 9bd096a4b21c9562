import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Circle, Video } from 'lucide-react';
import { Button, EmptyState, Grid, Link, Stack } from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import { useTRPC } from '../../api/trpc';
import { ClipCard } from './components/ClipCard';
import { RECORD_HREF } from './components/clipSearchParams';

/** How many clips the dashboard shows. */
export const NEWEST_CLIPS = 3;

/** 'Neueste Clips' on the dashboard: the three newest with their stills, and the way to all. */
export function ClipsDashboardCard() {
  const trpc = useTRPC();
  const clips = useQuery(trpc.clips.list.queryOptions({ limit: NEWEST_CLIPS }));
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>Neueste Clips</h2>
        <Link href="/app/clips">Alle Clips</Link>
      </Stack>
      <AccessQueryState
        subject="die Clips"
        query={clips}
        loadingLabel="Clips werden geladen"
        errorTitle="Clips konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        isEmpty={(page) => page.items.length === 0}
        empty={
          <EmptyState
            icon={<Video aria-hidden />}
            title="Noch keine Clips"
            headingLevel={3}
            size="compact"
            action={
              <Button asChild size="sm">
                <Link href={RECORD_HREF}>
                  <Circle aria-hidden />
                  Clip aufnehmen
                </Link>
              </Button>
            }
          >
            Zeig deinem Team in ein paar Minuten, wie du vorgehst.
          </EmptyState>
        }
      >
        {(page) => (
          <Grid as="ul" minItemWidth="14rem" gap="4" aria-labelledby={headingId}>
            {page.items.map((clip) => (
              <li key={clip.id}>
                <ClipCard clip={clip} headingLevel={3} />
              </li>
            ))}
          </Grid>
        )}
      </AccessQueryState>
    </Stack>
  );
}
