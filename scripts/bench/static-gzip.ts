/**
 * A static server for the production build, gzip like a real host, with the SPA fallback to
 * index.html. It logs every file it sends with its gzip size, so a bench counts what the browser
 * really fetched (prefetches and lazy chunks included).
 */
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface Sent {
  path: string;
  gzipBytes: number;
}

export interface StaticHost {
  server: Server;
  sent: Sent[];
  /** Serves another build from now on, on the same origin (a peer measured in the same run). */
  serveFrom(root: string): void;
  close(): Promise<void>;
}

export function serveGzip(firstRoot: string, port: number): Promise<StaticHost> {
  let root = firstRoot;
  const cache = new Map<string, Buffer>();
  const sent: Sent[] = [];
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    let file = join(root, path);
    const isFile = (() => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    })();
    if (!isFile) file = join(root, 'index.html');
    let body = cache.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file));
      cache.set(file, body);
    }
    sent.push({ path: isFile ? path : `${path} (index.html)`, gzipBytes: body.length });
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'content-length': body.length,
      'cache-control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    response.end(body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        server,
        sent,
        // The cache is keyed by whole file paths, so each build keeps its compressed files.
        serveFrom: (next) => {
          root = next;
        },
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
