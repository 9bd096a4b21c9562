import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  TextArea,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { useZodForm } from '../../../forms/useZodForm';
import { CourseVisibilityField } from './CourseVisibilityField';
import { Form } from './parts';
import { errorMessage, isBadRequest } from '../queries';
import { courseFormSchema, emptyCourseValues } from './trainingForms';
import { courseHref, minLevelOf, minPlanOf } from './trainingsFormat';

function NewCourseForm({ onDone }: { onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(courseFormSchema, { defaultValues: emptyCourseValues });
  const { control, register, formState, setError, setFocus } = form;
  const create = useMutation(trpc.trainings.courses.create.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { id } = await create.mutateAsync({
        title: values.title,
        description: values.description,
        minPlan: minPlanOf(values.visibility),
        minLevel: minLevelOf(values.level),
      });
      void queryClient.invalidateQueries({ queryKey: trpc.trainings.list.pathKey() });
      toast({
        variant: 'success',
        title: 'Training angelegt',
        description: `„${values.title}“ ist ein Entwurf, bis du es veröffentlichst.`,
      });
      onDone();
      // Straight into the editor: modules and lessons come next.
      void navigate(`${courseHref(id)}?bearbeiten=1`);
    } catch (error) {
      if (isBadRequest(error)) {
        setError('title', { type: 'server', message: errorMessage(error) });
        setFocus('title');
      } else {
        setServerError(errorMessage(error));
      }
    }
  });

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={create.isPending}>
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
        rows={3}
        description="Worum es geht, in zwei, drei Sätzen. Steht auf der Seite des Trainings."
        {...register('description')}
        error={formState.errors.description?.message}
      />
      <CourseVisibilityField control={control} />
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={create.isPending || undefined}>
          {create.isPending ? 'Wird angelegt...' : 'Training anlegen'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

export type NewCourseDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Neues Training': title, description and which plans see it; it starts as a draft. */
export function NewCourseDialog({ open, onOpenChange }: NewCourseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '36rem' }}>
        <DialogHeader>
          <DialogTitle>Neues Training</DialogTitle>
          <DialogDescription>
            Es bleibt ein Entwurf, bis du es veröffentlichst. Module und Lektionen legst du danach
            an.
          </DialogDescription>
        </DialogHeader>
        {/* Content unmounts when closed: each opening starts with a fresh form. */}
        <NewCourseForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
