import { useParams } from 'react-router';
import { GraduationCap } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  const { id } = useParams();
  return (
    <AreaPage
      title="Training"
      description={`Training ${id ?? ''}`.trim()}
      icon={GraduationCap}
      emptyTitle="Noch keine Module"
      emptyText="Die Module dieses Trainings erscheinen hier mit ihren Lektionen und deinem Fortschritt."
    />
  );
}
