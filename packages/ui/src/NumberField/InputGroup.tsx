import { styled } from 'styled-components';

/**
 * An input with something at its end: a unit ('€', 'Stk.') or a button (the calendar). The
 * input keeps the full width and the border; the end part sits on top of its right padding.
 */
export const InputGroup = styled.div`
  --input-group-end: var(--space-8);

  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;

  &[data-end='button'] {
    --input-group-end: var(--space-10);
  }

  &[data-end='none'] {
    --input-group-end: var(--space-3);
  }

  & > [data-slot='input'] {
    padding-right: var(--input-group-end);
  }

  /* Amounts and counts line up digit by digit, and end next to their unit. */
  &[data-align='end'] > [data-slot='input'] {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

/** A unit after the value; the field's label or description says it to screen readers. */
export const InputSuffix = styled.span`
  position: absolute;
  inset-block: 0;
  right: 0;
  display: flex;
  align-items: center;
  padding-inline: var(--space-2) var(--space-3);
  color: var(--color-muted-foreground);
  font-size: var(--font-size-sm);
  pointer-events: none;
  user-select: none;

  [data-disabled='true'] > & {
    opacity: 0.5;
  }
`;
