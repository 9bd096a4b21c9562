import type { AppCode } from './errors';

/** The refusals a service can give; the same names as the tRPC codes they become. */
export type ServiceErrorCode =
  'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PRECONDITION_FAILED';

/**
 * A service's refusal with the German message a person reads. Services know no tRPC; every
 * procedure turns this into the TRPCError of the same code (src/trpc.ts), so a refusal thrown
 * deep inside a transaction still rolls it back and still reaches the caller as a 4xx.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ServiceErrorCode,
    message: string,
    /** For a refusal the app handles itself (see AppCode in src/errors.ts). */
    readonly appCode?: AppCode,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}
