import { useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  ArrowLeft,
  ArrowRight,
  Circle,
  CircleCheck,
  FileText,
  GraduationCap,
  Lock,
} from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  Link,
  PageHeader,
  ProgressBar,
  QueryState,
  RichTextContent,
  Stack,
  VideoPlayer,
  formatBytes,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { isUuid } from '../../lib/uuid';
import { LessonEditor } from './components/LessonEditor';
import { useLessonCache, withCompleted, type LessonIds } from './components/lessonCache';
import { EditToggle, HiddenText, Muted, useEditMode, Container } from './components/parts';
import {
  errorMessage,
  isForbidden,
  isNotFound,
  useCanEditTrainings,
  type LessonPageData,
} from './queries';
import {
  TRAININGS_HREF,
  courseHref,
  formatDuration,
  lessonHref,
} from './components/trainingsFormat';

/** The lesson beside its module's lessons; on narrow screens the list comes below. */
const Columns = styled.div`
  display: grid;
  gap: var(--space-6);
  align-items: start;

  @container (min-width: 52rem) {
    grid-template-columns: minmax(0, 1fr) 20rem;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-3);

  & > :last-child {
    margin-left: auto;
  }
`;

const Files = styled.ul`
  display: grid;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2) var(--space-3);
  }

  & svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }
`;

const ModuleLessons = styled.ol`
  display: grid;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: center;
    gap: var(--space-2);
    padding: var(--space-1-5) var(--space-2);
    border-radius: var(--radius-md);
    font-size: var(--font-size-sm);
  }

  & > li[data-current] {
    background: var(--color-accent);
    font-weight: var(--font-weight-medium);
  }

  & svg {
    flex-shrink: 0;
    width: var(--size-icon);
    height: var(--size-icon);
  }

  & [data-state='completed'] > svg {
    color: var(--color-success-text);
  }

  & [data-state='open'] > svg {
    color: var(--color-muted-foreground);
  }

  & a {
    flex: 1;
    min-width: 0;
  }
`;

function LessonMissing({ ids, error }: { ids: Partial<LessonIds>; error: unknown }) {
  const back = ids.courseId ? courseHref(ids.courseId) : TRAININGS_HREF;
  if (isForbidden(error)) {
    return (
      <EmptyState
        icon={<Lock aria-hidden />}
        title="Training gesperrt"
        action={<Link href={back}>Zum Training</Link>}
      >
        {errorMessage(error)}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={<GraduationCap aria-hidden />}
      title="Lektion nicht gefunden"
      action={<Link href={back}>Zum Training</Link>}
    >
      Diese Lektion gibt es nicht (mehr), oder sie ist noch nicht veröffentlicht.
    </EmptyState>
  );
}

/**
 * 'Als erledigt markieren' and back: shown at once, put back with a toast when the server
 * refuses; the course's progress comes from the server's answer.
 */
function DoneButton({ page, ids }: { page: LessonPageData; ids: LessonIds }) {
  const trpc = useTRPC();
  const { optimistic, patch } = useLessonCache(ids);
  const [announcement, setAnnouncement] = useState('');
  const setCompleted = useMutation(
    trpc.trainings.setCompleted.mutationOptions({
      ...optimistic<{ completed: boolean }>('Nicht gespeichert', (before, input) =>
        withCompleted(before, input.completed),
      ),
      onSuccess: ({ completed, progress }) => {
        patch((current) => ({ ...current, course: { ...current.course, progress } }));
        setAnnouncement(
          completed ? 'Lektion als erledigt markiert.' : 'Lektion wieder als offen markiert.',
        );
      },
    }),
  );
  const completed = page.lesson.completed;
  return (
    <>
      <Button
        variant={completed ? 'secondary' : 'default'}
        aria-disabled={setCompleted.isPending || undefined}
        onClick={() => {
          if (!setCompleted.isPending) {
            setCompleted.mutate({ lessonId: page.lesson.id, completed: !completed });
          }
        }}
      >
        {completed ? <CircleCheck aria-hidden /> : <Circle aria-hidden />}
        {completed ? 'Erledigt' : 'Als erledigt markieren'}
      </Button>
      <HiddenText role="status">{announcement}</HiddenText>
    </>
  );
}

/**
 * Saves where the video stands, as the player reports it (every 5 s while playing, on pause,
 * seek, end and leaving), skipping reports that moved less than a second.
 */
function useSavePosition(lessonId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const last = useRef<number | null>(null);
  const save = useMutation(
    trpc.trainings.savePosition.mutationOptions({
      // 'Weiter lernen' on the dashboard resumes here.
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.trainings.continueLearning.pathKey() }),
    }),
  );
  return ({ seconds }: { seconds: number; duration: number }) => {
    const whole = Math.max(0, Math.floor(seconds));
    if (last.current !== null && Math.abs(whole - last.current) < 1) return;
    last.current = whole;
    save.mutate({ lessonId, seconds: whole });
  };
}

function Attachments({ page }: { page: LessonPageData }) {
  const headingId = useId();
  if (page.lesson.attachments.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          Anhänge
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Files>
          {page.lesson.attachments.map((attachment) => (
            <li key={attachment.id}>
              <FileText aria-hidden />
              <Link href={attachment.url} download={attachment.fileName}>
                {attachment.fileName}
              </Link>
              <Muted>{formatBytes(attachment.bytes)}</Muted>
            </li>
          ))}
        </Files>
      </CardContent>
    </Card>
  );
}

