import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'x-firebase-uid',
  'x-sprint-customer',
  'x-request-id',
  'trpc-accept',
  'trpc-batch-mode',
].join(', ');

/**
 * CORS with credentials for the configured app origins only. Returns false when the request is
 * a preflight that has been answered (allowed or not) and needs nothing more.
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowedOrigins: readonly string[],
): boolean {
  const origin = req.headers.origin;
  const allowed = typeof origin === 'string' && allowedOrigins.includes(origin);
  res.setHeader('Vary', 'Origin');
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    // Retry-After: the app waits as long as a 429 or 503 asks before it tries again.
    res.setHeader('Access-Control-Expose-Headers', 'x-request-id, retry-after');
  }
  if (req.method !== 'OPTIONS') return true;

  if (!allowed) {
    res.writeHead(403, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'Origin nicht erlaubt.' }));
    return false;
  }
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  });
  res.end();
  return false;
}
