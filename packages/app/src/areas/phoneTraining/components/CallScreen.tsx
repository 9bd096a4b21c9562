import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PhoneOff, Phone } from 'lucide-react';
import {
  Alert,
  Button,
  ChatComposer,
  ChatMessage,
  ChatTranscript,
  EmptyState,
  Note,
  PageHeader,
  Stack,
  Switch,
  Text,
} from '@sprint/ui';
import {
  DIFFICULTY_LABELS,
  SCENARIO_KIND_LABELS,
  TURN_MAX_CHARS,
  VOICE_NOTE,
} from '@sprint/server/phoneTraining';
import { TEMPLATE_MODE_LABEL } from '@sprint/server/ai';
import { useTRPC } from '../../../api/trpc';
import { FullHeightFrame } from '../../../components/FullHeightFrame';
import { errorMessage } from '../../../lib/errorMessage';
import type { SessionTurn, SessionView } from '../queries';
import { PushToTalkButton } from './PushToTalkButton';
import { useDictation, useReadAloud, withDictation } from './speech';

/** The transcript's messages: the persona by name, the person as 'Du'. */
export function TurnMessages({
  turns,
  personaName,
}: {
  turns: readonly SessionTurn[];
  personaName: string;
}) {
  return turns.map((turn, index) => (
    <ChatMessage
      // Turns are only ever appended: their position is who they are.
      key={index}
      role={turn.role === 'person' ? 'user' : 'assistant'}
      authorLabel={turn.role === 'person' ? 'Du' : personaName}
      text={turn.text}
    />
  ));
}

export type CallScreenProps = {
  session: SessionView;
  /** The call was evaluated after 'Auflegen'. */
  onFinished: () => void;
};

/**
 * The call: who is on the line, the transcript, and what the person says — written always,
 * spoken where the browser recognises speech ('Sprechen', held down). 'Antworten vorlesen'
 * reads the persona's answers where the browser can speak. 'Auflegen' ends the call and the
 * evaluation takes its place.
 */
