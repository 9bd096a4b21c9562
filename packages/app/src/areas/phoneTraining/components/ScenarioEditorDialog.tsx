import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useFieldArray, type FieldPath } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormGrid,
  FormGridItem,
  NumberField,
  RadioGroup,
  RadioGroupItem,
  Stack,
  Text,
  TextArea,
  TextField,
  toast,
} from '@sprint/ui';
import {
  CRITERIA_MAX,
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  MEDAL_LABELS,
  MEDAL_THRESHOLDS,
  SCENARIO_KINDS,
  SCENARIO_KIND_LABELS,
  WEIGHT_MAX,
} from '@sprint/server/phoneTraining';
import { useTRPC } from '../../../api/trpc';
import { BoundSelectField, Form, fieldError } from '../../../components/formParts';
import { useZodForm } from '../../../forms/useZodForm';
import { errorMessage, fieldErrors } from '../../../lib/errorMessage';
import {
  emptyCriterion,
  scenarioFormSchema,
  toScenarioInput,
  type ScenarioFormOutput,
  type ScenarioFormValues,
} from './scenarioForm';

/** What the editor does: a new scenario, an own one changed, or a copy of any. */
export type ScenarioEditorMode = 'create' | 'edit' | 'copy';

export type ScenarioEditorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: ScenarioEditorMode;
  /** The fields it starts with (`emptyScenarioValues`, `scenarioToValues`). */
  initialValues: ScenarioFormValues;
  /** The scenario being edited (`edit`). */
  scenarioId?: string;
  /** After the server saved it, with the scenario's id (a new one's page opens). */
  onSaved: (scenarioId: string) => void;
};

const TEXTS = {
  create: {
    title: 'Neues Szenario',
    description:
      'Lege fest, wer abhebt, was du erreichen willst und woran der Anruf gemessen wird.',
    submit: 'Szenario anlegen',
    saved: 'Szenario angelegt',
  },
  edit: {
    title: 'Szenario bearbeiten',
    description: 'Die Änderungen gelten für alle künftigen Anrufe; bisherige Auswertungen bleiben.',
    submit: 'Speichern',
    saved: 'Szenario gespeichert',
  },
  copy: {
    title: 'Als Kopie bearbeiten',
    description:
      'Die Szenarien der Bibliothek bleiben, wie sie sind: Du bearbeitest eine Kopie für dein Unternehmen.',
    submit: 'Kopie anlegen',
    saved: 'Kopie angelegt',
  },
} as const satisfies Record<ScenarioEditorMode, Record<string, string>>;

const KIND_OPTIONS = SCENARIO_KINDS.map((kind) => ({
  value: kind,
  label: SCENARIO_KIND_LABELS[kind],
}));

const MEDALS_HINT = `Medaillen: ${MEDAL_LABELS.bronze} ab ${MEDAL_THRESHOLDS.bronze} %, ${MEDAL_LABELS.silber} ab ${MEDAL_THRESHOLDS.silber} %, ${MEDAL_LABELS.gold} ab ${MEDAL_THRESHOLDS.gold} %.`;

/** The fields of the form by the server's names: a refusal's paths are put under them. */
const FIELD_PATH =
  /^(kind|title|goal|opening|passThreshold|persona\.(name|role|company|personality|difficulty)|criteria\.\d+\.(text|weight|keywords))$/;

/**
 * The scenario editor: kind and title, the persona (name, role, company, personality,
 * difficulty), the goal and opening line, the scorecard's criteria with their weights and the
 * Vorlagen-Modus' keywords, and the pass threshold. What the server refuses shows under its
 * field; the first such field takes the focus.
 */
