import { describe, expect, it } from 'vitest';
import {
  germanVoice,
  recognitionConstructor,
  recognitionErrorMessage,
  speechSynthesisOf,
  transcriptOf,
  withDictation,
  type RecognitionConstructor,
  type RecognitionResult,
} from './speech';

const result = (transcript: string, isFinal = true): RecognitionResult =>
  Object.assign([{ transcript }], { isFinal });

describe('the browser’s speech, detected', () => {
  it('finds recognition under its standard or its prefixed name, or none', () => {
    const Standard = (() => undefined) as unknown as RecognitionConstructor;
    const Prefixed = (() => undefined) as unknown as RecognitionConstructor;
    expect(recognitionConstructor({ SpeechRecognition: Standard })).toBe(Standard);
    expect(recognitionConstructor({ webkitSpeechRecognition: Prefixed })).toBe(Prefixed);
    expect(recognitionConstructor({})).toBeNull();
  });

  it('offers synthesis only with its utterances', () => {
    const synthesis = {} as SpeechSynthesis;
    const Utterance = (() => undefined) as unknown as typeof SpeechSynthesisUtterance;
    expect(
      speechSynthesisOf({ speechSynthesis: synthesis, SpeechSynthesisUtterance: Utterance }),
    ).toEqual({ synthesis, Utterance });
    expect(speechSynthesisOf({ speechSynthesis: synthesis })).toBeNull();
    expect(speechSynthesisOf({})).toBeNull();
  });
});

describe('dictation into the field', () => {
  it('joins final and interim results into one line', () => {
    expect(
      transcriptOf([result('Guten Tag Herr Albrecht,'), result(' mein Name ist', false)]),
    ).toBe('Guten Tag Herr Albrecht, mein Name ist');
    expect(transcriptOf([])).toBe('');
  });

  it('puts what is said after what was typed', () => {
    expect(withDictation('Guten Tag.', 'Mein Name ist Anna.')).toBe(
      'Guten Tag. Mein Name ist Anna.',
    );
    expect(withDictation('Guten Tag. ', 'Mein Name')).toBe('Guten Tag. Mein Name');
    expect(withDictation('', 'Hallo')).toBe('Hallo');
    expect(withDictation('Schon getippt', '')).toBe('Schon getippt');
  });

  it('says what went wrong, and nothing when the person merely said nothing', () => {
    expect(recognitionErrorMessage('no-speech')).toBeNull();
    expect(recognitionErrorMessage('aborted')).toBeNull();
    expect(recognitionErrorMessage('not-allowed')).toMatch(/Mikrofon nicht verwenden/);
    expect(recognitionErrorMessage('network')).toMatch(/nicht erreichbar/);
    expect(recognitionErrorMessage('etwas-neues')).toMatch(/schreib deine Antwort/);
  });
});

describe('the voice that reads the answers', () => {
  it('prefers German from Germany, then any German, else lets the browser choose', () => {
    const voices = [
      { name: 'Samantha', lang: 'en-US' },
      { name: 'Anna (Schweiz)', lang: 'de-CH' },
      { name: 'Katja', lang: 'de_DE' },
    ];
    expect(germanVoice(voices)?.name).toBe('Katja');
    expect(germanVoice(voices.slice(0, 2))?.name).toBe('Anna (Schweiz)');
    expect(germanVoice(voices.slice(0, 1))).toBeNull();
  });
});
