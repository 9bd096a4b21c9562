import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import styled from 'styled-components';
import { EmptyState, PageHeader } from '@sprint/ui';

const Stack = styled.div`
  display: grid;
  gap: var(--space-6);
  align-content: start;
`;

export type AreaPageProps = {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  emptyTitle: string;
  /** What will appear here, and how it gets here. */
  emptyText: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
};

/** The frame of an area whose content is still to come: title, and what will appear there. */
export function AreaPage({
  title,
  description,
  icon: Icon,
  emptyTitle,
  emptyText,
  action,
  children,
}: AreaPageProps) {
  return (
    <Stack>
      <PageHeader title={title} description={description} />
      {children}
      <EmptyState icon={<Icon aria-hidden />} title={emptyTitle} action={action}>
        {emptyText}
      </EmptyState>
    </Stack>
  );
}

export { Stack as PageStack };

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
