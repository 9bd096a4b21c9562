import { Trophy } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Leaderboard"
      description="Wer im Team gerade vorne liegt."
      icon={Trophy}
      emptyTitle="Noch keine Platzierungen"
      emptyText="Sobald dein Team Punkte in Übungen und Challenges sammelt, erscheint hier die Rangliste der Woche."
    />
  );
}
