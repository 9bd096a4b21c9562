import { Repeat } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Wiederkehrende Ausgaben"
      description="Laufende Kosten im Blick."
      icon={Repeat}
      emptyTitle="Noch keine wiederkehrenden Ausgaben"
      emptyText="Abos, Mieten und Verträge mit festen Beträgen erscheinen hier mit ihrem nächsten Fälligkeitstermin."
    />
  );
}
