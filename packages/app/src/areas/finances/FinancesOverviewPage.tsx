import { Wallet } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Finanzen"
      description="Einnahmen, Ausgaben und Rücklagen deines Unternehmens."
      icon={Wallet}
      emptyTitle="Noch keine Buchungen"
      emptyText="Sobald Einnahmen und Ausgaben erfasst sind, zeigt die Übersicht hier Monatsergebnis, Liquidität und Rücklagen."
    />
  );
}
