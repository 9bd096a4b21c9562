import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { styled } from 'styled-components';
import { Label } from '../Label';

/** What `FormField` hands to its control: spread these onto the input, select or textarea. */
export type FormControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
};

export type FormFieldProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The visible name of the control, e.g. 'E-Mail-Adresse'. Also its accessible name. */
  label: ReactNode;
  /** A hint under the control ('Mindestens 12 Zeichen'); read as part of its description. */
  description?: ReactNode;
  /**
   * The error message under the control, usually the server's German zod message. Marks the
   * control `aria-invalid` and is read as its description; `null` or empty shows nothing.
   */
  error?: string | null;
  /** Marks the label with an asterisk and passes `required` to the control. */
  required?: boolean;
  /** The control's id (for the label's `htmlFor`); a generated one when omitted. */
  id?: string;
  /** Renders the control with the props that wire it to label, description and error. */
  children: (control: FormControlProps) => ReactNode;
};

const StyledField = styled.div`
  display: grid;
  gap: var(--space-2);
  min-width: 0;
`;

// The asterisk is generated content with empty alternative text (`/ ''`): seen, but neither part
// of the accessible name nor of the label's text, so the field is still found by its label.
// The control itself says 'erforderlich' (`required`).
const FieldLabel = styled(Label)`
  &[data-required='true']::after {
    content: '*' / '';
    color: var(--color-destructive-text);
  }
`;

const Description = styled.p`
  margin: 0;
  color: var(--color-muted-foreground);
  font-size: var(--font-size-xs);
  line-height: var(--line-height-normal);
`;

const ErrorText = styled.p`
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
    /* Centred on the first line of text. */
    margin-top: calc((var(--font-size-xs) * var(--line-height-normal) - var(--size-icon-sm)) / 2);
  }
`;

/**
 * The one field layout of the app: label, control, hint and error, wired up for assistive
 * technology. The label names the control (`htmlFor`); hint and error are its description
 * (`aria-describedby`), so a screen reader reads 'E-Mail-Adresse, Eingabe ungültig, Bitte gib
 * eine gültige E-Mail-Adresse ein.' on focus. The control itself comes from `children`, a function
 * that receives those props — any control fits (Input, Select trigger, a textarea).
 *
 * For a text input, `TextField` is this plus `Input`.
 */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  { label, description, error, required = false, id, children, ...props },
  ref,
) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasDescription = description !== undefined && description !== null && description !== '';
  const hasError = typeof error === 'string' && error !== '';

  const describedBy = [hasDescription ? descriptionId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <StyledField
      ref={ref}
      data-slot="form-field"
      data-invalid={hasError ? 'true' : undefined}
      {...props}
    >
      <FieldLabel
        htmlFor={controlId}
        data-slot="form-field-label"
        data-required={required ? 'true' : undefined}
      >
        {label}
      </FieldLabel>
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': hasError ? true : undefined,
        required: required || undefined,
      })}
      {hasDescription ? (
        <Description id={descriptionId} data-slot="form-field-description">
          {description}
        </Description>
      ) : null}
      {hasError ? (
        <ErrorText id={errorId} data-slot="form-field-error">
          {/* Not by colour alone: the icon marks the line as an error in any colour scheme. */}
          <CircleAlert aria-hidden />
          {error}
        </ErrorText>
      ) : null}
    </StyledField>
  );
});
