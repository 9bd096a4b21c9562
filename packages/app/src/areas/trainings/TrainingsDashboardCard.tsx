import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, GraduationCap, Play } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  Columns,
  EmptyState,
  Link,
  ProgressBar,
  Skeleton,
  Stack,
  Text,
} from '@sprint/ui';
import { AccessQueryState } from '../../components/AccessQueryState';
import { useTRPC } from '../../api/trpc';
import { CourseCover } from './components/parts';
import type { ContinueLearning } from './queries';
import { TRAININGS_HREF, courseHref, formatClock, lessonHref } from './components/trainingsFormat';

function Resume({ next }: { next: NonNullable<ContinueLearning> }) {
  const { course, lesson } = next;
  const href = lessonHref(course.id, { moduleId: lesson.moduleId, lessonId: lesson.id });
  const position =
    lesson.positionSeconds > 0
      ? `Weiter bei ${formatClock(lesson.positionSeconds)}${
          lesson.durationSeconds ? ` von ${formatClock(lesson.durationSeconds)}` : ''
        }`
      : 'Nächste Lektion';
  return (
    <Card>
      <CardContent>
        <Columns template="12rem minmax(0, 1fr)" breakpoint="sm" gap="4" align="center">
          <CourseCover url={course.coverUrl} />
          <Stack gap="3">
            <Stack gap="1">
              <Text as="h3" size="base" weight="semibold">
                {lesson.title}
              </Text>
              <Text size="sm" tone="muted">
                <Link href={courseHref(course.id)}>{course.title}</Link> · {position}
              </Text>
            </Stack>
            <ProgressBar label="Fortschritt im Training" value={course.progress} showValue />
            <div>
              <Button asChild size="sm">
                <Link href={href}>
                  <Play aria-hidden />
                  Fortsetzen
                </Link>
              </Button>
            </div>
          </Stack>
        </Columns>
      </CardContent>
    </Card>
  );
}

/** Nothing left to go on with: the last finished course, or the way to the first one. */
function NothingInProgress() {
  const trpc = useTRPC();
  const completed = useQuery(trpc.trainings.list.queryOptions({ filter: 'completed' }));
  const icon = <GraduationCap aria-hidden />;
  return (
    <AccessQueryState
      subject="die Trainings"
      query={completed}
      loadingLabel="Trainings werden geladen"
      loading={<Skeleton style={{ height: '8rem' }} />}
      errorTitle="Trainings konnten nicht geladen werden"
      headingLevel={3}
      size="compact"
      empty={
        <EmptyState
          size="compact"
          headingLevel={3}
          icon={icon}
          title="Noch kein Training begonnen"
          action={
            <Button asChild size="sm">
              <Link href={TRAININGS_HREF}>Trainings ansehen</Link>
            </Button>
          }
        >
          Starte ein Training, dann geht es hier mit der nächsten Lektion weiter.
        </EmptyState>
      }
    >
      {(courses) => (
        <EmptyState
          size="compact"
          headingLevel={3}
          icon={<CircleCheck aria-hidden />}
          title="Alles erledigt"
          action={
            <Button asChild size="sm" variant="outline">
              <Link href={TRAININGS_HREF}>Weitere Trainings ansehen</Link>
            </Button>
          }
        >
          {courses.length === 1
            ? `Du hast „${courses[0]?.title ?? ''}“ abgeschlossen.`
            : `Du hast ${courses.length} Trainings abgeschlossen.`}
        </EmptyState>
      )}
    </AccessQueryState>
  );
}

/**
 * 'Weiter lernen' on the dashboard: the lesson the person left unfinished last, with the
 * course's progress and the way back into it; when nothing is begun, the way to the trainings.
 */
export function TrainingsDashboardCard() {
  const trpc = useTRPC();
  const next = useQuery(trpc.trainings.continueLearning.queryOptions());
  const headingId = useId();
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Stack direction="row" gap="4" align="baseline" justify="between" wrap>
        <h2 id={headingId}>Weiter lernen</h2>
        <Link href={TRAININGS_HREF}>Alle Trainings</Link>
      </Stack>
      <AccessQueryState
        subject="„Weiter lernen“"
        query={next}
        loadingLabel="Weiter lernen wird geladen"
        loading={<Skeleton style={{ height: '8rem' }} />}
        errorTitle="Weiter lernen konnte nicht geladen werden"
        headingLevel={3}
        size="compact"
        isEmpty={(data) => data === null}
        empty={<NothingInProgress />}
      >
        {(data) => (data ? <Resume next={data} /> : null)}
      </AccessQueryState>
    </Stack>
  );
}
