import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import styled from 'styled-components';
import { EmptyState, PageHeader } from '@sprint/ui';
import { channelLabel } from '../../shell/breadcrumbs';

const Frame = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: var(--space-4);
  min-height: 0;
  padding: var(--space-6);
  overflow: auto;
`;

export function Component() {
  const [searchParams] = useSearchParams();
  const channel = searchParams.get('channel');
  const label = channel ? channelLabel(channel) : 'All Channels';
  return (
    <Frame>
      <PageHeader
        title={`Inbox – ${label}`}
        description="Alle Unterhaltungen deiner Ansprache an einem Ort."
      />
      <EmptyState icon={<Inbox aria-hidden />} title="Keine Unterhaltungen">
        Unterhaltungen aus {label === 'All Channels' ? 'allen Kanälen' : label} erscheinen hier,
        sobald sie synchronisiert sind – für LinkedIn über die Sprint-Browsererweiterung.
      </EmptyState>
    </Frame>
  );
}
