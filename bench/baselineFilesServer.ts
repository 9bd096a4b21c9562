/**
 * The floor for `bench:files`: a bare node:http file server on the same disk, with none of
 * Sprint's signatures, database, size checks or logging. It runs in a child process of its own
 * (bench/filesServer.ts `baseline`), measured by the same HTTP client and the same memory
 * sampling; Sprint's throughput is read as a ratio of this one's.
 *
 * - `PUT /upload/<id>/<n>`: the body piped to part `n` of upload `id` (`stream.pipeline`).
 * - `POST /complete/<id>`: the parts concatenated, in order, into one file; answers its URL.
 * - `GET /file/<id>`: the file, one `Range: bytes=a-b` answered 206 with just those bytes.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const ID = /^[\w-]{1,64}$/;
const RANGE = /^bytes=(\d+)-(\d*)$/;

/** Where upload `id`'s file (and, until it is complete, its parts) lives under `root`. */
export const baselineFilePath = (root: string, id: string) => join(root, `${id}.bin`);
const partsDir = (root: string, id: string) => join(root, `${id}.parts`);

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function handle(root: string, req: IncomingMessage, res: ServerResponse) {
  const [, action, id, part] = new URL(req.url ?? '/', 'http://localhost').pathname.split('/');
  if (!id || !ID.test(id)) return answer(res, 400, { error: 'bad id' });

  if (action === 'upload' && req.method === 'PUT' && part && /^\d+$/.test(part)) {
    await mkdir(partsDir(root, id), { recursive: true });
    await pipeline(req, createWriteStream(join(partsDir(root, id), part)));
    return answer(res, 200, { partNumber: Number(part) });
  }

  if (action === 'complete' && req.method === 'POST') {
    req.resume();
    const dir = partsDir(root, id);
    const parts = (await readdir(dir)).map(Number).sort((a, b) => a - b);
    const out = await open(baselineFilePath(root, id), 'w');
    try {
      for (const n of parts) {
        for await (const chunk of createReadStream(join(dir, String(n)))) {
          await out.write(chunk as Buffer);
        }
      }
    } finally {
      await out.close();
    }
    await rm(dir, { recursive: true, force: true });
    return answer(res, 200, { downloadUrl: `/file/${id}` });
  }

  if (action === 'file' && req.method === 'GET') {
    const location = baselineFilePath(root, id);
    const size = (await stat(location)).size;
    const match = RANGE.exec(req.headers.range ?? '');
    if (match) {
      const start = Number(match[1]);
      const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
      res.writeHead(206, {
        'Content-Type': 'video/mp4',
        'Content-Range': `bytes ${start}-${end}/${size}`,
        'Content-Length': end - start + 1,
      });
      return pipeline(createReadStream(location, { start, end }), res);
    }
    res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': size });
    return pipeline(createReadStream(location), res);
  }

  return answer(res, 404, { error: 'not found' });
}

/** The request listener, storing under `root`. */
export function baselineFilesListener(root: string) {
  return (req: IncomingMessage, res: ServerResponse) => {
    handle(root, req, res).catch((error: unknown) => {
      if (res.headersSent) res.destroy();
      else answer(res, 500, { error: String(error) });
    });
  };
}
