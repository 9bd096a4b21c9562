import { Calendar } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Kalender"
      description="Termine mit Leads und Kunden."
      icon={Calendar}
      emptyTitle="Noch keine Termine"
      emptyText="Verbinde deinen Kalender in den Einstellungen: Termine mit Leads und Kunden erscheinen dann hier."
    />
  );
}
