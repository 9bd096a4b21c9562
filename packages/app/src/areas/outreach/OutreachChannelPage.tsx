import { useParams } from 'react-router';
import { Send } from 'lucide-react';
import { AreaPage } from '../../components/AreaPage';
import { channelLabel } from './channels';

export function Component() {
  const { channel } = useParams();
  const label = channelLabel(channel);
  return (
    <AreaPage
      title={`Outreach – ${label}`}
      description="Kampagnen und Antworten dieses Kanals."
      icon={Send}
      emptyTitle="Noch keine Aktivität"
      emptyText={`Gesendete Nachrichten und Antworten über ${label} erscheinen hier.`}
    />
  );
}
