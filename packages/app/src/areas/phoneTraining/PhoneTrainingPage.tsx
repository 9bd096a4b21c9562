import { Phone } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Telefon-Training"
      description="Kaltakquise am Telefon üben."
      icon={Phone}
      emptyTitle="Noch keine Trainingsanrufe"
      emptyText="Aufgezeichnete Übungsanrufe und ihr Feedback erscheinen hier."
    />
  );
}
