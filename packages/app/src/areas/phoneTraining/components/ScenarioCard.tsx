import { useId } from 'react';
import { Phone } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Link,
  MedalBadge,
  Stack,
  Text,
  VisuallyHidden,
  formatDate,
} from '@sprint/ui';
import { DIFFICULTY_LABELS, SCENARIO_KIND_LABELS } from '@sprint/server/phoneTraining';
import { formatPercent, scenarioHref, type ScenarioSummary } from '../queries';

/** As tall as the tallest card of its row; the actions at the bottom, wrapping when narrow. */
const Frame = styled(Card)`
  height: 100%;

  & > [data-slot='card-footer'] {
    flex-wrap: wrap;
    justify-content: space-between;
    margin-top: auto;
  }
`;

export type ScenarioCardProps = {
  scenario: ScenarioSummary;
  /** The card's title under a kind's heading (h3) or alone (h2 when the library is filtered). */
  headingLevel: 'h3' | 'h4';
  onPractise: (scenarioId: string) => void;
  /** Its call is being started. */
  starting: boolean;
};

/**
 * One scenario of the library: who picks up (name, role, company, difficulty), the goal, the
 * person's best result with its medal, an open assignment's due day, and 'Üben'.
 */
export function ScenarioCard({ scenario, headingLevel, onPractise, starting }: ScenarioCardProps) {
  const titleId = useId();
  const { persona, myBest, myAssignment } = scenario;
  return (
    <Frame role="article" aria-labelledby={titleId} data-slot="scenario-card">
      <CardHeader>
        <Stack direction="row" gap="2" align="center" wrap>
          <Badge variant="secondary">{SCENARIO_KIND_LABELS[scenario.kind]}</Badge>
          <Badge variant="outline">
            <VisuallyHidden>Schwierigkeit: </VisuallyHidden>
            {DIFFICULTY_LABELS[persona.difficulty]}
          </Badge>
          {scenario.builtIn ? null : <Badge variant="outline">Eigenes Szenario</Badge>}
        </Stack>
        <CardTitle as={headingLevel} id={titleId}>
          <Link href={scenarioHref(scenario.id)}>{scenario.title}</Link>
        </CardTitle>
        <Text as="p" size="sm" tone="muted">
          {persona.name} · {persona.role}, {persona.company}
        </Text>
      </CardHeader>
      <CardContent>
        <Text as="p" size="sm">
          <Text weight="medium">Ziel:</Text> {scenario.goal}
        </Text>
      </CardContent>
      <CardFooter>
        <Stack gap="1">
          {myBest ? (
            <Stack direction="row" gap="2" align="center">
              <Text size="sm">Bestes Ergebnis: {formatPercent(myBest.percent)}</Text>
              <MedalBadge medal={myBest.medal} size="sm" />
            </Stack>
          ) : (
            <Text size="sm" tone="muted">
              Noch nicht geübt
            </Text>
          )}
          {myAssignment ? (
            <Text size="sm" weight="medium">
              Aufgabe: fällig bis {formatDate(myAssignment.dueDate)}
            </Text>
          ) : null}
        </Stack>
        <Button
          size="sm"
          onClick={() => onPractise(scenario.id)}
          aria-describedby={titleId}
          aria-busy={starting || undefined}
          disabled={starting}
        >
          <Phone aria-hidden />
          Üben
        </Button>
      </CardFooter>
    </Frame>
  );
}
