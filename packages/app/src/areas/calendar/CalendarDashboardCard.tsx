import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, MapPin, Video } from 'lucide-react';
import { AgendaItem, AgendaList, EmptyState, Link, Stack } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { forEmployees, isForbidden, useViewer } from '../../components/access';
import { AccessQueryState } from '../../components/AccessQueryState';
import { berlinDay, describeSoon } from './components/calendarTime';

export type CalendarDashboardCardProps = { now?: () => Date };

/**
 * 'Nächste Termine': the signed-in person's next events of the coming seven days
 * (`calendar.summary`), each with its day and time in Berlin and a link into the calendar.
 * Sprint's employees only, like the calendar in the sidebar.
 */
export function CalendarDashboardCard({ now = () => new Date() }: CalendarDashboardCardProps) {
  // The calendar page's rule (the server's): others see no card, and nothing is asked.
  if (!forEmployees(useViewer()).allowed) return null;
  return <NextEvents now={now} />;
}

function NextEvents({ now }: { now: () => Date }) {
  const trpc = useTRPC();
  const summary = useQuery(trpc.calendar.summary.queryOptions());
  const headingId = useId();
  const today = berlinDay(now());
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>Nächste Termine</h2>
        {/* No way into a page the server refuses. */}
        {isForbidden(summary.error) ? null : <Link href="/app/calendar">Zum Kalender</Link>}
      </Stack>
      <AccessQueryState
        query={summary}
        subject="den Kalender"
        loadingLabel="Termine werden geladen"
        errorTitle="Termine konnten nicht geladen werden"
        headingLevel={3}
        size="compact"
        isEmpty={(data) => data.events.length === 0}
        empty={
          <EmptyState
            icon={<CalendarDays aria-hidden />}
            title="Keine Termine in den nächsten 7 Tagen."
            headingLevel={3}
            size="compact"
          />
        }
      >
        {(data) => (
          <AgendaList aria-label="Nächste Termine">
            {data.events.map((event) => (
              <AgendaItem
                key={event.key}
                title={
                  <Link href={`/app/calendar?ansicht=tag&datum=${event.startDate}`}>
                    {event.title}
                  </Link>
                }
              >
                <span>{describeSoon(event, today)}</span>
                {event.location ? (
                  <span>
                    <MapPin aria-hidden /> {event.location}
                  </span>
                ) : null}
                {event.videoUrl ? (
                  <span>
                    <Video aria-hidden /> Videocall
                  </span>
                ) : null}
              </AgendaItem>
            ))}
          </AgendaList>
        )}
      </AccessQueryState>
    </Stack>
  );
}
