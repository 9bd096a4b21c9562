import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FormField } from '../FormField';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  /** The visible name of the field, e.g. 'Notiz'. Also the textarea's accessible name. */
  label: ReactNode;
  /** A hint under the textarea, read as part of its description. */
  description?: ReactNode;
  /** The error message under the textarea; marks it `aria-invalid`. `null` or empty shows nothing. */
  error?: string | null;
};

const StyledTextArea = styled.textarea`
  --textarea-border: var(--color-input);
  --textarea-ring: var(--color-ring);

  display: block;
  width: 100%;
  min-width: 0;
  min-height: calc(var(--size-control) * 2);
  padding: var(--space-2) var(--space-3);
  border: var(--border-width) solid var(--textarea-border);
  border-radius: var(--radius-md);
  background: var(--color-background);
  color: var(--color-foreground);
  font: inherit;
  font-size: var(--font-size-sm);
  line-height: var(--line-height-normal);
  resize: vertical;
  transition: border-color var(--duration-fast) var(--easing-standard);

  &::placeholder {
    color: var(--color-muted-foreground);
    opacity: 1;
  }

  &:focus-visible {
    outline: var(--focus-ring-width) solid var(--textarea-ring);
    outline-offset: 2px;
  }

  &[aria-invalid='true'] {
    --textarea-border: var(--color-destructive);
    --textarea-ring: var(--color-destructive);
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
    resize: none;
  }
`;

/**
 * A labelled multi-line text input: `FormField` with a `<textarea>` styled like `Input`. Every
 * prop other than `label`, `description` and `error` goes to the textarea (`name`, `rows`,
 * `maxLength`, `required`, `defaultValue`, `onChange`, …), and so does the ref — react-hook-form's
 * `register` works as on a plain textarea.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, description, error, id, required, rows = 4, 'aria-describedby': describedBy, ...props },
  ref,
) {
  return (
    <FormField
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      data-slot="text-area"
    >
      {(control) => (
        <StyledTextArea
          ref={ref}
          rows={rows}
          data-slot="textarea"
          {...props}
          {...control}
          // An extra description from the caller (a counter, say) is read after the field's own.
          aria-describedby={
            [control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined
          }
          aria-invalid={control['aria-invalid'] ?? props['aria-invalid']}
        />
      )}
    </FormField>
  );
});
