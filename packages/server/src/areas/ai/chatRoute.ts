import { pipeUIMessageStreamToResponse, streamText, type UIMessageChunk } from 'ai';
import { providerFailure, resolveModel, type ProviderFailure } from '../../platform/ai/provider';
import { appError } from '../../platform/errors';
import { refusal, readJsonBody, sendJson } from '../../platform/http/jsonBody';
import type { HttpRoute } from '../../platform/http/routes';
import { loggableError } from '../../platform/log';
import { ServiceError } from '../../platform/serviceError';
import { resolveTenant } from '../../platform/trpc';
import { turnInput } from './inputs';
import { leadContext } from './lead';
import {
  AI_EMPLOYEES_ONLY,
  checkedVariables,
  PROVIDER_FAILED,
  PROVIDER_RATE_LIMITED,
  PROVIDER_TIMEOUT,
  PROVIDER_UNAUTHORIZED,
  type ChatMessageStatus,
} from './model';
import { systemPrompt } from './prompts';
import { beginTurn, finishTurn, type Turn } from './service';
import { companyAi, companyConnection } from './settings';
import { templateAnswer } from './templates';

export const CHAT_PATH = '/api/ai/chat';

/** A question of 20,000 characters, its form and a few ids: far below this. */
const MAX_BODY_BYTES = 256 * 1024;

/** No chunk for this long: the provider stalled; the answer fails and can be redone. */
export const CHUNK_TIMEOUT_MS = 30_000;
const TOTAL_TIMEOUT_MS = 5 * 60_000;

const FAILURE_MESSAGES: Record<ProviderFailure, string> = {
  unauthorized: PROVIDER_UNAUTHORIZED,
  rateLimited: PROVIDER_RATE_LIMITED,
  timeout: PROVIDER_TIMEOUT,
  failed: PROVIDER_FAILED,
};

/** What the browser learns about the turn with the stream's first and last parts. */
export type ChatStreamMetadata = {
  chatId?: string;
  userMessageId?: string;
  assistantMessageId?: string;
  mode?: 'model' | 'templates';
  status?: Exclude<ChatMessageStatus, 'streaming'>;
};

/**
 * `POST /api/ai/chat` (issue 25 §1): one turn of a conversation, answered as the AI SDK's UI
 * message stream. The same auth headers and tenant check as tRPC; the question and an empty
 * answer are stored before the model is asked, the answer as it ends (done, stopped, failed).
 * A closed connection (the stop button, a closed tab) aborts the provider's request at once.
 */
