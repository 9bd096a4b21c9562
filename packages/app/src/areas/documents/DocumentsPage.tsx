import { FileText } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Dokumente"
      description="Verträge, Angebote und Vorlagen an einem Ort."
      icon={FileText}
      emptyTitle="Noch keine Dokumente"
      emptyText="Verträge, Angebote und Vorlagen deines Unternehmens erscheinen hier, sobald sie hochgeladen sind."
    />
  );
}
