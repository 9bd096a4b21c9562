import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Columns,
  Link,
  PageHeader,
  RichTextEditor,
  Stack,
  Switch,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC, useTRPCClient } from '../../../api/trpc';
import { useZodForm } from '../../../forms/useZodForm';
import { AttachmentsSection, VideoSection } from './LessonMedia';
import { useLessonCache, type LessonIds } from './lessonCache';
import { EditToggle, Form } from './parts';
import { errorMessage, serverIssues, type LessonPageData } from '../queries';
import { lessonFormSchema, type LessonFormValues } from './trainingForms';
import { courseHref, durationInput } from './trainingsFormat';

/** The server's field names → the form's (the duration is typed as text). */
const FORM_FIELDS: Record<string, keyof LessonFormValues> = {
  title: 'title',
  contentHtml: 'contentHtml',
  durationSeconds: 'duration',
};

function valuesOf(page: LessonPageData): LessonFormValues {
  return {
    title: page.lesson.title,
    contentHtml: page.lesson.contentHtml,
    duration: durationInput(page.lesson.durationSeconds),
  };
}

/** Title, content and duration: one form, 'Speichern', the server's refusals under the field. */
function LessonTextForm({ page }: { page: LessonPageData }) {
  const trpc = useTRPC();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(lessonFormSchema, {
    values: valuesOf(page),
    resetOptions: { keepDirtyValues: true },
  });
  const { control, register, formState, setError } = form;
  const update = useMutation(trpc.trainings.lessons.update.mutationOptions());
  const { refresh } = useLessonCache({
    courseId: page.course.id,
    moduleId: page.module.id,
    lessonId: page.lesson.id,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync({
        lessonId: page.lesson.id,
        title: values.title,
        contentHtml: values.contentHtml,
        durationSeconds: values.duration,
      });
      // What the server kept of the HTML (it cleans it) is what the editor shows from now on.
      form.reset({
        title: values.title,
        contentHtml: saved.contentHtml,
        duration: durationInput(saved.durationSeconds),
      });
      toast({ variant: 'success', title: 'Lektion gespeichert' });
      void refresh();
    } catch (error) {
      const issues = serverIssues(error);
      const placed = issues.filter((issue) => issue.path in FORM_FIELDS);
      for (const issue of placed) {
        const field = FORM_FIELDS[issue.path];
        if (field) setError(field, { type: 'server', message: issue.message });
      }
      if (placed.length === 0) setServerError(errorMessage(error));
    }
  });

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={update.isPending}>
      <Alert message={serverError} />
      <TextField
        label="Titel"
        required
        autoComplete="off"
        {...register('title')}
        error={formState.errors.title?.message}
      />
      <Controller
        control={control}
        name="contentHtml"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Inhalt der Lektion"
            description="Überschriften, Listen, Zitate und Links sind möglich."
            placeholder="Was sollen die Teilnehmenden lernen?"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField
        label="Dauer"
        inputMode="numeric"
        autoComplete="off"
        placeholder="8:30"
        description="Minuten:Sekunden. Beim Hochladen eines Videos wird seine Länge übernommen."
        {...register('duration')}
        error={formState.errors.duration?.message}
      />
      <div>
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending ? 'Wird gespeichert...' : 'Speichern'}
        </Button>
      </div>
    </Form>
  );
}

/** 'Veröffentlicht': at once, with 'Rückgängig' in the toast and the old state back on refusal. */
function PublishSwitch({ page, ids }: { page: LessonPageData; ids: LessonIds }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { optimistic, refresh } = useLessonCache(ids);

  async function undo(published: boolean) {
    try {
      await client.trainings.lessons.update.mutate({ lessonId: page.lesson.id, published });
      toast({ title: published ? 'Wieder veröffentlicht' : 'Wieder ein Entwurf' });
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

  const publish = useMutation(
    trpc.trainings.lessons.update.mutationOptions({
      ...optimistic<{ published?: boolean }>('Nicht geändert', (before, input) => ({
        ...before,
        lesson: { ...before.lesson, published: input.published ?? before.lesson.published },
      })),
      onSuccess: (_result, { published }) =>
        toast({
          variant: 'success',
          title: published ? 'Lektion veröffentlicht' : 'Lektion ist wieder ein Entwurf',
          action: {
            label: 'Rückgängig',
            altText: published ? 'Wieder zum Entwurf machen' : 'Wieder veröffentlichen',
            onClick: () => void undo(!published),
          },
        }),
    }),
  );

  return (
    <Switch
      label="Veröffentlicht"
      description="Kunden sehen veröffentlichte Lektionen, sobald auch das Training veröffentlicht ist."
      checked={page.lesson.published}
      onCheckedChange={(published) => publish.mutate({ lessonId: page.lesson.id, published })}
    />
  );
}

/**
 * The lesson editor for employees (`?bearbeiten=1` on the lesson's address): text, video,
 * attachments and whether it is published.
 */
export function LessonEditor({ page, ids }: { page: LessonPageData; ids: LessonIds }) {
  return (
    <Stack gap="6">
      <PageHeader
        title={page.lesson.title}
        description={
          <>
            Lektion bearbeiten in „{page.module.title}“ ·{' '}
            <Link href={`${courseHref(page.course.id)}?bearbeiten=1`}>
              Alle Module von „{page.course.title}“
            </Link>
          </>
        }
        actions={<EditToggle editing />}
      />
      <Columns template="minmax(0, 3fr) minmax(0, 2fr)" breakpoint="lg">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Inhalt</CardTitle>
          </CardHeader>
          <CardContent>
            <LessonTextForm page={page} />
          </CardContent>
        </Card>
        <Stack gap="6">
          <Card>
            <CardHeader>
              <CardTitle as="h2">Veröffentlichung</CardTitle>
            </CardHeader>
            <CardContent>
              <PublishSwitch page={page} ids={ids} />
            </CardContent>
          </Card>
          <VideoSection page={page} ids={ids} />
          <AttachmentsSection page={page} ids={ids} />
        </Stack>
      </Columns>
    </Stack>
  );
}
