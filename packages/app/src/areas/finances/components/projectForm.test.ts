import { describe, expect, it } from 'vitest';
import { END_BEFORE_START } from '@sprint/server/finances';
import {
  emptyProjectValues,
  projectFormSchema,
  projectToInput,
  projectToValues,
} from './projectForm';
import type { ProjectItem } from './planningTypes';

const valid = { ...emptyProjectValues('2026-11-20'), name: ' Website-Relaunch ' };

const messages = (input: object) =>
  projectFormSchema
    .safeParse({ ...valid, ...input })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('projectFormSchema (the server’s createProjectInput)', () => {
  it('turns the form into the server’s input', () => {
    expect(projectFormSchema.parse({ ...valid, client: '', budgetCents: 2_000_000 })).toEqual({
      name: 'Website-Relaunch',
      client: null,
      budgetCents: 2_000_000,
      startsOn: '2026-11-20',
      endsOn: null,
    });
    expect(projectFormSchema.parse(valid).budgetCents).toBeNull();
  });

  it('refuses what the server refuses, under the field, in German', () => {
    expect(messages({ name: '' })).toEqual([['name', 'Bitte gib einen Projektnamen ein.']]);
    expect(messages({ budgetCents: -1 })).toEqual([
      ['budgetCents', 'Der Betrag darf nicht negativ sein.'],
    ]);
    expect(messages({ startsOn: null })).toEqual([
      ['startsOn', 'Bitte gib ein gültiges Datum ein.'],
    ]);
    expect(messages({ endsOn: '2026-11-01' })).toEqual([['endsOn', END_BEFORE_START]]);
  });

  it('edits a saved project and recreates it unchanged', () => {
    const project: ProjectItem = {
      id: '8f2a6c4d-1e3b-4a5c-9d7e-000000000001',
      name: 'CRM-Einführung',
      client: null,
      budgetCents: 1_500_000,
      startsOn: '2026-05-04',
      endsOn: '2026-12-18',
      invoicedCents: 1_400_000,
      costsCents: 1_125_000,
      marginCents: 275_000,
      marginPermille: 196,
      budgetUsedPermille: 750,
      bookingCount: 14,
    };
    expect(projectFormSchema.parse(projectToValues(project))).toEqual(projectToInput(project));
  });
});
