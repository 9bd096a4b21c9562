import styled from 'styled-components';

const AlertBox = styled.p`
  margin: 0;
  padding: var(--space-3);
  border: var(--border-width) solid var(--color-destructive);
  border-radius: var(--radius-md);
  color: var(--color-destructive-text);
  font-size: var(--font-size-sm);
`;

/**
 * A refusal that belongs to no single field, above the form. The live region is always there,
 * so a message that appears in it is announced.
 */
export function FormAlert({ message }: { message: string | null }) {
  return <div role="alert">{message ? <AlertBox>{message}</AlertBox> : null}</div>;
}
