import type {
  LanguageModelV4,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';

/**
 * The Vorlagen-Modus as a language model (issue 25 §1): it streams a text the caller composed
 * (the area's templates from the person's inputs) through the same `streamText` path a real
 * model takes, so the browser, the storage and the stop button cannot tell the difference in
 * behaviour — while the UI says plainly which mode answers. Deterministic: no randomness, the
 * pauses only pace the stream like a model's.
 */
export type TemplateModelOptions = {
  /** Pause between chunks, ms (0 in benchmarks of the path itself). */
  chunkDelayMs?: number;
  /** Words per chunk. */
  wordsPerChunk?: number;
};

export const TEMPLATE_PROVIDER = 'sprint-vorlagen';

/** Splits a text into chunks of a few words, keeping every character (spaces, line breaks). */
export function templateChunks(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += wordsPerChunk) {
    chunks.push(words.slice(index, index + wordsPerChunk).join(''));
  }
  return chunks;
}

const usage = (text: string): LanguageModelV4Usage => ({
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  // A rough count for the usage display; nothing is billed in this mode.
  outputTokens: { total: Math.ceil(text.length / 4), text: undefined, reasoning: undefined },
});

export function templateModel(
  answer: () => string,
  { chunkDelayMs = 30, wordsPerChunk = 3 }: TemplateModelOptions = {},
): LanguageModelV4 {
  return {
    specificationVersion: 'v4',
    provider: TEMPLATE_PROVIDER,
    modelId: 'vorlagen',
    supportedUrls: {},
    doGenerate() {
      const text = answer();
      return Promise.resolve({
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: usage(text),
        warnings: [],
      });
    },
    doStream({ abortSignal }) {
      const text = answer();
      const chunks = templateChunks(text, wordsPerChunk);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 'text' });
          let index = 0;
          const finish = () => {
            controller.enqueue({ type: 'text-end', id: 'text' });
            controller.enqueue({
              type: 'finish',
              usage: usage(text),
              finishReason: { unified: 'stop', raw: 'stop' },
            });
            controller.close();
          };
          const next = () => {
            if (abortSignal?.aborted) return;
            const chunk = chunks[index++];
            if (chunk === undefined) return finish();
            controller.enqueue({ type: 'text-delta', id: 'text', delta: chunk });
            // The first chunk at once: the first token is what a person waits for.
            if (chunkDelayMs > 0) timer = setTimeout(next, chunkDelayMs);
            else queueMicrotask(next);
          };
          abortSignal?.addEventListener('abort', () => {
            clearTimeout(timer);
            controller.error(abortSignal.reason);
          });
          next();
        },
        cancel() {
          clearTimeout(timer);
        },
      });
      return Promise.resolve({ stream });
    },
  };
}
