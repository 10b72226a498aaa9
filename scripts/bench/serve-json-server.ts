/**
 * Bench child: json-server 0.17 in a process of its own, serving the JSON the mock answered for
 * `GET /v1/users/info` (read from the file given) at the same path. Prints {"port"} when it listens.
 * Usage: serve-json-server.ts BODY.json
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

interface JsonServer {
  create(): {
    use(...handlers: unknown[]): void;
    listen(port: number, host: string, ready: () => void): Server;
  };
  router(db: object): unknown;
  defaults(options: { logger: boolean }): unknown[];
  rewriter(routes: Record<string, string>): unknown;
}

const jsonServer = createRequire(import.meta.url)('json-server') as JsonServer;
const info = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as unknown;
const server = jsonServer.create();
server.use(jsonServer.defaults({ logger: false }));
server.use(jsonServer.rewriter({ '/v1/users/info': '/info' }));
server.use(jsonServer.router({ info }));
const listening = server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (listening.address() as AddressInfo).port })}\n`);
});
process.on('SIGTERM', () => listening.close(() => process.exit(0)));
