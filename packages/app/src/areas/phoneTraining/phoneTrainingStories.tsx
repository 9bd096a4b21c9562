import type { Decorator } from '@storybook/react-vite';
import { Toaster } from '@sprint/ui';
import { withPublicProviders } from '../../testing/storyProviders';
import type { Recognition, RecognitionEvent, RecognitionResult } from './components/speech';

/*
 * What the phone training's stories share: the providers with the toasts beside the page, a
 * screen-high frame for the call (its layout fills the screen), and the browser's speech —
 * hidden, or faked so a story can say what the "microphone" hears and see what is read aloud.
 */

/** The toasts outside the page's router, so a toast survives a navigation. */
export const withProvidersAndToaster: Decorator = (Story, context) => (
  <>
    {withPublicProviders(Story, context)}
    <Toaster />
  </>
);

/** The call's layout ('noScroll') as the shell gives it: the screen's height, a column. */
export const withScreenFrame: Decorator = (Story) => (
  <div style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
    <Story />
  </div>
);

const SPEECH_GLOBALS = [
  'SpeechRecognition',
  'webkitSpeechRecognition',
  'speechSynthesis',
  'SpeechSynthesisUtterance',
] as const;

/**
 * Sets the browser's speech globals for one story (Chromium has both, and its recognition
 * needs Google's servers); the returned function puts the browser's own back (`beforeEach`).
 */
function replaceSpeech(values: Partial<Record<(typeof SPEECH_GLOBALS)[number], unknown>>) {
  const before = SPEECH_GLOBALS.map(
    (name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const,
  );
  for (const name of SPEECH_GLOBALS) {
    Object.defineProperty(window, name, {
      value: values[name],
      configurable: true,
      writable: true,
    });
  }
  return () => {
    for (const [name, descriptor] of before) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else Reflect.deleteProperty(window, name);
    }
  };
}

/** A browser without speech: the call is written. */
export const withoutSpeech = () => replaceSpeech({});

/** What the fake microphone and voice did in a story. */
export const fakeSpeech = {
  /** The recognitions started, the last one listening now (or last). */
  recognitions: [] as FakeRecognition[],
  /** The texts read aloud, in order. */
  spoken: [] as string[],
  current(): FakeRecognition {
    const recognition = fakeSpeech.recognitions.at(-1);
    if (!recognition) throw new Error('Keine Spracherkennung gestartet');
    return recognition;
  },
};

const result = (transcript: string, isFinal: boolean): RecognitionResult =>
  Object.assign([{ transcript }], { isFinal });

/** Recognition as Chrome offers it, with what it "hears" given by the story. */
export class FakeRecognition implements Recognition {
  lang = '';
  continuous = false;
  interimResults = false;
  listening = false;
  onresult: ((event: RecognitionEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  private final: string[] = [];

  constructor() {
    fakeSpeech.recognitions.push(this);
  }

  start() {
    this.listening = true;
  }

  /** What was heard so far: earlier final phrases, then this one (interim unless `isFinal`). */
  hear(transcript: string, isFinal = false) {
    const results = [...this.final.map((text) => result(text, true)), result(transcript, isFinal)];
    if (isFinal) this.final.push(transcript);
    this.onresult?.({ resultIndex: results.length - 1, results });
  }

  stop() {
    if (!this.listening) return;
    this.listening = false;
    this.onend?.();
  }

  abort() {
    this.stop();
  }
}

class FakeUtterance {
  lang = '';
  voice: unknown = null;
  constructor(public text: string) {}
}

const germanVoice = { name: 'Anna', lang: 'de-DE', localService: true, default: true };

const fakeSynthesis = {
  speaking: false,
  pending: false,
  paused: false,
  getVoices: () => [germanVoice],
  speak: (utterance: FakeUtterance) => {
    fakeSpeech.spoken.push(utterance.text);
  },
  cancel: () => undefined,
  pause: () => undefined,
  resume: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
};

/** A browser with speech: recognition and synthesis the story controls and reads back. */
export const withFakeSpeech = () => {
  fakeSpeech.recognitions = [];
  fakeSpeech.spoken = [];
  return replaceSpeech({
    webkitSpeechRecognition: FakeRecognition,
    speechSynthesis: fakeSynthesis,
    SpeechSynthesisUtterance: FakeUtterance,
  });
};
