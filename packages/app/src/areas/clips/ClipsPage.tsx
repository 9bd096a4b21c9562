import styled from 'styled-components';
import {
  Badge,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Link,
  PageHeader,
  Stack,
  formatDate,
} from '@sprint/ui';
import { SAMPLE_CLIPS, formatDuration } from './sampleClips';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumbnail = styled.div`
  aspect-ratio: 16 / 9;
  border-radius: var(--radius-md);
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1);
`;

export function Component() {
  return (
    <Stack gap="6">
      <PageHeader title="Clips" description="Kurze Lernvideos aus dem Vertriebsalltag." />
      <Grid>
        {SAMPLE_CLIPS.map((clip) => (
          <li key={clip.id}>
            <Card>
              <CardHeader>
                <Thumbnail style={{ background: clip.thumbnail }} aria-hidden />
                <CardTitle>
                  <Link href={`/app/clips/${clip.id}`}>{clip.title}</Link>
                </CardTitle>
                <CardDescription>
                  {formatDuration(clip.duration)} · {clip.views} Aufrufe ·{' '}
                  {formatDate(clip.createdAt)}
                </CardDescription>
              </CardHeader>
              <CardContent>
                <Tags>
                  {clip.tags.map((tag) => (
                    <Badge key={tag} variant="secondary">
                      {tag}
                    </Badge>
                  ))}
                </Tags>
              </CardContent>
            </Card>
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
