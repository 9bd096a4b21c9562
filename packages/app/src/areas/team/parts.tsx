import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: var(--space-4);
`;

const AlertBox = styled.p`
  margin: 0;
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-destructive);
  border-radius: var(--radius-md);
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);
`;

/**
 * Where a refused request says why, with the server's German message. The live region stays in
 * the dialog so the message is announced when it appears.
 */
export function FormAlert({ message }: { message: string | null }) {
  return <div role="alert">{message ? <AlertBox>{message}</AlertBox> : null}</div>;
}

/** Secondary text in a cell: '(Du)', 'Noch nie', 'in 2 Tg'. */
export const Muted = styled.span`
  color: var(--color-muted-foreground);
  font-weight: var(--font-weight-normal);
`;

/** For a header that names an icon-only column: read out, not shown. */
export const HiddenText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
