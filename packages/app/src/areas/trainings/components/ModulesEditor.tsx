import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowRightLeft, Ellipsis, PencilLine, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  Link,
  SortableList,
  Stack,
  Text,
  toast,
} from '@sprint/ui';
import { useTRPC, useTRPCClient } from '../../../api/trpc';
import { inOrder } from './CourseOrderEditor';
import { movedLesson, useCourseCache, withModule } from './courseCache';
import { EditorRow } from './parts';
import { errorMessage, type CourseDetail, type CourseModule, type OutlineLesson } from '../queries';
import { TitleForm } from './TitleForms';
import { formatDuration, lessonCount, lessonHref } from './trainingsFormat';

/** A module's lessons and 'Neue Lektion', indented under the module's title. */
const ModuleBody = styled.div`
  display: grid;
  gap: var(--space-3);
  padding: var(--space-3) 0 var(--space-1) var(--space-8);
`;

type Removal =
  | { kind: 'module'; module: CourseModule }
  | { kind: 'lesson'; lesson: OutlineLesson; moduleTitle: string };

function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label}>
          <Ellipsis aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

type EditorProps = { course: CourseDetail };

/**
 * The course's outline for employees: modules with their lessons, each list in order by drag
 * and drop or by keyboard (`SortableList`; a lesson goes to another module through its menu),
 * added, renamed ('Rückgängig' in the toast) and deleted (asked first: deleting takes videos,
 * attachments and everyone's progress with it and cannot be undone).
 */
