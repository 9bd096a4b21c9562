import { useEffect, useId, useRef } from 'react';
import { Phone, RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  ChatTranscript,
  Columns,
  Link,
  MedalBadge,
  PageHeader,
  Scorecard,
  ScorecardItem,
  Stack,
  Text,
} from '@sprint/ui';
import { MEDAL_LABELS, MEDAL_THRESHOLDS } from '@sprint/server/phoneTraining';
import { FullHeightFrame } from '../../../components/FullHeightFrame';
import { formatPercent, scenarioHref, type Evaluation, type SessionView } from '../queries';
import { TurnMessages } from './CallScreen';

/** The transcript of a finished call: a box of its own height, the page scrolls around it. */
const TranscriptBox = styled.div`
  display: flex;
  flex-direction: column;
  height: 28rem;
  max-height: 70vh;
`;

/** What the points say: earned now, or why not. */
function pointsText(evaluation: Evaluation): string | null {
  if (evaluation.pointsAwarded > 0) return `+${evaluation.pointsAwarded} Punkte`;
  if (evaluation.medal) {
    return 'Punkte gibt es für ein Szenario einmal am Tag – heute hast du sie schon bekommen.';
  }
  return `Ab ${formatPercent(MEDAL_THRESHOLDS.bronze)} gibt es ${MEDAL_LABELS.bronze} und Punkte.`;
}

export type EvaluationViewProps = {
  session: SessionView;
  evaluation: Evaluation;
  /** Just hung up: the heading takes the focus, so the result is read first. */
  justFinished: boolean;
  onAgain: () => void;
  /** 'Nochmal üben' is starting a call. */
  starting: boolean;
};

/**
 * 'Auswertung': the percentage, passed or not against the scenario's threshold, the medal and
 * the points, each criterion met or not with the words that show it, the whole conversation,
 * and 'Nochmal üben'.
 */
export function EvaluationView({
  session,
  evaluation,
  justFinished,
  onAgain,
  starting,
}: EvaluationViewProps) {
  const { scenario } = session;
  const heading = useRef<HTMLHeadingElement>(null);
  const scorecardId = useId();
  const transcriptId = useId();
  const points = pointsText(evaluation);

  useEffect(() => {
    if (justFinished) heading.current?.focus();
  }, [justFinished]);

  return (
    <FullHeightFrame>
      <PageHeader
        title="Auswertung"
        description={`${scenario.title} · Anruf mit ${scenario.persona.name}`}
        actions={
          <>
            <Button onClick={onAgain} aria-busy={starting || undefined} disabled={starting}>
              <RotateCcw aria-hidden />
              Nochmal üben
            </Button>
            <Button asChild variant="outline">
              <Link href={scenarioHref(scenario.id)}>
                <Phone aria-hidden />
                Zum Szenario
              </Link>
            </Button>
          </>
        }
      />
      <Columns template="minmax(16rem, 1fr) minmax(0, 2fr)" breakpoint="lg" gap="6" align="start">
        <Card>
          <CardHeader>
            <CardTitle as="h2" ref={heading} tabIndex={-1}>
              Ergebnis
            </CardTitle>
          </CardHeader>
          <CardContent>
            <Stack gap="3">
              <Text as="p" size="xl" weight="bold" numeric>
                {formatPercent(evaluation.percent)}
              </Text>
              <Text as="p" weight="semibold" tone={evaluation.passed ? 'success' : 'destructive'}>
                {evaluation.passed ? 'Bestanden' : 'Nicht bestanden'}
              </Text>
              <Text as="p" size="sm" tone="muted">
                Bestanden ab {formatPercent(scenario.passThreshold)}.
              </Text>
              <MedalBadge medal={evaluation.medal} size="lg" />
              {evaluation.pointsAwarded > 0 ? (
                <div>
                  <Badge variant="success">{points}</Badge>
                </div>
              ) : (
                <Text as="p" size="sm" tone="muted">
                  {points}
                </Text>
              )}
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" id={scorecardId}>
              Bewertung
            </CardTitle>
            <Text as="p" size="sm" tone="muted">
              {evaluation.evaluatedBy === 'model'
                ? 'Das KI-Modell hat das Gespräch nach den Kriterien beurteilt.'
                : 'Ausgewertet nach den Schlüsselwörtern der Kriterien (Vorlagen-Modus).'}
            </Text>
          </CardHeader>
          <CardContent>
            <Scorecard aria-labelledby={scorecardId}>
              {evaluation.criteria.map((criterion) => (
                <ScorecardItem
                  key={criterion.id}
                  text={criterion.text}
                  weight={criterion.weight}
                  passed={criterion.passed}
                  quote={criterion.quote}
                />
              ))}
            </Scorecard>
          </CardContent>
        </Card>
      </Columns>
      <Stack as="section" gap="3" aria-labelledby={transcriptId}>
        <h2 id={transcriptId}>Gesprächsverlauf</h2>
        <Card>
          <TranscriptBox>
            <ChatTranscript aria-label="Gesprächsverlauf des Anrufs">
              <TurnMessages turns={session.turns} personaName={scenario.persona.name} />
            </ChatTranscript>
          </TranscriptBox>
        </Card>
      </Stack>
    </FullHeightFrame>
  );
}
