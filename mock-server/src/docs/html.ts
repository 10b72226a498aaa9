import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A one-line reading of a JSON schema for parameter tables: `string`, `"A" | "B"`, `string[]`. */
function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (Array.isArray(schema.anyOf))
    return (schema.anyOf as Record<string, unknown>[]).map(typeOf).join(' | ');
  if (schema.type === 'array')
    return `${typeOf((schema.items ?? {}) as Record<string, unknown>)}[]`;
  if (typeof schema.type === 'string') return schema.type;
  return 'any';
}

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function parameterRows(params: OpenApiParameter[]): string {
  if (!params.length) return '<p class="muted">No parameters.</p>';
  const rows = params
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td>` +
        `<td><code>${escape(typeOf(p.schema))}</code></td><td>${p.example === undefined ? '' : `<code>${escape(JSON.stringify(p.example))}</code>`}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>name</th><th>in</th><th>required</th><th>type</th><th>example</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationBlock(method: string, path: string, op: OpenApiOperation): string {
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(
          ([type, c]) =>
            `<details><summary>Request body (${escape(type)}${op.requestBody?.required ? ', required' : ''})</summary>${json(c.schema)}</details>`,
        )
        .join('')
    : '';
  const responses = Object.entries(op.responses)
    .map(
      ([status, r]) =>
        `<details><summary><b>${status}</b> ${escape(r.description)}</summary>${json(r.content['application/json']?.schema)}</details>`,
    )
    .join('');
  const badges = [
    op.security.length
      ? '<span class="badge auth">bearer</span>'
      : '<span class="badge open">noAuth</span>',
    op['x-extension'] ? '<span class="badge ext">extension</span>' : '',
  ].join(' ');
  return `<section class="op" id="${escape(op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> ${badges}</h3>
<p>${escape(op.summary)} <span class="muted">(${escape(op.operationId)})</span></p>
${parameterRows(op.parameters)}${body}${responses}
${op['x-example'] ? `<details><summary>Example request</summary>${json(op['x-example'])}</details>` : ''}
</section>`;
}

// The admin API is not part of the endpoint table (nor of openapi.json); QA still needs to find it.
const SIM_ROUTES: [string, string][] = [
  ['GET /__sim', 'status: scenario, clock, version info, faults, live activity'],
  ['GET /__sim/scenarios', 'the named scenarios'],
  [
    'POST /__sim/scenarios/{name}',
    'reset to the seed, then apply the scenario (404 lists the known ones)',
  ],
  ['POST /__sim/reset', 'back to the seed: world, clock, version, faults, live activity'],
  ['GET | PUT /__sim/clock', 'read, or set with {"now": ISO}'],
  ['POST /__sim/clock/advance', '{"by": "10m"} (ms, s, m, h, d) or milliseconds'],
  ['GET | PUT | POST | DELETE /__sim/faults', 'read, replace {seed?, rules}, add one rule, clear'],
  ['GET | PUT /__sim/live', '{"every_seconds": N | null}'],
  ['POST /__sim/live/tick', 'one burst of live activity now'],
  [
    'GET /__sim/journal',
    'the calls served, oldest first; ?route=, ?method=, ?status= (503 or 4xx), ?persona=, ?since= (a mark or #)',
  ],
  ['POST /__sim/journal/marks', '{"name": "before"}: mark the latest call'],
  ['DELETE /__sim/journal', 'empty the journal (a reset does too)'],
  ['GET /__sim/bundles?since=MARK', 'a bug bundle: the world at the mark and every call since'],
  [
    'POST /__sim/bundles/replay',
    "restore a bundle's world, replay its calls, answer where each now differs",
  ],
  [
    'GET | DELETE /__sim/drift',
    'what a real backend (--proxy-to) answered off the contract; clear it',
  ],
  ['GET /__mailbox/{address}', 'what the pool and the backend sent to an address or phone'],
  [
    'GET /__legacy/*, /__corporate/*',
    'demo stand-ins for the legacy application host and the corporate host',
  ],
];

function simSection(): string {
  const rows = SIM_ROUTES.map(
    ([route, what]) => `<tr><td><code>${escape(route)}</code></td><td>${escape(what)}</td></tr>`,
  ).join('');
  return `<h2 id="simulator">Simulator</h2>
<p>Plain JSON routes outside the endpoint table, never slowed or broken by simulated faults. The QA command line drives them: <code>pnpm scenario --help</code>.</p>
<table><tbody>${rows}</tbody></table>`;
}

/** The /docs page: self-contained HTML (no scripts, no CDN), every operation grouped by area. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  let count = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      count += 1;
      for (const tag of op.tags) byTag.get(tag)?.push(operationBlock(method, path, op));
    }
  }
  const areas = [...byTag].filter(([, ops]) => ops.length);
  const toc = areas
    .map(
      ([tag, ops]) => `<li><a href="#area-${escape(tag)}">${escape(tag)}</a> (${ops.length})</li>`,
    )
    .join('');
  const sections = areas
    .map(([tag, ops]) => `<h2 id="area-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 2rem;color:#1d2733}
h2{border-bottom:2px solid #0088dd;padding-top:1rem}.op{border:1px solid #dde3ea;border-radius:8px;padding:.2rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1rem .4rem}
.get{background:#1f7a3f}.post{background:#0061a6}.put{background:#a66300}.delete{background:#a61b1b}
.badge{font-size:.75rem;border-radius:999px;padding:.1rem .5rem;font-weight:normal}.auth{background:#eef2f6}.open{background:#e3f6e8}.ext{background:#fff0cc}
table{border-collapse:collapse;margin:.5rem 0}td,th{border-bottom:1px solid #dde3ea;padding:.2rem .7rem;text-align:left}
pre{background:#f5f7fa;padding:.6rem;overflow:auto;font-size:.8rem}.muted{color:#66727f}summary{cursor:pointer}
</style></head><body>
<h1>${escape(doc.info.title)}</h1>
<p>${escape(doc.info.description)}</p>
<p>${count} operations. Machine-readable: <a href="/docs/openapi.json">/docs/openapi.json</a> (OpenAPI ${doc.openapi}).</p>
<ul>${toc}<li><a href="#simulator">simulator</a></li></ul>
${sections}
${simSection()}
</body></html>`;
}
