import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendBody } from './sendBody';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export type AppPageOptions = {
  /** Rewrites `index.html` before it is sent (the run-time configuration). */
  transformIndex?: (html: string) => string;
  /** Sent with `index.html` (the security headers of a page). */
  headers?: Record<string, string>;
  /** Whether `*.map` files are served; without, they are as missing as any other file. */
  serveSourceMaps?: boolean;
};

/**
 * The built single-page app. Existing files are served as they are (hashed assets cached for a
 * year); any other path without a file extension gets `index.html`, so client-side routes load.
 * Returns false when it did not answer (no build, or a missing asset).
 */
export async function serveApp(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  pathname: string,
  { transformIndex = (html) => html, headers = {}, serveSourceMaps = true }: AppPageOptions = {},
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const base = resolve(root);
  const index = join(base, 'index.html');
  if (!(await isFile(index))) return false;

  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const candidate = resolve(join(base, normalize(decoded)));
  const inside = candidate === base || candidate.startsWith(base + sep);

  if (!serveSourceMaps && extname(decoded) === '.map') return false;
  // Dot folders are the build's bookkeeping (Vite's `.vite/manifest.json` lists every chunk),
  // not the app: as missing as any other file.
  if (
    inside &&
    relative(base, candidate)
      .split(sep)
      .some((part) => part.startsWith('.'))
  ) {
    return false;
  }
  let file: string;
  if (inside && candidate !== base && (await isFile(candidate))) file = candidate;
  else if (extname(decoded) === '') file = index;
  else return false;

  if (file === index) {
    const html = transformIndex(await readFile(index, 'utf8'));
    res.writeHead(200, {
      ...headers,
      'Content-Type': CONTENT_TYPES['.html'],
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : html);
    return true;
  }

  const immutable = file.startsWith(join(base, 'assets') + sep);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  // `.pipe` would leave the file open when the reader goes away mid-way.
  await sendBody(createReadStream(file), res);
  return true;
}
