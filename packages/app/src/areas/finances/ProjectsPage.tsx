import { FolderKanban } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Projekte"
      description="Budgets und Margen je Projekt."
      icon={FolderKanban}
      emptyTitle="Noch keine Projekte"
      emptyText="Projekte mit Budget, Aufwand und Marge erscheinen hier."
    />
  );
}
