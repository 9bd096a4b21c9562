import { GraduationCap } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Trainings"
      description="Lernen in Modulen und Lektionen."
      icon={GraduationCap}
      emptyTitle="Noch keine Trainings"
      emptyText="Kurse mit Modulen und Lektionen erscheinen hier mit deinem Fortschritt."
    />
  );
}
