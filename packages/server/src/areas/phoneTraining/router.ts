import { appError, serviceUnavailable, tooManyRequests } from '../../platform/errors';
import { noInput } from '../../platform/inputs';
import { loggableError } from '../../platform/log';
import { actorOf } from '../../platform/tenancy/actor';
import { router, tenantProcedure, type TenantContext } from '../../platform/trpc';
import { companyAi, companyConnection } from '../ai';
import {
  PROVIDER_FAILED,
  PROVIDER_RATE_LIMITED,
  PROVIDER_TIMEOUT,
  PROVIDER_UNAUTHORIZED,
} from '../ai/model';
import {
  assignmentRef,
  createAssignmentInput,
  createScenarioInput,
  listScenariosInput,
  listSessionsInput,
  scenarioRef,
  sessionRef,
  turnInput,
  updateScenarioInput,
} from './inputs';
import {
  createAssignment,
  createScenario,
  deleteAssignment,
  deleteScenario,
  finishSession,
  listAssignments,
  listScenarios,
  listSessions,
  PersonaUnavailable,
  scenarioById,
  sessionById,
  startSession,
  takeTurn,
  updateScenario,
  type PersonaAi,
  type Trainee,
} from './service';

/** Anyone of the company practises; their calls are their own. */
const traineeOf = (ctx: TenantContext): Trainee => ({
  customerId: ctx.tenant.customerId,
  userId: ctx.user.id,
});

/** The model the company or the server connected (or the script), and the company's quotas. */
async function personaAi(ctx: TenantContext): Promise<PersonaAi> {
  const { quotas } = await companyAi(ctx.db, ctx.tenant);
  const connection = await companyConnection(ctx.db, ctx.tenant, ctx.config.fileUrlSecret);
  return { settings: ctx.config.ai, connection, quotas };
}

/**
 * A provider's failure in the German words of the AI chats, with the status that says what to
 * do: ask an admin (412), wait a minute (429), try again (503, 502).
 */
async function answered<T>(ctx: TenantContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PersonaUnavailable)) throw error;
    ctx.log.warn('phone training provider failed', {
      failure: error.failure,
      ...loggableError(error.cause),
    });
    switch (error.failure) {
      case 'unauthorized':
        throw appError('PRECONDITION_FAILED', PROVIDER_UNAUTHORIZED);
      case 'rateLimited':
        throw tooManyRequests({ message: PROVIDER_RATE_LIMITED, retryAfterSeconds: 60 });
      case 'timeout':
        throw serviceUnavailable(PROVIDER_TIMEOUT);
      case 'failed':
        throw appError('BAD_GATEWAY', PROVIDER_FAILED);
    }
  }
}

const scenarios = router({
  /** The library and the company's own, with the caller's best result and assignment. */
  list: tenantProcedure
    .input(listScenariosInput)
    .query(({ ctx, input }) => listScenarios(ctx.db, traineeOf(ctx), input?.kind)),
  byId: tenantProcedure
    .input(scenarioRef)
    .query(({ ctx, input }) => scenarioById(ctx.db, traineeOf(ctx), input.scenarioId)),
  create: tenantProcedure
    .input(createScenarioInput)
    .mutation(({ ctx, input }) => createScenario(ctx.db, ctx.tenant, actorOf(ctx), input)),
  update: tenantProcedure.input(updateScenarioInput).mutation(({ ctx, input }) => {
    const { scenarioId, ...fields } = input;
    return updateScenario(ctx.db, ctx.tenant, actorOf(ctx), scenarioId, fields);
  }),
  delete: tenantProcedure
    .input(scenarioRef)
    .mutation(({ ctx, input }) =>
      deleteScenario(ctx.db, ctx.tenant, actorOf(ctx), input.scenarioId),
    ),
});

const sessions = router({
  /** Picks up: the persona's opening line, and which mode answers. */
  start: tenantProcedure.input(scenarioRef).mutation(async ({ ctx, input }) => {
    const connection = await companyConnection(ctx.db, ctx.tenant, ctx.config.fileUrlSecret);
    return startSession(ctx.db, traineeOf(ctx), input.scenarioId, {
      settings: ctx.config.ai,
      connection,
    });
  }),
  /** What the person said, and the persona's reply (both stored, or neither). */
  turn: tenantProcedure
    .input(turnInput)
    .mutation(({ ctx, input }) =>
      answered(ctx, async () => takeTurn(ctx.db, traineeOf(ctx), input, await personaAi(ctx))),
    ),
  /** 'Auflegen': the evaluation, the medal and its points. */
  finish: tenantProcedure
    .input(sessionRef)
    .mutation(({ ctx, input }) =>
      answered(ctx, async () =>
        finishSession(ctx.db, traineeOf(ctx), input.sessionId, await personaAi(ctx)),
      ),
    ),
  list: tenantProcedure
    .input(listSessionsInput)
    .query(({ ctx, input }) => listSessions(ctx.db, traineeOf(ctx), input?.scenarioId)),
  byId: tenantProcedure
    .input(sessionRef)
    .query(({ ctx, input }) => sessionById(ctx.db, traineeOf(ctx), input.sessionId)),
});

const assignments = router({
  list: tenantProcedure
    .input(noInput)
    .query(({ ctx }) => listAssignments(ctx.db, ctx.tenant, actorOf(ctx))),
  create: tenantProcedure
    .input(createAssignmentInput)
    .mutation(({ ctx, input }) => createAssignment(ctx.db, ctx.tenant, actorOf(ctx), input)),
  delete: tenantProcedure
    .input(assignmentRef)
    .mutation(({ ctx, input }) =>
      deleteAssignment(ctx.db, ctx.tenant, actorOf(ctx), input.assignmentId),
    ),
});

export const phoneTrainingRouter = router({ scenarios, sessions, assignments });
