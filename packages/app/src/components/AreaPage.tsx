import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { EmptyState, PageHeader, Stack } from '@sprint/ui';

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
    <Stack gap="6">
      <PageHeader title={title} description={description} />
      {children}
      <EmptyState icon={<Icon aria-hidden />} title={emptyTitle} action={action}>
        {emptyText}
      </EmptyState>
    </Stack>
  );
}
