import type { FastifyInstance, FastifyRequest } from 'fastify';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, blurb: string, request: FastifyRequest): string {
  const url = new URL(request.url, 'http://mock.local');
  const rows = [...url.searchParams]
    .map(([k, v]) => `<tr><td>${escape(k)}</td><td>${escape(v)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:3rem auto;max-width:44rem;color:#1d2733}
code{background:#eef2f6;padding:.1rem .3rem;border-radius:4px}td{border-bottom:1px solid #dde3ea;padding:.3rem .8rem}</style>
</head><body>
<h1>${escape(title)}</h1>
<p>${escape(blurb)}</p>
<p>Path: <code data-testid="path">${escape(url.pathname)}</code></p>
<p>Query: <code data-testid="query">${escape(url.search)}</code></p>
${rows ? `<table><tbody>${rows}</tbody></table>` : '<p>No query parameters.</p>'}
</body></html>`;
}

/**
 * Stand-ins for the two hosts the web app hands visitors to (spec §2): the legacy application
 * host for unknown paths, and the corporate host shadow users go to. Each shows what it received.
 */
export async function demoHosts(app: FastifyInstance) {
  app.get('/__legacy/*', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Legacy application',
          'The web app sent this unknown path here, keeping path and query.',
          request,
        ),
      ),
  );
  app.get('/__corporate/*', async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Corporate host',
          'Shadow users are sent here on logout and by the home redirector.',
          request,
        ),
      ),
  );
}