export function ModulesEditor({ course }: EditorProps) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { refresh, optimistic } = useCourseCache(course.id);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);

  const reorderModules = useMutation(
    trpc.trainings.modules.reorder.mutationOptions(
      optimistic<{ moduleIds: string[] }>('Reihenfolge nicht gespeichert', (before, input) => ({
        ...before,
        modules: inOrder(before.modules, input.moduleIds),
      })),
    ),
  );
  const reorderLessons = useMutation(
    trpc.trainings.lessons.reorder.mutationOptions(
      optimistic<{ moduleId: string; lessonIds: string[] }>(
        'Reihenfolge nicht gespeichert',
        (before, input) =>
          withModule(before, input.moduleId, (module) => ({
            ...module,
            lessons: inOrder(module.lessons, input.lessonIds),
          })),
      ),
    ),
  );
  const moveLesson = useMutation(
    trpc.trainings.lessons.move.mutationOptions({
      ...optimistic<{ lessonId: string; moduleId: string; position: number }>(
        'Lektion nicht verschoben',
        (before, input) => movedLesson(before, input.lessonId, input.moduleId, input.position),
      ),
      onSuccess: (_result, input) => {
        const target = course.modules.find((module) => module.id === input.moduleId);
        toast({ title: 'Lektion verschoben', description: `Nach „${target?.title ?? ''}“.` });
      },
    }),
  );
  const renameModule = useMutation(
    trpc.trainings.modules.update.mutationOptions(
      optimistic<{ moduleId: string; title: string }>('Modul nicht umbenannt', (before, input) =>
        withModule(before, input.moduleId, (module) => ({ ...module, title: input.title })),
      ),
    ),
  );
  const renameLesson = useMutation(
    trpc.trainings.lessons.update.mutationOptions(
      optimistic<{ lessonId: string; title?: string }>(
        'Lektion nicht umbenannt',
        (before, input) => ({
          ...before,
          modules: before.modules.map((module) => ({
            ...module,
            lessons: module.lessons.map((lesson) =>
              lesson.id === input.lessonId
                ? { ...lesson, title: input.title ?? lesson.title }
                : lesson,
            ),
          })),
        }),
      ),
    ),
  );

  async function undoRename(kind: 'module' | 'lesson', id: string, title: string) {
    try {
      if (kind === 'module') await client.trainings.modules.update.mutate({ moduleId: id, title });
      else await client.trainings.lessons.update.mutate({ lessonId: id, title });
      toast({ title: 'Alter Titel wiederhergestellt', description: `„${title}“` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Nicht rückgängig gemacht',
        description: errorMessage(error),
      });
    } finally {
      void refresh();
    }
  }

  async function rename(kind: 'module' | 'lesson', id: string, from: string, to: string) {
    if (to !== from) {
      if (kind === 'module') await renameModule.mutateAsync({ moduleId: id, title: to });
      else await renameLesson.mutateAsync({ lessonId: id, title: to });
      toast({
        title: kind === 'module' ? 'Modul umbenannt' : 'Lektion umbenannt',
        description: `„${from}“ heißt jetzt „${to}“.`,
        action: {
          label: 'Rückgängig',
          altText: `Wieder „${from}“ nennen`,
          onClick: () => void undoRename(kind, id, from),
        },
      });
    }
    setRenaming(null);
  }

  const createModule = useMutation(trpc.trainings.modules.create.mutationOptions());
  const createLesson = useMutation(trpc.trainings.lessons.create.mutationOptions());
  const deleteModule = useMutation(trpc.trainings.modules.delete.mutationOptions());
  const deleteLesson = useMutation(trpc.trainings.lessons.delete.mutationOptions());

  async function confirmRemoval() {
    if (!removal) return;
    try {
      if (removal.kind === 'module') {
        await deleteModule.mutateAsync({ moduleId: removal.module.id });
        toast({ title: 'Modul gelöscht', description: `„${removal.module.title}“ ist gelöscht.` });
      } else {
        await deleteLesson.mutateAsync({ lessonId: removal.lesson.id });
        toast({
          title: 'Lektion gelöscht',
          description: `„${removal.lesson.title}“ ist gelöscht.`,
        });
      }
    } catch (error) {
      toast({ variant: 'destructive', title: 'Nicht gelöscht', description: errorMessage(error) });
      throw error;
    } finally {
      void refresh();
    }
  }

  function lessonRow(module: CourseModule, lesson: OutlineLesson, handle: ReactNode) {
    const renamingThis = renaming === lesson.id;
    const others = course.modules.filter((candidate) => candidate.id !== module.id);
    return (
      <EditorRow>
        {handle}
        {renamingThis ? (
          <div data-grow>
            <TitleForm
              label={`Neuer Titel für „${lesson.title}“`}
              submitLabel="Speichern"
              busyLabel="Wird gespeichert..."
              defaultValue={lesson.title}
              focusOnMount
              onSubmit={(title) => rename('lesson', lesson.id, lesson.title, title)}
              onCancel={() => setRenaming(null)}
            />
          </div>
        ) : (
          <>
            <div data-grow>
              <Link
                href={`${lessonHref(course.id, { moduleId: module.id, lessonId: lesson.id })}?bearbeiten=1`}
              >
                {lesson.title}
              </Link>
            </div>
            {lesson.published ? null : <Badge variant="secondary">Entwurf</Badge>}
            {lesson.hasVideo ? null : <Badge variant="outline">Ohne Video</Badge>}
            <Text size="sm" tone="muted">
              {formatDuration(lesson.durationSeconds)}
            </Text>
            <RowMenu label={`Aktionen für die Lektion „${lesson.title}“`}>
              <DropdownMenuItem icon={<PencilLine />} onSelect={() => setRenaming(lesson.id)}>
                Umbenennen
              </DropdownMenuItem>
              {others.map((target) => (
                <DropdownMenuItem
                  key={target.id}
                  icon={<ArrowRightLeft />}
                  onSelect={() =>
                    moveLesson.mutate({
                      lessonId: lesson.id,
                      moduleId: target.id,
                      position: target.lessons.length,
                    })
                  }
                >
                  {`Nach „${target.title}“ verschieben`}
                </DropdownMenuItem>
              ))}
              <DropdownMenuSeparator />
              <DropdownMenuItem
                variant="destructive"
                icon={<Trash2 />}
                onSelect={() => setRemoval({ kind: 'lesson', lesson, moduleTitle: module.title })}
              >
                Löschen
              </DropdownMenuItem>
            </RowMenu>
          </>
        )}
      </EditorRow>
    );
  }

  function moduleRow(module: CourseModule, handle: ReactNode) {
    const renamingThis = renaming === module.id;
    return (
      <>
        <EditorRow>
          {handle}
          {renamingThis ? (
            <div data-grow>
              <TitleForm
                label={`Neuer Titel für „${module.title}“`}
                submitLabel="Speichern"
                busyLabel="Wird gespeichert..."
                defaultValue={module.title}
                focusOnMount
                onSubmit={(title) => rename('module', module.id, module.title, title)}
                onCancel={() => setRenaming(null)}
              />
            </div>
          ) : (
            <>
              <div data-grow>
                <Text as="h3" size="base" weight="semibold">
                  {module.title}
                </Text>
              </div>
              <Text size="sm" tone="muted">
                {lessonCount(module.lessons.length)}
              </Text>
              <RowMenu label={`Aktionen für das Modul „${module.title}“`}>
                <DropdownMenuItem icon={<PencilLine />} onSelect={() => setRenaming(module.id)}>
                  Umbenennen
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem
                  variant="destructive"
                  icon={<Trash2 />}
                  onSelect={() => setRemoval({ kind: 'module', module })}
                >
                  Löschen
                </DropdownMenuItem>
              </RowMenu>
            </>
          )}
        </EditorRow>
        <ModuleBody>
          {module.lessons.length > 0 ? (
            <SortableList
              label={`Lektionen in „${module.title}“`}
              items={module.lessons}
              getId={(lesson) => lesson.id}
              getLabel={(lesson) => lesson.title}
              onReorder={(lessonIds) => reorderLessons.mutate({ moduleId: module.id, lessonIds })}
              renderItem={(lesson, lessonHandle) => lessonRow(module, lesson, lessonHandle)}
            />
          ) : (
            <Text size="sm" tone="muted">
              Noch keine Lektion in diesem Modul.
            </Text>
          )}
          <TitleForm
            label={`Neue Lektion in „${module.title}“`}
            submitLabel="Lektion hinzufügen"
            busyLabel="Wird hinzugefügt..."
            onSubmit={async (title) => {
              await createLesson.mutateAsync({ moduleId: module.id, title });
              toast({ title: 'Lektion hinzugefügt', description: `„${title}“ ist ein Entwurf.` });
              await refresh();
            }}
          />
        </ModuleBody>
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Module und Lektionen</CardTitle>
        <CardDescription>
          Ziehe Module und Lektionen am Griff in ihre Reihenfolge, oder mit der Tastatur: Tab zum
          Griff, Leertaste, Pfeiltasten, Leertaste.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Stack gap="4">
          {course.modules.length > 0 ? (
            <SortableList
              label="Module"
              items={course.modules}
              getId={(module) => module.id}
              getLabel={(module) => module.title}
              onReorder={(moduleIds) => reorderModules.mutate({ courseId: course.id, moduleIds })}
              renderItem={moduleRow}
            />
          ) : (
            <Text size="sm" tone="muted">
              Noch kein Modul. Lege das erste an, dann die Lektionen darin.
            </Text>
          )}
          <TitleForm
            label="Neues Modul"
            submitLabel="Modul hinzufügen"
            busyLabel="Wird hinzugefügt..."
            onSubmit={async (title) => {
              await createModule.mutateAsync({ courseId: course.id, title });
              toast({ title: 'Modul hinzugefügt', description: `„${title}“` });
              await refresh();
            }}
          />
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => {
          if (!open) setRemoval(null);
        }}
        title={removal?.kind === 'module' ? 'Modul löschen?' : 'Lektion löschen?'}
        description={
          removal?.kind === 'module'
            ? `„${removal.module.title}“ wird mit ${lessonCount(removal.module.lessons.length)}, ihren Videos, Anhängen und dem Fortschritt aller Teilnehmer gelöscht. Das lässt sich nicht rückgängig machen.`
            : removal
              ? `„${removal.lesson.title}“ aus „${removal.moduleTitle}“ wird mit Video, Anhängen und dem Fortschritt aller Teilnehmer gelöscht. Das lässt sich nicht rückgängig machen.`
              : undefined
        }
        confirmLabel={removal?.kind === 'module' ? 'Modul löschen' : 'Lektion löschen'}
        destructive
        onConfirm={confirmRemoval}
      />
    </Card>
  );
}
