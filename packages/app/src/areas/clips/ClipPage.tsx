import { useParams } from 'react-router';
import { Video } from 'lucide-react';
import { Badge, EmptyState, PageHeader, Stack, formatDate } from '@sprint/ui';
import styled from 'styled-components';
import { findClip, formatDuration } from './sampleClips';

const Player = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  max-width: 48rem;
  border-radius: var(--radius-lg);
  color: var(--color-primary-foreground);
  font-weight: var(--font-weight-medium);
`;

export function Component() {
  const { id } = useParams();
  const clip = findClip(id);
  if (!clip) {
    return (
      <EmptyState icon={<Video aria-hidden />} title="Clip nicht gefunden">
        Diesen Clip gibt es nicht (mehr). Alle Clips findest du in der Übersicht.
      </EmptyState>
    );
  }
  return (
    <Stack gap="6">
      <PageHeader
        title={clip.title}
        description={`${formatDuration(clip.duration)} · ${clip.views} Aufrufe · ${formatDate(clip.createdAt)}`}
      />
      <Player style={{ background: clip.thumbnail }}>Video folgt</Player>
      <p>{clip.description}</p>
      <div>
        {clip.tags.map((tag) => (
          <Badge key={tag} variant="secondary">
            {tag}
          </Badge>
        ))}
      </div>
    </Stack>
  );
}