export const chatRoute: HttpRoute = {
  prefix: CHAT_PATH,
  methods: ['POST'],
  app: true,
  async handle({ req, res, url, deps, context }) {
    if (url.pathname !== CHAT_PATH) return sendJson(res, 404, { error: 'Unbekannter API-Pfad.' });
    let turn: Turn;
    let started: ReturnType<typeof resolveModel>;
    let owner: { customerId: string; userId: string };
    let system: string;
    try {
      const ctx = await context();
      const { user, tenant } = await resolveTenant(ctx);
      // The AI chat group is locked for customers' staff (spec §6); the server says so too.
      if (!user.ourEmployee) throw appError('FORBIDDEN', AI_EMPLOYEES_ONLY);
      const parsed = turnInput.safeParse(await readJsonBody(req, MAX_BODY_BYTES));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return sendJson(res, 400, {
          error: issue?.message ?? 'Ungültige Eingabe.',
          field: issue?.path.join('.') ?? null,
        });
      }
      const input = parsed.data;
      let variables: Record<string, string>;
      try {
        variables = checkedVariables(input.category, input.variables);
      } catch (error) {
        return sendJson(res, 400, { error: (error as Error).message, field: 'variables' });
      }
      owner = { customerId: tenant.customerId, userId: user.id };
      const lead = input.leadId ? await leadContext(deps.db, tenant, input.leadId) : null;
      const { profile, quotas } = await companyAi(deps.db, tenant);
      const connection = await companyConnection(deps.db, tenant, deps.config.fileUrlSecret);
      const today = new Date();
      // The templates read the turn when the stream starts, after it is stored below.
      started = resolveModel(deps.config.ai, connection, () =>
        templateAnswer({
          category: input.category,
          variables,
          question: turn.question,
          profile,
          lead,
          today,
          variant: turn.variant,
        }),
      );
      turn = await beginTurn(
        deps.db,
        owner,
        { ...input, variables, leadId: input.leadId ?? null },
        quotas,
        started.mode === 'templates' ? 'vorlagen' : started.modelName,
      );
      system = systemPrompt({ category: input.category, variables, profile, lead, today });
    } catch (error) {
      const refused = refusal(error);
      if (refused) return sendJson(res, refused.status, { error: refused.message });
      throw error;
    }

    const abort = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) abort.abort(new Error('client closed the stream'));
    });

    let content = '';
    let failure: ProviderFailure | null = null;
    let aborted = false;
    const result = streamText({
      model: started.model,
      system,
      messages: turn.history,
      abortSignal: abort.signal,
      // One attempt: a retry would double the wait before the person learns what happened.
      maxRetries: 0,
      timeout: { totalMs: TOTAL_TIMEOUT_MS, chunkMs: CHUNK_TIMEOUT_MS },
      // Failures are logged and answered below (toUIMessageStream's onError), not printed here.
      onError: () => undefined,
    });
    const ui = result.toUIMessageStream({
      sendReasoning: false,
      // The answer's id in the browser is its row's: 'Neu generieren' names it to the server.
      generateMessageId: () => turn.assistantMessageId,
      messageMetadata: ({ part }): ChatStreamMetadata | undefined =>
        part.type === 'start'
          ? {
              chatId: turn.chatId,
              userMessageId: turn.userMessageId,
              assistantMessageId: turn.assistantMessageId,
              mode: started.mode,
            }
          : undefined,
      onError: (error) => {
        failure = providerFailure(error);
        deps.log.warn('ai provider failed', { failure, ...loggableError(error) });
        return FAILURE_MESSAGES[failure];
      },
    });

    let settled = false;
    const settle = async () => {
      if (settled) return;
      settled = true;
      const status = aborted ? 'stopped' : failure ? 'failed' : 'done';
      await finishTurn(deps.db, owner, turn.assistantMessageId, {
        content,
        status,
        ...(failure && !aborted ? { error: FAILURE_MESSAGES[failure] } : {}),
      });
    };
    const watched = ui.pipeThrough(
      new TransformStream<UIMessageChunk, UIMessageChunk>({
        transform(chunk, controller) {
          if (chunk.type === 'text-delta') content += chunk.delta;
          // The SDK ends a stalled provider (chunkMs, totalMs) with an abort, not an error: only
          // the person's own stop (a closed connection) is 'stopped'.
          if (chunk.type === 'abort') {
            if (abort.signal.aborted) {
              aborted = true;
            } else {
              failure ??= providerFailure(chunk.reason);
              controller.enqueue({ type: 'error', errorText: FAILURE_MESSAGES[failure] });
              return;
            }
          }
          if (chunk.type === 'error' && !failure) failure = 'failed';
          if (chunk.type === 'finish') {
            const status: ChatStreamMetadata['status'] = aborted
              ? 'stopped'
              : failure
                ? 'failed'
                : 'done';
            controller.enqueue({ ...chunk, messageMetadata: { status } });
            return;
          }
          controller.enqueue(chunk);
        },
        async flush() {
          if (abort.signal.aborted) aborted = true;
          await settle();
        },
        async cancel() {
          aborted = true;
          await settle();
        },
      }),
    );
    await pipeUIMessageStreamToResponse({ response: res, stream: watched }).catch(
      (error: unknown) => {
        if (!(error instanceof ServiceError)) {
          deps.log.info('ai stream ended early', loggableError(error));
        }
      },
    );
  },
};
