import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { GraduationCap, Lock, Play, RotateCcw } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Checklist,
  ChecklistItem,
  Columns,
  EmptyState,
  formatPointsCount,
  Link,
  PageHeader,
  ProgressBar,
  QueryState,
  Stack,
  Text,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { NoAccess } from '../../components/NoAccess';
import { isUuid } from '../../lib/uuid';
import { CourseSettings } from './components/CourseSettings';
import { ModulesEditor } from './components/ModulesEditor';
import { CourseCover, EditToggle, useEditMode } from './components/parts';
import { isNotFound, useCanEditTrainings, type CourseDetail, type CourseModule } from './queries';
import {
  TRAININGS_HREF,
  completedText,
  courseAction,
  formatDuration,
  lessonCount,
  lessonHref,
  moduleCount,
} from './components/trainingsFormat';

function CourseNotFound() {
  return (
    <EmptyState
      icon={<GraduationCap aria-hidden />}
      title="Training nicht gefunden"
      action={<Link href={TRAININGS_HREF}>Zurück zu den Trainings</Link>}
    >
      Dieses Training gibt es nicht (mehr), oder es ist noch nicht veröffentlicht.
    </EmptyState>
  );
}

function ModuleCard({ course, module }: { course: CourseDetail; module: CourseModule }) {
  const headingId = useId();
  const duration = formatDuration(
    module.lessons.reduce((sum, lesson) => sum + (lesson.durationSeconds ?? 0), 0),
  );
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {module.title}
        </CardTitle>
        <CardDescription>
          {lessonCount(module.lessons.length)}
          {duration ? ` · ${duration}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {module.lessons.length === 0 ? (
          <Text size="sm" tone="muted">
            Dieses Modul hat noch keine Lektionen.
          </Text>
        ) : (
          <Checklist aria-label={`Lektionen in „${module.title}“`}>
            {module.lessons.map((lesson) => (
              <ChecklistItem
                key={lesson.id}
                done={lesson.completed}
                title={
                  course.locked ? (
                    lesson.title
                  ) : (
                    <Link
                      href={lessonHref(course.id, { moduleId: module.id, lessonId: lesson.id })}
                    >
                      {lesson.title}
                    </Link>
                  )
                }
              >
                {lesson.published ? null : <Badge variant="secondary">Entwurf</Badge>}
                <Text size="sm" tone="muted">
                  {formatDuration(lesson.durationSeconds)}
                </Text>
              </ChecklistItem>
            ))}
          </Checklist>
        )}
      </CardContent>
    </Card>
  );
}

/** What the header offers: go on where the person left off, or what locks the course. */
function CourseAction({ course }: { course: CourseDetail }) {
  const action = courseAction(course);
  const first = course.modules.find((module) => module.lessons.length > 0);
  const firstLesson = first?.lessons[0];
  if (action.kind === 'locked') {
    return (
      <Badge variant="outline">
        <Lock aria-hidden />
        {action.label}
      </Badge>
    );
  }
  if (action.kind === 'completed') {
    return firstLesson && first ? (
      <Button asChild variant="outline">
        <Link href={lessonHref(course.id, { moduleId: first.id, lessonId: firstLesson.id })}>
          <RotateCcw aria-hidden />
          Nochmal ansehen
        </Link>
      </Button>
    ) : null;
  }
  if (action.kind === 'view') return null;
  return (
    <Button asChild>
      <Link href={action.href}>
        <Play aria-hidden />
        {action.label}
      </Link>
    </Button>
  );
}

function CourseFacts({ course }: { course: CourseDetail }) {
  const duration = formatDuration(course.durationSeconds);
  return (
    <Card>
      <CardContent>
        <Stack gap="4">
          <CourseCover url={course.coverUrl} />
          {course.locked && course.lockKind === 'level' ? (
            <p>
              Dieses Training öffnet sich ab Level {course.minLevel}. Dir fehlen noch{' '}
              {formatPointsCount(course.pointsToUnlock ?? 0)} – Punkte sammelst du mit Lektionen,
              Trainings und Likes in der Community.
            </p>
          ) : course.locked ? (
            <p>
              Dieses Training ist in deinem Paket nicht enthalten ({course.lockLabel}). Du siehst,
              was es enthält; die Lektionen öffnen sich mit dem passenden Paket.
            </p>
          ) : (
            <ProgressBar
              label={completedText(course.completedCount, course.lessonCount)}
              value={course.progress}
              showValue
            />
          )}
          <Stack direction="row" gap="2" align="center" wrap>
            {course.status === 'completed' ? <Badge variant="success">Abgeschlossen</Badge> : null}
            <Text size="sm" tone="muted">
              {moduleCount(course.modules.length)} · {lessonCount(course.lessonCount)}
              {duration ? ` · ${duration}` : ''}
            </Text>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

function CourseView({ course, canEdit }: { course: CourseDetail; canEdit: boolean }) {
  return (
    <Stack gap="6">
      <PageHeader
        title={course.title}
        description={course.description || undefined}
        actions={
          <>
            {canEdit ? <EditToggle editing={false} /> : null}
            <CourseAction course={course} />
          </>
        }
      />
      {canEdit && !course.published ? (
        <Text size="sm" tone="muted">
          Entwurf: nur Mitarbeiter von Sprint sehen dieses Training.
        </Text>
      ) : null}
      <Columns template="minmax(0, 1fr) 20rem" reverse>
        <CourseFacts course={course} />
        <Stack gap="4">
          {course.modules.length === 0 ? (
            <EmptyState icon={<GraduationCap aria-hidden />} title="Noch keine Lektionen">
              In diesem Training gibt es noch nichts zu lernen.
            </EmptyState>
          ) : (
            course.modules.map((module) => (
              <ModuleCard key={module.id} course={course} module={module} />
            ))
          )}
        </Stack>
      </Columns>
    </Stack>
  );
}

function CourseEditor({ course }: { course: CourseDetail }) {
  return (
    <Stack gap="6">
      <PageHeader
        title={course.title}
        description="Training bearbeiten: Einstellungen, Module und Lektionen."
        actions={<EditToggle editing />}
      />
      <Columns template="minmax(0, 2fr) minmax(0, 3fr)" breakpoint="lg">
        <CourseSettings course={course} />
        <ModulesEditor course={course} />
      </Columns>
    </Stack>
  );
}

/**
 * A course (`/app/trainings/{id}`): its description, the person's progress, the modules with
 * their lessons (checkmarks, durations) and 'Fortsetzen' to the first unfinished lesson. For
 * employees the same address with `?bearbeiten=1` is the course editor.
 */
export function Component() {
  const params = useParams();
  const trpc = useTRPC();
  // Should the server refuse (no longer a member), the page says why instead of the course.
  const access = usePageAccess(null, [trpc.trainings.byId.pathKey()]);
  const canEdit = useCanEditTrainings();
  const editing = useEditMode(canEdit);
  // The breadcrumb's lookup asks the same (`courseLookup`): one request for both.
  const course = useQuery({
    ...trpc.trainings.byId.queryOptions({ courseId: params.id ?? '' }),
    enabled: isUuid(params.id),
  });

  if (!access.allowed) return <NoAccess subject="die Trainings" reason={access.reason} />;
  if (!isUuid(params.id)) return <CourseNotFound />;
  if (course.status === 'error' && isNotFound(course.error)) return <CourseNotFound />;
  return (
    <QueryState
      query={course}
      loadingLabel="Training wird geladen"
      errorTitle="Training konnte nicht geladen werden"
      icon={<GraduationCap aria-hidden />}
    >
      {(data) =>
        editing ? <CourseEditor course={data} /> : <CourseView course={data} canEdit={canEdit} />
      }
    </QueryState>
  );
}
