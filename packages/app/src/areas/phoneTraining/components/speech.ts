/*
 * The browser's speech, as the call screen uses it: recognition (Chrome and Edge name it
 * `webkitSpeechRecognition`; their vendors recognise the audio on their servers) and synthesis.
 * Both are detected, never assumed: without them the call is written, which always works.
 * TypeScript's DOM types know neither recognition nor its events, hence the small types here.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type RecognitionAlternative = { transcript: string };
export type RecognitionResult = ArrayLike<RecognitionAlternative> & { isFinal: boolean };
export type RecognitionEvent = { resultIndex: number; results: ArrayLike<RecognitionResult> };
export type RecognitionErrorEvent = { error: string };

/** What the call uses of a `SpeechRecognition`. */
export type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};

export type RecognitionConstructor = new () => Recognition;

type SpeechScope = {
  SpeechRecognition?: RecognitionConstructor;
  webkitSpeechRecognition?: RecognitionConstructor;
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
};

/** The browser's recognition, under its standard or its prefixed name; null when it has none. */
export function recognitionConstructor(
  scope: SpeechScope = globalThis as SpeechScope,
): RecognitionConstructor | null {
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** The browser's synthesis with its utterances; null when it has none. */
export function speechSynthesisOf(
  scope: SpeechScope = globalThis as SpeechScope,
): { synthesis: SpeechSynthesis; Utterance: typeof SpeechSynthesisUtterance } | null {
  const synthesis = scope.speechSynthesis;
  const Utterance = scope.SpeechSynthesisUtterance;
  return synthesis && typeof Utterance === 'function' ? { synthesis, Utterance } : null;
}

/** Everything recognised so far, final and interim, as one line. */
export function transcriptOf(results: ArrayLike<RecognitionResult>): string {
  return Array.from(results, (result) => result[0]?.transcript.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** The text in the field while dictating: what was typed before, then what is recognised. */
export function withDictation(before: string, dictated: string): string {
  const typed = before.trimEnd();
  if (!dictated) return before;
  return typed ? `${typed} ${dictated}` : dictated;
}

/** A German voice: Germany's first, then any German one; null lets the browser choose. */
export function germanVoice<Voice extends { lang: string }>(
  voices: readonly Voice[],
): Voice | null {
  const normal = (lang: string) => lang.replace('_', '-').toLowerCase();
  return (
    voices.find((voice) => normal(voice.lang) === 'de-de') ??
    voices.find((voice) => normal(voice.lang).startsWith('de')) ??
    null
  );
}

/** What a failed recognition tells the person, and what to do instead. */
export function recognitionErrorMessage(error: string): string | null {
  switch (error) {
    // The person let go before saying anything, or stopped it: nothing went wrong.
    case 'aborted':
    case 'no-speech':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Der Browser darf das Mikrofon nicht verwenden. Erlaube den Zugriff in den Einstellungen der Seite oder schreib deine Antwort.';
    case 'audio-capture':
      return 'Kein Mikrofon gefunden. Schließ eines an oder schreib deine Antwort.';
    case 'network':
      return 'Die Spracherkennung deines Browsers ist gerade nicht erreichbar. Schreib deine Antwort ins Feld.';
    default:
      return 'Die Spracherkennung hat nicht geklappt. Versuch es noch einmal oder schreib deine Antwort.';
  }
}

export type Dictation = {
  supported: boolean;
  listening: boolean;
  /** Why the last attempt failed, or null. */
  error: string | null;
  start: () => void;
  stop: () => void;
};

/**
 * Push to talk: `start` listens in German and hands every interim result to `onText` (all that
 * was recognised since `start`), `stop` ends it; the final text stays where `onText` put it.
 */
export function useDictation(onText: (text: string) => void): Dictation {
  const [Constructor] = useState(() => recognitionConstructor());
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });

  const start = useCallback(() => {
    if (!Constructor || recognition.current) return;
    const current = new Constructor();
    current.lang = 'de-DE';
    current.continuous = true;
    current.interimResults = true;
    current.onresult = (event) => onTextRef.current(transcriptOf(event.results));
    current.onerror = (event) => setError(recognitionErrorMessage(event.error));
    current.onend = () => {
      if (recognition.current === current) recognition.current = null;
      setListening(false);
    };
    recognition.current = current;
    setError(null);
    setListening(true);
    try {
      current.start();
    } catch {
      recognition.current = null;
      setListening(false);
      setError(recognitionErrorMessage('start'));
    }
  }, [Constructor]);

  const stop = useCallback(() => recognition.current?.stop(), []);

  // Leaving the call ends the listening; nothing keeps the microphone open.
  useEffect(() => () => recognition.current?.abort(), []);

  return { supported: Constructor !== null, listening, error, start, stop };
}

export type ReadAloud = {
  supported: boolean;
  enabled: boolean;
  setEnabled: (enabled: boolean) => void;
  /** Reads the text in German when enabled, instead of what is being read. */
  speak: (text: string) => void;
  /** Reads the text whatever `enabled` says (right as the person turns it on). */
  readNow: (text: string) => void;
  cancel: () => void;
};

/** 'Antworten vorlesen': the persona's answers read in a German voice, when the person wants. */
export function useReadAloud(): ReadAloud {
  const [speech] = useState(() => speechSynthesisOf());
  const [enabled, setEnabledState] = useState(false);
  const voice = useRef<SpeechSynthesisVoice | null>(null);

  useEffect(() => {
    if (!speech) return;
    // Chrome lists its voices only after they have loaded.
    const choose = () => {
      voice.current = germanVoice(speech.synthesis.getVoices());
    };
    choose();
    speech.synthesis.addEventListener('voiceschanged', choose);
    return () => {
      speech.synthesis.removeEventListener('voiceschanged', choose);
      speech.synthesis.cancel();
    };
  }, [speech]);

  const cancel = useCallback(() => speech?.synthesis.cancel(), [speech]);

  const say = useCallback(
    (text: string) => {
      if (!speech || !text.trim()) return;
      speech.synthesis.cancel();
      const utterance = new speech.Utterance(text);
      utterance.lang = 'de-DE';
      if (voice.current) utterance.voice = voice.current;
      speech.synthesis.speak(utterance);
    },
    [speech],
  );

  const speak = useCallback((text: string) => (enabled ? say(text) : undefined), [enabled, say]);

  const setEnabled = useCallback(
    (next: boolean) => {
      setEnabledState(next);
      if (!next) speech?.synthesis.cancel();
    },
    [speech],
  );

  return { supported: speech !== null, enabled, setEnabled, speak, readNow: say, cancel };
}
