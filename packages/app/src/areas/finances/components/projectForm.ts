import { z } from 'zod';
import { createProjectInput, type CreateProjectInput } from '@sprint/server/finances';
import type { ProjectItem } from './planningTypes';

/**
 * The project form validates with the server's own `createProjectInput` (ADR 017): the same
 * limits and German messages, errors under the fields of the same names. An empty budget is no
 * budget; an empty start stays null for the server's schema to refuse with its message.
 */
export const projectFormSchema = z
  .object({
    name: z.string(),
    client: z.string(),
    budgetCents: z.number().nullable(),
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
  })
  .transform((values) => values as CreateProjectInput)
  .pipe(createProjectInput);

export type ProjectFormValues = z.input<typeof projectFormSchema>;

export function emptyProjectValues(today: string): ProjectFormValues {
  return { name: '', client: '', budgetCents: null, startsOn: today, endsOn: null };
}

export function projectToValues(project: ProjectItem): ProjectFormValues {
  return {
    name: project.name,
    client: project.client ?? '',
    budgetCents: project.budgetCents,
    startsOn: project.startsOn,
    endsOn: project.endsOn,
  };
}

/** What 'Rückgängig' sends to create a deleted project again. */
export function projectToInput(project: ProjectItem): CreateProjectInput {
  return {
    name: project.name,
    client: project.client,
    budgetCents: project.budgetCents,
    startsOn: project.startsOn,
    endsOn: project.endsOn,
  };
}
