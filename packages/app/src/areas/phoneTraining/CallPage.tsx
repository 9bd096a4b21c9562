import { useState } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Phone } from 'lucide-react';
import { EmptyState, Link, QueryState } from '@sprint/ui';
import { useTRPC } from '../../api/trpc';
import { usePageAccess } from '../../components/access';
import { FullHeightFrame } from '../../components/FullHeightFrame';
import { NoAccessPage } from '../../components/NoAccess';
import { isUuid } from '../../lib/uuid';
import { CallScreen } from './components/CallScreen';
import { EvaluationView } from './components/EvaluationView';
import { useStartCall } from './components/useStartCall';
import { PHONE_TRAINING_PATH, type SessionView } from './queries';

const isNotFound = (error: unknown) =>
  (error as { data?: { code?: string } | null } | null)?.data?.code === 'NOT_FOUND';

/** A call that does not exist, or is another person's (the server answers both alike). */
function CallNotFound() {
  return (
    <EmptyState
      icon={<Phone aria-hidden />}
      title="Übungsanruf nicht gefunden"
      action={<Link href={PHONE_TRAINING_PATH}>Zur Szenario-Bibliothek</Link>}
    >
      Diesen Anruf gibt es nicht (mehr), oder er gehört jemand anderem.
    </EmptyState>
  );
}

/**
 * A practice call (layout 'noScroll': the transcript scrolls, not the page): the call while it
 * is active, its 'Auswertung' once hung up — on the same address, so a finished call's link
 * shows its evaluation.
 */
export function Component() {
  const trpc = useTRPC();
  const { sessionId } = useParams();
  const access = usePageAccess(null, [trpc.phoneTraining.pathKey()]);
  const valid = isUuid(sessionId);
  const session = useQuery(
    trpc.phoneTraining.sessions.byId.queryOptions(valid ? { sessionId } : skipToken),
  );
  if (!access.allowed) {
    return (
      <FullHeightFrame>
        <NoAccessPage
          title="Telefon-Training"
          subject="das Telefon-Training"
          reason={access.reason}
        />
      </FullHeightFrame>
    );
  }
  if (!valid || (session.isError && isNotFound(session.error))) {
    return (
      <FullHeightFrame>
        <CallNotFound />
      </FullHeightFrame>
    );
  }
  if (session.data) return <Call key={session.data.id} session={session.data} />;
  return (
    <FullHeightFrame>
      <QueryState
        query={session}
        loadingLabel="Anruf wird geladen"
        errorTitle="Anruf konnte nicht geladen werden"
        icon={<Phone aria-hidden />}
      >
        {() => null}
      </QueryState>
    </FullHeightFrame>
  );
}

function Call({ session }: { session: SessionView }) {
  const [justFinished, setJustFinished] = useState(false);
  const { startCall, pendingFor } = useStartCall();
  if (session.status === 'finished' && session.evaluation) {
    return (
      <EvaluationView
        session={session}
        evaluation={session.evaluation}
        justFinished={justFinished}
        onAgain={() => void startCall(session.scenario.id)}
        starting={pendingFor === session.scenario.id}
      />
    );
  }
  return <CallScreen session={session} onFinished={() => setJustFinished(true)} />;
}