function ModuleNav({ page }: { page: LessonPageData }) {
  const headingId = useId();
  return (
    <Card role="navigation" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle as="h2" id={headingId}>
          {page.module.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Stack gap="4">
          <ProgressBar label="Fortschritt im Training" value={page.course.progress} showValue />
          <ModuleLessons aria-label="Lektionen in diesem Modul">
            {page.moduleLessons.map((entry) => {
              const current = entry.id === page.lesson.id;
              return (
                <li
                  key={entry.id}
                  data-current={current || undefined}
                  data-state={entry.completed ? 'completed' : 'open'}
                >
                  {entry.completed ? <CircleCheck aria-hidden /> : <Circle aria-hidden />}
                  <HiddenText>{entry.completed ? 'Erledigt:' : 'Offen:'}</HiddenText>
                  <Link
                    href={lessonHref(page.course.id, {
                      moduleId: page.module.id,
                      lessonId: entry.id,
                    })}
                    aria-current={current ? 'page' : undefined}
                  >
                    {entry.title}
                  </Link>
                  <Muted>{formatDuration(entry.durationSeconds)}</Muted>
                </li>
              );
            })}
          </ModuleLessons>
          <Link href={courseHref(page.course.id)}>Alle Module von „{page.course.title}“</Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

function LessonView({
  page,
  ids,
  canEdit,
}: {
  page: LessonPageData;
  ids: LessonIds;
  canEdit: boolean;
}) {
  const saveProgress = useSavePosition(page.lesson.id);
  const { lesson } = page;
  const duration = formatDuration(lesson.durationSeconds);
  return (
    <Stack gap="6">
      <PageHeader
        title={lesson.title}
        description={`${page.course.title} · ${page.module.title}${duration ? ` · ${duration}` : ''}`}
        actions={
          <>
            {canEdit ? <EditToggle editing={false} /> : null}
            <DoneButton page={page} ids={ids} />
          </>
        }
      />
      <Container>
        <Columns>
          <Stack gap="6">
            {canEdit && !lesson.published ? (
              <div>
                <Badge variant="secondary">Entwurf</Badge>{' '}
                <Muted>Nur Mitarbeiter von Sprint sehen diese Lektion.</Muted>
              </div>
            ) : null}
            {lesson.video ? (
              <VideoPlayer
                // A new lesson starts a new player, resumed at its own position.
                key={lesson.id}
                src={lesson.video.url}
                title={lesson.title}
                startAt={lesson.positionSeconds}
                onProgress={saveProgress}
              />
            ) : null}
            {lesson.contentHtml ? (
              <RichTextContent
                html={lesson.contentHtml}
                aria-label="Inhalt der Lektion"
                role="region"
              />
            ) : lesson.video ? null : (
              <Muted>Zu dieser Lektion gibt es noch keinen Inhalt.</Muted>
            )}
            <Attachments page={page} />
            <Pager aria-label="Weitere Lektionen">
              {page.previous ? (
                <Button asChild variant="outline">
                  <Link href={lessonHref(page.course.id, page.previous)}>
                    <ArrowLeft aria-hidden />
                    Vorherige Lektion
                  </Link>
                </Button>
              ) : null}
              {page.next ? (
                <Button asChild>
                  <Link href={lessonHref(page.course.id, page.next)}>
                    Nächste Lektion
                    <ArrowRight aria-hidden />
                  </Link>
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link href={courseHref(page.course.id)}>Zurück zum Training</Link>
                </Button>
              )}
            </Pager>
          </Stack>
          <ModuleNav page={page} />
        </Columns>
      </Container>
    </Stack>
  );
}

/**
 * A lesson (`/app/trainings/{id}/modules/{moduleId}/lessons/{lessonId}`): the video, resumed
 * where the person left it, the content, attachments, 'Als erledigt markieren', the previous and
 * next lesson, and the module's lessons beside it. Employees edit it behind 'Bearbeiten'.
 */
export function Component() {
  const params = useParams();
  const trpc = useTRPC();
  const canEdit = useCanEditTrainings();
  const editing = useEditMode(canEdit);
  const ids: LessonIds = {
    courseId: params.id ?? '',
    moduleId: params.moduleId ?? '',
    lessonId: params.lessonId ?? '',
  };
  const valid = isUuid(params.id) && isUuid(params.moduleId) && isUuid(params.lessonId);
  // The breadcrumbs' lookup asks the same (`lessonLookup`): one request for both.
  const page = useQuery({ ...trpc.trainings.lesson.queryOptions(ids), enabled: valid });

  if (!valid)
    return <LessonMissing ids={isUuid(params.id) ? { courseId: params.id } : {}} error={null} />;
  if (page.status === 'error' && (isNotFound(page.error) || isForbidden(page.error))) {
    return <LessonMissing ids={ids} error={page.error} />;
  }
  return (
    <QueryState
      query={page}
      loadingLabel="Lektion wird geladen"
      errorTitle="Lektion konnte nicht geladen werden"
      icon={<GraduationCap aria-hidden />}
    >
      {(data) =>
        editing ? (
          <LessonEditor page={data} ids={ids} />
        ) : (
          <LessonView page={data} ids={ids} canEdit={canEdit} />
        )
      }
    </QueryState>
  );
}
