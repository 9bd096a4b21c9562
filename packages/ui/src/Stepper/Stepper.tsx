import {
  forwardRef,
  useId,
  type ForwardedRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Check } from 'lucide-react';
import type { VariantProps } from 'class-variance-authority';
import { styled } from 'styled-components';
import { cx } from '../lib/cx';
import { defineVariants } from '../lib/variants';
import { VisuallyHidden } from '../VisuallyHidden';

export const stepperStepVariants = defineVariants(
  'stepper-step',
  { variant: ['default', 'destructive'] },
  { variant: 'default' },
);

export type StepperStepVariant = NonNullable<VariantProps<typeof stepperStepVariants>['variant']>;

/** One step: a stable `id` (what `current` and `onSelect` speak of) and its visible `label`. */
export type StepperStep<Id extends string = string> = {
  id: Id;
  label: ReactNode;
  /** `destructive` shows the step red while it is the current one ('Verloren'). */
  variant?: StepperStepVariant;
};

/** Where a step stands: before the current one (`done`), the `current` one, or still `upcoming`. */
export type StepperStepState = 'done' | 'current' | 'upcoming';

/** What screen readers hear for a finished step, after its name (the check is only drawn). */
export const STEPPER_DONE_TEXT = 'Erledigt';

export type StepperProps<Id extends string = string> = Omit<
  HTMLAttributes<HTMLDivElement>,
  'onSelect' | 'children'
> & {
  /** The steps in their order. */
  steps: readonly StepperStep<Id>[];
  /** The id of the step the process is at; it gets `aria-current="step"`. */
  current: Id;
  /**
   * Makes every step a button that calls this with its id (not for the current step). Without it
   * the steps are plain text: a read-only progress indicator.
   */
  onSelect?: (id: Id) => void;
  /**
   * Which steps are done (a check, 'Erledigt' for screen readers). By default every step before
   * `current`; pass `[]` when the current step ends the process another way ('Verloren').
   */
  done?: readonly Id[];
  /** Names the list of steps ('Phase des Leads'). Leave it out inside a named `nav`. */
  label?: string;
  /** The step buttons cannot be used; they stay focusable, so focus is not lost. */
  disabled?: boolean;
  /**
   * A choice is being saved: clicks are ignored (and the list is `aria-busy`) until it is done,
   * without dimming the steps as `disabled` does.
   */
  busy?: boolean;
};

const Root = styled.div`
  min-width: 0;
`;

const List = styled.ol`
  --stepper-min-step-width: 8rem;

  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(var(--stepper-min-step-width), 1fr));
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.div`
  --stepper-step-border: var(--color-border);
  --stepper-step-bg: var(--color-background);
  --stepper-step-fg: var(--color-foreground);

  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-1-5);
  width: 100%;
  min-height: var(--size-control);
  padding: var(--space-1) var(--space-3);
  border: var(--border-width) solid var(--stepper-step-border);
  border-radius: var(--radius-md);
  background: var(--stepper-step-bg);
  color: var(--stepper-step-fg);
  font: inherit;
  font-size: var(--font-size-sm);
  text-align: center;

  &[data-state='done'] {
    --stepper-step-bg: var(--color-muted);
  }

  &[data-state='current'] {
    --stepper-step-border: var(--color-primary);
    --stepper-step-bg: var(--color-primary);
    --stepper-step-fg: var(--color-primary-foreground);

    font-weight: var(--font-weight-semibold);
  }

  &[data-state='current'][data-variant='destructive'] {
    --stepper-step-border: var(--color-destructive);
    --stepper-step-bg: var(--color-destructive);
    --stepper-step-fg: var(--color-destructive-foreground);
  }

  &:is(button) {
    cursor: pointer;
    transition: background-color var(--duration-fast) var(--easing-standard);
  }

  &:is(button):not([data-state='current'], [aria-disabled='true']):hover {
    --stepper-step-bg: var(--color-accent);
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--color-ring);
    outline-offset: 2px;
  }

  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }

  [aria-busy='true'] > li > & {
    cursor: progress;
  }

  & svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
  }
`;

/** The state of each step: those in `done` (by default the ones before `current`) are done. */
export function stepStates<Id extends string>(
  steps: readonly StepperStep<Id>[],
  current: Id,
  done?: readonly Id[],
): StepperStepState[] {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return steps.map((step, index) => {
    if (step.id === current) return 'current';
    const isDone = done ? done.includes(step.id) : index < currentIndex;
    return isDone ? 'done' : 'upcoming';
  });
}

function StepperImpl<Id extends string>(
  {
    steps,
    current,
    onSelect,
    done,
    label,
    disabled = false,
    busy = false,
    className,
    ...props
  }: StepperProps<Id>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const doneTextId = useId();
  const states = stepStates(steps, current, done);
  const interactive = onSelect !== undefined;

  return (
    <Root ref={ref} data-slot="stepper" className={cx('sprint-stepper', className)} {...props}>
      <List aria-label={label} aria-busy={busy || undefined} data-slot="stepper-list">
        {steps.map((step, index) => {
          const state = states[index] ?? 'upcoming';
          const stepProps = {
            'data-slot': 'stepper-step',
            'data-state': state,
            'data-step': step.id,
            className: stepperStepVariants({ variant: step.variant }),
            ...stepperStepVariants.dataAttributes({ variant: step.variant }),
          };
          const icon = state === 'done' ? <Check aria-hidden /> : null;
          return (
            <li key={step.id} data-slot="stepper-item">
              {interactive ? (
                <Step
                  as="button"
                  type="button"
                  {...stepProps}
                  aria-current={state === 'current' ? 'step' : undefined}
                  // The chosen one of a set of buttons: 'gedrückt' in every screen reader, where
                  // `aria-current` alone is not announced by all of them.
                  aria-pressed={state === 'current'}
                  // A description, so the button's name stays its label ('Neu', not 'Neu Erledigt').
                  aria-describedby={state === 'done' ? doneTextId : undefined}
                  // Not `disabled`: a disabled button drops focus, and the person loses their place.
                  aria-disabled={disabled || undefined}
                  onClick={() => {
                    if (disabled || busy || state === 'current') return;
                    onSelect(step.id);
                  }}
                >
                  {icon}
                  {step.label}
                </Step>
              ) : (
                <Step {...stepProps} aria-current={state === 'current' ? 'step' : undefined}>
                  {icon}
                  {step.label}
                  {state === 'done' ? <VisuallyHidden>, {STEPPER_DONE_TEXT}</VisuallyHidden> : null}
                </Step>
              )}
            </li>
          );
        })}
      </List>
      {interactive ? (
        // Read only as the done steps' description (`hidden` keeps it out of the reading order).
        <span id={doneTextId} hidden>
          {STEPPER_DONE_TEXT}
        </span>
      ) : null}
    </Root>
  );
}

/**
 * The steps of a process in a row, the current one highlighted, the ones before it ticked (a
 * lead's stage from 'Neu' to 'Gewonnen', an import's 'Datei', 'Zuordnung', 'Prüfen'). An ordered
 * list; the current step has `aria-current="step"`, done steps a check and, for screen readers,
 * 'Erledigt'. With `onSelect` each step is a button (Tab from one to the next, Enter or Space
 * chooses); without, the steps are text.
 */
// `forwardRef` drops the type parameter; the cast gives callers the typed ids back.
export const Stepper = forwardRef(StepperImpl) as <Id extends string = string>(
  props: StepperProps<Id> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;
