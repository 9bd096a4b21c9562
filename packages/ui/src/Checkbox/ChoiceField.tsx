import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { css, styled } from 'styled-components';
import type { FormControlProps } from '../FormField';
import { Label } from '../Label';

/*
 * The parts of `FormField` for controls that sit beside their label (checkbox, switch, radio):
 * the same hint and error lines, the same ids and the same `aria-describedby` wiring.
 */

export const FieldDescription = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  line-height: var(--line-height-normal);
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: var(--space-1-5);
  margin: 0;
  color: var(--color-destructive-text);
  font-size: var(--font-size-xs);
  font-weight: var(--font-weight-medium);
  line-height: var(--line-height-normal);

  & svg {
    flex-shrink: 0;
    width: var(--size-icon-sm);
    height: var(--size-icon-sm);
    margin-top: calc((var(--font-size-xs) * var(--line-height-normal) - var(--size-icon-sm)) / 2);
  }
`;

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StyledError id={id} data-slot="form-field-error">
      {/* Not by colour alone: the icon marks the line as an error in any colour scheme. */}
      <CircleAlert aria-hidden />
      {children}
    </StyledError>
  );
}

/**
 * The asterisk is seen but not read (`/ ''`); the control itself says 'erforderlich'. The label
 * is a flex row (as `Label` is), so the asterisk keeps its distance through `gap`.
 */
export const requiredMark = css`
  &[data-required='true']::after {
    content: '*' / '';
    color: var(--color-destructive-text);
  }
`;

const ChoiceLabel = styled(Label)`
  font-weight: var(--font-weight-normal);
  line-height: var(--line-height-normal);
  cursor: pointer;
  ${requiredMark}

  &[data-disabled='true'] {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

const StyledChoice = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: var(--space-2);
  row-gap: var(--space-0-5);
  align-items: start;

  /* The control centred on the label's first line. */
  & > [data-slot='choice-field-control'] {
    display: flex;
    align-items: center;
    height: calc(var(--font-size-sm) * var(--line-height-normal));
  }

  & > [data-slot='choice-field-body'] {
    display: grid;
    gap: var(--space-0-5);
    min-width: 0;
  }
`;

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

export function hasText(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export type ChoiceFieldProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  label: ReactNode;
  description?: ReactNode;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** The control's id; a generated one when omitted. */
  id?: string;
  children: (control: FormControlProps) => ReactNode;
};

/** A control with its label beside it, hint and error below the label. */
export const ChoiceField = forwardRef<HTMLDivElement, ChoiceFieldProps>(function ChoiceField(
  { label, description, error, required = false, disabled = false, id, children, ...props },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasDescription = hasText(description);
  const hasError = typeof error === 'string' && error !== '';

  return (
    <StyledChoice ref={ref} data-invalid={hasError ? 'true' : undefined} {...props}>
      <span data-slot="choice-field-control">
        {children({
          id: controlId,
          'aria-describedby': describedBy(hasDescription && descriptionId, hasError && errorId),
          'aria-invalid': hasError ? true : undefined,
          required: required || undefined,
        })}
      </span>
      <div data-slot="choice-field-body">
        <ChoiceLabel
          htmlFor={controlId}
          data-slot="choice-field-label"
          data-required={required ? 'true' : undefined}
          data-disabled={disabled ? 'true' : undefined}
        >
          {label}
        </ChoiceLabel>
        {hasDescription ? (
          <FieldDescription id={descriptionId} data-slot="form-field-description">
            {description}
          </FieldDescription>
        ) : null}
        {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </StyledChoice>
  );
});
