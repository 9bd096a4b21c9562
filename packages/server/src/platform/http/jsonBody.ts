import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ServiceError } from '../serviceError';

/** A request body that cannot be read as what the route expects: 400/413 with a German text. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Reads a JSON body of at most `maxBytes` (the rest is not read: the connection closes). */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) {
    throw new BodyError(415, 'Erwartet wird JSON (Content-Type: application/json).');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyError(413, 'Die Anfrage ist zu groß.');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new BodyError(400, 'Die Anfrage ist kein gültiges JSON.');
  }
}

export const SERVICE_STATUS: Record<ServiceError['code'], number> = {
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
};

/**
 * A refusal before a route's answer began, as JSON `{ error }` with the status tRPC would give:
 * the app reads the same German message either way. Null for an unexpected error (a 500).
 */
export function refusal(error: unknown): { status: number; message: string } | null {
  if (error instanceof BodyError) return { status: error.status, message: error.message };
  if (error instanceof ServiceError) {
    return { status: SERVICE_STATUS[error.code], message: error.message };
  }
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
    return { status: getHTTPStatusCodeFromError(error), message: error.message };
  }
  return null;
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}
