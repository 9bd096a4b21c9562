import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  ImageUploadField,
  Stack,
  Text,
  TextArea,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC, useTRPCClient } from '../../../api/trpc';
import { useZodForm } from '../../../forms/useZodForm';
import { CourseVisibilityField } from './CourseVisibilityField';
import { useCourseCache } from './courseCache';
import { Form } from './parts';
import { errorMessage, isBadRequest, type CourseDetail } from '../queries';
import { courseFormSchema } from './trainingForms';
import { BoundSelectField } from '../../../components/formParts';
import {
  LEVEL_OPTIONS,
  TRAININGS_HREF,
  levelChoiceOf,
  minLevelOf,
  minPlanOf,
  visibilityOf,
} from './trainingsFormat';

/** The picture as the API takes it: a `data:` URL. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('Das Bild konnte nicht gelesen werden.'));
    reader.readAsDataURL(blob);
  });
}

/** Title, description and visibility: one form, saved with 'Speichern'. */
function CourseFields({ course }: { course: CourseDetail }) {
  const trpc = useTRPC();
  const { refresh } = useCourseCache(course.id);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(courseFormSchema, {
    values: {
      title: course.title,
      description: course.description,
      visibility: visibilityOf(course.minPlan),
      level: levelChoiceOf(course.minLevel),
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { control, register, formState, setError } = form;
  const update = useMutation(trpc.trainings.courses.update.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await update.mutateAsync({
        courseId: course.id,
        title: values.title,
        description: values.description,
        minPlan: minPlanOf(values.visibility),
        minLevel: minLevelOf(values.level),
      });
      await refresh();
      form.reset(values);
      toast({ variant: 'success', title: 'Training gespeichert' });
    } catch (error) {
      if (isBadRequest(error)) setError('title', { type: 'server', message: errorMessage(error) });
      else setServerError(errorMessage(error));
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
      <TextArea
        label="Beschreibung"
        rows={4}
        {...register('description')}
        error={formState.errors.description?.message}
      />
      <CourseVisibilityField
        control={control}
        description="Kunden mit kleinerem Paket sehen das Training gesperrt."
      />
      <BoundSelectField
        control={control}
        name="level"
        label="Freigabe"
        description="Wer das Level noch nicht erreicht hat, sieht das Training gesperrt – mit den fehlenden Punkten."
        options={LEVEL_OPTIONS}
      />
      <div>
        <Button type="submit" aria-disabled={update.isPending || undefined}>
          {update.isPending ? 'Wird gespeichert...' : 'Speichern'}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The course's settings for employees: its texts and visibility, the cover (cropped in the
 * browser, sent as a data URL), publishing and deleting.
 */
export function CourseSettings({ course }: { course: CourseDetail }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const navigate = useNavigate();
  const { refresh, optimistic } = useCourseCache(course.id);
  const [confirmDelete, setConfirmDelete] = useState(false);

  async function setPublished(published: boolean) {
    try {
      await client.trainings.courses.update.mutate({ courseId: course.id, published });
      toast({
        title: published ? 'Training wieder veröffentlicht' : 'Veröffentlichung zurückgezogen',
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Nicht geändert', description: errorMessage(error) });
    } finally {
      void refresh();
    }
  }

  const publish = useMutation(
    trpc.trainings.courses.update.mutationOptions({
      ...optimistic<{ published?: boolean }>('Nicht geändert', (before, input) => ({
        ...before,
        published: input.published ?? before.published,
      })),
      onSuccess: (_result, { published }) => {
        toast({
          variant: 'success',
          title: published ? 'Training veröffentlicht' : 'Veröffentlichung zurückgezogen',
          description: published
            ? 'Kunden mit passendem Paket sehen es jetzt mit allen veröffentlichten Lektionen.'
            : 'Nur Mitarbeiter von Sprint sehen es noch.',
          action: {
            label: 'Rückgängig',
            altText: published ? 'Veröffentlichung zurückziehen' : 'Wieder veröffentlichen',
            onClick: () => void setPublished(!published),
          },
        });
      },
    }),
  );

  const cover = useMutation(trpc.trainings.courses.update.mutationOptions());
  async function changeCover(coverDataUrl: string | null) {
    await cover.mutateAsync({ courseId: course.id, coverDataUrl });
    await refresh();
  }

  const remove = useMutation(trpc.trainings.courses.delete.mutationOptions());
  async function deleteCourse() {
    try {
      await remove.mutateAsync({ courseId: course.id });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Training nicht gelöscht',
        description: errorMessage(error),
      });
      throw error;
    }
    toast({ title: 'Training gelöscht', description: `„${course.title}“ ist gelöscht.` });
    void navigate(`${TRAININGS_HREF}?bearbeiten=1`);
    void refresh();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Einstellungen</CardTitle>
      </CardHeader>
      <CardContent>
        <Stack gap="6">
          <Stack direction="row" gap="3" align="center" justify="between" wrap>
            <Stack direction="row" gap="2" align="center" wrap>
              {course.published ? (
                <Badge variant="success">Veröffentlicht</Badge>
              ) : (
                <Badge variant="secondary">Entwurf</Badge>
              )}
              <Text size="sm" tone="muted">
                {course.published
                  ? 'Kunden sehen das Training.'
                  : 'Nur Mitarbeiter von Sprint sehen das Training.'}
              </Text>
            </Stack>
            <Button
              variant={course.published ? 'outline' : 'default'}
              aria-disabled={publish.isPending || undefined}
              onClick={() => {
                if (!publish.isPending) {
                  publish.mutate({ courseId: course.id, published: !course.published });
                }
              }}
            >
              {course.published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              {course.published ? 'Veröffentlichung zurückziehen' : 'Veröffentlichen'}
            </Button>
          </Stack>
          <CourseFields course={course} />
          <ImageUploadField
            label="Titelbild"
            variant="logo"
            description="PNG, JPEG oder WebP, höchstens 5 MB. Wird quadratisch zugeschnitten."
            cropTitle="Titelbild zuschneiden"
            outputSize={512}
            value={course.coverUrl}
            onChange={async (image) => changeCover(await blobToDataUrl(image))}
            onRemove={() => changeCover(null)}
          />
          <div>
            <Button variant="destructive" onClick={() => setConfirmDelete(true)}>
              <Trash2 aria-hidden />
              Training löschen
            </Button>
          </div>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Training löschen?"
        description={`„${course.title}“ wird mit allen Modulen, Lektionen, Videos, Anhängen und dem Fortschritt aller Teilnehmer gelöscht. Das lässt sich nicht rückgängig machen.`}
        confirmLabel="Training löschen"
        destructive
        onConfirm={deleteCourse}
      />
    </Card>
  );
}
