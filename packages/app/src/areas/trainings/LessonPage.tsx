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
  Checklist,
  ChecklistItem,
  Columns,
  EmptyState,
  Link,
  PageHeader,
  ProgressBar,
  QueryState,
  RichTextContent,
  Stack,
  Text,
  VideoPlayer,
  VisuallyHidden,
  formatBytes,
} from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { isUuid } from '../../lib/uuid';
import { LessonEditor } from './components/LessonEditor';
import { useLessonCache, withCompleted, type LessonIds } from './components/lessonCache';
import { EditToggle, FileList, useEditMode } from './components/parts';
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

/** 'Vorherige' left, 'Nächste' (or 'Zurück zum Training') right, also when alone. */
const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-3);

  & > :last-child {
    margin-left: auto;
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
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
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
        <FileList>
          {page.lesson.attachments.map((attachment) => (
            <li key={attachment.id}>
              <FileText aria-hidden />
              <Link href={attachment.url} download={attachment.fileName}>
                {attachment.fileName}
              </Link>
              <Text size="sm" tone="muted">
                {formatBytes(attachment.bytes)}
              </Text>
            </li>
          ))}
        </FileList>
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
          <Checklist variant="compact" aria-label="Lektionen in diesem Modul">
            {page.moduleLessons.map((entry) => {
              const current = entry.id === page.lesson.id;
              return (
                <ChecklistItem
                  key={entry.id}
                  done={entry.completed}
                  current={current}
                  title={
                    <Link
                      href={lessonHref(page.course.id, {
                        moduleId: page.module.id,
                        lessonId: entry.id,
                      })}
                      aria-current={current ? 'page' : undefined}
                    >
                      {entry.title}
                    </Link>
                  }
                >
                  <Text size="sm" tone="muted">
                    {formatDuration(entry.durationSeconds)}
                  </Text>
                </ChecklistItem>
              );
            })}
          </Checklist>
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
      <Columns template="minmax(0, 1fr) 20rem">
        <Stack gap="6">
          {canEdit && !lesson.published ? (
            <div>
              <Badge variant="secondary">Entwurf</Badge>{' '}
              <Text size="sm" tone="muted">
                Nur Mitarbeiter von Sprint sehen diese Lektion.
              </Text>
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
            <Text size="sm" tone="muted">
              Zu dieser Lektion gibt es noch keinen Inhalt.
            </Text>
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
