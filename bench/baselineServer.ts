/**
 * The floor for `bench:api` and `bench:ingest`: a bare node:http endpoint that reads and parses a
 * JSON request body (if any) and answers a small JSON body, with none of tRPC, auth or the
 * database. The API's numbers are read as a ratio of this one's.
 */
import { createServer } from 'node:http';

const body = JSON.stringify({ result: { data: { json: { ok: true, name: 'Sprint Demo GmbH' } } } });
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    // Reading and parsing the body is work any JSON API does; the ingest ratio includes it.
    if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
