import { Settings } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Einstellungen"
      description="Wie Sprint für dich arbeitet."
      icon={Settings}
      emptyTitle="Keine Einstellungen geändert"
      emptyText="Hier stellst du bald Benachrichtigungen, Kalenderanbindung und Integrationen ein."
    />
  );
}
