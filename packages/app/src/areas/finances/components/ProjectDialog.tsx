import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormGrid,
  TextField,
  toast,
} from '@sprint/ui';
import { useTRPC } from '../../../api/trpc';
import { fieldError, Form, FormCurrencyField, FormDateField } from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import { berlinToday } from './financeFormat';
import { errorMessage } from './planningParts';
import type { ProjectItem } from './planningTypes';
import { emptyProjectValues, projectFormSchema, projectToValues } from './projectForm';

function ProjectForm({ project, onDone }: { project?: ProjectItem; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(projectFormSchema, {
    defaultValues: project ? projectToValues(project) : emptyProjectValues(berlinToday()),
  });
  const { control, register, formState } = form;
  const create = useMutation(trpc.finances.projects.create.mutationOptions());
  const update = useMutation(trpc.finances.projects.update.mutationOptions());
  const pending = create.isPending || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      if (project) await update.mutateAsync({ projectId: project.id, ...values });
      else await create.mutateAsync(values);
      void queryClient.invalidateQueries({ queryKey: trpc.finances.pathKey() });
      toast({ title: 'Gespeichert', description: values.name, variant: 'success' });
      onDone();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  });

  return (
    <Form
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else void onSubmit(event);
      }}
      noValidate
      aria-busy={pending}
    >
      <Alert message={serverError} />
      <FormGrid minFieldWidth="13rem">
        <TextField
          label="Name"
          required
          {...register('name')}
          error={fieldError(formState.errors, 'name')}
        />
        <TextField
          label="Kunde"
          autoComplete="organization"
          {...register('client')}
          error={fieldError(formState.errors, 'client')}
        />
        <FormCurrencyField
          control={control}
          name="budgetCents"
          label="Budget"
          description="Netto; leer lassen, wenn es kein Budget gibt."
        />
        <FormDateField
          control={control}
          name="startsOn"
          label="Beginn"
          required
          onChange={() => {
            // 'Ende' is checked against 'Beginn': a moved start can make or mend its error.
            if (form.getFieldState('endsOn').isTouched) void form.trigger('endsOn');
          }}
        />
        <FormDateField control={control} name="endsOn" label="Ende" />
      </FormGrid>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={pending || undefined}>
          {pending ? 'Wird gespeichert …' : 'Speichern'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

export type ProjectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project to edit; a new one when absent. */
  project?: ProjectItem;
};

/** 'Neues Projekt' / 'Projekt bearbeiten': name, customer, budget and period. */
export function ProjectDialog({ open, onOpenChange, project }: ProjectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '36rem' }}>
        <DialogHeader>
          <DialogTitle>{project ? 'Projekt bearbeiten' : 'Neues Projekt'}</DialogTitle>
          <DialogDescription>
            Buchungen ordnest du einem Projekt in der Buchung zu; daraus rechnet Sprint Abgerechnet,
            Kosten und Marge.
          </DialogDescription>
        </DialogHeader>
        <ProjectForm project={project} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
