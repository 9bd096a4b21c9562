import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { styled } from 'styled-components';

export type LabelProps = ComponentPropsWithoutRef<typeof LabelPrimitive.Root>;

const StyledLabel = styled(LabelPrimitive.Root)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  color: var(--color-foreground);
  font-size: var(--font-size-sm);
  font-weight: var(--font-weight-medium);
  line-height: var(--line-height-tight);
  user-select: none;

  /* A label right before a disabled control reads as disabled too. */
  &:has(+ :disabled) {
    opacity: 0.7;
    cursor: not-allowed;
  }
`;

/**
 * The visible name of a form control. Radix's label keeps a double click from selecting the text
 * and still focuses the control it names (`htmlFor`).
 */
export const Label = forwardRef<ComponentRef<typeof LabelPrimitive.Root>, LabelProps>(
  function Label(props, ref) {
    return <StyledLabel ref={ref} data-slot="label" {...props} />;
  },
);
