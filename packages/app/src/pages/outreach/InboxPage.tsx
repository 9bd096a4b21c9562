import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { EmptyState, PageHeader } from '@sprint/ui';
import { FullHeightFrame } from '../AreaPage';
import { channelLabel } from '../../shell/breadcrumbs';

export function Component() {
  const [searchParams] = useSearchParams();
  const channel = searchParams.get('channel');
  const label = channel ? channelLabel(channel) : 'All Channels';
  return (
    <FullHeightFrame>
      <PageHeader
        title={`Inbox – ${label}`}
        description="Alle Unterhaltungen deiner Ansprache an einem Ort."
      />
      <EmptyState icon={<Inbox aria-hidden />} title="Keine Unterhaltungen">
        Unterhaltungen aus {label === 'All Channels' ? 'allen Kanälen' : label} erscheinen hier,
        sobald sie synchronisiert sind – für LinkedIn über die Sprint-Browsererweiterung.
      </EmptyState>
    </FullHeightFrame>
  );
}
