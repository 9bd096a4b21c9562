import { Send } from 'lucide-react';
import { AreaPage } from '../AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Outreach"
      description="Tracking deiner Ansprache über alle Kanäle."
      icon={Send}
      emptyTitle="Noch keine Kampagnen"
      emptyText="Deine Outreach-Aktivität über LinkedIn, Instagram und E-Mail erscheint hier mit Antwortquoten."
    />
  );
}
