import { PiggyBank } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Steuerrücklagen"
      description="Was du für das Finanzamt zurücklegen solltest."
      icon={PiggyBank}
      emptyTitle="Noch keine Rücklagen berechnet"
      emptyText="Sobald Einnahmen erfasst sind, berechnet Sprint hier die Rücklagen für Umsatz- und Einkommensteuer."
    />
  );
}
