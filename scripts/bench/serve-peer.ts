/**
 * Bench child: bare Fastify in a process of its own, answering what the mock answered for each
 * call (read from the JSON file given) with a bearer-header check and the body read. Nothing else:
 * routing, body read and JSON serialisation of the same object. Prints {"port", "pid"} when it listens.
 * Usage: serve-peer.ts BODIES.json
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { HELLO_PATH } from './hello-path.ts';

export interface PeerRoute {
  method: 'GET' | 'POST';
  url: string;
  /** The exact bytes the mock answered; served as the object they spell, as a handler would. */
  body: string;
}

const routes = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as PeerRoute[];
const app = Fastify({ logger: false });
// The write sends multipart: a bare server reads it whole and does nothing more with it.
app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, body, done) =>
  done(null, body),
);
for (const route of routes) {
  const answer = JSON.parse(route.body) as unknown;
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) =>
      request.headers.authorization ? answer : reply.code(401).send({ message: 'Unauthorized' }),
  });
}
// The least a Fastify route can answer: the machine's ceiling at the bench's connection count.
app.get(HELLO_PATH, async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(
  `${JSON.stringify({ port: (app.server.address() as AddressInfo).port, pid: process.pid })}\n`,
);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
