import { UsersRound } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';

export function Component() {
  return (
    <AreaPage
      title="Mein Team"
      description="Wer in deinem Unternehmen mit Sprint arbeitet."
      icon={UsersRound}
      emptyTitle="Noch keine Teammitglieder"
      emptyText="Lade Kolleginnen und Kollegen ein: Sie erscheinen hier mit ihrer Rolle und ihrem letzten Login."
    />
  );
}
