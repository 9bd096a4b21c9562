import { useId } from 'react';
import { CircleCheck, Lock, Play } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Link,
  ProgressBar,
  Stack,
  Text,
} from '@sprint/ui';
import { CourseCover } from './parts';
import type { CourseSummary } from '../queries';
import {
  completedText,
  courseAction,
  courseHref,
  formatDuration,
  lessonCount,
} from './trainingsFormat';

/** As tall as the tallest card of its row; the actions at the bottom, wrapping when narrow. */
const Frame = styled(Card)`
  height: 100%;

  & > [data-slot='card-footer'] {
    flex-wrap: wrap;
    justify-content: space-between;
    margin-top: auto;
  }
`;

/**
 * One course in the grid: cover, title, how many lessons and how long, the person's progress and
 * what to do next — 'Starten', 'Fortsetzen' or 'Abgeschlossen'. A locked course names the plan
 * it needs ('Ab Professional', 'Nur Enterprise') and offers no start.
 */
export function CourseCard({
  course,
  editor = false,
}: {
  course: CourseSummary;
  editor?: boolean;
}) {
  const titleId = useId();
  const action = courseAction(course);
  const duration = formatDuration(course.durationSeconds);
  return (
    <Frame role="article" aria-labelledby={titleId} data-slot="course-card">
      <CardContent>
        <CourseCover url={course.coverUrl} />
      </CardContent>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          <Link href={courseHref(course.id)}>{course.title}</Link>
        </CardTitle>
        <Stack as="p" direction="row" gap="2" align="center" wrap>
          <Text size="sm" tone="muted">
            {lessonCount(course.lessonCount)}
            {duration ? ` · ${duration}` : ''}
          </Text>
          {editor && !course.published ? <Badge variant="secondary">Entwurf</Badge> : null}
        </Stack>
      </CardHeader>
      <CardContent>
        {action.kind === 'locked' ? (
          <Text size="sm" tone="muted">
            Dieses Training ist in deinem Paket nicht enthalten.
          </Text>
        ) : (
          <ProgressBar
            label={completedText(course.completedCount, course.lessonCount)}
            value={course.progress}
            showValue
          />
        )}
      </CardContent>
      <CardFooter>
        {action.kind === 'locked' ? (
          <Badge variant="outline">
            <Lock aria-hidden />
            {action.label}
          </Badge>
        ) : action.kind === 'completed' ? (
          <Button asChild variant="outline" size="sm">
            <Link href={action.href} aria-describedby={titleId}>
              <CircleCheck aria-hidden />
              {action.label}
            </Link>
          </Button>
        ) : (
          <Button asChild size="sm" variant={action.kind === 'view' ? 'outline' : 'default'}>
            <Link href={action.href} aria-describedby={titleId}>
              {action.kind === 'view' ? null : <Play aria-hidden />}
              {action.label}
            </Link>
          </Button>
        )}
      </CardFooter>
    </Frame>
  );
}
