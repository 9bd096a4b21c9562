import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  formatDate,
  toast,
} from '@sprint/ui';
import { DUE_DATE_PAST } from '@sprint/server/phoneTraining';
import { useTRPC } from '../../../api/trpc';
import { BoundSelectField, Form, FormDateField } from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import { berlinDay } from '../../../lib/berlinDay';
import { errorMessage, fieldErrors } from '../../../lib/errorMessage';
import type { ScenarioSummary } from '../queries';

const assignSchema = z.object({
  scenarioId: z.string().min(1, 'Bitte wähle ein Szenario.'),
  userId: z.string().min(1, 'Bitte wähle, wer üben soll.'),
  dueDate: z
    .string()
    .nullable()
    .refine((value) => value !== null, 'Bitte gib an, bis wann geübt sein soll.')
    .transform((value) => value ?? ''),
});

type AssignValues = z.input<typeof assignSchema>;
type AssignOutput = z.output<typeof assignSchema>;

export type AssignDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The library's scenarios to choose from. */
  scenarios: readonly Pick<ScenarioSummary, 'id' | 'title'>[];
  /** The scenario chosen at first (opened from a scenario), or none. */
  scenarioId?: string;
};

/**
 * 'Zuweisen': a scenario for a member of the company, to practise by a day. The server checks
 * that the person is a member and that the one assigning may.
 */
export function AssignDialog({ open, onOpenChange, ...props }: AssignDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '32rem' }}>
        <DialogHeader>
          <DialogTitle>Szenario zuweisen</DialogTitle>
          <DialogDescription>
            Die Person sieht die Aufgabe im Telefon-Training und auf ihrem Dashboard.
          </DialogDescription>
        </DialogHeader>
        <AssignForm {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function AssignForm({
  scenarios,
  scenarioId,
  onClose,
}: Omit<AssignDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const members = useQuery(trpc.crm.members.queryOptions());
  const assign = useMutation(trpc.phoneTraining.assignments.create.mutationOptions());
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = berlinDay();
  const form = useZodForm(assignSchema, {
    defaultValues: { scenarioId: scenarioId ?? '', userId: '', dueDate: null } as AssignValues,
  });

  const scenarioOptions = scenarios.map((scenario) => ({
    value: scenario.id,
    label: scenario.title,
  }));
  const memberOptions = (members.data ?? []).map((member) => ({
    value: member.id,
    label: member.name,
  }));

  const onSubmit = async (values: AssignOutput) => {
    if (assign.isPending) return;
    setRefusal(null);
    try {
      await assign.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: trpc.phoneTraining.pathKey() });
      const person = memberOptions.find((option) => option.value === values.userId)?.label;
      const scenario = scenarioOptions.find((option) => option.value === values.scenarioId);
      toast({
        title: 'Szenario zugewiesen',
        description: `„${scenario?.label ?? ''}“ für ${person ?? 'die Person'}, fällig bis ${formatDate(values.dueDate)}.`,
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      const fields = Object.entries(fieldErrors(failure)).filter(([path]) =>
        ['scenarioId', 'userId', 'dueDate'].includes(path),
      );
      fields.forEach(([path, message], index) =>
        form.setError(
          path as keyof AssignValues,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        ),
      );
      const message = errorMessage(failure);
      // The server's word on the day is the day field's (a date that passed meanwhile).
      if (fields.length === 0 && message === DUE_DATE_PAST) {
        form.setError('dueDate', { type: 'server', message }, { shouldFocus: true });
      } else if (fields.length === 0) setRefusal(message);
    }
  };

  return (
    <Form
      noValidate
      aria-busy={assign.isPending || undefined}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <BoundSelectField
        control={form.control}
        name="scenarioId"
        label="Szenario"
        placeholder="Szenario wählen"
        options={scenarioOptions}
      />
      <BoundSelectField
        control={form.control}
        name="userId"
        label="Person"
        placeholder={members.isPending ? 'Mitglieder werden geladen...' : 'Person wählen'}
        options={memberOptions}
      />
      <FormDateField control={form.control} name="dueDate" label="Fällig bis" min={today} />
      <Alert message={refusal ?? (members.error ? errorMessage(members.error) : null)} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Abbrechen
        </Button>
        <Button type="submit" aria-disabled={assign.isPending || undefined}>
          {assign.isPending ? 'Wird zugewiesen...' : 'Zuweisen'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
