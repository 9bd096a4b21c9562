/**
 * The floor for `bench:api`: a bare node:http endpoint answering a small JSON body, with none of
 * tRPC, auth or the database. The API's numbers are read as a ratio of this one's.
 */
import { createServer } from 'node:http';

const body = JSON.stringify({ result: { data: { json: { ok: true, name: 'Sprint Demo GmbH' } } } });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