export function CallScreen({ session, onFinished }: CallScreenProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { scenario } = session;
  const { persona } = scenario;
  const sessionId = session.id;
  const key = trpc.phoneTraining.sessions.byId.queryKey({ sessionId });
  const [draft, setDraft] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const typedBefore = useRef('');
  const holdHintId = useId();
  const voiceNoteId = useId();

  const dictation = useDictation((text) => setDraft(withDictation(typedBefore.current, text)));
  const readAloud = useReadAloud();
  const turn = useMutation(trpc.phoneTraining.sessions.turn.mutationOptions());
  const finish = useMutation(trpc.phoneTraining.sessions.finish.mutationOptions());
  // Waiting for the persona while the transcript ends with the person's turn: read from the same
  // data that shows the reply, so the reply and a free input arrive in one render (the
  // mutation's own pending state settled a render later, and an Enter then was ignored).
  const busy = session.turns.at(-1)?.role === 'person';

  const append = (added: SessionTurn) =>
    queryClient.setQueryData(key, (current) =>
      current ? { ...current, turns: [...current.turns, added] } : current,
    );

  const send = async (text: string) => {
    const said = text.trim();
    if (!said || busy || finish.isPending) return;
    dictation.stop();
    setFailure(null);
    setDraft('');
    const mine: SessionTurn = { role: 'person', text: said, at: new Date() };
    append(mine);
    try {
      const { reply } = await turn.mutateAsync({ sessionId, text: said });
      append({ role: 'persona', text: reply, at: new Date() });
      readAloud.speak(reply);
    } catch (error) {
      // Nothing said is lost: the words go back into the field.
      queryClient.setQueryData(key, (current) =>
        current ? { ...current, turns: current.turns.filter((entry) => entry !== mine) } : current,
      );
      setDraft(said);
      setFailure(errorMessage(error));
    }
  };

  const hangUp = async () => {
    if (finish.isPending || busy) return;
    dictation.stop();
    readAloud.cancel();
    setFailure(null);
    try {
      const evaluation = await finish.mutateAsync({ sessionId });
      queryClient.setQueryData(key, (current) =>
        current ? { ...current, status: 'finished' as const, evaluation } : current,
      );
      // Best results, history, the list of calls and assignments now count this call.
      void queryClient.invalidateQueries({
        queryKey: trpc.phoneTraining.scenarios.pathKey(),
      });
      void queryClient.invalidateQueries({ queryKey: trpc.phoneTraining.sessions.list.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.phoneTraining.assignments.pathKey() });
      onFinished();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  // Focus waits in the field: the call is answered by writing (or speaking) at once.
  useEffect(() => {
    composer.current?.focus();
  }, []);

  const lastPersonaLine = session.turns.findLast((entry) => entry.role === 'persona')?.text;
  const voice = dictation.supported || readAloud.supported;

  return (
    <FullHeightFrame>
      <PageHeader
        title={`Anruf mit ${persona.name}`}
        description={`${persona.role}, ${persona.company} · ${SCENARIO_KIND_LABELS[scenario.kind]} · ${DIFFICULTY_LABELS[persona.difficulty]}`}
        actions={
          <Button
            variant="destructive"
            onClick={() => void hangUp()}
            aria-disabled={busy || finish.isPending || undefined}
          >
            <PhoneOff aria-hidden />
            {finish.isPending ? 'Wird ausgewertet...' : 'Auflegen'}
          </Button>
        }
      />
      <Text as="p" size="sm">
        <Text weight="semibold">Dein Ziel:</Text> {scenario.goal}
      </Text>
      {session.mode === 'templates' ? (
        <Note role="note" aria-label="Modus">
          <strong>{TEMPLATE_MODE_LABEL}</strong> {persona.name} antwortet nach dem festen Ablauf des
          Szenarios; so klappt das Üben auch offline. Ausgewertet wird nach den Schlüsselwörtern der
          Kriterien.
        </Note>
      ) : null}
      <ChatTranscript
        aria-label="Gesprächsverlauf"
        busy={busy}
        empty={
          <EmptyState icon={<Phone aria-hidden />} title="Es klingelt …" size="compact">
            {persona.name} nimmt gleich ab. Beginne mit deiner Begrüßung.
          </EmptyState>
        }
      >
        <TurnMessages turns={session.turns} personaName={persona.name} />
        {busy ? (
          <ChatMessage
            key="antwortet"
            role="assistant"
            authorLabel={persona.name}
            text=""
            status="streaming"
          />
        ) : null}
      </ChatTranscript>
      <Alert variant="destructive" message={failure ?? dictation.error} />
      {voice ? (
        <Stack direction="row" gap="4" align="center" wrap data-slot="voice-controls">
          {dictation.supported ? (
            <>
              <PushToTalkButton
                listening={dictation.listening}
                onStart={() => {
                  readAloud.cancel();
                  typedBefore.current = draft;
                  dictation.start();
                }}
                onStop={dictation.stop}
                aria-describedby={`${holdHintId} ${voiceNoteId}`}
              />
              <Text as="p" size="sm" tone="muted" role="status" id={holdHintId}>
                {dictation.listening
                  ? 'Hört zu … Loslassen beendet die Aufnahme.'
                  : 'Gedrückt halten und sprechen – mit der Maus, dem Finger oder der Leertaste.'}
              </Text>
            </>
          ) : null}
          {readAloud.supported ? (
            <Switch
              label="Antworten vorlesen"
              checked={readAloud.enabled}
              onCheckedChange={(checked) => {
                readAloud.setEnabled(checked);
                if (checked && lastPersonaLine) readAloud.readNow(lastPersonaLine);
              }}
            />
          ) : null}
        </Stack>
      ) : null}
      <ChatComposer
        ref={composer}
        label="Deine Antwort"
        hideLabel
        placeholder={
          dictation.supported ? 'Schreib oder sprich deine Antwort …' : 'Schreib deine Antwort …'
        }
        value={draft}
        onValueChange={setDraft}
        onSubmit={(text) => void send(text)}
        maxLength={TURN_MAX_CHARS}
        note={
          voice ? (
            <span id={voiceNoteId}>{VOICE_NOTE}</span>
          ) : (
            'Dein Browser bietet keine Spracheingabe: Schreib deine Antworten ins Feld.'
          )
        }
      />
    </FullHeightFrame>
  );
}
