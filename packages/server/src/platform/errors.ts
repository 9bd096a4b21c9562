import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { z } from 'zod';
import { MAX_BATCH_SIZE, MAX_BODY_BYTES } from './limits';

/** Machine-readable reasons the app acts on (spec §8), carried in the error's `data.appCode`. */
/** Refusals the app answers with a screen of its own, not a message (the app reads `data.appCode`). */
export type AppCode = 'CUSTOMER_SELECTION_REQUIRED' | 'EMAIL_NOT_VERIFIED';

export class AppCodeCause extends Error {
  constructor(readonly appCode: AppCode) {
    super(appCode);
    this.name = 'AppCodeCause';
  }
}

export function appError(code: TRPC_ERROR_CODE_KEY, message: string, appCode?: AppCode): TRPCError {
  return new TRPCError({ code, message, cause: appCode ? new AppCodeCause(appCode) : undefined });
}

/** Why a request was refused for now, and how many seconds until it may be sent again. */
export class RetryAfterCause extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`retry after ${retryAfterSeconds} s`);
    this.name = 'RetryAfterCause';
  }
}

/** 429 with the German reason; the HTTP layer adds `Retry-After` from the cause. */
export function tooManyRequests(limited: { message: string; retryAfterSeconds: number }) {
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: limited.message,
    cause: new RetryAfterCause(limited.retryAfterSeconds),
  });
}

/**
 * 503: something the request needs is down for the moment (the database restarting, the identity
 * provider unreachable). Worth retrying after a short wait, never a reason to sign anyone out.
 */
export function serviceUnavailable(message: string, retryAfterSeconds = 5) {
  return new TRPCError({
    code: 'SERVICE_UNAVAILABLE',
    message,
    cause: new RetryAfterCause(retryAfterSeconds),
  });
}

export const CUSTOMER_SELECTION_REQUIRED_MESSAGE = 'Customer selection required';

export function customerSelectionRequired(): TRPCError {
  return appError(
    'PRECONDITION_FAILED',
    CUSTOMER_SELECTION_REQUIRED_MESSAGE,
    'CUSTOMER_SELECTION_REQUIRED',
  );
}

export type InputIssue = { path: string; message: string };

export function inputIssues(error: z.ZodError): InputIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** "Ungültige Eingabe – linkedinUserId: …" instead of zod's JSON dump. */
export function inputErrorMessage(issues: InputIssue[]): string {
  const details = issues
    .slice(0, 5)
    .map(({ path, message }) => (path ? `${path}: ${message}` : message))
    .join('; ');
  const more = issues.length > 5 ? ` (und ${issues.length - 5} weitere)` : '';
  return `Ungültige Eingabe – ${details}${more}`;
}

/**
 * tRPC's own transport errors speak English; people get German. Our procedures' errors already
 * do and pass unchanged (null).
 */
export function transportErrorMessage(
  code: TRPC_ERROR_CODE_KEY,
  message: string,
  cause?: unknown,
): string | null {
  // Unparsable JSON in a GET's `input` or a POST body.
  if (cause instanceof SyntaxError) code = 'PARSE_ERROR';
  switch (code) {
    case 'PARSE_ERROR':
      return 'Die Anfrage konnte nicht gelesen werden: kein gültiges JSON.';
    case 'PAYLOAD_TOO_LARGE':
      return `Die Anfrage ist zu groß (höchstens ${MAX_BODY_BYTES / 1024 / 1024} MB).`;
    case 'METHOD_NOT_SUPPORTED':
      return 'Falsche HTTP-Methode: Abfragen per GET, Änderungen per POST.';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'Nicht unterstützter Content-Type: erwartet wird application/json.';
    default:
      break;
  }
  const unknownPath = /^No procedure found on path "(.*)"$/.exec(message);
  if (unknownPath) return `Unbekannte Prozedur: ${unknownPath[1]}`;
  if (message === 'Batch call exceeds maximum size') {
    return `Zu viele Aufrufe in einer Anfrage (höchstens ${MAX_BATCH_SIZE}).`;
  }
  if (message === '"input" needs to be an object when doing a batch call') {
    return 'Bei mehreren Aufrufen in einer Anfrage (batch=1) muss die Eingabe ein Objekt sein.';
  }
  return null;
}
