export { Form, FormAlert } from '../../../components/formParts';
import styled from 'styled-components';

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
