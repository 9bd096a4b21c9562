import { describe, expect, it } from 'vitest';
import { stepStates, type StepperStep } from './Stepper';

const steps: StepperStep<'new' | 'contacted' | 'offer' | 'won' | 'lost'>[] = [
  { id: 'new', label: 'Neu' },
  { id: 'contacted', label: 'Kontaktiert' },
  { id: 'offer', label: 'Angebot' },
  { id: 'won', label: 'Gewonnen' },
  { id: 'lost', label: 'Verloren', variant: 'destructive' },
];

describe('stepStates', () => {
  it('marks the steps before the current one done and the ones after upcoming', () => {
    expect(stepStates(steps, 'offer')).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
  });

  it('has nothing done at the first step', () => {
    expect(stepStates(steps, 'new')).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('takes the done steps as given instead, e.g. none for a lost lead', () => {
    expect(stepStates(steps, 'lost', [])).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'current',
    ]);
    expect(stepStates(steps, 'won', ['new', 'offer'])).toEqual([
      'done',
      'upcoming',
      'done',
      'current',
      'upcoming',
    ]);
  });

  it('never marks the current step done, even when listed', () => {
    expect(stepStates(steps, 'contacted', ['new', 'contacted'])[1]).toBe('current');
  });

  it('has nothing done or current for an id that is not a step', () => {
    expect(stepStates(steps, 'unknown' as 'new')).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });
});
