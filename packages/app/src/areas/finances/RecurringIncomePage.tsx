import { Repeat } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Wiederkehrende Einnahmen"
      description="Planbare Umsätze im Blick."
      icon={Repeat}
      emptyTitle="Noch keine wiederkehrenden Einnahmen"
      emptyText="Retainer und Abo-Umsätze deiner Kunden erscheinen hier mit ihrem monatlichen Betrag."
    />
  );
}
