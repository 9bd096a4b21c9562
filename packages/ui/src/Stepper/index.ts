export { STEPPER_DONE_TEXT, Stepper, stepStates, stepperStepVariants } from './Stepper';
export type { StepperProps, StepperStep, StepperStepState, StepperStepVariant } from './Stepper';
