import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Sends `content` as the answer's body and closes it however the answer ends: in full, on a
 * read error, or when the reader goes away (a player seeking, a page cancelling an image).
 *
 * A reader that left before the body started has already closed the response, and `pipeline`
 * waits for a 'close' that will not come again: the stream (an open file, an S3 connection)
 * would stay open until garbage collection. It is closed here at once instead.
 */
export async function sendBody(content: Readable, res: ServerResponse): Promise<void> {
  if (res.destroyed || res.closed) {
    content.destroy();
    return;
  }
  await pipeline(content, res).catch(() => undefined);
}
