import { Dumbbell } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Live Übungen"
      description="Verkaufsgespräche üben, live und im Team."
      icon={Dumbbell}
      emptyTitle="Noch keine Live-Übungen"
      emptyText="Geplante Rollenspiele und Pitch-Übungen mit deinem Team erscheinen hier mit Termin und Teilnehmenden."
    />
  );
}
