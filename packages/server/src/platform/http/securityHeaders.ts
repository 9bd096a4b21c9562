import { createHash } from 'node:crypto';
import type { ServerConfig } from '../config';

/** Ably's hosts: the realtime and REST endpoints, their fallbacks and connectivity checks. */
const ABLY_ORIGINS = ['*.ably.net', '*.ably-realtime.com', '*.ably.io'].flatMap((host) => [
  `https://${host}`,
  `wss://${host}`,
]);

/** Firebase Auth's REST endpoints the web SDK signs in and refreshes tokens with. */
const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/** Where the app's scripts may connect: the API (same origin), Firebase and Ably, or the emulators. */
function connectSources(config: ServerConfig): string[] {
  const sources = ["'self'"];
  sources.push(
    ...(config.authEmulatorHost ? [`http://${config.authEmulatorHost}`] : FIREBASE_ORIGINS),
  );
  const { endpoint, port, tls } = config.realtime;
  if (!endpoint) {
    sources.push(...ABLY_ORIGINS);
  } else if (!tls) {
    // The local realtime emulator: its WebSocket, REST and connectivity check.
    const address = `${endpoint}:${port ?? 80}`;
    sources.push(`http://${address}`, `ws://${address}`);
  } else {
    // ABLY_ENDPOINT: a routing policy ('eu') lands on Ably's hosts, a hostname is its own.
    sources.push(...ABLY_ORIGINS);
    if (endpoint.includes('.')) sources.push(`https://${endpoint}`, `wss://${endpoint}`);
  }
  return sources;
}

/**
 * The headers of every page of the app. The Content-Security-Policy allows our own scripts and
 * the one inline configuration script (by its hash), styles from our origin and inline (styled
 * components and Radix's positioning write them at run time), images from us, `data:` and
 * https (company logos and avatars), connections only to the API, Firebase and Ably, and no
 * framing at all.
 */
export function pageHeaders(config: ServerConfig, inlineScript: string): Record<string, string> {
  const scriptHash = createHash('sha256').update(inlineScript, 'utf8').digest('base64');
  const policy = [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'`,
    "style-src 'self' 'unsafe-inline'",
    // blob: previews a picture the person just chose (avatar and logo crop), never a remote one.
    "img-src 'self' data: blob: https:",
    // Videos come from our /files/; blob: plays a recording or a picked file before its upload
    // (preview, length and still are read in the browser).
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src ${connectSources(config).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Frame-Options': 'DENY',
    // Cross-origin requests carry the origin only (Firebase may check it), never the path: an
    // invitation's token is in /invite/… .
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}

/** In production every answer tells browsers to use https only, for a year. */
export const HSTS = 'max-age=31536000; includeSubDomains';
