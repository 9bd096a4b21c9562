import { Building2 } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Kunden"
      description="Alle Unternehmen, die Sprint nutzen."
      icon={Building2}
      emptyTitle="Noch keine Kundenübersicht"
      emptyText="Hier erscheinen alle Unternehmen, die Sprint nutzen, mit Tarif, Ansprechpartnern und Aktivität."
    />
  );
}