export function ScenarioEditorDialog({ open, onOpenChange, ...props }: ScenarioEditorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent style={{ maxWidth: '44rem' }}>
        {/* Mounted per opening: a dialog opened again starts from the scenario as it is now. */}
        <EditorForm {...props} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function EditorForm({
  mode,
  initialValues,
  scenarioId,
  onSaved,
  onClose,
}: Omit<ScenarioEditorDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const texts = TEXTS[mode];
  const [refusal, setRefusal] = useState<string | null>(null);
  const limitId = useId();
  const personaId = useId();
  const scoringId = useId();
  const form = useZodForm(scenarioFormSchema, { defaultValues: initialValues });
  const criteria = useFieldArray({ control: form.control, name: 'criteria' });
  const create = useMutation(trpc.phoneTraining.scenarios.create.mutationOptions());
  const update = useMutation(trpc.phoneTraining.scenarios.update.mutationOptions());
  const pending = create.isPending || update.isPending;
  const { errors } = form.formState;

  const onSubmit = async (values: ScenarioFormOutput) => {
    if (pending) return;
    setRefusal(null);
    const input = toScenarioInput(values);
    try {
      const id =
        mode === 'edit' && scenarioId
          ? (await update.mutateAsync({ scenarioId, ...input }), scenarioId)
          : (await create.mutateAsync(input)).id;
      await queryClient.invalidateQueries({ queryKey: trpc.phoneTraining.pathKey() });
      toast({ title: texts.saved, description: values.title, variant: 'success' });
      onClose();
      onSaved(id);
    } catch (failure) {
      const fields = Object.entries(fieldErrors(failure));
      const known = fields.filter(([path]) => FIELD_PATH.test(path));
      known.forEach(([path, message], index) =>
        form.setError(
          path as FieldPath<ScenarioFormValues>,
          { type: 'server', message },
          { shouldFocus: index === 0 },
        ),
      );
      const criteriaRoot = fields.find(([path]) => path === 'criteria');
      if (criteriaRoot) form.setError('criteria', { type: 'server', message: criteriaRoot[1] });
      if (known.length === 0 && !criteriaRoot) setRefusal(errorMessage(failure));
    }
  };

  const addCriterion = () => {
    criteria.append(emptyCriterion(), { focusName: `criteria.${criteria.fields.length}.text` });
  };
  // After a row is removed, the row before it takes the focus (or the one that moved up into
  // its place), once the rows have rendered anew.
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    form.setFocus(`criteria.${focusRow.current}.text`);
    focusRow.current = null;
  }, [criteria.fields, form]);
  const removeCriterion = (index: number) => {
    focusRow.current = Math.max(0, index - 1);
    criteria.remove(index);
  };
  const criteriaError = errors.criteria?.root?.message ?? errors.criteria?.message;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
      </DialogHeader>
      <Form
        noValidate
        aria-busy={pending || undefined}
        onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
      >
        <FormGrid minFieldWidth="14rem" align="stretch">
          <BoundSelectField
            control={form.control}
            name="kind"
            label="Art des Anrufs"
            options={KIND_OPTIONS}
          />
          <TextField
            label="Titel"
            required
            autoComplete="off"
            {...form.register('title')}
            error={fieldError(errors, 'title')}
          />
        </FormGrid>

        <Stack role="group" aria-labelledby={personaId} gap="3">
          <Text as="h3" id={personaId} size="base" weight="semibold">
            Gesprächspartner
          </Text>
          <FormGrid minFieldWidth="12rem" align="stretch">
            <TextField
              label="Name"
              required
              autoComplete="off"
              {...form.register('persona.name')}
              error={fieldError(errors, 'persona.name')}
            />
            <TextField
              label="Rolle"
              required
              autoComplete="off"
              {...form.register('persona.role')}
              error={fieldError(errors, 'persona.role')}
            />
            <TextField
              label="Unternehmen"
              required
              autoComplete="off"
              {...form.register('persona.company')}
              error={fieldError(errors, 'persona.company')}
            />
            <FormGridItem span="full">
              <TextArea
                label="Persönlichkeit"
                description="Wie die Person am Telefon ist, z. B. kurz angebunden, skeptisch, mag Zahlen."
                rows={2}
                {...form.register('persona.personality')}
                error={fieldError(errors, 'persona.personality')}
              />
            </FormGridItem>
            <FormGridItem span="full">
              <Controller
                control={form.control}
                name="persona.difficulty"
                render={({ field, fieldState }) => (
                  <RadioGroup
                    label="Schwierigkeit"
                    orientation="horizontal"
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    error={fieldState.error?.message}
                  >
                    {DIFFICULTIES.map((difficulty) => (
                      <RadioGroupItem
                        key={difficulty}
                        value={difficulty}
                        label={DIFFICULTY_LABELS[difficulty]}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
            </FormGridItem>
          </FormGrid>
        </Stack>

        <TextArea
          label="Ziel des Anrufs"
          required
          rows={2}
          description="Was am Ende des Gesprächs erreicht sein soll, z. B. ein Termin für eine Vorführung."
          {...form.register('goal')}
          error={fieldError(errors, 'goal')}
        />
        <TextField
          label="Eröffnungssatz"
          autoComplete="off"
          description="Optional: Was die Person sagt, wenn sie abhebt. Leer bleibt es beim üblichen Satz für diese Art von Anruf."
          {...form.register('opening')}
          error={fieldError(errors, 'opening')}
        />

        <Stack role="group" aria-labelledby={scoringId} gap="3">
          <Text as="h3" id={scoringId} size="base" weight="semibold">
            Bewertung
          </Text>
          <Stack as="ol" gap="3" aria-label="Kriterien">
            {criteria.fields.map((row, index) => {
              const number = index + 1;
              return (
                <li key={row.id}>
                  <Card>
                    <CardContent>
                      <Stack gap="3">
                        <TextField
                          label={`Kriterium ${number}`}
                          required
                          autoComplete="off"
                          description="Eine Ja/Nein-Frage, z. B. „Schlägt einen konkreten Termin vor“."
                          {...form.register(`criteria.${index}.text`)}
                          error={fieldError(errors, `criteria.${index}.text`)}
                        />
                        <FormGrid minFieldWidth="10rem" align="stretch">
                          <Controller
                            control={form.control}
                            name={`criteria.${index}.weight`}
                            render={({ field, fieldState }) => (
                              <NumberField
                                label={`Gewicht von Kriterium ${number}`}
                                description={`1 bis ${WEIGHT_MAX}`}
                                min={1}
                                max={WEIGHT_MAX}
                                ref={field.ref}
                                name={field.name}
                                value={field.value}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                error={fieldState.error?.message}
                              />
                            )}
                          />
                          <FormGridItem span="full">
                            <TextField
                              label="Schlüsselwörter für den Vorlagen-Modus"
                              required
                              autoComplete="off"
                              description="Durch Kommas getrennt. Sagst du eines davon, gilt das Kriterium ohne KI-Modell als erfüllt."
                              {...form.register(`criteria.${index}.keywords`)}
                              error={fieldError(errors, `criteria.${index}.keywords`)}
                            />
                          </FormGridItem>
                        </FormGrid>
                        <Stack direction="row" justify="end">
                          <Button
                            type="button"
                            size="sm"
                            variant="ghost"
                            disabled={criteria.fields.length === 1}
                            onClick={() => removeCriterion(index)}
                          >
                            <Trash2 aria-hidden />
                            Kriterium {number} entfernen
                          </Button>
                        </Stack>
                      </Stack>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </Stack>
          {criteriaError ? (
            <Text as="p" size="sm" tone="destructive" role="alert">
              {criteriaError}
            </Text>
          ) : null}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={addCriterion}
              disabled={criteria.fields.length >= CRITERIA_MAX}
              aria-describedby={limitId}
            >
              <Plus aria-hidden />
              Kriterium hinzufügen
            </Button>
          </div>
          <Text as="p" size="xs" tone="muted" id={limitId}>
            Höchstens {CRITERIA_MAX} Kriterien. Der Anteil der erfüllten Gewichte ergibt das
            Ergebnis in Prozent.
          </Text>
          <Controller
            control={form.control}
            name="passThreshold"
            render={({ field, fieldState }) => (
              <NumberField
                label="Bestanden ab"
                unit="%"
                description={MEDALS_HINT}
                min={1}
                max={100}
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
        </Stack>

        <Alert message={refusal} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Abbrechen
          </Button>
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? 'Wird gespeichert...' : texts.submit}
          </Button>
        </DialogFooter>
      </Form>
    </>
  );
}
