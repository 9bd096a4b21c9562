import { describe, expect, it } from 'vitest';
import { emptyTaskValues, NONE, taskFormSchema, toTaskInput } from './taskForm';

const USER = '5f0c8a5e-2b1d-4c8e-9a3f-1d2e3f4a5b6c';

describe('task form', () => {
  it('turns empty fields into nothing and trims the title', () => {
    const values = { ...emptyTaskValues(USER), title: '  Angebot nachfassen ' };
    const parsed = taskFormSchema.parse(values);
    expect(toTaskInput(parsed)).toEqual({
      title: 'Angebot nachfassen',
      description: null,
      dueDate: null,
      dueTime: null,
      priority: 'medium',
      status: 'open',
      assigneeId: USER,
    });
    expect(toTaskInput(taskFormSchema.parse({ ...values, assigneeId: NONE })).assigneeId).toBe(
      null,
    );
  });

  it('says in German what is wrong', () => {
    const result = taskFormSchema.safeParse({
      ...emptyTaskValues(USER),
      title: ' ',
      dueTime: '9 Uhr',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('Bitte gib einen Titel ein.');
    expect(messages).toContain('Bitte gib eine gültige Uhrzeit ein (HH:MM).');
    const timeOnly = taskFormSchema.safeParse({
      ...emptyTaskValues(USER),
      title: 'A',
      dueTime: '09:00',
    });
    expect(timeOnly.error?.issues.map((issue) => issue.message)).toEqual([
      'Eine Uhrzeit braucht ein Fälligkeitsdatum.',
    ]);
  });
});
