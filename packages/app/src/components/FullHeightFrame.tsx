import styled from 'styled-components';

/** For full-height pages (layout 'noScroll', chat and inbox): the content scrolls, not the page. */
export const FullHeightFrame = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-4);
  min-height: 0;
  padding: var(--space-6);
  overflow: auto;
`;
