import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, type LanguageModelV4 } from '@ai-sdk/provider';
import { templateModel, type TemplateModelOptions } from './templateModel';

/**
 * The model behind the AI features (issue 25 §1, docs/adr/036): any OpenAI-compatible endpoint
 * (OpenAI, Azure OpenAI, Mistral, vLLM, llama.cpp, Ollama) through the AI SDK, configured for the
 * server (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`) or per company in the customer console; without
 * either the Vorlagen-Modus answers. Areas ask for a model here and never name a vendor.
 */
export type AiConnection = {
  baseUrl: string;
  model: string;
  /** Empty for a local server that needs none (Ollama, llama.cpp). */
  apiKey: string;
};

export type AiMode = 'model' | 'templates';

/** Where the connection came from: the company's own, the server's, or none (templates). */
export type AiSource = 'company' | 'server' | null;

export type ResolvedModel = {
  mode: AiMode;
  source: AiSource;
  /** The model's name as configured ('gpt-4o-mini'), or 'vorlagen'. */
  modelName: string;
  model: LanguageModelV4;
};

export type AiSettings = {
  /** The server's connection (AI_*), null when not configured. */
  connection: AiConnection | null;
  /** How the Vorlagen-Modus paces its stream. */
  templates?: TemplateModelOptions;
};

/** The company's connection wins over the server's; neither gives the Vorlagen-Modus. */
export function resolveModel(
  settings: AiSettings,
  company: AiConnection | null,
  templateAnswer: () => string,
): ResolvedModel {
  const connection = company ?? settings.connection;
  if (!connection) {
    return {
      mode: 'templates',
      source: null,
      modelName: 'vorlagen',
      model: templateModel(templateAnswer, settings.templates),
    };
  }
  return {
    mode: 'model',
    source: company ? 'company' : 'server',
    modelName: connection.model,
    model: openAiCompatibleModel(connection),
  };
}

export function openAiCompatibleModel(connection: AiConnection): LanguageModelV4 {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: connection.baseUrl.replace(/\/+$/, ''),
    ...(connection.apiKey ? { apiKey: connection.apiKey } : {}),
    // Token counts in the stream's last chunk, where the server supports it (OpenAI, vLLM).
    includeUsage: true,
  });
  return provider.chatModel(connection.model);
}

/** What went wrong at the provider, in the words the area turns into German. */
export type ProviderFailure = 'unauthorized' | 'rateLimited' | 'timeout' | 'failed';

/**
 * A provider error (HTTP status, a stalled stream, a refused connection) as one of four kinds.
 * The AI SDK ends a stream whose `timeout` (`totalMs`, `chunkMs`, …) ran out as an abort, not an
 * error: `onAbort`'s reason and the rejected result promises are a `DOMException` named
 * 'TimeoutError', the stream's `abort` part carries only its text ('TimeoutError: Chunk timeout
 * of 300ms exceeded'); both count as 'timeout'.
 */
export function providerFailure(error: unknown): ProviderFailure {
  const cause = unwrap(error);
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 401 || cause.statusCode === 403) return 'unauthorized';
    if (cause.statusCode === 429) return 'rateLimited';
    return 'failed';
  }
  if (cause instanceof Error && (cause.name === 'TimeoutError' || /timeout/i.test(cause.name))) {
    return 'timeout';
  }
  if (typeof cause === 'string' && /^TimeoutError\b/.test(cause)) return 'timeout';
  return 'failed';
}

/** The AI SDK wraps a failed call (RetryError, a stream's error part): the first real cause. */
function unwrap(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    if (APICallError.isInstance(current)) return current;
    const next =
      current && typeof current === 'object'
        ? ((current as { lastError?: unknown; cause?: unknown }).lastError ??
          (current as { cause?: unknown }).cause)
        : undefined;
    if (next === undefined) return current;
    current = next;
  }
  return current;
}

const URL_SCHEME = /^https?:\/\//i;

/** `AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL` → a connection; both URL and model or neither. */
export function aiSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  fail: (message: string) => Error,
): AiSettings {
  const baseUrl = env.AI_BASE_URL?.trim();
  const model = env.AI_MODEL?.trim();
  const delay = env.AI_TEMPLATE_CHUNK_MS?.trim();
  if (delay && !/^\d{1,4}$/.test(delay)) {
    throw fail('AI_TEMPLATE_CHUNK_MS muss eine ganze Zahl von Millisekunden sein.');
  }
  const templates = delay ? { chunkDelayMs: Number(delay) } : {};
  if (!baseUrl && !model) return { connection: null, templates };
  if (!baseUrl || !model) throw fail('AI_BASE_URL und AI_MODEL werden nur zusammen gesetzt.');
  if (!URL_SCHEME.test(baseUrl)) {
    throw fail('AI_BASE_URL muss mit http:// oder https:// beginnen.');
  }
  return { connection: { baseUrl, model, apiKey: env.AI_API_KEY?.trim() ?? '' }, templates };
}
